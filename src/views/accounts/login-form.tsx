import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { useCaptchaActor } from '../../machines/captcha/use-captcha';
import { type LoginActor, useLogin } from '../../machines/login/use-login';
import type { VerifyMethod } from '../../machines/login/login.types';
import { messageFor } from '../messages';
import { CaptchaImage } from './captcha-image';
import { CountryCodePicker } from './country-code-picker';
import { FormField } from './form-field';

/** Captcha image owned by the form while shown; the login chart tells when an attempt used it up. */
function LoginCaptcha({ login, disabled }: { login: LoginActor; disabled: boolean }) {
  const actor = useCaptchaActor(login);
  return <CaptchaImage actor={actor} disabled={disabled} />;
}

function VerificationStep({ login }: { login: ReturnType<typeof useLogin> }) {
  const { t, i18n } = useLingui();
  const ctx = login.context;
  const labels: Record<VerifyMethod, string> = {
    sms: t`Mobile SMS code`,
    email: t`Bound e-mail code`,
    bankAccountName: t`Bank account name`,
    totp: t`Google verification code`,
  };
  return (
    <section className="login-verify" aria-labelledby="login-verify-title">
      <h3 id="login-verify-title">{t`Verify it is you`}</h3>
      <p>{t`You are logging in from a new place. Choose how to confirm it is you.`}</p>
      <fieldset className="login-verify__methods">
        <legend>{t`Verification method`}</legend>
        {ctx.challenge?.methods.map((m) => (
          <label key={m} className="radio">
            <input type="radio" name="verify-method" checked={ctx.method === m} disabled={login.busy} onChange={() => login.chooseMethod(m)} />
            {labels[m]}
            {m === 'sms' && ctx.challenge?.hints.mobile ? ` (${ctx.challenge.hints.mobile})` : ''}
            {m === 'email' && ctx.challenge?.hints.email ? ` (${ctx.challenge.hints.email})` : ''}
          </label>
        ))}
      </fieldset>
      {login.verifyStep === 'answering' && ctx.method && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            login.verify();
          }}
        >
          <FormField
            label={labels[ctx.method]}
            value={ctx.answer}
            onValue={login.changeAnswer}
            disabled={login.busy}
            autoComplete="one-time-code"
            addon={
              (ctx.method === 'sms' || ctx.method === 'email') && (
                <button type="button" className="btn btn--outline btn--small" onClick={login.sendCode} disabled={!login.canSendCode}>
                  {ctx.codeSent ? t`Send again` : t`Send code`}
                </button>
              )
            }
          />
          {ctx.method === 'totp' && <p className="form-hint">{t`No phone at hand? One of your recovery codes works here too, once.`}</p>}
          {ctx.codeSent && <p role="status">{t`The code has been sent.`}</p>}
          {ctx.errorKey && (
            <p className="form-error" role="alert">
              {i18n._(messageFor(ctx.errorKey))}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={login.cancelVerify} disabled={login.busy}>
              {t`Back`}
            </button>
            <button type="submit" className="btn btn--primary" disabled={!login.canVerify} aria-busy={login.busy}>
              {t`Verify`}
            </button>
          </div>
        </form>
      )}
      {login.verifyStep === 'choosing' && (
        <button type="button" className="btn btn--ghost" onClick={login.cancelVerify}>
          {t`Back`}
        </button>
      )}
    </section>
  );
}

/**
 * The login modal body (SPEC §2): username / SMS tabs, remember password, forgot password,
 * register now, free trial. `smsCodeButton` is the get-code control of the SMS tab.
 */
export function LoginForm({
  actor,
  onForgotPassword,
  onRegister,
  onFreeTrial,
  smsCodeButton,
}: {
  actor: LoginActor;
  onForgotPassword?: () => void;
  onRegister?: () => void;
  onFreeTrial?: () => void;
  smsCodeButton?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const login = useLogin(actor);
  const ctx = login.context;
  if (login.step === 'verification') return <VerificationStep login={login} />;
  if (login.step === 'success') return <p role="status">{t`Logged in`}</p>;
  if (login.step === 'passwordChangeRequired') return <p role="status">{t`Please change your password to continue`}</p>;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.submit();
  };
  const editable = login.step === 'form';
  return (
    <div className="login-form">
      {login.canSms && (
        <div role="tablist" aria-label={t`Login method`} className="tabs">
          <button type="button" role="tab" aria-selected={ctx.tab === 'username'} onClick={() => login.selectTab('username')} disabled={!editable}>
            {t`Username login`}
          </button>
          <button type="button" role="tab" aria-selected={ctx.tab === 'sms'} onClick={() => login.selectTab('sms')} disabled={!editable}>
            {t`Mobile number login`}
          </button>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-busy={login.busy}>
        {ctx.tab === 'username' ? (
          <>
            <FormField label={t`Username`} value={ctx.values.username} error={ctx.errors.username} onValue={(v) => login.change('username', v)} disabled={!editable} autoComplete="username" />
            <FormField label={t`Password`} type="password" value={ctx.values.password} error={ctx.errors.password} onValue={(v) => login.change('password', v)} disabled={!editable} autoComplete="current-password" />
          </>
        ) : (
          <>
            <FormField
              label={t`Mobile number`}
              type="tel"
              inputMode="numeric"
              value={ctx.values.mobileNum}
              error={ctx.errors.mobileNum}
              onValue={(v) => login.change('mobileNum', v)}
              disabled={!editable}
              addon={<CountryCodePicker value={ctx.values.countryDialingCode} onChange={(v) => login.change('countryDialingCode', v)} disabled={!editable} />}
            />
            <FormField
              label={t`Verification code`}
              value={ctx.values.verificationCode}
              error={ctx.errors.verificationCode}
              onValue={(v) => login.change('verificationCode', v)}
              disabled={!editable}
              autoComplete="one-time-code"
              addon={smsCodeButton}
            />
          </>
        )}
        {ctx.captchaShown && (
          <FormField label={t`Captcha`} value={ctx.values.captcha} error={ctx.errors.captcha} onValue={(v) => login.change('captcha', v)} disabled={!editable} addon={<LoginCaptcha login={actor} disabled={!editable} />} />
        )}
        <label className="checkbox">
          <input type="checkbox" checked={ctx.remember} onChange={(e) => login.setRemember(e.target.checked)} disabled={!editable} />
          {t`Remember password`}
        </label>
        {ctx.errorKey && (
          <div className="form-error" role="alert">
            {i18n._(messageFor(ctx.errorKey))}
            {login.step === 'failure' && (
              <button type="button" className="btn btn--link" onClick={login.dismiss}>
                {t`Try again`}
              </button>
            )}
          </div>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!login.canSubmit}>
          {login.step === 'submitting' ? t`Logging in…` : t`Log in`}
        </button>
      </form>
      <button type="button" className="btn btn--outline btn--block" onClick={login.passkey} disabled={!login.canPasskey}>
        {login.step === 'passkey' ? t`Waiting for your passkey…` : t`Sign in with a passkey`}
      </button>
      <div className="login-form__links">
        {onForgotPassword && (
          <button type="button" className="btn btn--link" onClick={onForgotPassword}>
            {t`Forgot password?`}
          </button>
        )}
        {onRegister && (
          <button type="button" className="btn btn--link" onClick={onRegister}>
            {t`Register now`}
          </button>
        )}
        {onFreeTrial && (
          <button type="button" className="btn btn--outline" onClick={onFreeTrial}>
            {t`Free trial`}
          </button>
        )}
      </div>
    </div>
  );
}
