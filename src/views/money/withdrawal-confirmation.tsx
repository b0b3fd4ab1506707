import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MONEY } from '../../config/constants';
import { type WithdrawalConfirmationActor, useWithdrawalConfirmation } from '../../machines/withdrawal-confirmation/use-withdrawal-confirmation';
import { formatAmount } from './format';
import { FormAlert, MoneyField, moneyFieldMessage } from './security-fields';
import { siteTime, WithdrawalStatusText } from './withdraw-status';

const ACCEPT = MONEY.proofTypes.join(',');
const MAX_MB = MONEY.proofMaxBytes / (1024 * 1024);

/** The proof picker: png or jpg up to 5 MB, checked by the chart before any upload; a preview of the name. */
function ProofInput({ file, message, onFile, disabled }: { file: File | null; message: string | null; onFile: (f: File) => void; disabled: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const size = file ? `${Math.max(1, Math.round(file.size / 1024))} KB` : '';
  const name = file?.name ?? '';
  return (
    <div className={`form-field${message ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {t`Proof of non-receipt`}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="proof-input"
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          // The same file may be chosen again after a refusal.
          e.target.value = '';
        }}
      />
      <p id={hintId} className="money-field__hint">
        {t`A screenshot or photo: png or jpg, at most ${MAX_MB} MB.`}
      </p>
      {file && (
        <p className="proof-input__chosen" role="status">
          {t`Chosen: ${name} (${size})`}
        </p>
      )}
      {message && (
        <p id={errorId} className="form-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** The withdrawalConfirmation chart's view for one paid withdrawal (SPEC §4). */
export function WithdrawalConfirmationPanel({ actor, onClose }: { actor: WithdrawalConfirmationActor; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const f = useWithdrawalConfirmation(actor);
  const c = f.context;
  const wd = c.withdrawal;
  const money = (minor: number) => formatAmount(minor, c.currency.symbol, c.currency.scale);
  const amount = money(wd.amount);
  const reference = wd.reference;
  const deadline = wd.confirmBy ? siteTime(wd.confirmBy) : '';

  const actions = (submitLabel: string | null) => (
    <div className="form-actions">
      <button type="button" className="btn btn--ghost" onClick={f.back} disabled={f.busy}>
        {t`Back`}
      </button>
      {submitLabel !== null && (
        <button type="button" className="btn btn--primary" onClick={f.submit} disabled={f.busy}>
          {submitLabel}
        </button>
      )}
    </div>
  );

  let body;
  switch (f.step) {
    case 'choosing':
      body = (
        <>
          <p>{t`Did you receive ${amount} in your account?`}</p>
          <div className="confirm-choices">
            <button type="button" className="btn btn--primary" onClick={() => f.choose('received')}>
              {t`Received in full`}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => f.choose('partlyReceived')}>
              {t`Partly received`}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => f.choose('notReceived')}>
              {t`Not received`}
            </button>
          </div>
          <button type="button" className="btn btn--link" onClick={onClose}>
            {t`Later`}
          </button>
        </>
      );
      break;
    case 'received':
      body = (
        <>
          <p>{t`You confirm that ${amount} arrived in full.`}</p>
          {actions(t`Confirm receipt`)}
        </>
      );
      break;
    case 'partlyReceived': {
      const remaining = f.remaining === null ? null : money(f.remaining);
      body = (
        <>
          <MoneyField
            label={t`Amount received`}
            inputMode="decimal"
            autoComplete="off"
            value={c.receivedText}
            hint={t`Less than the ${amount} withdrawn.`}
            message={moneyFieldMessage(i18n, c.errors.receivedAmount, c.currency)}
            onValue={f.amount}
          />
          <p className="confirm-remaining" aria-live="polite">
            {remaining === null ? t`Remaining: –` : t`Remaining: ${remaining}`}
          </p>
          {actions(t`Report amount received`)}
        </>
      );
      break;
    }
    case 'notReceived':
    case 'uploading':
      body = (
        <>
          <ProofInput file={c.proof} message={moneyFieldMessage(i18n, c.errors.proof)} onFile={f.file} disabled={f.busy} />
          {actions(f.busy ? t`Uploading proof…` : t`Upload proof and report`)}
        </>
      );
      break;
    case 'submitting':
      body = (
        <div className="form-actions">
          <button type="button" className="btn btn--primary" disabled>
            {t`Submitting…`}
          </button>
        </div>
      );
      break;
    case 'failed':
      body = (
        <>
          <FormAlert errorKey={c.errorKey} />
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={f.back}>
              {t`Back`}
            </button>
            <button type="button" className="btn btn--primary" onClick={f.retry}>
              {t`Try again`}
            </button>
          </div>
        </>
      );
      break;
    case 'done': {
      const result = c.result;
      const received = result?.receivedAmount != null ? money(result.receivedAmount) : null;
      const remaining = result?.remainingAmount != null ? money(result.remainingAmount) : null;
      body = (
        <div role="status">
          <p>{t`Thank you, your answer was recorded.`}</p>
          {result && (
            <p>
              {t`Status:`} <WithdrawalStatusText status={result.status} />
            </p>
          )}
          {result?.status === 'partlyReceived' && received && remaining && <p>{t`Received ${received}, remaining ${remaining}.`}</p>}
          {result?.status === 'notReceived' && <p>{t`We will check your proof and contact you.`}</p>}
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t`Close`}
          </button>
        </div>
      );
      break;
    }
    case 'autoReceived':
      body = (
        <div role="status">
          <p>{t`This withdrawal can no longer be confirmed: it already counts as received, because it was not confirmed in time. A forced receipt cannot be refunded.`}</p>
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t`Close`}
          </button>
        </div>
      );
      break;
    case 'alreadyAnswered':
      body = (
        <div role="status">
          <p>
            {t`This withdrawal was already answered or closed.`}{' '}
            {c.settledStatus && (
              <>
                {t`Status:`} <WithdrawalStatusText status={c.settledStatus} />
              </>
            )}
          </p>
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t`Close`}
          </button>
        </div>
      );
      break;
  }

  return (
    <section className="withdraw-confirm" aria-labelledby={titleId} aria-busy={f.busy}>
      <h4 id={titleId} className="withdraw-confirm__title">
        {t`Confirm receipt of ${reference}`}
      </h4>
      {!f.finished && deadline && (
        <p className="money-note">{t`Please answer by ${deadline}. Without an answer the payment counts as received, with no refund.`}</p>
      )}
      {body}
    </section>
  );
}
