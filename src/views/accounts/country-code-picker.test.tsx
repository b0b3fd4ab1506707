import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { UI } from '../../config/constants';
import { Dialog } from '../modals/dialog';
import { CountryCodePicker } from './country-code-picker';

useTestLocale('en');

const COUNTRIES = [
  { countryCode: 'BD', countryDialingCode: '+880' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'NP', countryDialingCode: '977' },
];

/** A phone field's picker as a form holds it: the chosen code is the form's. */
function Field({ onClose = () => {} }: { onClose?: () => void }) {
  const [code, setCode] = useState('880');
  return (
    <WithI18n>
      <Dialog title="Register" onClose={onClose}>
        <CountryCodePicker value={code} countries={COUNTRIES} onChange={setCode} />
        <input aria-label="Mobile number" />
      </Dialog>
    </WithI18n>
  );
}

const button = () => screen.getByRole('button', { name: 'Country code' });

afterEach(() => {
  vi.useRealTimers();
});

describe('country code picker', () => {
  it('a code chosen with the pointer becomes the field’s, digits only, and the list closes', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(button());
    await user.click(screen.getByRole('option', { name: 'BD +880', selected: true }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(button());
    await user.click(screen.getByRole('option', { name: 'IN +91' }));
    expect(button()).toHaveTextContent('+91');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('from the keyboard: an arrow opens the list at the chosen code, arrows move (wrapping), Enter chooses and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<Field />);
    act(() => button().focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'BD +880' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'NP +977' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'IN +91' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button()).toHaveTextContent('+91');
    expect(button()).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape closes the list without a change and leaves the dialog around it open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Field onClose={onClose} />);
    act(() => button().focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button()).toHaveTextContent('+880');
    expect(button()).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    // Escape again, with the list closed, is the dialog's.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it(`focus leaving the picker closes the list ${UI.countryDropdownCloseDelayMs} ms later, not before; focus coming back in time keeps it`, async () => {
    vi.useFakeTimers();
    render(<Field />);
    act(() => button().click());
    act(() => screen.getByRole('textbox', { name: 'Mobile number' }).focus());
    act(() => vi.advanceTimersByTime(UI.countryDropdownCloseDelayMs - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => button().focus());
    act(() => vi.advanceTimersByTime(UI.countryDropdownCloseDelayMs * 2));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => screen.getByRole('textbox', { name: 'Mobile number' }).focus());
    act(() => vi.advanceTimersByTime(UI.countryDropdownCloseDelayMs));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('focus moving from the button into the list is not focus leaving: the list stays however long it takes', async () => {
    vi.useFakeTimers();
    render(<Field />);
    act(() => button().click());
    act(() => screen.getByRole('option', { name: 'IN +91' }).focus());
    act(() => vi.advanceTimersByTime(UI.countryDropdownCloseDelayMs * 5));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
