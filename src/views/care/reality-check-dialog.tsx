import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { type RealityCheckActor, useRealityCheck } from '../../machines/reality-check/use-reality-check';
import { formatAmount } from '../money/format';

/** The reality check itself: session time and net result; continue or log out (UKGC RTS 13). */
export function RealityCheckDialog({ actor, symbol }: { actor: RealityCheckActor; symbol: string }) {
  const { t } = useLingui();
  const r = useRealityCheck(actor);
  const titleId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (r.shown) continueRef.current?.focus();
  }, [r.shown]);
  if (!r.shown) return null;
  const check = r.context.check;
  const hours = Math.floor((check?.sessionMinutes ?? 0) / 60);
  const mins = (check?.sessionMinutes ?? 0) % 60;
  const net = formatAmount(check?.netResult ?? 0, symbol);
  const stakes = formatAmount(check?.stakes ?? 0, symbol);
  return (
    <div className="modal-backdrop care-reality">
      <div className="modal care-reality__dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{t`Reality check`}</h2>
        <dl className="money-summary">
          <dt>{t`Time in this session`}</dt>
          <dd>{t`${hours} h ${mins} min`}</dd>
          <dt>{t`Net result in this session`}</dt>
          <dd>{net}</dd>
          <dt>{t`Staked in this session`}</dt>
          <dd>{stakes}</dd>
        </dl>
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" onClick={r.logout} disabled={r.loggingOut}>
            {r.loggingOut ? t`Logging out…` : t`Log out`}
          </button>
          <button ref={continueRef} type="button" className="btn btn--primary" onClick={r.continue} disabled={r.loggingOut}>
            {t`Continue playing`}
          </button>
        </div>
      </div>
    </div>
  );
}
