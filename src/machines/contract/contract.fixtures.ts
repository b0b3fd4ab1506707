import type { Bill, BillPage, TeamMember } from '../../api/schemas/agent';
import { THRESHOLD_FIELDS } from './contract.rules';
import type { Consolidated, Contract, ContractOverview, ContractRequest, ContractTier, TeamMemberPage } from './contract.types';

const NONE = Object.fromEntries(THRESHOLD_FIELDS.map((f) => [f, null])) as Omit<ContractTier, 'rate'>;

/** A daily-salary tier: `rate` bps of the team's valid bet, when the day's bets reach `betDaily` (minor units). */
export const dailyTier = (rate: number, thresholds: Partial<ContractTier> = {}): ContractTier => ({ ...NONE, ...thresholds, rate });

/** What agent01's own daily salary pays (from the platform): 1.00% from the first bet, 1.50% from P 50,000 a day and 5 active members. */
export const uplineTiersFixture: ContractTier[] = [dailyTier(100), dailyTier(150, { betDaily: 5_000_000, activeMembers: 5 })];

const contract = (over: Partial<Contract> & Pick<Contract, 'id' | 'status' | 'downline'>): Contract => ({
  kind: 'daily',
  upline: 'agent01',
  tiers: [dailyTier(80)],
  period: null,
  offeredAt: '2026-03-10T02:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  endedBy: null,
  ...over,
});

/** agent01's own contract: from the platform, valid since 1 March. */
export const myValidContract = contract({
  id: 'ct_mine',
  upline: null,
  downline: 'agent01',
  status: 'valid',
  tiers: uplineTiersFixture,
  offeredAt: '2026-03-01T00:00:00.000Z',
  answeredAt: '2026-03-01T00:00:00.000Z',
});

/** An offer agent01 made to agent07 (me, in the downline's screens): 0.80% from the first bet. */
export const offerToMeFixture = contract({ id: 'ct_offer', downline: 'agent07', status: 'offered' });

/** Contracts agent01 gave: an open offer to agent02, a valid one with agent03. */
export const givenOffered = contract({ id: 'ct_g1', downline: 'agent02', status: 'offered', offeredAt: '2026-03-12T04:00:00.000Z' });
export const givenValid = contract({
  id: 'ct_g2',
  downline: 'agent03',
  status: 'valid',
  tiers: [dailyTier(50), dailyTier(120, { betDaily: 5_000_000, activeMembers: 5 })],
  answeredAt: '2026-03-11T05:00:00.000Z',
});

const given = (list: Contract[], page = 1, total = list.length) => ({ list, page, size: 10, total });

export const contractFixtures = {
  /** agent01: a valid contract and two pages of contracts given. */
  valid: { kind: 'daily', enabled: true, mine: [myValidContract], given: given([givenOffered, givenValid], 1, 12) } satisfies ContractOverview,
  validPage2: { kind: 'daily', enabled: true, mine: [myValidContract], given: given([contract({ id: 'ct_g11', downline: 'agent11', status: 'rejected', answeredAt: '2026-03-02T00:00:00.000Z' })], 2, 12) } satisfies ContractOverview,
  /** agent07: an open offer from agent01, nothing given. */
  offer: { kind: 'daily', enabled: true, mine: [offerToMeFixture], given: given([]) } satisfies ContractOverview,
  /** An agent without a contract of the kind: nothing to offer from. */
  none: { kind: 'daily', enabled: true, mine: [], given: given([]) } satisfies ContractOverview,
} as const;

export const consolidatedFixtures = {
  none: { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 } satisfies Consolidated,
  daily: { dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 } satisfies Consolidated,
  dailyAndHourly: { dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 1, realtimesalreqtype: 0 } satisfies Consolidated,
};

export const requestFixtures = {
  daily: { offer: offerToMeFixture, uplineTiers: uplineTiersFixture } satisfies ContractRequest,
  hourly: {
    offer: contract({ id: 'ct_offer_h', kind: 'hourly', downline: 'agent07', status: 'offered', tiers: [dailyTier(30, { betHourly: 100_000 })] }),
    uplineTiers: [dailyTier(40, { betHourly: 100_000 })],
  } satisfies ContractRequest,
  gone: { offer: null, uplineTiers: [] } satisfies ContractRequest,
};

const member = (account: string, nickname: string): TeamMember => ({
  account,
  nickname,
  type: 1,
  level: 1,
  upline: 'agent01',
  rebateBps: 0,
  teamSize: 0,
  registeredAt: '2026-03-01T00:00:00.000Z',
  lastLoginAt: null,
});

/** agent01's direct downline agents. */
export const teamFixture: TeamMemberPage = { list: [member('agent02', 'Second'), member('agent03', 'Third')], page: 1, size: 10, total: 2 };

/** The answers of the chart's calls once the downline answered. */
export const answeredFixtures = {
  accepted: { ...offerToMeFixture, status: 'valid', answeredAt: '2026-03-15T04:00:00.000Z' } satisfies Contract,
  rejected: { ...offerToMeFixture, status: 'rejected', answeredAt: '2026-03-15T04:00:00.000Z' } satisfies Contract,
  /** The offer just made to agent02. */
  sent: { ...givenOffered, id: 'ct_new', tiers: [dailyTier(80)], offeredAt: '2026-03-15T04:00:00.000Z' } satisfies Contract,
};

/** GET contracts after the new offer was answered (or not yet). */
export function overviewWithSent(status: Contract['status']): ContractOverview {
  return { ...contractFixtures.valid, given: given([{ ...answeredFixtures.sent, status }, givenValid], 1, 13) };
}

const bill = (over: Partial<Bill> & Pick<Bill, 'id' | 'status' | 'amount' | 'paid'>): Bill => ({
  kind: 'daily',
  contractId: 'ct_mine',
  payer: 'platform',
  payee: 'agent01',
  periodKey: 'daily:2026-03-14',
  periodStart: '2026-03-13T16:00:00.000Z',
  periodEnd: '2026-03-14T16:00:00.000Z',
  validBet: 1_000_000,
  profitLoss: -200_000,
  activeMembers: 3,
  base: 1_000_000,
  rateBps: 100,
  createdAt: '2026-03-14T16:01:00.000Z',
  ...over,
});

/** GET /wps/agent/bills: what agent01 received (two pages), what it paid agent03, and an empty period. */
export const billFixtures = {
  received: {
    list: [
      bill({ id: 'bl_1', status: 'issued', amount: 10_000, paid: 10_000 }),
      bill({ id: 'bl_2', status: 'notReached', amount: 0, paid: 0, periodKey: 'daily:2026-03-13', periodStart: '2026-03-12T16:00:00.000Z', periodEnd: '2026-03-13T16:00:00.000Z', validBet: 0, base: 0, rateBps: 0 }),
    ],
    page: 1,
    size: 10,
    total: 12,
    summary: { amount: 10_000, paid: 10_000 },
  } satisfies BillPage,
  paid: {
    list: [
      bill({ id: 'bl_3', status: 'partlyIssued', payer: 'agent01', payee: 'agent03', contractId: 'ct_g2', amount: 5_000, paid: 2_000, rateBps: 50 }),
      bill({ id: 'bl_4', status: 'insufficientBalance', payer: 'agent01', payee: 'agent03', contractId: 'ct_g2', amount: 3_000, paid: 0, rateBps: 50 }),
      bill({ id: 'bl_5', status: 'rejected', payer: 'agent01', payee: 'agent02', contractId: 'ct_g1', amount: 0, paid: 0, rateBps: 0 }),
    ],
    page: 1,
    size: 10,
    total: 3,
    summary: { amount: 8_000, paid: 2_000 },
  } satisfies BillPage,
  empty: { list: [], page: 1, size: 10, total: 0, summary: { amount: 0, paid: 0 } } satisfies BillPage,
};
