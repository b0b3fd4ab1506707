import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type AuthenticatorActor, useAuthenticator, useAuthenticatorActor } from '../../machines/authenticator/use-authenticator';
import { formatSiteDateTime } from '../common/site-time';
import { FormActions, FormAlert, MoneyField, moneyFieldMessage, SecurityForm } from './security-fields';

/** The authenticator chart's view (security center): set up from a QR code, confirm, recovery codes, turn off. */
export function AuthenticatorPanel({ actor }: { actor: AuthenticatorActor }) {
  const { t, i18n } = useLingui();
  const a = useAuthenticator(actor);
  const c = a.context;
  const secretId = useId();
  const fieldMessage = (field: 'code' | 'password') => moneyFieldMessage(i18n, c.errors[field] ? { key: c.errors[field]! } : null);

  if (a.step === 'loading') return <p role="status">{t`Loading your authenticator…`}</p>;
  if (a.step === 'loadFailed')
    return (
      <div>
        <FormAlert errorKey={c.errorKey} />
        <button type="button" className="btn btn--small btn--outline" onClick={a.retry}>
          {t`Retry`}
        </button>
      </div>
    );

  if (a.step === 'off' || a.step === 'starting')
    return (
      <div className="authenticator">
        <p>{t`Not set up. An authenticator app (such as Google Authenticator) gives a code that is asked when you log in from a new place.`}</p>
        <FormAlert errorKey={c.errorKey} />
        <button type="button" className="btn btn--small btn--primary" onClick={a.start} disabled={a.busy}>
          {a.busy ? t`Preparing…` : t`Set up authenticator`}
        </button>
      </div>
    );

  if ((a.step === 'scanning' || a.step === 'confirming') && c.enrolment)
    return (
      <SecurityForm className="authenticator" busy={a.busy} onSubmit={() => a.confirm()}>
        <p>{t`Scan this code with your authenticator app, or type the key into it. Then enter the 6-digit code the app shows.`}</p>
        <img
          className="authenticator__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.enrolment.qrSvg)}`}
          alt={t`QR code for your authenticator app`}
          width={180}
          height={180}
        />
        <p>
          <span id={secretId}>{t`Key for typing in`}</span>{' '}
          <code aria-labelledby={secretId} className="authenticator__secret">
            {c.enrolment.secret}
          </code>
        </p>
        <MoneyField
          label={t`Code from the app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={c.code}
          message={fieldMessage('code')}
          onValue={a.changeCode}
          disabled={a.busy}
        />
        <FormAlert errorKey={c.errorKey} />
        <FormActions busy={a.busy} submit={t`Confirm`} busyText={t`Checking…`} onCancel={a.cancel} />
      </SecurityForm>
    );

  if (a.step === 'recoveryCodes')
    return (
      <div className="authenticator">
        <p role="status">{t`Your authenticator is on.`}</p>
        <p>{t`Keep these recovery codes somewhere safe. Each one works once, instead of a code from the app. They are shown only now.`}</p>
        <ul className="authenticator__codes" aria-label={t`Recovery codes`}>
          {c.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn--small btn--primary" onClick={a.saved}>
          {t`I have saved them`}
        </button>
      </div>
    );

  // on, disabling, removing
  const status = c.status!;
  const since = status.totpEnabledAt ? formatSiteDateTime(status.totpEnabledAt) : null;
  return (
    <div className="authenticator">
      <p>
        {since ? t`On since ${since}.` : t`On.`} {t`Recovery codes left: ${status.recoveryCodesLeft}`}
      </p>
      {a.step === 'on' ? (
        <button type="button" className="btn btn--small btn--outline" onClick={a.disable}>
          {t`Turn off authenticator`}
        </button>
      ) : (
        <SecurityForm busy={a.busy} onSubmit={() => a.remove()}>
          <MoneyField
            label={t`Login password`}
            type="password"
            autoComplete="current-password"
            value={c.password}
            message={fieldMessage('password')}
            onValue={a.changePassword}
            disabled={a.busy}
          />
          <MoneyField
            label={t`Code from the app or a recovery code`}
            autoComplete="one-time-code"
            maxLength={11}
            value={c.code}
            message={fieldMessage('code')}
            onValue={a.changeCode}
            disabled={a.busy}
          />
          <FormAlert errorKey={c.errorKey} />
          <FormActions busy={a.busy} submit={t`Turn off`} busyText={t`Turning off…`} onCancel={a.cancel} />
        </SecurityForm>
      )}
    </div>
  );
}

/** The security center's authenticator section: its own chart for as long as it is shown. */
export function AuthenticatorSection() {
  const actor = useAuthenticatorActor();
  return <AuthenticatorPanel actor={actor} />;
}
