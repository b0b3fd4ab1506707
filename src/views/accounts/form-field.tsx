import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldError } from '../../api/validation/validate';
import { fieldMessage } from '../messages';

/**
 * A labelled input with its first validator message under it (SPEC §5, §8), announced and
 * tied to the input by aria-describedby.
 */
export function FormField({
  label,
  error,
  onValue,
  addon,
  required = false,
  ...input
}: {
  label: string;
  /** Must be filled: a visible "*" after the label (not part of its name) and aria-required. */
  required?: boolean;
  error?: FieldError | null;
  onValue: (value: string) => void;
  addon?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  const { i18n } = useLingui();
  const id = useId();
  const message = fieldMessage(i18n, error);
  return (
    <div className={`form-field${message ? ' form-field--invalid' : ''}${required ? ' form-field--required' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__control">
        <input
          id={id}
          className="form-field__input"
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => onValue(e.target.value)}
          {...input}
        />
        {addon}
      </div>
      {message && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
