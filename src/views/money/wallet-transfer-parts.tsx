import { useLingui } from '@lingui/react/macro';
import { moneyErrorText } from './security-fields';

/** A movement that went through, and the way to start another. */
export function TransferDone({ text, onAgain, againLabel }: { text: string; onAgain: () => void; againLabel?: string }) {
  const { t } = useLingui();
  return (
    <div className="money-result" role="status">
      <p>{text}</p>
      <button type="button" className="btn btn--primary" onClick={onAgain}>
        {againLabel ?? t`Make another transfer`}
      </button>
    </div>
  );
}

/**
 * No definite answer (network, time-out, 5xx): the retry reuses the request's idempotency key,
 * so nothing happens twice; editing starts a new request.
 */
export function UncertainOutcome({
  errorKey,
  note,
  editLabel,
  onRetry,
  onEdit,
}: {
  errorKey: string | null;
  note: string;
  editLabel: string;
  onRetry: () => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="money-retry" role="alert">
      <p>{moneyErrorText(i18n, errorKey)}</p>
      <p>{note}</p>
      <div className="form-actions">
        <button type="button" className="btn btn--ghost" onClick={onEdit}>
          {editLabel}
        </button>
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      </div>
    </div>
  );
}

/** The transfer forms' version of UncertainOutcome. */
export function TransferRetry({ errorKey, onRetry, onEdit }: { errorKey: string | null; onRetry: () => void; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <UncertainOutcome
      errorKey={errorKey}
      note={t`We could not confirm the transfer. Trying again will not move the money twice.`}
      editLabel={t`Edit transfer`}
      onRetry={onRetry}
      onEdit={onEdit}
    />
  );
}
