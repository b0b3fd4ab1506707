import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DAY_INPUT_PATTERN, formatDay, parseDayInput } from './site-time';

/**
 * The dd/mm/yyyy text of a field whose value is a wire day: what was typed stays as typed, and
 * is passed on as a wire day once it is a real date (as typed otherwise). When the value moves
 * from elsewhere (a chart's shortcut), the text follows it.
 */
export function useDayText(value: string, onChange: (dayOrText: string) => void): [string, (typed: string) => void] {
  const [text, setText] = useState(() => formatDay(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parseDayInput(text) !== value && text !== value) setText(formatDay(value));
  }
  const type = (typed: string) => {
    setText(typed);
    onChange(parseDayInput(typed) ?? typed);
  };
  return [text, type];
}

/**
 * A calendar day typed as the site writes dates, dd/mm/yyyy (issue #16). `<input type="date">`
 * shows the browser's locale order (11/21/2026 in a US browser), so this is a text field: it
 * shows the wire day (`yyyy-MM-dd`) as dd/mm/yyyy and gives back a wire day once the text is a
 * real date. Text that is not one yet is passed on as typed, so the screen's chart refuses it
 * as it refuses any bad day; the field itself says which order it expects.
 */
export function DayField({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  max,
}: {
  id: string;
  label: string;
  /** The wire day (or the text last passed on when it was none). */
  value: string;
  onChange: (dayOrText: string) => void;
  /** The screen's own verdict (a bad range). */
  invalid?: boolean;
  describedBy?: string;
  /** Latest day allowed (wire day), said to assistive technology only: the chart enforces it. */
  max?: string;
}) {
  const { t } = useLingui();
  const [text, type] = useDayText(value, onChange);
  const badFormat = text.trim() !== '' && parseDayInput(text) === null;
  const hintId = `${id}-format`;
  const errorId = `${id}-format-error`;
  const described = [hintId, badFormat ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  const maxText = max ? formatDay(max) : null;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t`dd/mm/yyyy`}
        pattern={DAY_INPUT_PATTERN}
        value={text}
        aria-invalid={badFormat || invalid ? true : undefined}
        aria-describedby={described}
        onChange={(e) => type(e.target.value)}
      />
      <span id={hintId} className="visually-hidden">
        {maxText ? t`Date as dd/mm/yyyy, at the latest ${maxText}` : t`Date as dd/mm/yyyy`}
      </span>
      {badFormat && (
        <span id={errorId} className="form-error" role="alert">
          {t`Enter a real date as dd/mm/yyyy, for example 27/11/2026.`}
        </span>
      )}
    </>
  );
}
