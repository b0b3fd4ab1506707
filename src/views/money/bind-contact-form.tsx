import { useLingui } from '@lingui/react/macro';
import type { BindChannel, SecurityInfo } from '../../machines/bind-contact/bind-contact.types';
import { type BindContactActor, useBindContact, useBindContactActor } from '../../machines/bind-contact/use-bind-contact';
import { useInvokedRecheck } from '../../machines/recheck/use-recheck';
import { type Country, CountryCodePicker } from '../accounts/country-code-picker';
import { RecheckPanel } from './recheck-panel';
import { FormAlert, fieldBinding, MoneyField, moneyErrorText, SecurityForm } from './security-fields';

/** The bindContact chart's view: mobile (with dialing code) or e-mail, get-code with countdown, the code. */
export function BindContactForm({ actor, countries }: { actor: BindContactActor; countries?: readonly Country[] }) {
  const { t, i18n } = useLingui();
  const b = useBindContact(actor);
  const recheck = useInvokedRecheck(actor);
  const c = b.context;
  const sms = c.channel === 'sms';
  // The code's countdown goes on in the chart; the form comes back as it was.
  if (recheck) return <RecheckPanel actor={recheck} />;
  if (b.done) return <p role="status">{sms ? t`Your mobile number is now bound.` : t`Your e-mail address is now bound.`}</p>;

  const field = fieldBinding(i18n, { values: c.values, errors: c.errors, change: b.change, busy: b.binding });
  const seconds = c.remaining;
  const codeError = moneyErrorText(i18n, c.codeErrorKey);
  const codeButton = (
    <button type="button" className="btn btn--outline btn--small sms-code-button" disabled={!b.canSend} onClick={b.sendCode}>
      {b.counting ? t`Resend in ${seconds} s` : b.sending ? t`Sending…` : t`Get code`}
    </button>
  );
  return (
    <SecurityForm busy={b.binding} onSubmit={b.submit}>
      {sms ? (
        <MoneyField
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...field('mobileNum')}
          addon={
            <CountryCodePicker value={c.values.countryDialingCode} countries={countries} onChange={(v) => b.change('countryDialingCode', v)} disabled={b.binding} />
          }
        />
      ) : (
        <MoneyField label={t`E-mail address`} type="email" autoComplete="email" {...field('email')} />
      )}
      <MoneyField label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" {...field('verificationCode')} addon={codeButton} />
      {codeError && (
        <p className="form-error" role="alert">
          {t`The code could not be sent: ${codeError}`}
        </p>
      )}
      <FormAlert errorKey={c.errorKey} />
      <button type="submit" className="btn btn--primary" disabled={b.binding}>
        {b.binding ? t`Binding…` : sms ? t`Bind mobile number` : t`Bind e-mail address`}
      </button>
    </SecurityForm>
  );
}

export function BindContactPanel({
  channel,
  countries,
  onBound,
}: {
  channel: BindChannel;
  countries?: readonly Country[];
  onBound: (info: SecurityInfo) => void;
}) {
  const actor = useBindContactActor(channel, onBound);
  return <BindContactForm actor={actor} countries={countries} />;
}
