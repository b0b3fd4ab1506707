import { is } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { BetType, PlacedLotteryBets } from '../../api/schemas/lottery';
import { MONEY } from '../../config/constants';
import { LOTTERY } from '../../config/lottery';
import { bigSmallType, deType, digitType, lo3Type, pickThreeType, placedFixture, slipInputFixture } from './lottery-slip.fixtures';
import { lotterySlipMachine } from './lottery-slip.machine';
import {
  betRefusal,
  draftErrors,
  emptyDraft,
  isBetRefusal,
  oddsOf,
  pickNumbers,
  placeRequest,
  potentialWin,
  slipTotals,
  togglePick,
} from './lottery-slip.rules';
import type { LotterySlipInput, PlaceLotteryBets } from './lottery-slip.types';

const settle = () => new Promise((r) => setTimeout(r, 0));
const networkDown = () => Promise.reject(new ApiError('network', 'network.abnormal'));
const refuse = (code: string, value?: unknown, status = 400) => () => Promise.reject(new ApiError('server', code, { status, value }));
type Answer = (req: PlaceLotteryBets) => Promise<typeof placedFixture> | typeof placedFixture;

/** The chart with a placeBets actor answered call by call, and spies for its outward actions. */
function start(answers: Answer[] = [], input: LotterySlipInput = slipInputFixture) {
  const requests: PlaceLotteryBets[] = [];
  const spies = { announceBalanceChanged: vi.fn(), betsPlaced: vi.fn(), drawClosed: vi.fn() };
  const actor = createActor(
    lotterySlipMachine.provide({
      actors: {
        placeBets: fromPromise<typeof placedFixture, PlaceLotteryBets>(async ({ input: req }) => {
          requests.push(req);
          const answer = answers.shift();
          if (!answer) throw new Error('no answer scripted');
          return answer(req);
        }),
      },
      actions: spies,
    }),
    { input },
  ).start();
  const send = (...events: Parameters<typeof actor.send>[0][]) => events.forEach((e) => actor.send(e));
  return { actor, requests, spies, send, ctx: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

/** One valid "big" bet of P 10.00 in the slip. */
function withBigBet(h: ReturnType<typeof start>) {
  h.send({ type: 'slip.type', code: 'SSC_BS' }, { type: 'slip.pick', value: 'big' }, { type: 'slip.stake', value: '10' }, { type: 'slip.add' });
  return h;
}

describe('fixtures match the wire schemas', () => {
  it('bet types of every pick kind and the placed answer are valid superstruct values', () => {
    for (const t of [bigSmallType, digitType, pickThreeType, deType, lo3Type]) expect(is(t, BetType), t.code).toBe(true);
    expect(is(placedFixture, PlacedLotteryBets)).toBe(true);
  });
});

describe('picks follow the bet type (PickSpec)', () => {
  it('numbers are listed from..to with the type’s padding', () => {
    expect(pickNumbers(pickThreeType)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']);
    expect(pickNumbers(lo3Type)).toHaveLength(1000);
    expect(pickNumbers(lo3Type)[7]).toBe('007');
    expect(pickNumbers(bigSmallType)).toEqual([]);
  });

  it('an option replaces the choice and pressing it again clears it', () => {
    expect(togglePick(bigSmallType, [], 'big')).toEqual(['big']);
    expect(togglePick(bigSmallType, ['big'], 'small')).toEqual(['small']);
    expect(togglePick(bigSmallType, ['big'], 'big')).toEqual([]);
  });

  it('numbers are added in grid order up to `count`; a single pick is replaced', () => {
    expect(togglePick(pickThreeType, ['07', '02'], '05')).toEqual(['02', '05', '07']);
    expect(togglePick(pickThreeType, ['01', '02', '03'], '04')).toEqual(['01', '02', '03']);
    expect(togglePick(pickThreeType, ['01', '02', '03'], '02')).toEqual(['01', '03']);
    expect(togglePick(deType, ['07'], '42')).toEqual(['42']);
  });

  it('values the type does not offer, or no type, change nothing', () => {
    expect(togglePick(pickThreeType, ['01'], '12')).toEqual(['01']);
    expect(togglePick(bigSmallType, [], 'odd')).toEqual([]);
    expect(togglePick(undefined, ['01'], '02')).toEqual(['01']);
  });
});

describe('a bet is checked before it joins the slip', () => {
  const base = { betTypes: [bigSmallType, digitType, pickThreeType], items: [], maxBets: 3 };
  it('names each missing part', () => {
    expect(draftErrors({ ...base, draft: emptyDraft() })).toEqual({
      betType: { key: 'lottery.betType.required' },
      stake: { key: 'lottery.stake.required' },
    });
    expect(draftErrors({ ...base, draft: { betType: 'SSC_DIGIT', position: null, picks: [], stake: '5' } })).toEqual({
      position: { key: 'lottery.position.required' },
      picks: { key: 'lottery.picks.count', params: { count: 1 } },
    });
    expect(draftErrors({ ...base, draft: { betType: 'SSC_BS', position: null, picks: [], stake: '5' } })).toEqual({
      picks: { key: 'lottery.option.required' },
    });
    expect(draftErrors({ ...base, draft: { betType: '11X5_ANY3', position: null, picks: ['01', '02'], stake: '5' } })).toEqual({
      picks: { key: 'lottery.picks.count', params: { count: 3 } },
    });
  });

  it('the stake is a positive amount within the type’s minStake..maxStake (minor units)', () => {
    const draft = (stake: string) => ({ betType: 'SSC_BS', position: null, picks: ['big'], stake });
    expect(draftErrors({ ...base, draft: draft('abc') })).toEqual({ stake: { key: 'money.amount.invalid' } });
    expect(draftErrors({ ...base, draft: draft('0.5') })).toEqual({ stake: { key: 'lottery.stake.limit', params: { min: 1_00, max: 10_000_00 } } });
    expect(draftErrors({ ...base, draft: draft('10000.01') }).stake?.key).toBe('lottery.stake.limit');
    expect(draftErrors({ ...base, draft: draft('10,000') })).toEqual({});
  });

  it(`a slip holds at most LOTTERY.slipMaxBets (${LOTTERY.slipMaxBets}) bets`, () => {
    const item = { betType: 'SSC_BS', position: null, picks: ['big'], stake: 1_00 };
    const draft = { betType: 'SSC_BS', position: null, picks: ['big'], stake: '1' };
    expect(draftErrors({ ...base, maxBets: 2, items: [item, item], draft })).toEqual({ slip: { key: 'lottery.slip.full', params: { max: 2 } } });
  });
});

describe('slip totals', () => {
  it('an option’s own odds win over the type’s; wins are whole minor units', () => {
    expect(oddsOf(bigSmallType, { picks: ['small'] })).toBe(1.95);
    expect(oddsOf(bigSmallType, { picks: ['big'] })).toBe(1.98);
    expect(oddsOf(undefined, { picks: [] })).toBe(0);
    expect(potentialWin(115, 1.15)).toBe(132);
    expect(
      slipTotals(
        [
          { betType: 'SSC_BS', position: null, picks: ['small'], stake: 10_00 },
          { betType: 'SSC_DIGIT', position: '1', picks: ['7'], stake: 2_50 },
        ],
        [bigSmallType, digitType],
      ),
    ).toEqual({ stake: 12_50, potential: 19_50 + 24_50 });
  });

  it('the request carries positions only when the bet has one', () => {
    const req = placeRequest({
      requestId: 'abcdefgh12',
      gameCode: 'SSC1',
      numero: 'N1',
      items: [
        { betType: 'SSC_BS', position: null, picks: ['big'], stake: 1_00 },
        { betType: 'SSC_DIGIT', position: '3', picks: ['7'], stake: 2_00 },
      ],
    });
    expect(req.bets).toEqual([
      { betType: 'SSC_BS', picks: ['big'], stake: 1_00 },
      { betType: 'SSC_DIGIT', position: '3', picks: ['7'], stake: 2_00 },
    ]);
  });

  it('reads which bet and field a refusal names (docs/lottery.md "Errors")', () => {
    const invalid = (value?: unknown) => new ApiError('server', 'lottery.bet.invalid', { status: 400, value });
    expect(betRefusal(invalid({ field: 'bets[2].picks', index: 2, reason: 'range' }))).toEqual({ index: 2, field: 'picks' });
    expect(betRefusal(new ApiError('server', 'lottery.bet.stake', { value: { field: 'bets[0].stake', index: 0, min: 1_00, max: 10_00 } }))).toEqual({ index: 0, field: 'stake' });
    expect(betRefusal(invalid({ field: 'bets.1.position' }))).toEqual({ index: 1, field: 'position' });
    expect(betRefusal(invalid({ index: 1, field: 'stake' }))).toEqual({ index: 1, field: 'stake' });
    // A slip-wide refusal (empty or over-long slip) names no bet.
    expect(betRefusal(invalid({ field: 'bets', reason: 'count' }))).toEqual({ index: null, field: null });
    expect(betRefusal(invalid())).toEqual({ index: null, field: null });
    expect(betRefusal(new Error('x'))).toEqual({ index: null, field: null });
  });

  it('bet refusals: lottery.bet.invalid, lottery.bet.stake, and money.amount.invalid naming a bet', () => {
    expect(isBetRefusal(new ApiError('server', 'lottery.bet.invalid', { value: { field: 'bets', reason: 'count' } }))).toBe(true);
    expect(isBetRefusal(new ApiError('server', 'lottery.bet.stake', { value: { field: 'bets[0].stake', index: 0 } }))).toBe(true);
    expect(isBetRefusal(new ApiError('server', 'money.amount.invalid', { value: { field: 'bets[0].stake' } }))).toBe(true);
    expect(isBetRefusal(new ApiError('server', 'money.amount.invalid'))).toBe(false);
    expect(isBetRefusal(new ApiError('server', 'money.balance.insufficient'))).toBe(false);
    expect(isBetRefusal(new Error('x'))).toBe(false);
  });
});

describe('editing the slip', () => {
  it('starts empty on the open draw with LOTTERY.slipMaxBets', () => {
    const h = start();
    expect(h.value()).toBe('editing');
    expect(h.ctx()).toMatchObject({ numero: '20261120-0721', openNumero: '20261120-0721', items: [], maxBets: LOTTERY.slipMaxBets });
  });

  it('a valid bet joins the slip; type and stake stay for the next, picks start over', () => {
    const h = withBigBet(start());
    expect(h.ctx().items).toEqual([{ betType: 'SSC_BS', position: null, picks: ['big'], stake: 10_00 }]);
    expect(h.ctx().draft).toEqual({ betType: 'SSC_BS', position: null, picks: [], stake: '10' });
  });

  it('an incomplete bet shows its errors; fixing a part clears that part’s error', () => {
    const h = start();
    h.send({ type: 'slip.type', code: 'SSC_DIGIT' }, { type: 'slip.add' });
    expect(Object.keys(h.ctx().errors).sort()).toEqual(['picks', 'position', 'stake']);
    h.send({ type: 'slip.position', value: '2' });
    expect(Object.keys(h.ctx().errors).sort()).toEqual(['picks', 'stake']);
    h.send({ type: 'slip.pick', value: '7' });
    expect(Object.keys(h.ctx().errors)).toEqual(['stake']);
    h.send({ type: 'slip.stake', value: '1' }, { type: 'slip.add' });
    expect(h.ctx().items).toEqual([{ betType: 'SSC_DIGIT', position: '2', picks: ['7'], stake: 1_00 }]);
    expect(h.ctx().errors).toEqual({});
  });

  it('an unknown bet type or position is ignored; a new type clears picks and position', () => {
    const h = start();
    h.send({ type: 'slip.type', code: 'NOPE' });
    expect(h.ctx().draft.betType).toBeNull();
    h.send({ type: 'slip.type', code: 'SSC_DIGIT' }, { type: 'slip.position', value: '9' });
    expect(h.ctx().draft.position).toBeNull();
    h.send({ type: 'slip.position', value: '1' }, { type: 'slip.pick', value: '3' }, { type: 'slip.type', code: 'SSC_DIGIT' });
    expect(h.ctx().draft).toMatchObject({ position: '1', picks: ['3'] });
    h.send({ type: 'slip.type', code: 'SSC_BS' });
    expect(h.ctx().draft).toMatchObject({ betType: 'SSC_BS', position: null, picks: [] });
  });

  it('bets can be removed one by one or all at once', () => {
    const h = withBigBet(withBigBet(start()));
    h.send({ type: 'slip.remove', index: 0 });
    expect(h.ctx().items).toHaveLength(1);
    withBigBet(h).send({ type: 'slip.clear' });
    expect(h.ctx().items).toEqual([]);
  });

  it('a full slip refuses another bet', () => {
    const h = withBigBet(withBigBet(start([], { ...slipInputFixture, maxBets: 2 })));
    h.send({ type: 'slip.pick', value: 'big' }, { type: 'slip.add' });
    expect(h.ctx().items).toHaveLength(2);
    expect(h.ctx().errors).toEqual({ slip: { key: 'lottery.slip.full', params: { max: 2 } } });
  });

  it('review needs a bet, and a slip on the open draw', () => {
    const h = start();
    h.send({ type: 'slip.review' });
    expect(h.value()).toBe('editing');
    expect(h.ctx().errorKey).toBe('lottery.slip.empty');
    withBigBet(h).send({ type: 'slip.draw', numero: null }, { type: 'slip.review' });
    expect(h.value()).toBe('editing');
    expect(h.ctx().errorKey).toBe('lottery.draw.closed');
  });
});

describe('the draw a slip is for', () => {
  it('an empty slip follows the open draw; a filled one stays until the member moves it', () => {
    const h = start();
    h.send({ type: 'slip.draw', numero: null });
    expect(h.ctx()).toMatchObject({ numero: null, openNumero: null });
    h.send({ type: 'slip.draw', numero: 'N2' });
    expect(h.ctx().numero).toBe('N2');
    withBigBet(h).send({ type: 'slip.draw', numero: 'N3' });
    expect(h.ctx()).toMatchObject({ numero: 'N2', openNumero: 'N3' });
    h.send({ type: 'slip.move' });
    expect(h.ctx()).toMatchObject({ numero: 'N3', openNumero: 'N3' });
  });

  it('moving needs another draw open', () => {
    const h = withBigBet(start());
    h.send({ type: 'slip.move' });
    expect(h.ctx().numero).toBe('20261120-0721');
    h.send({ type: 'slip.draw', numero: null }, { type: 'slip.move' });
    expect(h.ctx().numero).toBe('20261120-0721');
  });
});

describe('placing the slip (requestId kept across retries, like the money charts)', () => {
  it('confirming places the slip on its draw; the balance and open bets refresh', async () => {
    const h = withBigBet(start([() => placedFixture]));
    h.send({ type: 'slip.review' });
    expect(h.value()).toBe('confirming');
    h.send({ type: 'slip.back' });
    expect(h.value()).toBe('editing');
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    expect(h.value()).toBe('submitting');
    await settle();
    expect(h.value()).toBe('placed');
    expect(h.requests).toEqual([
      { requestId: expect.stringMatching(MONEY.requestIdPattern), gameCode: 'SSC1', numero: '20261120-0721', bets: [{ betType: 'SSC_BS', picks: ['big'], stake: 10_00 }] },
    ]);
    expect(h.ctx()).toMatchObject({ placed: placedFixture, requestId: null });
    expect(h.spies.announceBalanceChanged).toHaveBeenCalledTimes(1);
    expect(h.spies.betsPlaced).toHaveBeenCalledTimes(1);
  });

  it('going back to change only the next bet’s draft keeps the review’s key', () => {
    const h = withBigBet(start());
    h.send({ type: 'slip.review' });
    const key = h.ctx().requestId;
    h.send({ type: 'slip.back' }, { type: 'slip.stake', value: '20' }, { type: 'slip.review' });
    expect(h.ctx().requestId).toBe(key);
  });

  it('no answer: a retry sends the same requestId and the slip is placed once', async () => {
    const h = withBigBet(start([networkDown, () => placedFixture]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.value()).toBe('failed');
    expect(h.ctx().errorKey).toBe('network.abnormal');
    h.send({ type: 'slip.retry' });
    await settle();
    expect(h.value()).toBe('placed');
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]!.requestId).toBe(h.requests[0]!.requestId);
    expect(h.spies.announceBalanceChanged).toHaveBeenCalledTimes(1);
  });

  it('a 5xx is an unknown outcome too; editing keeps the key until the bets change', async () => {
    const h = withBigBet(start([refuse('system.error', undefined, 500), () => placedFixture]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.value()).toBe('failed');
    const key = h.ctx().requestId;
    h.send({ type: 'slip.edit' });
    expect(h.ctx()).toMatchObject({ requestId: key, errorKey: null });
    withBigBet(h);
    expect(h.ctx().requestId).toBeNull();
    h.send({ type: 'slip.review' });
    expect(h.ctx().requestId).not.toBe(key);
  });

  it('lottery.draw.closed: nothing placed; the page is asked for the next draw and the slip moves on request', async () => {
    const h = withBigBet(start([refuse('lottery.draw.closed', undefined, 409), () => placedFixture]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.value()).toBe('drawClosed');
    expect(h.ctx()).toMatchObject({ errorKey: 'lottery.draw.closed', openNumero: null, requestId: null });
    expect(h.spies.drawClosed).toHaveBeenCalledTimes(1);
    h.send({ type: 'slip.move' });
    expect(h.value()).toBe('drawClosed');
    h.send({ type: 'slip.draw', numero: '20261120-0722' }, { type: 'slip.move' });
    expect(h.value()).toBe('editing');
    expect(h.ctx()).toMatchObject({ numero: '20261120-0722', errorKey: null, items: [expect.anything()] });
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.requests.map((r) => r.numero)).toEqual(['20261120-0721', '20261120-0722']);
    expect(h.requests[1]!.requestId).not.toBe(h.requests[0]!.requestId);
  });

  it('after lottery.draw.closed the member may go back to the slip instead', async () => {
    const h = withBigBet(start([refuse('lottery.draw.closed', undefined, 409)]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    h.send({ type: 'slip.edit' });
    expect(h.value()).toBe('editing');
    expect(h.ctx().errorKey).toBeNull();
  });

  it('a draw that closed while another is already open keeps that open draw', async () => {
    const h = withBigBet(start([refuse('lottery.draw.closed', undefined, 409)]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm', }, { type: 'slip.draw', numero: 'N2' });
    await settle();
    expect(h.ctx().openNumero).toBe('N2');
  });

  it('lottery.bet.invalid marks the bet and field; changing the slip clears the mark', async () => {
    const h = withBigBet(start([refuse('lottery.bet.invalid', { field: 'bets[0].picks', index: 0, reason: 'option' })]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.value()).toBe('editing');
    expect(h.ctx()).toMatchObject({ errorKey: 'lottery.bet.invalid', refusal: { index: 0, field: 'picks' }, requestId: null });
    h.send({ type: 'slip.remove', index: 0 });
    expect(h.ctx()).toMatchObject({ errorKey: null, refusal: null });
  });

  it('lottery.bet.stake keeps its own key (the alert says the stake is outside the limits)', async () => {
    const h = withBigBet(start([refuse('lottery.bet.stake', { field: 'bets[0].stake', index: 0, min: 1_00, max: 5_00 })]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.ctx()).toMatchObject({ errorKey: 'lottery.bet.stake', refusal: { index: 0, field: 'stake' } });
  });

  it('insufficient balance (or any other refusal) returns to the slip with the reason', async () => {
    const h = withBigBet(start([refuse('money.balance.insufficient', undefined, 409)]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.value()).toBe('editing');
    expect(h.ctx()).toMatchObject({ errorKey: 'money.balance.insufficient', refusal: null, requestId: null, items: [expect.anything()] });
  });

  it('after placing, another slip starts empty on the open draw with a new key', async () => {
    const h = withBigBet(start([() => placedFixture, () => placedFixture]));
    h.send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    h.send({ type: 'slip.draw', numero: 'N2' });
    expect(h.ctx().numero).toBe('20261120-0721');
    h.send({ type: 'slip.again' });
    expect(h.value()).toBe('editing');
    expect(h.ctx()).toMatchObject({ items: [], placed: null, numero: 'N2', draft: { betType: 'SSC_BS', picks: [], stake: '10' } });
    withBigBet(h).send({ type: 'slip.review' }, { type: 'slip.confirm' });
    await settle();
    expect(h.requests[1]!.requestId).not.toBe(h.requests[0]!.requestId);
    expect(h.requests[1]!.numero).toBe('N2');
  });
});
