import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Contract } from '../../api/schemas/agent';
import { type ContractActor, type ContractView, useContract, useContractSectionActor } from '../../machines/contract/use-contract';
import { Loading } from '../common/data-states';
import { Pagination } from '../common/pagination';
import { RecordTime } from '../records/record-format';
import { formatCount, formatRate } from './contract-format';
import { ENDED_BY, KIND_BASES, KIND_LABELS, PERIOD_LABELS, STATUS_LABELS } from './contract-messages';
import { ContractAlert, OfferPanel } from './contract-offer';
import { ContractBills } from './contract-bills';
import { TierEditor } from './tier-editor';
import { TiersTable } from './tiers-table';
import './contracts.css';

type SectionKind = 'dividend' | 'daily' | 'hourly';

function StatusText({ contract }: { contract: Contract }) {
  const { i18n } = useLingui();
  return <span className={`contract-status contract-status--${contract.status}`}>{i18n._(STATUS_LABELS[contract.status])}</span>;
}

/** My own contract of the kind: status, payer, dates, tiers; terminate after a confirmation. */
function MyContract({ view }: { view: ContractView }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const mine = view.mine;
  return (
    <section className="contract-mine" aria-labelledby={id}>
      <h4 id={id}>{t`My contract`}</h4>
      {mine ? (
        <>
          <dl className="contract-facts">
            <dt>{t`Status`}</dt>
            <dd>
              <StatusText contract={mine} />
            </dd>
            <dt>{t`Paid by`}</dt>
            <dd>{mine.upline ?? t`The platform`}</dd>
            <dt>{t`Valid since`}</dt>
            <dd>
              <RecordTime iso={mine.answeredAt ?? mine.offeredAt} />
            </dd>
            {mine.period && (
              <>
                <dt>{t`Settlement period`}</dt>
                <dd>{i18n._(PERIOD_LABELS[mine.period]!)}</dd>
              </>
            )}
          </dl>
          <TiersTable kind={mine.kind} tiers={mine.tiers} caption={t`My tiers`} />
          {view.can.end(mine.id) && (
            <button type="button" className="btn btn--outline btn--small" onClick={() => view.end(mine.id)}>
              {t`Terminate my contract`}
            </button>
          )}
        </>
      ) : (
        <p>
          {t`You have no contract of this kind.`} {i18n._(KIND_BASES[view.context.kind])}{' '}
          {t`Your upline offers it: the offer shows here and when you sign in.`}
        </p>
      )}
    </section>
  );
}

/** The contracts I gave to my direct downline agents, page by page, with cancel / terminate and "offer a contract". */
function GivenContracts({ view }: { view: ContractView }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const overview = view.context.overview;
  if (!overview) return null;
  const given = overview.given;
  return (
    <section className="contract-given" aria-labelledby={id}>
      <h4 id={id}>{t`Contracts I gave`}</h4>
      <div className="contract-given__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={view.draft} disabled={!view.can.draft}>
          {t`Offer a contract`}
        </button>
        {!view.can.draft && <p className="form-field__hint">{t`You can offer a contract of this kind to your direct downline agents while your own is valid.`}</p>}
      </div>
      {given.total === 0 ? (
        <p className="records__empty">{t`You have not offered any contract of this kind yet.`}</p>
      ) : (
        <>
          <div className="records__table-wrap">
            <table className="contract-list">
              <caption className="visually-hidden">{t`Contracts I gave`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Downline`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`Tiers`}</th>
                  <th scope="col">{t`Offered`}</th>
                  <th scope="col">{t`Answered`}</th>
                  <th scope="col">{t`Ended`}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t`Actions`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {given.list.map((g) => {
                  const downline = g.downline;
                  const tiers = formatCount(g.tiers.length);
                  const top = formatRate(Math.max(0, ...g.tiers.map((x) => x.rate)));
                  return (
                    <tr key={g.id}>
                      <th scope="row">{downline}</th>
                      <td>
                        <StatusText contract={g} />
                        {g.endedBy && ENDED_BY[g.endedBy] && <span className="contract-status__why">{i18n._(ENDED_BY[g.endedBy]!)}</span>}
                      </td>
                      <td>{t`${tiers} tier(s), up to ${top}`}</td>
                      <td>
                        <RecordTime iso={g.offeredAt} />
                      </td>
                      <td>{g.answeredAt ? <RecordTime iso={g.answeredAt} /> : '—'}</td>
                      <td>{g.endedAt ? <RecordTime iso={g.endedAt} /> : '—'}</td>
                      <td>
                        {view.can.end(g.id) && (
                          <button
                            type="button"
                            className="btn btn--link"
                            aria-label={g.status === 'offered' ? t`Cancel the offer to ${downline}` : t`Terminate the contract with ${downline}`}
                            onClick={() => view.end(g.id)}
                          >
                            {g.status === 'offered' ? t`Cancel offer` : t`Terminate`}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination page={view.context.page} count={view.pages} canGoTo={view.can.goToPage} onGoTo={view.goToPage} />
        </>
      )}
    </section>
  );
}

/** Whether a contract is one I am paid under (else one I gave). */
const isMine = (view: ContractView, contract: Contract) => view.context.overview?.mine.some((m) => m.id === contract.id) === true;

/** Terminate / cancel: the question, then the call and its outcome. */
function EndPanel({ view }: { view: ContractView }) {
  const { t } = useLingui();
  const { step, context: c } = view;
  const target = c.ending;
  if (!target) return null;
  const mine = isMine(view, target);
  const other = mine ? target.upline : target.downline;
  const offer = target.status === 'offered';
  const name = other ?? '';
  const question = offer
    ? t`Cancel your offer to ${name}? It can no longer be accepted.`
    : mine
      ? other
        ? t`Terminate your contract with ${name}? Nothing more is paid to you under it from the current period on.`
        : t`Terminate your contract with the platform? Nothing more is paid to you under it from the current period on.`
      : t`Terminate the contract with ${name}? Nothing more is paid to them under it from the current period on.`;
  return (
    <div className="contract-confirm" role="group" aria-label={offer ? t`Cancel offer` : t`Terminate contract`}>
      <p>{question}</p>
      {step === 'endFailed' && <ContractAlert errorKey={c.errorKey} />}
      <div className="form-actions">
        <button type="button" className="btn btn--ghost" onClick={view.back} disabled={step === 'ending'}>
          {t`Back`}
        </button>
        {step === 'endFailed' ? (
          <button type="button" className="btn btn--primary" onClick={view.retry}>
            {t`Try again`}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={view.confirm} disabled={step === 'ending'}>
            {step === 'ending' ? t`Sending…` : offer ? t`Yes, cancel the offer` : t`Yes, terminate`}
          </button>
        )}
      </div>
    </div>
  );
}

/** The upline after sending an offer: waiting for the downline, and its answer. */
function SentPanel({ view }: { view: ContractView }) {
  const { t } = useLingui();
  const { step, context: c } = view;
  const sent = c.result;
  if (!sent) return null;
  const downline = sent.downline;
  if (step === 'downlineAccepted' || step === 'downlineRejected') {
    return (
      <div className="contract-sent" role="status">
        <p>{step === 'downlineAccepted' ? t`${downline} accepted your offer: the contract is valid.` : t`${downline} rejected your offer.`}</p>
        <button type="button" className="btn btn--outline" onClick={view.close}>
          {t`Close`}
        </button>
      </div>
    );
  }
  const checking = step === 'checkingAnswer';
  return (
    <div className="contract-sent" aria-busy={checking}>
      <p role="status">{t`Offer sent to ${downline}. They get a message and see it when they sign in; the answer shows here.`}</p>
      <TiersTable kind={sent.kind} tiers={sent.tiers} caption={t`Tiers offered to ${downline}`} />
      {c.errorKey && <ContractAlert errorKey={c.errorKey} />}
      <div className="form-actions">
        <button type="button" className="btn btn--ghost" onClick={view.close} disabled={checking}>
          {t`Back to contracts`}
        </button>
        <button type="button" className="btn btn--primary" onClick={view.check} disabled={checking}>
          {checking ? t`Checking…` : t`Check for an answer`}
        </button>
      </div>
    </div>
  );
}

/** The contract chart of one kind in the agent center (section mode). */
export function ContractSectionView({ actor }: { actor: ContractActor }) {
  const { t, i18n } = useLingui();
  const view = useContract(actor);
  const { step, context: c } = view;
  // Idle: the section opens its kind at once; the popup mode is another view's.
  if (c.mode !== 'section' || step === 'idle') return null;
  const kindName = i18n._(KIND_LABELS[c.kind]);
  let body;
  switch (step) {
    case 'loading':
      body = <Loading />;
      break;
    case 'failed':
      body = (
        <div className="data-failed">
          <ContractAlert errorKey={c.errorKey} />
          <button type="button" className="btn btn--small" onClick={view.retry}>
            {t`Try again`}
          </button>
        </div>
      );
      break;
    case 'offered':
    case 'answering':
    case 'answerFailed':
    case 'accepted':
    case 'rejected':
    case 'withdrawn':
      body = <OfferPanel view={view} />;
      break;
    case 'confirmingEnd':
    case 'ending':
    case 'endFailed':
      body = <EndPanel view={view} />;
      break;
    case 'terminated':
    case 'cancelled': {
      const r = c.result;
      const other = !r ? '' : isMine(view, r) ? (r.upline ?? t`the platform`) : r.downline;
      body = (
        <div className="contract-ended" role="status">
          <p>{step === 'terminated' ? t`The contract with ${other} is terminated.` : t`Your offer to ${other} is cancelled.`}</p>
          <button type="button" className="btn btn--outline" onClick={view.close}>
            {t`Close`}
          </button>
        </div>
      );
      break;
    }
    case 'drafting.loadingTeam':
    case 'drafting.teamFailed':
    case 'drafting.editing':
    case 'offering':
    case 'offerFailed':
      body = <TierEditor view={view} />;
      break;
    case 'awaitingAnswer':
    case 'checkingAnswer':
    case 'downlineAccepted':
    case 'downlineRejected':
      body = <SentPanel view={view} />;
      break;
    default:
      body = (
        <>
          {c.overview && !c.overview.enabled && <p className="money-note">{t`Contracts of this kind (${kindName}) are not enabled on this site.`}</p>}
          <button type="button" className="btn btn--ghost btn--small contract-section__refresh" onClick={view.refresh}>
            {t`Refresh`}
          </button>
          <MyContract view={view} />
          <GivenContracts view={view} />
        </>
      );
  }
  return (
    // The agent center's panel titles the page; the region carries the kind's name.
    <section className="contract-section" aria-label={kindName} aria-busy={view.busy}>
      {body}
    </section>
  );
}

function SectionBody({ kind }: { kind: SectionKind }) {
  const actor = useContractSectionActor(kind);
  return (
    <>
      <ContractSectionView actor={actor} />
      <ContractBills kind={kind} />
    </>
  );
}

/**
 * The dividend / daily salary / hourly salary entry of the agent center (SPEC §2): my contract,
 * an offer to me, the contracts I gave, and the bills. Its messages come with its chunk
 * (src/views/agents/sections.tsx loads both before it draws).
 */
export function ContractSection({ kind }: { kind: SectionKind }) {
  return <SectionBody key={kind} kind={kind} />;
}

export default ContractSection;
