import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { UI } from '../../config/constants';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** Countries offered when the server configuration has none (the merchant's default first). */
export const DEFAULT_COUNTRIES: readonly Country[] = [
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'IN', countryDialingCode: '91' },
];

/** The SPA keeps dialing codes as digits ("880"); the server may list them as "+880". */
const digitsOf = (code: string) => code.trim().replace(/^\+/, '');

/**
 * Country dialing-code picker: a button opening a list; it closes
 * UI.countryDropdownCloseDelayMs after focus leaves, so a click on an option still lands.
 */
export function CountryCodePicker({
  value,
  countries = DEFAULT_COUNTRIES,
  onChange,
  disabled,
}: {
  value: string;
  countries?: readonly Country[];
  onChange: (dialingCode: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <div
      className="country-picker"
      onBlur={() => {
        cancelClose();
        timer.current = setTimeout(() => setOpen(false), UI.countryDropdownCloseDelayMs);
      }}
      onFocus={cancelClose}
    >
      <button
        type="button"
        className="country-picker__button"
        aria-label={t`Country code`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        +{digitsOf(value)}
      </button>
      {open && (
        <ul id={listId} role="listbox" aria-label={t`Country code`} className="country-picker__list">
          {countries.map((c) => (
            <li
              key={c.countryCode}
              role="option"
              aria-selected={digitsOf(c.countryDialingCode) === digitsOf(value)}
              tabIndex={-1}
              onClick={() => {
                onChange(digitsOf(c.countryDialingCode));
                setOpen(false);
              }}
            >
              {c.countryCode} +{digitsOf(c.countryDialingCode)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
