import { useLingui } from '@lingui/react/macro';
import type { ContractView } from '../../machines/contract/use-contract';
import { RecordTime } from '../records/record-format';
import { contractMessageFor, KIND_BASES, KIND_LABELS, PERIOD_LABELS } from './contract-messages';
import { TiersTable } from './tiers-table';

/** An error of the chart, translated, as an alert. */
export function ContractAlert({ errorKey }: { errorKey: string | null }) {
  const { i18n } = useLingui();
  return (
    <p className="form-error" role="alert">
      {i18n._(contractMessageFor(errorKey))}
    </p>
  );
}

/**
 * An offer made to me (the downline's side of the contract chart): its tiers — in the popup beside
 * my upline's own — and accept, reject or (popup) later; then the answer's outcome. Shared by the
 * offer popup and the agent center's section.
 */
export function OfferPanel({ view }: { view: ContractView }) {
  const { t, i18n } = useLingui();
  const { step, context: c } = view;
  const kindName = i18n._(KIND_LABELS[c.kind]);

  if (step === 'requestFailed') {
    return (
      <div className="contract-offer">
        <p>{t`A contract offer (${kindName}) is waiting for you, but it could not be loaded.`}</p>
        <ContractAlert errorKey={c.errorKey} />
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" onClick={view.later}>
            {t`Later`}
          </button>
          <button type="button" className="btn btn--primary" onClick={view.retry}>
            {t`Try again`}
          </button>
        </div>
      </div>
    );
  }

  const offer = c.offer;
  if (step === 'accepted' || step === 'rejected' || step === 'withdrawn') {
    const outcome =
      step === 'accepted'
        ? t`You accepted the contract (${kindName}). It is valid from now on: each settlement pays you by its tiers.`
        : step === 'rejected'
          ? t`You rejected the contract offer (${kindName}).`
          : t`This offer is no longer open: it was withdrawn by your upline or answered elsewhere.`;
    return (
      <div className="contract-offer" role="status">
        <p>{outcome}</p>
        <button type="button" className="btn btn--outline" onClick={view.close}>
          {t`Close`}
        </button>
      </div>
    );
  }

  if (!offer) return null;
  const from = offer.upline;
  const busy = step === 'answering';
  const period = offer.period ? i18n._(PERIOD_LABELS[offer.period]!) : null;
  return (
    <div className="contract-offer" aria-busy={busy}>
      <p className="contract-offer__lead">
        {from ? t`${from} offers you a contract: ${kindName}.` : t`The platform offers you a contract: ${kindName}.`}
      </p>
      <p>{i18n._(KIND_BASES[c.kind])}</p>
      {period && <p>{t`Settlement period: ${period}`}</p>}
      <TiersTable
        kind={c.kind}
        tiers={offer.tiers}
        caption={t`Tiers offered to you`}
        compareWith={c.uplineTiers.length ? c.uplineTiers : undefined}
      />
      {c.uplineTiers.length > 0 && <TiersTable kind={c.kind} tiers={c.uplineTiers} caption={t`Your upline's own tiers`} />}
      <p className="contract-offer__date">
        {t`Offered on`} <RecordTime iso={offer.offeredAt} />
      </p>
      {step === 'answerFailed' && <ContractAlert errorKey={c.errorKey} />}
      <div className="form-actions">
        {step === 'answerFailed' ? (
          <>
            <button type="button" className="btn btn--ghost" onClick={view.back}>
              {t`Back`}
            </button>
            <button type="button" className="btn btn--primary" onClick={view.retry}>
              {t`Try again`}
            </button>
          </>
        ) : (
          <>
            {c.mode === 'popup' && (
              <button type="button" className="btn btn--ghost" onClick={view.later} disabled={busy}>
                {t`Later`}
              </button>
            )}
            <button type="button" className="btn btn--outline" onClick={view.reject} disabled={busy}>
              {busy && c.answer === false ? t`Rejecting…` : t`Reject`}
            </button>
            <button type="button" className="btn btn--primary" onClick={view.accept} disabled={busy}>
              {busy && c.answer === true ? t`Accepting…` : t`Accept`}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
