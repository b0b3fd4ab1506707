import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markLetters, VendorMark, vendorMarkArt } from './vendor-mark';

/** The seeded catalogue's vendor codes (server/db/seed-data/catalogue.ts). */
const SEEDED = 'AI AV BTI CMD CQ9 DG EVO FC GPI GW_ELOTT IA IMES JDB JILI KM PG PP PP_LIVE SA SABA SEXY SPADE SPRIBE SV388 TADA TCG_ELOTT TCG_LOTTO TCG_LOTTO_VN TCG_PVP TCG_SEA TF WM'.split(' ');

const markup = (code: string, name: string) => render(<VendorMark code={code} name={name} />).container.innerHTML;

describe('vendor marks', () => {
  it('the same vendor gets the same mark on every render', () => {
    expect(markup('PG', 'PG Soft')).toBe(markup('PG', 'PG Soft'));
    expect(vendorMarkArt('pg', 'PG Soft')).toEqual(vendorMarkArt('PG', 'PG Soft'));
  });

  it('every seeded vendor gets its own colour and frame, even with the same name', () => {
    const looks = SEEDED.map((code) => {
      const { shape, fill, ring } = vendorMarkArt(code, 'Same Name');
      return `${shape}|${fill}|${ring}`;
    });
    expect(new Set(looks).size).toBe(SEEDED.length);
  });

  it('a short code is the letters (PG, EVO); else the name’s initials, or a one-word name’s first two letters', () => {
    expect(vendorMarkArt('PG', 'PG Soft').letters).toBe('PG');
    expect(vendorMarkArt('EVO', 'Evolution').letters).toBe('EVO');
    expect(vendorMarkArt('JILI', 'JILI Slots').letters).toBe('JS');
    expect(vendorMarkArt('SPRIBE', 'Spribe').letters).toBe('SP');
    expect(markLetters('TCG E-Lottery Vietnam')).toBe('TEL');
    expect(vendorMarkArt('X', '—').letters).toBe('X');
  });

  it('is one valid SVG element, hidden beside the visible name, with its letters drawn as text', () => {
    const { container } = render(<VendorMark code="SPRIBE" name="Evolution" />);
    const svg = container.firstElementChild!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.\s a-zA-Z-]+$/);
    expect(svg).toHaveTextContent('EV');
    const parsed = new DOMParser().parseFromString(svg.outerHTML.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'), 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
  });
});
