import { useLingui } from '@lingui/react/macro';
import { type ResetPasswordActor, useResetPassword, useResetPasswordActor } from '../../machines/reset-password/use-reset-password';
import { PageFrame } from '../pages/page-frame';
import { PasswordForm } from './change-password-form';
import { FormField } from './form-field';

/** The reset form of the e-mail's link: code (prefilled, editable), new password and confirmation. */
export function ResetPasswordForm({ actor }: { actor: ResetPasswordActor }) {
  const { t } = useLingui();
  const form = useResetPassword(actor);
  const c = form.context;
  if (form.done) {
    return (
      <div className="reset-password__done">
        <p role="status">{t`Your password has been reset. Log in with your new password.`}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={form.login}>
          {t`Log in`}
        </button>
      </div>
    );
  }
  return (
    <PasswordForm form={form} submitLabel={t`Reset password`}>
      <p className="page-note">{t`Enter the code from the password reset e-mail and choose a new password.`}</p>
      <FormField label={t`Reset code`} value={c.values.code} error={c.errors.code} onValue={(v) => form.change('code', v)} disabled={form.busy} autoComplete="one-time-code" spellCheck={false} />
    </PasswordForm>
  );
}

/** /reset-password?code=…: the page the reset e-mail links to. */
export function ResetPasswordPage({ code }: { code: string }) {
  const { t } = useLingui();
  const actor = useResetPasswordActor(code);
  return (
    <PageFrame title={t`Reset password`} className="reset-password">
      <ResetPasswordForm actor={actor} />
    </PageFrame>
  );
}
