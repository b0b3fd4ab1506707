import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ForgotPasswordActor, useForgotPassword, useForgotPasswordActor } from '../../machines/forgot-password/use-forgot-password';
import { useSmsCountdownActor } from '../../machines/sms-countdown/use-sms-countdown';
import { messageFor } from '../messages';
import { CountryCodePicker } from './country-code-picker';
import { FormField } from './form-field';
import { MessagePopup } from './message-popup';
import { useAccountsNavigation } from './navigation';
import { SmsCodeButton } from './sms-code-button';

function ResetSmsCode({ forgot, disabled }: { forgot: ForgotPasswordActor; disabled: boolean }) {
  const sms = useSmsCountdownActor('reset');
  const mobileNum = useSelector(forgot, (s) => s.context.values.mobileNum);
  const countryDialingCode = useSelector(forgot, (s) => s.context.values.countryDialingCode);
  return <SmsCodeButton actor={sms} mobileNum={mobileNum} countryDialingCode={countryDialingCode} disabled={disabled} />;
}

/** Forgot password (SPEC §2): e-mail tab, and the mobile tab with CHNGPASSVERIF3. */
export function ForgotPasswordForm({ actor, withSmsButton = true }: { actor: ForgotPasswordActor; withSmsButton?: boolean }) {
  const { t, i18n } = useLingui();
  const f = useForgotPassword(actor);
  const c = f.context;
  if (f.done) return <p role="status">{t`Done`}</p>;
  const disabled = !f.editable;
  return (
    <div className="forgot-form">
      {c.mobileEnabled && (
        <div role="tablist" aria-label={t`Reset method`} className="tabs">
          <button type="button" role="tab" aria-selected={c.tab === 'email'} onClick={() => f.selectTab('email')} disabled={disabled}>
            {t`By e-mail`}
          </button>
          <button type="button" role="tab" aria-selected={c.tab === 'mobile'} onClick={() => f.selectTab('mobile')} disabled={disabled}>
            {t`By mobile number`}
          </button>
        </div>
      )}
      <form
        noValidate
        aria-busy={f.busy}
        onSubmit={(e) => {
          e.preventDefault();
          f.submit();
        }}
      >
        {c.tab === 'email' ? (
          <>
            <FormField label={t`Username`} value={c.values.username} error={c.errors.username} onValue={(v) => f.change('username', v)} disabled={disabled} autoComplete="username" />
            <FormField label={t`E-mail`} type="email" value={c.values.email} error={c.errors.email} onValue={(v) => f.change('email', v)} disabled={disabled} autoComplete="email" />
          </>
        ) : (
          <>
            <FormField
              label={t`Mobile number`}
              type="tel"
              value={c.values.mobileNum}
              error={c.errors.mobileNum}
              onValue={(v) => f.change('mobileNum', v)}
              disabled={disabled}
              addon={<CountryCodePicker value={c.values.countryDialingCode} onChange={(v) => f.change('countryDialingCode', v)} disabled={disabled} />}
            />
            <FormField
              label={t`Verification code`}
              value={c.values.verificationCode}
              error={c.errors.verificationCode}
              onValue={(v) => f.change('verificationCode', v)}
              disabled={disabled}
              autoComplete="one-time-code"
              addon={withSmsButton ? <ResetSmsCode forgot={actor} disabled={disabled} /> : undefined}
            />
            <FormField label={t`New password`} type="password" value={c.values.newPassword} error={c.errors.newPassword} onValue={(v) => f.change('newPassword', v)} disabled={disabled} autoComplete="new-password" />
          </>
        )}
        {c.errorKey && (
          <p className="form-error" role="alert">
            {i18n._(messageFor(c.errorKey))}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!f.canSubmit}>
          {f.busy ? t`Sending…` : t`Submit`}
        </button>
      </form>
      {f.emailSent && (
        <MessagePopup title={i18n._(messageFor('in_popup_prompt'))} confirmLabel={t`Confirm`} onConfirm={f.dismiss}>
          <p>{t`We have sent a password reset e-mail. Please check your inbox. It has a link to open, or a code to enter on the reset password page.`}</p>
        </MessagePopup>
      )}
    </div>
  );
}

export function ForgotPasswordModalBody() {
  const nav = useAccountsNavigation();
  const actor = useForgotPasswordActor({ goHome: nav.goHome });
  return <ForgotPasswordForm actor={actor} />;
}
