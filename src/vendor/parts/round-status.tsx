import { useLingui } from '@lingui/react/macro';
import type { useDemoRound } from '../../machines/demo-round/use-demo-round';
import { PLAY_KEYS } from '../../machines/demo-round/demo-round.rules';
import { type Currency, formatMoney } from '../format';
import { vendorMessage } from '../messages';

type Round = ReturnType<typeof useDemoRound>;

/**
 * What happened to the last play when it did not simply settle: refused (the reason, dismiss),
 * outcome unknown (retry with the same key, or give up), or the session over (close, when the page
 * has its own close control: round-view.tsx ownClose).
 */
export function RoundStatus({ round, currency, onClose }: { round: Round; currency: Currency; onClose?: () => void }) {
  const { t, i18n } = useLingui();
  const c = round.context;
  const message = () => {
    if (c.errorKey === PLAY_KEYS.bounds && c.errorValue?.min !== undefined && c.errorValue.max !== undefined) {
      const min = formatMoney(c.errorValue.min, currency);
      const max = formatMoney(c.errorValue.max, currency);
      return t`The stake must be between ${min} and ${max}.`;
    }
    return i18n._(vendorMessage(c.errorKey));
  };
  if (round.step === 'ended') {
    return (
      <div className="dv-alert" role="alert">
        <p>{message()}</p>
        {onClose ? (
          <button type="button" className="dv-btn" onClick={onClose}>
            {t`Close game`}
          </button>
        ) : null}
      </div>
    );
  }
  if (round.step === 'unknown') {
    return (
      <div className="dv-alert" role="alert">
        <p>{message()}</p>
        <p>{t`We did not hear back about this play. Trying again will not play it twice.`}</p>
        <div className="dv-actions">
          <button type="button" className="dv-btn dv-btn--primary" onClick={round.retry}>
            {t`Try again`}
          </button>
          <button type="button" className="dv-btn" onClick={round.dismiss}>
            {t`Give up and check my balance`}
          </button>
        </div>
      </div>
    );
  }
  if (round.step === 'refused') {
    return (
      <div className="dv-alert" role="alert">
        <p>{message()}</p>
        <button type="button" className="dv-btn" onClick={round.dismiss}>
          {t`Dismiss`}
        </button>
      </div>
    );
  }
  if (round.step === 'busy' || round.step === 'syncing') {
    return (
      <p className="dv-status" role="status">
        {round.step === 'busy' ? t`Playing…` : t`Checking your balance…`}
      </p>
    );
  }
  return null;
}
