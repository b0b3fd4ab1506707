import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldError } from '../../api/validation/validate';
import { type ChangePasswordActor, useChangePassword, useChangePasswordActor } from '../../machines/change-password/use-change-password';
import { useSession } from '../../machines/session/use-session';
import { messageFor } from '../messages';
import { FormField } from './form-field';
import { useAccountsNavigation } from './navigation';

type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/** New password and its confirmation: the change and the e-mail reset forms ask them alike. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, FieldError>>;
  onChange: (field: NewPasswordField, value: string) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField label={t`New password`} type="password" autoComplete="new-password" value={values.newPassword} error={errors.newPassword} onValue={(v) => onChange('newPassword', v)} disabled={disabled} />
      <FormField label={t`Confirm new password`} type="password" autoComplete="new-password" value={values.confirmNewPassword} error={errors.confirmNewPassword} onValue={(v) => onChange('confirmNewPassword', v)} disabled={disabled} />
    </>
  );
}

/**
 * The frame of the change and the e-mail reset forms: the form's own fields first, then the new
 * password and its confirmation, the refusal, and the submit button.
 */
export function PasswordForm({
  form,
  submitLabel,
  children,
}: {
  form: {
    context: { values: Record<NewPasswordField, string>; errors: Partial<Record<NewPasswordField, FieldError>>; errorKey: string | null };
    busy: boolean;
    canSubmit: boolean;
    change: (field: NewPasswordField, value: string) => void;
    submit: () => void;
  };
  submitLabel: string;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const c = form.context;
  return (
    <form
      noValidate
      aria-busy={form.busy}
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      {children}
      <NewPasswordFields values={c.values} errors={c.errors} onChange={form.change} disabled={form.busy} />
      {c.errorKey && (
        <p className="form-error" role="alert">
          {i18n._(messageFor(c.errorKey))}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={!form.canSubmit}>
        {form.busy ? t`Saving…` : submitLabel}
      </button>
    </form>
  );
}

/** `accountName` overrides the input's account (the session may still be loading it after a forced change). */
export function ChangePasswordForm({ actor, accountName }: { actor: ChangePasswordActor; accountName?: string }) {
  const { t } = useLingui();
  const form = useChangePassword(actor);
  const c = form.context;
  const account = accountName || c.account;
  if (form.done) return <p role="status">{t`Your password has been changed.`}</p>;
  return (
    <PasswordForm form={form} submitLabel={t`Change password`}>
      <p className="change-password__account">{t`Account: ${account}`}</p>
      {c.knownPassword === null && (
        <FormField label={t`Old password`} type="password" autoComplete="current-password" value={c.values.oldPassword} error={c.errors.oldPassword} onValue={(v) => form.change('oldPassword', v)} disabled={form.busy} />
      )}
    </PasswordForm>
  );
}

/** The change-password modal body: the account from the session, the known password if forced. */
export function ChangePasswordModalBody({ knownPassword }: { knownPassword: string | null }) {
  const session = useSession();
  const nav = useAccountsNavigation();
  const actor = useChangePasswordActor({ knownPassword, goHome: nav.goHome });
  return <ChangePasswordForm actor={actor} accountName={session.info?.account} />;
}
