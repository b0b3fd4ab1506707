import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type RecheckActor, useRecheck } from '../../machines/recheck/use-recheck';
import { FormActions, FormAlert, MoneyField, moneyErrorText, moneyFieldMessage, SecurityForm } from './security-fields';

/**
 * The recheck chart's view, "Confirm it's you": shown in place of a sensitive form while that
 * form's chart waits for it (docs/account-protection.md "Re-check").
 */
export function RecheckPanel({ actor }: { actor: RecheckActor }) {
  const { t, i18n } = useLingui();
  const r = useRecheck(actor);
  const c = r.context;
  const headingId = useId();
  const cancel = (
    <button type="button" className="btn btn--outline" onClick={r.cancel}>
      {t`Cancel`}
    </button>
  );
  let body;
  if (r.state === 'loading') {
    body = (
      <>
        <p role="status">{t`Loading…`}</p>
        {cancel}
      </>
    );
  } else if (r.state === 'loadFailed' || r.state === 'failed') {
    body = (
      <>
        <FormAlert errorKey={c.errorKey} />
        <div className="security-form__actions">
          <button type="button" className="btn btn--primary" onClick={r.retry}>
            {t`Try again`}
          </button>
          {cancel}
        </div>
      </>
    );
  } else if (r.state === 'throttled') {
    body = (
      <>
        <p className="form-error" role="alert">
          {t`Too many wrong answers. Please try again in 15 minutes.`}
        </p>
        {cancel}
      </>
    );
  } else if (r.state === 'editing' || r.state === 'checking') {
    const byCode = c.method === 'code';
    body = (
      <SecurityForm busy={r.busy} onSubmit={r.submit}>
        <p>{moneyErrorText(i18n, 'auth.recheck_required')}</p>
        <MoneyField
          label={byCode ? t`Authenticator or recovery code` : t`Login password`}
          type={byCode ? 'text' : 'password'}
          autoComplete={byCode ? 'one-time-code' : 'current-password'}
          inputMode={byCode ? 'numeric' : undefined}
          value={c.answer}
          message={moneyFieldMessage(i18n, c.fieldError ? { key: c.fieldError } : null)}
          onValue={r.change}
          disabled={r.busy}
        />
        {c.totpEnabled && (
          <button type="button" className="btn btn--link" onClick={() => r.method(byCode ? 'password' : 'code')} disabled={r.busy}>
            {byCode ? t`Use my login password instead` : t`Use an authenticator code instead`}
          </button>
        )}
        <FormActions busy={r.busy} submit={t`Confirm`} busyText={t`Checking…`} onCancel={r.cancel} />
      </SecurityForm>
    );
  } else {
    return null;
  }
  return (
    <section className="recheck-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{t`Confirm it's you`}</h3>
      {body}
    </section>
  );
}
