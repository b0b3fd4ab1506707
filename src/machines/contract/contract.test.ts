import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type EventObject, initialTransition, transition, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { getStateNodes } from 'xstate/graph';
import { contractMachine } from './contract.machine';
import { AGENTS } from '../../config/agents';
import { fakeApi } from '../../views/testing/render-app';
import { createLoadContracts, createLoadRequest, createLoadTeam, REQUEST_ENDPOINT } from './actors/contract-actors';
import { createContractBillsLogic } from './contract.runtime';
import { consolidatedFixtures, dailyTier, requestFixtures, teamFixture, uplineTiersFixture } from './contract.fixtures';
import {
  draftErrors,
  emptyTier,
  fieldValue,
  hasDraftErrors,
  offerRequest,
  parsePercent,
  pendingKinds,
  tierOf,
  uplineRateAt,
} from './contract.rules';
import type { ContractKind, DraftTier } from './contract.types';

const draft = (over: Partial<DraftTier>): DraftTier => ({ ...emptyTier(), ...over });
const errorsOf = (kind: ContractKind, tiers: DraftTier[], upline = uplineTiersFixture, downline = 'agent02') =>
  draftErrors({ kind, draft: { downline, tiers, keyword: '' } }, upline);

describe('rates are typed in percent and sent in basis points', () => {
  it('takes 0.01% to AGENTS.maxRateBps (100%) with at most two decimals', () => {
    expect(parsePercent('0.01')).toBe(1);
    expect(parsePercent('1.5')).toBe(150);
    expect(parsePercent(' 1.50 ')).toBe(150);
    expect(parsePercent('100')).toBe(AGENTS.maxRateBps);
  });

  it('refuses 0, more than 100%, a third decimal and anything not a number', () => {
    for (const text of ['0', '0.00', '100.01', '1.234', '-1', 'abc', '1,5', '']) expect(parsePercent(text), text).toBeNull();
  });
});

describe('tier fields', () => {
  it('an empty field is no requirement; amounts are major units on screen and minor on the wire', () => {
    expect(fieldValue('betDaily', '')).toEqual({ value: null, error: null });
    expect(fieldValue('betDaily', '1,000.50')).toEqual({ value: 100_050, error: null });
    expect(fieldValue('activeMembers', '5')).toEqual({ value: 5, error: null });
    expect(fieldValue('winRate', '12.5')).toEqual({ value: 1_250, error: null });
  });

  it('refuses a value that is not of the field’s kind, with the key the view translates', () => {
    expect(fieldValue('betDaily', '10.001').error).toEqual({ key: 'contract.amount.invalid' });
    expect(fieldValue('activeMembers', '2.5').error).toEqual({ key: 'contract.count.invalid' });
    expect(fieldValue('activeMembers', '0').error).toEqual({ key: 'contract.count.invalid' });
    expect(fieldValue('rate', '101').error).toEqual({ key: 'contract.percent.invalid', params: { max: 100 } });
  });

  it('a tier carries only the thresholds its kind accepts (AGENTS.contractThresholds)', () => {
    const typed = draft({ betDaily: '100', betHourly: '50', activeMembers: '3', rate: '0.5' });
    expect(tierOf(typed, 'hourly')).toEqual(dailyTier(50, { betHourly: 5_000, activeMembers: 3 }));
    expect(tierOf(typed, 'daily')).toEqual(dailyTier(50, { betDaily: 10_000, activeMembers: 3 }));
  });
});

describe("a downline's rate never exceeds the upline's at the same thresholds", () => {
  // The upline: 1% from the first bet; 1.5% from P 50,000 a day with 5 active members.
  it("the upline's rate at a tier is its best tier whose every threshold is at most the tier's (null = 0)", () => {
    expect(uplineRateAt(uplineTiersFixture, dailyTier(0))).toBe(100);
    expect(uplineRateAt(uplineTiersFixture, dailyTier(0, { betDaily: 5_000_000, activeMembers: 5 }))).toBe(150);
    // One short of either threshold: the 1.5% tier is not reached there.
    expect(uplineRateAt(uplineTiersFixture, dailyTier(0, { betDaily: 4_999_999, activeMembers: 5 }))).toBe(100);
    expect(uplineRateAt(uplineTiersFixture, dailyTier(0, { betDaily: 5_000_000, activeMembers: 4 }))).toBe(100);
    expect(uplineRateAt([dailyTier(100, { betDaily: 1 })], dailyTier(0))).toBe(0);
  });

  it('refuses one basis point above, at the field, naming the ceiling', () => {
    expect(errorsOf('daily', [draft({ rate: '1' })]).tiers[0]).toEqual({});
    expect(errorsOf('daily', [draft({ rate: '1.01' })]).tiers[0]).toEqual({ rate: { key: 'contract.rate.exceeds', params: { maxBps: 100 } } });
    expect(errorsOf('daily', [draft({ betDaily: '50000', activeMembers: '5', rate: '1.5' })]).tiers[0]).toEqual({});
    expect(errorsOf('daily', [draft({ betDaily: '49999.99', activeMembers: '5', rate: '1.5' })]).tiers[0]!.rate?.key).toBe('contract.rate.exceeds');
  });

  it('without a contract of my own nothing can be offered at all', () => {
    expect(errorsOf('daily', [draft({ rate: '0.01' })], []).tiers[0]).toEqual({ rate: { key: 'contract.rate.exceeds', params: { maxBps: 0 } } });
  });
});

describe('the offer as a whole', () => {
  it('needs a downline and a rate on every tier', () => {
    const e = errorsOf('daily', [draft({})], uplineTiersFixture, '');
    expect(e.downline).toEqual({ key: 'contract.downline.required' });
    expect(e.tiers[0]).toEqual({ rate: { key: 'validation.required' } });
    expect(hasDraftErrors(e)).toBe(true);
  });

  it('refuses two tiers with the same thresholds', () => {
    expect(errorsOf('daily', [draft({ rate: '0.5' }), draft({ rate: '0.8' })]).form).toEqual({ key: 'contract.tiers.duplicate' });
    expect(hasDraftErrors(errorsOf('daily', [draft({ rate: '0.5' }), draft({ betDaily: '100', rate: '0.8' })]))).toBe(false);
  });

  it('sends the wire shape: kind, downline, tiers in basis points and minor units', () => {
    expect(offerRequest({ kind: 'daily', draft: { downline: 'agent02', tiers: [draft({ betDaily: '10000', rate: '0.8' })], keyword: '' } })).toEqual({
      kind: 'daily',
      downline: 'agent02',
      tiers: [dailyTier(80, { betDaily: 1_000_000 })],
    });
  });
});

describe('consolidated (SPEC §3) and the relays (SPEC §7 home)', () => {
  it('maps each count to its kind, in the order the popup shows them', () => {
    expect(pendingKinds(consolidatedFixtures.none)).toEqual([]);
    expect(pendingKinds({ dailysalreqtype: 2, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 3 })).toEqual(['dividend', 'daily', 'realtime']);
  });

  it('asks the relay of the kind', async () => {
    const api = fakeApi({ hourlySalaryRequest: requestFixtures.hourly });
    const actor = createActor(createLoadRequest(api), { input: { kind: 'hourly' } }).start();
    await expect(waitFor(actor, (s) => s.status === 'done').then((s) => s.output)).resolves.toEqual(requestFixtures.hourly);
    expect(api.calls.map((c) => c.name)).toEqual([REQUEST_ENDPOINT.hourly]);
    expect(REQUEST_ENDPOINT).toEqual({ dividend: 'dividendRequest', daily: 'dailySalaryRequest', hourly: 'hourlySalaryRequest', realtime: 'realtimeSalaryRequest' });
  });
});

describe('queries', () => {
  const run = async (logic: AnyActorLogic, input: unknown) => {
    const actor = createActor(logic, { input }).start();
    await waitFor(actor, (s) => (s as { status: string }).status !== 'active');
  };

  it('contracts of the kind, page by page', async () => {
    const api = fakeApi({ contracts: async () => ({}) as never });
    await run(createLoadContracts(api), { kind: 'dividend', page: 2 });
    expect(api.calls[0]!.options?.query).toEqual({ kind: 'dividend', page: 2 });
  });

  it('the downline picker lists direct agents only, searched by account', async () => {
    const api = fakeApi({ agentTeam: teamFixture });
    await run(createLoadTeam(api), { keyword: 'agent0' });
    await run(createLoadTeam(api), { keyword: '' });
    expect(api.calls.map((c) => c.options?.query)).toEqual([
      { scope: 'direct', type: 'agent', keyword: 'agent0', sort: 'account', order: 'asc', page: 1 },
      { scope: 'direct', type: 'agent', keyword: undefined, sort: 'account', order: 'asc', page: 1 },
    ]);
  });

  it('bills of the section’s kind, received or paid, by dates and page', async () => {
    const api = fakeApi({ agentBills: async () => ({ list: [], page: 1, size: 10, total: 0, summary: { amount: 0, paid: 0 } }) });
    const actor = createActor(createContractBillsLogic({ api }, 'hourly'), { input: { today: '2026-03-15' } }).start();
    await waitFor(actor, (s) => s.matches('empty'));
    actor.send({ type: 'report.set', params: { side: 'paid' } });
    await waitFor(actor, (s) => s.matches('empty'));
    expect(api.calls.map((c) => c.options?.query)).toEqual([
      { kind: 'hourly', start: '2026-03-09', end: '2026-03-15', side: 'received', page: 1 },
      { kind: 'hourly', start: '2026-03-09', end: '2026-03-15', side: 'paid', page: 1 },
    ]);
  });
});

describe('the chart never shows a failure that is not its own', () => {
  // The equivalent mutants recorded in contract.model.ts (a removed clearError or storeError) rest on this:
  // the views show errorKey only in these states, so a key left from an earlier failure can never show.
  const SHOWS_FAILURE = ['requestFailed', 'answerFailed', 'failed', 'endFailed', 'offerFailed', 'awaitingAnswer', 'checkingAnswer'];
  const SETS_FAILURE = new Set(['storeError', 'storeResult', 'storeOverview', 'clearError']);
  const nodes = getStateNodes(contractMachine.root);
  const transitions = [contractMachine.root, ...nodes].flatMap((node) => [...node.transitions.values()].flat());
  const nameOf = (a: unknown) => (typeof a === 'string' ? a : (a as { type?: string }).type ?? '');

  it('every transition into a screen that shows a failure sets errorKey itself', () => {
    const into = transitions.filter((t) => t.target?.some((n) => SHOWS_FAILURE.includes(n.key)));
    expect(new Set(into.flatMap((t) => t.target!.map((n) => n.key)))).toEqual(new Set(SHOWS_FAILURE));
    const without = into.filter((t) => !t.actions.some((a) => SETS_FAILURE.has(nameOf(a))));
    expect(without.map((t) => `${t.source.id} —${t.eventType}→ ${t.target!.map((n) => n.id).join()}`)).toEqual([]);
  });

  it('an offer left in the popup — put off, accepted, rejected or withdrawn meanwhile — is not shown again during the visit', () => {
    const offer = requestFixtures.daily;
    const ways: [string, EventObject[]][] = [
      ['later', [{ type: 'contract.later' }]],
      ['accepted', [{ type: 'contract.accept' }, { type: 'xstate.done.actor.answerContract', output: { ...offer.offer, status: 'valid' } } as EventObject, { type: 'contract.close' }]],
      ['rejected', [{ type: 'contract.reject' }, { type: 'xstate.done.actor.answerContract', output: { ...offer.offer, status: 'rejected' } } as EventObject, { type: 'contract.close' }]],
      [
        'withdrawn',
        [
          { type: 'contract.accept' },
          { type: 'xstate.error.actor.answerContract', error: new ApiError('server', 'agent.contract.state', { status: 409 }) } as EventObject,
          { type: 'contract.close' },
        ],
      ],
    ];
    for (const [way, events] of ways) {
      let [s] = initialTransition(contractMachine);
      const send = (e: EventObject) => void ([s] = transition(contractMachine, s, e as never));
      send({ type: 'contract.watch' });
      send({ type: 'xstate.done.actor.checkConsolidated', output: consolidatedFixtures.daily } as EventObject);
      send({ type: 'xstate.done.actor.loadRequest', output: offer } as EventObject);
      expect(s.value, way).toBe('offered');
      for (const e of events) send(e);
      expect(s.value, way).toBe('waiting');
      // The next poll finds the same offer still open (the popup was closed before the server saw an answer).
      send({ type: `xstate.after.offerPoll.contract.waiting` });
      send({ type: 'xstate.done.actor.checkConsolidated', output: consolidatedFixtures.daily } as EventObject);
      send({ type: 'xstate.done.actor.loadRequest', output: offer } as EventObject);
      expect(s.value, way).toBe('waiting');
    }
  });
});
