import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { Dialog } from './dialog';

const renderWithI18n = (ui: ReactNode) => {
  useTestLocale('en');
  return render(<WithI18n>{ui}</WithI18n>);
};

describe('dialog', () => {
  it('has focus inside before it is painted, so a key pressed as soon as it shows reaches it', () => {
    let focusAtPaint: Element | null = null;
    function Page() {
      // A parent's layout effect runs after its children's, still before the browser paints.
      useLayoutEffect(() => {
        focusAtPaint = document.activeElement;
      });
      return (
        <Dialog title="Login" onClose={() => undefined}>
          <input aria-label="Username" />
        </Dialog>
      );
    }
    renderWithI18n(<Page />);
    expect(focusAtPaint).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('gives focus back to what had it when it closes', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Dialog title="Login" onClose={() => setOpen(false)}>
              <input aria-label="Username" />
            </Dialog>
          )}
        </>
      );
    }
    renderWithI18n(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    expect(screen.getByRole('dialog', { name: 'Login' })).toContainElement(document.activeElement as HTMLElement);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.activeElement).toBe(opener);
  });
});
