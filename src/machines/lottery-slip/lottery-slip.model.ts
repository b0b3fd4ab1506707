import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { bigSmallType, digitType, placedFixture } from './lottery-slip.fixtures';
import { lotterySlipMachine } from './lottery-slip.machine';
import type { LotterySlipContext, LotterySlipEvent, LotterySlipInput } from './lottery-slip.types';

/** Two bet types (an option pick, a positioned number pick) and a slip of at most two bets keep paths short. */
export const lotterySlipModelInput: LotterySlipInput = { gameCode: 'SSC1', betTypes: [bigSmallType, digitType], numero: 'N1', maxBets: 2 };

const ev = (e: LotterySlipEvent & { label?: string }) => e as LotterySlipEvent;
const placeError = (error: ApiError, label: string) => ({ type: 'xstate.error.actor.placeBets', error, label }) as never;

/**
 * Paths stay few by building bets in one order (type → position → pick → stake → add) and by
 * offering the slip's own intents only from a clean slip of one bet on draw N1; every state
 * reached after a refusal is checked, but not explored further (its transitions are covered
 * from the clean slip).
 */
export const lotterySlipModel: ChartModel<typeof lotterySlipMachine> = {
  id: 'lottery-slip',
  equivalentMutants: {
    'remove-action:lotterySlip.failed:slip.retry#0:0':
      'submitting shows no alert (its check says so), and every way out of it sets errorKey anew (storePlaced, storeUnknown, storeDrawClosed, storeBetRefusal, storeRefusal)',
  },
  machine: lotterySlipMachine,
  input: lotterySlipModelInput,
  events: (s) => {
    const c = s.context as LotterySlipContext;
    const d = c.draft;
    const clean = c.errorKey === null && c.refusal === null && c.requestId === null && Object.keys(c.errors).length === 0;
    const out: LotterySlipEvent[] = [];
    if (s.matches('editing') && clean && c.numero === 'N1' && c.openNumero === 'N1') {
      if (c.items.length === 0) {
        if (d.betType === null) {
          out.push(ev({ type: 'slip.review', label: 'empty slip' }), ev({ type: 'slip.add', label: 'nothing chosen' }));
          out.push(ev({ type: 'slip.type', code: digitType.code, label: 'Digit at a position' }));
        } else if (d.position === null) out.push(ev({ type: 'slip.position', value: '3', label: '3rd digit' }));
        else if (d.picks.length === 0) out.push(ev({ type: 'slip.pick', value: '7', label: 'digit 7' }));
        else if (d.stake === '') out.push(ev({ type: 'slip.stake', value: '10', label: 'P 10' }));
        else out.push(ev({ type: 'slip.add' }));
      } else if (c.items.length === 1 && d.betType === digitType.code) {
        out.push(ev({ type: 'slip.review' }), ev({ type: 'slip.remove', index: 0, label: 'bet 1' }), ev({ type: 'slip.clear' }));
        out.push(ev({ type: 'slip.draw', numero: 'N2', label: 'next draw opens' }));
        out.push(ev({ type: 'slip.type', code: bigSmallType.code, label: 'Big/Small' }));
      } else if (c.items.length === 1 && d.picks.length === 0) out.push(ev({ type: 'slip.pick', value: 'big', label: 'Big' }));
      else if (c.items.length === 1) out.push(ev({ type: 'slip.add', label: 'second bet' }));
    }
    if (s.matches('editing') && clean && c.items.length === 1 && c.numero === 'N1' && c.openNumero === 'N2') {
      out.push(ev({ type: 'slip.review', label: 'draw N1 closed' }));
    }
    // Sales closed on the slip's draw; then the page sees the next one open.
    if (c.openNumero === null) out.push(ev({ type: 'slip.draw', numero: 'N2', label: 'next draw opens' }));
    return [
      ...out,
      ev({ type: 'slip.move' }),
      ev({ type: 'slip.back' }),
      ev({ type: 'slip.confirm' }),
      { type: 'xstate.done.actor.placeBets', output: placedFixture } as never,
      placeError(new ApiError('network', 'network.abnormal'), 'network down'),
      placeError(new ApiError('server', 'lottery.draw.closed', { status: 409 }), 'sales closed'),
      placeError(new ApiError('server', 'lottery.bet.invalid', { status: 400, value: { field: 'bets[0].picks', index: 0, reason: 'range' } }), 'bet refused'),
      placeError(new ApiError('server', 'money.balance.insufficient', { status: 409 }), 'insufficient balance'),
      ev({ type: 'slip.retry' }),
      ev({ type: 'slip.edit' }),
      ev({ type: 'slip.again' }),
    ];
  },
  serialize: (s) => {
    const c = s.context as LotterySlipContext;
    return JSON.stringify({
      v: s.value,
      d: [c.draft.betType, c.draft.position !== null, c.draft.picks.length, c.draft.stake !== ''],
      e: Object.keys(c.errors).sort(),
      i: c.items.length,
      k: c.errorKey,
      x: c.refusal !== null,
      r: c.requestId !== null,
      n: [c.numero, c.openNumero],
      p: c.placed !== null,
    });
  },
};
