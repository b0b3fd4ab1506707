import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { type CountryPickerActor, useCountryPicker, useCountryPickerActor } from '../../machines/country-picker/use-country-picker';

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

interface PickerProps {
  value: string;
  countries?: readonly Country[];
  disabled?: boolean;
}

/** Country dialing-code picker: a button opening a list; when the list opens and closes is the country-picker chart's. */
export function CountryCodePicker({ onChange, ...props }: PickerProps & { onChange: (dialingCode: string) => void }) {
  const actor = useCountryPickerActor((code) => onChange(digitsOf(code)));
  return <CountryCodePickerView actor={actor} {...props} />;
}

/**
 * The picker drawn from its chart. A list box: the arrow keys open it from the button and move
 * between codes, Enter or Space chooses, Escape closes it and returns to the button.
 */
export function CountryCodePickerView({ actor, value, countries = DEFAULT_COUNTRIES, disabled }: PickerProps & { actor: CountryPickerActor }) {
  const { t } = useLingui();
  const listId = useId();
  const picker = useCountryPicker(actor);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef(false);
  const options = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
  const focusOption = (index: number) => {
    const all = options();
    all[(index + all.length) % all.length]?.focus();
  };
  // A list opened from the keyboard takes focus at the chosen code (focus is the view's to move).
  useEffect(() => {
    if (!picker.open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const all = options();
    focusOption(Math.max(0, all.findIndex((o) => o.getAttribute('aria-selected') === 'true')));
  });
  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    focusOnOpen.current = true;
    if (!picker.open) picker.toggle();
    else focusOption(options().findIndex((o) => o.getAttribute('aria-selected') === 'true'));
  };
  const onListKeyDown = (e: KeyboardEvent, index: number, dialingCode: string) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (e.key in moves) {
      e.preventDefault();
      focusOption(moves[e.key]!);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      picker.choose(dialingCode);
      buttonRef.current?.focus();
    } else if (e.key === 'Escape') {
      // Inside a dialog: Escape closes the list, not the dialog.
      e.preventDefault();
      e.stopPropagation();
      picker.dismiss();
      buttonRef.current?.focus();
    }
  };
  return (
    <div
      className="country-picker"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) picker.focusLeft();
      }}
      onFocus={picker.focusCame}
    >
      <button
        ref={buttonRef}
        type="button"
        className="country-picker__button"
        aria-label={t`Country code`}
        aria-haspopup="listbox"
        aria-expanded={picker.open}
        aria-controls={picker.open ? listId : undefined}
        disabled={disabled}
        onClick={picker.toggle}
        onKeyDown={onButtonKeyDown}
      >
        +{digitsOf(value)}
      </button>
      {picker.open && (
        <ul ref={listRef} id={listId} role="listbox" aria-label={t`Country code`} className="country-picker__list">
          {countries.map((c, index) => (
            <li
              key={c.countryCode}
              role="option"
              aria-selected={digitsOf(c.countryDialingCode) === digitsOf(value)}
              tabIndex={-1}
              onClick={() => picker.choose(c.countryDialingCode)}
              onKeyDown={(e) => onListKeyDown(e, index, c.countryDialingCode)}
            >
              {c.countryCode} +{digitsOf(c.countryDialingCode)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
