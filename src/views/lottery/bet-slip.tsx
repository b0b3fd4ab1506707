import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { betTypeOf, oddsOf, potentialWin } from '../../machines/lottery-slip/lottery-slip.rules';
import type { LotterySlipContext } from '../../machines/lottery-slip/lottery-slip.types';
import { type LotterySlipActor, useLotterySlip } from '../../machines/lottery-slip/use-lottery-slip';
import { formatAmount } from '../money/format';
import { lotteryText } from './lottery-messages';
import { formatOdds, PickEditor } from './pick-editor';
import { pickText } from './pick-text';

export interface LotterySlipPanelProps {
  actor: LotterySlipActor;
  symbol: string;
  /** A visitor pressing "Place bets" is asked to log in instead (SPEC §6). */
  signedIn: boolean;
  onLogin: () => void;
}

/** How a lottery.bet.invalid refusal reads: the row's tag and the alert's sentence, per field. */
function useRefusalText() {
  const { t } = useLingui();
  return {
    tag: (field: string | null) =>
      field === 'stake'
        ? t`Refused: stake`
        : field === 'picks'
          ? t`Refused: pick`
          : field === 'position'
            ? t`Refused: position`
            : field === 'betType'
              ? t`Refused: bet type`
              : t`Refused`,
    detail: (field: string | null, n: number) =>
      field === 'stake'
        ? t`Bet ${n}: the stake was refused.`
        : field === 'picks'
          ? t`Bet ${n}: the pick was refused.`
          : field === 'position'
            ? t`Bet ${n}: the position was refused.`
            : field === 'betType'
              ? t`Bet ${n}: the bet type was refused.`
              : t`Bet ${n} was refused.`,
  };
}

interface SlipTableProps {
  c: LotterySlipContext;
  totals: { stake: number; potential: number };
  symbol: string;
  editable: boolean;
  onRemove: (i: number) => void;
}

function SlipTable({ c, totals, symbol, editable, onRemove }: SlipTableProps) {
  const { t } = useLingui();
  const money = (minor: number) => formatAmount(minor, symbol);
  const refusal = useRefusalText();
  const numero = c.numero ?? '—';
  if (c.items.length === 0) return <p className="lottery-note">{t`Your slip is empty. Choose a bet and add it to the slip.`}</p>;
  return (
    <div className="table-scroll">
    <table className="lottery-table lottery-slip__table">
      <caption>{t`Bet slip for draw ${numero}`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Bet`}</th>
          <th scope="col">{t`Pick`}</th>
          <th scope="col" className="lottery-table__amount">
            {t`Stake`}
          </th>
          <th scope="col" className="lottery-table__amount">
            {t`Potential win`}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {c.items.map((item, i) => {
          const type = betTypeOf(c.betTypes, item.betType);
          const odds = oddsOf(type, item);
          const win = potentialWin(item.stake, odds);
          const refused = c.refusal !== null && c.refusal.index === i;
          const n = i + 1;
          return (
            <tr key={i} className={refused ? 'lottery-slip__row--refused' : undefined}>
              <th scope="row">
                {type?.name ?? item.betType} <span className="lottery-odds">{formatOdds(odds)}</span>
                {refused && <span className="lottery-slip__refused">{refusal.tag(c.refusal!.field)}</span>}
              </th>
              <td>{pickText(type, item)}</td>
              <td className="lottery-table__amount">{money(item.stake)}</td>
              <td className="lottery-table__amount">{money(win)}</td>
              <td>
                {editable && (
                  <button type="button" className="btn btn--link btn--small" onClick={() => onRemove(i)}>
                    {t`Remove bet ${n}`}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t`Total`}
          </th>
          <td className="lottery-table__amount">{money(totals.stake)}</td>
          <td className="lottery-table__amount">{money(totals.potential)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
    </div>
  );
}

/** The chart's alert in the slip: a check that failed, or the server's refusal. */
function SlipAlert({ c, symbol }: { c: LotterySlipContext; symbol: string }) {
  const { i18n } = useLingui();
  const refusal = useRefusalText();
  const text = lotteryText(i18n, c.errorKey, symbol);
  if (!text) return null;
  const index = c.refusal?.index;
  const detail = index === null || index === undefined ? null : refusal.detail(c.refusal!.field, index + 1);
  return (
    <div className="form-error lottery-alert" role="alert">
      <p>{text}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}

function BetReference({ reference }: { reference: string }) {
  const { t } = useLingui();
  return <>{t`Reference ${reference}`}</>;
}

/** The bet slip (issue #5): the pick editor, the slip, the confirmation and the outcome. */
export function LotterySlipPanel({ actor, symbol, signedIn, onLogin }: LotterySlipPanelProps) {
  const { t, i18n } = useLingui();
  const s = useLotterySlip(actor);
  const c = s.context;
  const titleId = useId();
  const money = (minor: number) => formatAmount(minor, symbol);
  const numero = c.numero ?? '—';
  const openNumero = c.openNumero ?? '';
  const total = money(s.totals.stake);
  const potential = money(s.totals.potential);
  const count = c.items.length;
  const bets = plural(count, { one: '# bet', other: '# bets' });
  const moveButton = s.canMove && (
    <button type="button" className="btn btn--primary" onClick={s.move}>
      {t`Move the slip to draw ${openNumero}`}
    </button>
  );

  if (s.step === 'placed' && c.placed) {
    const count = c.placed.bets.length;
    const placedCount = plural(count, { one: '# bet', other: '# bets' });
    const balance = money(c.placed.balance);
    return (
      <section className="lottery-slip" aria-labelledby={titleId}>
        <h3 id={titleId} className="section-title">
          {t`Bet slip`}
        </h3>
        <div className="lottery-done" role="status">
          <p>{t`${placedCount} placed on draw ${numero}. Good luck!`}</p>
          <p>{t`Main wallet balance: ${balance}`}</p>
          <ul className="lottery-done__refs">
            {c.placed.bets.map((b) => (
              <li key={b.reference}>
                <BetReference reference={b.reference} />: {b.betTypeName} {money(b.stake)}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="btn btn--primary" onClick={s.again}>
          {t`Place more bets`}
        </button>
      </section>
    );
  }

  return (
    <section className="lottery-slip" aria-labelledby={titleId} aria-busy={s.step === 'submitting'}>
      <h3 id={titleId} className="section-title">
        {t`Bet slip`}
      </h3>
      {s.canEdit && (
        <PickEditor
          betTypes={c.betTypes}
          betType={s.betType}
          draft={c.draft}
          errors={c.errors}
          disabled={false}
          symbol={symbol}
          onType={s.chooseType}
          onPosition={s.choosePosition}
          onPick={s.togglePick}
          onStake={s.stake}
          onAdd={s.add}
        />
      )}
      <SlipTable c={c} totals={s.totals} symbol={symbol} editable={s.canEdit} onRemove={s.remove} />

      {s.step === 'editing' && (
        <>
          {c.numero !== null && c.numero !== c.openNumero && c.items.length > 0 && (
            <p className="lottery-note">{t`Sales for draw ${numero} are closed.`}</p>
          )}
          <SlipAlert c={c} symbol={symbol} />
          <div className="form-actions">
            {moveButton}
            {c.items.length > 0 && (
              <button type="button" className="btn btn--ghost" onClick={s.clear}>
                {t`Clear slip`}
              </button>
            )}
            <button type="button" className="btn btn--primary" onClick={signedIn ? s.review : onLogin}>
              {t`Place bets`}
            </button>
          </div>
        </>
      )}

      {(s.step === 'confirming' || s.step === 'submitting') && (
        <div className="lottery-confirm" role="group" aria-label={t`Confirm your bets`}>
          <p>{t`Place ${bets} on draw ${numero}?`}</p>
          <dl className="lottery-confirm__totals">
            <dt>{t`Total stake`}</dt>
            <dd>{total}</dd>
            <dt>{t`Potential win`}</dt>
            <dd>{potential}</dd>
          </dl>
          <p className="lottery-hint">{t`The total is paid from your main wallet.`}</p>
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" disabled={s.step === 'submitting'} onClick={s.back}>
              {t`Back`}
            </button>
            <button type="button" className="btn btn--primary" disabled={s.step === 'submitting'} onClick={s.confirm}>
              {s.step === 'submitting' ? t`Placing bets…` : t`Confirm bets`}
            </button>
          </div>
        </div>
      )}

      {s.step === 'failed' && (
        <div className="lottery-alert" role="alert">
          <p>{lotteryText(i18n, c.errorKey, symbol)}</p>
          <p>{t`We could not confirm your bets. Trying again will not place them twice.`}</p>
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={s.edit}>
              {t`Back to the slip`}
            </button>
            <button type="button" className="btn btn--primary" onClick={s.retry}>
              {t`Try again`}
            </button>
          </div>
        </div>
      )}

      {s.step === 'drawClosed' && (
        <div className="lottery-alert" role="alert">
          <p>{lotteryText(i18n, c.errorKey, symbol)}</p>
          <p>{s.canMove ? t`Draw ${openNumero} is open now.` : t`Waiting for the next draw…`}</p>
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={s.edit}>
              {t`Back to the slip`}
            </button>
            {moveButton}
          </div>
        </div>
      )}
    </section>
  );
}
