import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { Currency } from '../../api/schemas/money';
import type { FieldError } from '../../api/validation/validate';
import { formatAmount } from './format';
import { moneyMessageFor } from './money-messages';

/** Keys whose params are amounts in minor units (formatted with the currency). */
const AMOUNT_PARAM_KEYS = new Set(['money.amount.limit']);

/**
 * A field error of the money and security forms, translated: money keys (docs/money.md) and the
 * shared validation keys alike; amount limits formatted with the currency.
 */
export function moneyFieldMessage(i18n: I18n, error: FieldError | null | undefined, currency?: Currency): string | null {
  if (!error) return null;
  const p = error.params;
  const amount = (minor: number | undefined) => (currency && minor !== undefined ? formatAmount(minor, currency.symbol, currency.scale) : String(minor ?? ''));
  const values = AMOUNT_PARAM_KEYS.has(error.key) ? { min: amount(p?.min), max: amount(p?.max) } : { bounds: p?.bounds ?? '', min: p?.min, max: p?.max };
  const descriptor = moneyMessageFor(error.key);
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

/** The translation of an error key (alerts); null when there is nothing to say. */
export function moneyErrorText(i18n: I18n, key: string | null | undefined): string | null {
  return key ? i18n._(moneyMessageFor(key)) : null;
}

interface FieldFrame {
  label: string;
  /** Translated message shown under the field and tied to it (aria-describedby). */
  message?: string | null;
  /** Help text under the field (limits, balance), also part of its description. */
  hint?: ReactNode;
  addon?: ReactNode;
}

function useFieldIds(message: string | null | undefined, hint: ReactNode) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function FieldShell({ id, label, message, hint, addon, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={`form-field${message ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__control">
        {children}
        {addon}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="money-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose message is already translated (money keys are not site-wide keys). */
export function MoneyField({
  label,
  message,
  hint,
  addon,
  onValue,
  ...input
}: FieldFrame & { onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  const { id, describedBy } = useFieldIds(message, hint);
  return (
    <FieldShell id={id} label={label} message={message} hint={hint} addon={addon}>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
    </FieldShell>
  );
}

/** A labelled select with the same message and hint wiring. */
export function MoneySelect({
  label,
  message,
  hint,
  onValue,
  options,
  placeholder,
  ...select
}: FieldFrame & {
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** First, empty choice (e.g. "Choose a provider"). */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'>) {
  const { id, describedBy } = useFieldIds(message, hint);
  return (
    <FieldShell id={id} label={label} message={message} hint={hint}>
      <select
        id={id}
        className="form-field__input"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * The props that tie a MoneyField or MoneySelect to one field of a form chart: its value, its
 * translated message, the change intent, and disabled while the chart is busy.
 */
export function fieldBinding<F extends string>(
  i18n: I18n,
  form: { values: Record<F, string>; errors: Partial<Record<F, FieldError>>; change: (field: F, value: string) => void; busy: boolean },
) {
  return (field: F) => ({
    value: form.values[field],
    message: moneyFieldMessage(i18n, form.errors[field]),
    onValue: (value: string) => form.change(field, value),
    disabled: form.busy,
  });
}

/** A security-center form: no browser validation, busy while the chart works, submit to the chart. */
export function SecurityForm({ busy, onSubmit, className, children }: { busy: boolean; onSubmit: () => void; className?: string; children: ReactNode }) {
  return (
    <form
      className={className ? `security-form ${className}` : 'security-form'}
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A security-center form's buttons: submit (its label says what is under way while busy) and Cancel. */
export function FormActions({ busy, submit, busyText, onCancel }: { busy: boolean; submit: string; busyText: string; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className="security-form__actions">
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? busyText : submit}
      </button>
      <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
        {t`Cancel`}
      </button>
    </div>
  );
}

/** A failure that belongs to no field. */
export function FormAlert({ errorKey }: { errorKey: string | null | undefined }) {
  const { i18n } = useLingui();
  const text = moneyErrorText(i18n, errorKey);
  if (!text) return null;
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}
