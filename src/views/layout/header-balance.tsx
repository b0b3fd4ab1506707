import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CURRENCY, MONEY } from '../../config/constants';
import { type BalanceActor, useBalance } from '../../machines/balance/use-balance';
import { messageFor } from '../messages';
import { formatAmount } from '../money/format';
import '../money/money.css';

/**
 * The amount while it is read: an ellipsis as wide as a short amount, so the header's lines stay
 * as they are when the figure comes (a translated word, wider in Bengali, would wrap the member
 * header at 390 px, then unwrap it); "Loading" in the page's language for a screen reader.
 */
function Pending() {
  const { t } = useLingui();
  return (
    <>
      <span className="balance__pending" aria-hidden="true">
        …
      </span>
      <span className="visually-hidden">{t`Loading`}</span>
    </>
  );
}

/**
 * The header balance (SPEC §2, §9): the amount is a toggle button (pressed = hidden as ***),
 * the icon reloads it. While a request is out the amount is <Pending> (SPEC §9's Chinese
 * 'updating' would be read by nobody here).
 * Load errors are site-wide keys (network, session), so the small site catalogue is enough here.
 */
export function BalanceView({ actor }: { actor: BalanceActor }) {
  const { t, i18n } = useLingui();
  const b = useBalance(actor);
  const labelId = useId();
  const amountId = useId();
  const reason = b.failed ? i18n._(messageFor(b.errorKey)) : null;
  const text = b.hidden
    ? MONEY.hiddenPlaceholder
    : b.updating
      ? <Pending />
      : b.failed || !b.balance
        ? '—'
        : formatAmount(b.balance.sumBalance, b.balance.currency.symbol || CURRENCY.defaultSymbol, b.balance.currency.scale);
  return (
    <span className="balance" aria-busy={b.updating}>
      <span id={labelId} className="visually-hidden">
        {t`Hide balance`}
      </span>
      <button type="button" className="btn btn--link balance__amount" aria-pressed={b.hidden} aria-labelledby={`${labelId} ${amountId}`} title={reason ?? undefined} onClick={b.toggle}>
        <span id={amountId}>{text}</span>
      </button>
      <button type="button" className="btn btn--link balance__refresh" aria-label={t`Refresh balance`} disabled={!b.canRefresh} onClick={b.refresh}>
        <span aria-hidden="true" className={b.updating ? 'balance__icon balance__icon--spinning' : 'balance__icon'}>
          ⟳
        </span>
      </button>
      {reason && (
        <span className="visually-hidden" role="alert">
          {t`Balance unavailable: ${reason}`}
        </span>
      )}
    </span>
  );
}

/** The header balance before its chart runs (the signed-in charts' code is on its way). */
export function BalancePlaceholder() {
  const { t } = useLingui();
  return (
    <span className="balance" aria-busy="true">
      <span className="balance__amount balance__amount--placeholder" role="status" aria-label={t`Balance loading`}>
        <Pending />
      </span>
    </span>
  );
}
