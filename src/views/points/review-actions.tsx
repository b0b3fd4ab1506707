import { useLingui } from '@lingui/react/macro';

/** The review step's buttons of a points flow (redeem, convert): back, then confirm — or try again after a failure. */
export function ReviewActions({
  onBack,
  canBack,
  failed,
  onRetry,
  onConfirm,
  canConfirm,
  busy,
  confirmLabel,
}: {
  onBack: () => void;
  canBack: boolean;
  failed: boolean;
  onRetry: () => void;
  onConfirm: () => void;
  canConfirm: boolean;
  busy: boolean;
  confirmLabel: string;
}) {
  const { t } = useLingui();
  return (
    <div className="form-actions">
      <button type="button" className="btn btn--ghost" onClick={onBack} disabled={!canBack}>
        {t`Back`}
      </button>
      {failed ? (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      ) : (
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={!canConfirm}>
          {busy ? t`Submitting…` : confirmLabel}
        </button>
      )}
    </div>
  );
}
