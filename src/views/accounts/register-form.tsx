import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import { LIMITS } from '../../config/limits';
import { useCaptchaActor } from '../../machines/captcha/use-captcha';
import type { RegistrationField } from '../../machines/register/register.types';
import { type RegisterActor, useRegister } from '../../machines/register/use-register';
import { useSmsCountdownActor } from '../../machines/sms-countdown/use-sms-countdown';
import { messageFor } from '../messages';
import { CaptchaImage } from './captcha-image';
import { CountryCodePicker } from './country-code-picker';
import { FormField } from './form-field';
import { MessagePopup } from './message-popup';
import { SmsCodeButton } from './sms-code-button';

const SECRET: readonly RegistrationField[] = ['password', 'confirmPassword', 'paymentPassword'];

/** A captcha per tab (switching tabs reloads it, SPEC §4); the register chart tells when an attempt used it up. */
function RegisterCaptcha({ register, disabled }: { register: RegisterActor; disabled: boolean }) {
  const actor = useCaptchaActor(register);
  return <CaptchaImage actor={actor} disabled={disabled} />;
}

function RegisterSmsCode({ register, disabled }: { register: RegisterActor; disabled: boolean }) {
  const sms = useSmsCountdownActor('register');
  const mobileNum = useSelector(register, (s) => s.context.values.mobileNum ?? '');
  const countryDialingCode = useSelector(register, (s) => s.context.values.countryDialingCode ?? '880');
  return <SmsCodeButton actor={sms} mobileNum={mobileNum} countryDialingCode={countryDialingCode} disabled={disabled} />;
}

/** Age consent (SPEC §5 "Age consent: 18 to accept terms"; docs/engagement.md): required to register. */
function TermsCheckbox({ checked, missing, disabled, onChange }: { checked: boolean; missing: boolean; disabled: boolean; onChange: (v: boolean) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="form-field form-field--required form-check">
      {/* The box inside its label: one line, and the whole text toggles it. */}
      <label className="form-check__label">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-required="true"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        <span className="form-field__label">{t`I am ${LIMITS.consentAge} or older and accept the terms`}</span>
      </label>
      {missing && (
        <p id={`${id}-error`} className="form-field__error">
          {i18n._(messageFor('terms.required'))}
        </p>
      )}
    </div>
  );
}

/** The register modal body (SPEC §2): tabs, server-configured fields, captcha, SMS code. */
export function RegisterForm({ actor, onLogin, agreementLink }: { actor: RegisterActor; onLogin?: () => void; agreementLink?: ReactNode }) {
  const { t, i18n } = useLingui();
  const reg = useRegister(actor);
  const c = reg.context;
  const labels: Record<RegistrationField, string> = {
    username: t`Username`,
    password: t`Password`,
    confirmPassword: t`Confirm password`,
    mobileNum: t`Mobile number`,
    verificationCode: t`Verification code`,
    payeeName: t`Payee name`,
    paymentPassword: t`Payment password`,
    qqNum: t`QQ`,
    line: t`Line`,
    whatsapp: t`WhatsApp`,
    facebook: t`Facebook`,
    wechat: t`WeChat`,
    idNumber: t`ID number`,
    email: t`E-mail`,
    affiliateCode: t`Affiliate code`,
    captcha: t`Captcha`,
  };
  if (reg.loading) return <p role="status">{t`Loading`}</p>;
  if (reg.loadFailed)
    return (
      <div role="alert">
        {i18n._(messageFor(c.errorKey))}{' '}
        <button type="button" className="btn btn--link" onClick={reg.retry}>
          {t`Try again`}
        </button>
      </div>
    );
  if (reg.registered) return <p role="status">{t`Registered`}</p>;
  const addon = (field: RegistrationField) => {
    if (field === 'mobileNum')
      return <CountryCodePicker value={c.values.countryDialingCode ?? '880'} countries={c.setting?.countries.length ? c.setting.countries : undefined} onChange={(v) => reg.change('countryDialingCode', v)} disabled={!reg.editable} />;
    // Locked with the fields while the form is checked and sent (the chart's editing state).
    if (field === 'verificationCode') return <RegisterSmsCode register={actor} disabled={!reg.editable} />;
    if (field === 'captcha') return <RegisterCaptcha key={c.mode} register={actor} disabled={!reg.editable} />;
    return undefined;
  };
  return (
    <div className="register-form">
      {c.mobileEnabled && c.usernameEnabled && (
        <div role="tablist" aria-label={t`Registration method`} className="tabs">
          <button type="button" role="tab" aria-selected={c.mode === 'username'} onClick={() => reg.selectTab('username')} disabled={!reg.editable}>
            {t`Register by username`}
          </button>
          <button type="button" role="tab" aria-selected={c.mode === 'mobile'} onClick={() => reg.selectTab('mobile')} disabled={!reg.editable}>
            {t`Register by mobile`}
          </button>
        </div>
      )}
      <form
        noValidate
        aria-busy={reg.busy}
        onSubmit={(e) => {
          e.preventDefault();
          reg.submit();
        }}
      >
        <p className="form-legend">{t`* required`}</p>
        {reg.fields.map((field) => (
          <FormField
            key={field}
            label={labels[field]}
            required={reg.required.includes(field)}
            type={SECRET.includes(field) ? 'password' : field === 'mobileNum' ? 'tel' : field === 'email' ? 'email' : 'text'}
            value={c.values[field] ?? ''}
            error={c.errors[field]}
            onValue={(v) => reg.change(field, v)}
            disabled={!reg.editable}
            addon={addon(field)}
          />
        ))}
        <TermsCheckbox checked={c.termsAccepted} missing={c.termsMissing} disabled={!reg.editable} onChange={reg.acceptTerms} />
        {c.errorKey && (
          <p className="form-error" role="alert">
            {i18n._(messageFor(c.errorKey))}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!reg.canSubmit}>
          {reg.busy ? t`Registering…` : t`Register`}
        </button>
      </form>
      <div className="login-form__links">
        {onLogin && (
          <button type="button" className="btn btn--link" onClick={onLogin}>
            {t`Already have an account? Log in`}
          </button>
        )}
        {agreementLink}
      </div>
      {reg.affiliateInvalid && (
        <MessagePopup title={i18n._(messageFor('in_popup_prompt'))} confirmLabel={t`Confirm`} onConfirm={reg.dismiss}>
          <p>{i18n._(messageFor('invitation_code_error'))}</p>
        </MessagePopup>
      )}
    </div>
  );
}
