import { describe, expect, it, vi } from 'vitest';
import { openCsPath } from '../../api/customer-service-path';
import { customerServiceUrl, openCustomerService } from './open-customer-service';

/** Sealed by the server's code with key Ab3dEf7h and iv 01..0c (server/domain/content/customer-service.test.ts). */
const VECTOR = 'AQIDBAUGBwgJCgsM-2jvfPGbE3Lynjr4Pz5qqakxJn-4alztkU3_j-Vhs4laHE-_CPZOystcaUg25bc7a7q74rklu6g2h7TQ-tgxfWyZDAAb3dEf7h';
const VECTOR_URL = 'https://chat.example.com/room?merchant=bd01&lang=bn';
/** The same key and iv sealing `javascript:alert(1)`: a genuine path to a URL that must not be followed. */
const SCRIPT_VECTOR = 'AQIDBAUGBwgJCgsM-X3tbfHCTjThgmHtfT5gvOxwY-rriHQZlgKmK77Zx62yuGAAb3dEf7h';

const cs = (type: number, path: string) => ({ version: { pathList: [{ type, path }] } });

function fakeWindow(popup: { close: () => void; location: { href: string }; opener: unknown } | null) {
  const open = vi.fn(() => popup);
  return { win: { open, location: { origin: 'https://site.example' } } as unknown as Window, open };
}
const popupStub = () => ({ close: vi.fn(), location: { href: '' }, opener: {} as unknown });

describe('customer-service type-3 path in the browser', () => {
  it('opens the vector the server sealed', async () => {
    expect(await openCsPath(VECTOR)).toBe(VECTOR_URL);
  });

  it.each([
    ['a changed ciphertext character', VECTOR.slice(0, 30) + (VECTOR[30] === 'A' ? 'B' : 'A') + VECTOR.slice(31)],
    ['a changed key character', `${VECTOR.slice(0, -1)}i`],
    ['a cut path', VECTOR.slice(0, 40) + VECTOR.slice(-8)],
  ])('refuses %s', async (_n, path) => {
    expect(await openCsPath(path)).toBeNull();
  });
});

describe('openCustomerService', () => {
  it('type 3: opens the window inside the click, then sends it to the opened URL with no way back', async () => {
    const popup = popupStub();
    const { win, open } = fakeWindow(popup);
    const pending = openCustomerService(cs(3, VECTOR), win);
    // Synchronously, before any await: otherwise the browser blocks the window.
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.any(String));
    expect(await pending).toBe('opened');
    expect(popup.location.href).toBe(VECTOR_URL);
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it.each([
    ['a tampered path', `${VECTOR.slice(0, 20)}${VECTOR[20] === 'A' ? 'B' : 'A'}${VECTOR.slice(21)}`],
    ['a path that opens to a javascript: URL', SCRIPT_VECTOR],
    ['garbage', 'not a sealed path'],
  ])('type 3 with %s: the window is closed again and nothing is loaded', async (_n, path) => {
    const popup = popupStub();
    const { win } = fakeWindow(popup);
    expect(await openCustomerService(cs(3, path), win)).toBe('failed');
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });

  it('reports a blocked window', async () => {
    const { win } = fakeWindow(null);
    expect(await openCustomerService(cs(3, VECTOR), win)).toBe('blocked');
    expect(await openCustomerService(cs(1, '/helpmc'), win)).toBe('blocked');
  });

  it('type 1: opens the plain URL directly; unsafe or missing entries open nothing', async () => {
    const { win, open } = fakeWindow(popupStub());
    expect(await openCustomerService(cs(1, '/helpmc'), win)).toBe('opened');
    expect(open).toHaveBeenCalledWith('/helpmc', 'customer-service', expect.any(String));
    open.mockClear();
    expect(await openCustomerService(cs(1, 'javascript:alert(1)'), win)).toBe('unavailable');
    expect(await openCustomerService(null, win)).toBe('unavailable');
    expect(open).not.toHaveBeenCalled();
  });

  it('customerServiceUrl gives the chat room its address (absolute), or null', async () => {
    const { win } = fakeWindow(null);
    expect(await customerServiceUrl(cs(3, VECTOR), win)).toBe(VECTOR_URL);
    expect(await customerServiceUrl(cs(1, '/helpmc'), win)).toBe('https://site.example/helpmc');
    expect(await customerServiceUrl(cs(3, SCRIPT_VECTOR), win)).toBeNull();
  });
});
