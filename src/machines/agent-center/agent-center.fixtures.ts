import type {
  AgentAnnouncementPage,
  AgentMenu,
  IncomeReport,
  ProfitLossReport,
  TeamBetPage,
  TeamFigures,
  TeamMember,
  TeamMemberDetail,
  TeamMemberPage,
  TeamOverview,
  TeamTransactionPage,
} from '../../api/schemas/agent';
import { RECORDS_TODAY } from '../records/records.fixtures';
import { BASE_PAGES } from './agent-center.pages';

/** The day the agent models (and their suites, with a fixed clock) run on: the record screens' day. */
export const AGENTS_TODAY = RECORDS_TODAY;

const at = (day: string, time: string) => `${day}T${time}.000Z`;

/** agent01 (type 41, rebate 2.00%): every SPEC §2 entry; dividend and daily salary on, hourly salary off. */
export const agentMenuFixture: AgentMenu = {
  entries: BASE_PAGES.map((page) => ({ name: page, page, data: null, type: 0 })),
  flags: { enableCt: true, salary: true, hourSalary: false, realtimeSalary: true },
  agent: { account: 'agent01', type: 41, rebateBps: 200 },
};

/** The same agent at a merchant with every contract kind switched on. */
export const agentMenuAllContracts: AgentMenu = { ...agentMenuFixture, flags: { enableCt: true, salary: true, hourSalary: true, realtimeSalary: true } };

export const zeroFigures: TeamFigures = {
  betCount: 0,
  stake: 0,
  validBet: 0,
  payout: 0,
  profitLoss: 0,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  newMembers: 0,
  activeMembers: 0,
};

export const teamFigures: TeamFigures = {
  betCount: 1_234,
  stake: 9_876_500,
  validBet: 9_500_000,
  payout: 9_000_000,
  profitLoss: -876_500,
  deposits: 2_500_000,
  depositCount: 31,
  withdrawals: 1_200_000,
  withdrawalCount: 9,
  newMembers: 4,
  activeMembers: 17,
};

const agent02: TeamMember = {
  account: 'agent02',
  nickname: 'Second Agent',
  type: 1,
  level: 1,
  upline: 'agent01',
  rebateBps: 150,
  teamSize: 6,
  registeredAt: at('2026-01-10', '02:00:00'),
  lastLoginAt: at('2026-03-14', '12:30:00'),
};
const player01: TeamMember = {
  account: 'player01',
  nickname: 'Lucky Player',
  type: 0,
  level: 1,
  upline: 'agent01',
  rebateBps: 0,
  teamSize: 0,
  registeredAt: at('2026-02-01', '08:00:00'),
  lastLoginAt: null,
};
const player05: TeamMember = { ...player01, account: 'player05', nickname: 'Deep Player', level: 2, upline: 'agent02' };

/** Answers of the agent report endpoints: a first page of a 2-page answer, an empty one, and drilled views. */
export const agentFixtures = {
  announcements: {
    loaded: {
      list: [
        {
          id: 'a-1',
          title: 'New daily salary tiers',
          content: '<p>Daily salary now pays <strong>up to 1.2%</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          date: at('2026-03-14', '01:00:00'),
          pinned: true,
        },
        { id: 'a-2', title: 'Maintenance on Friday', content: '<p>Reports pause from 02:00 to 03:00.</p>', date: at('2026-03-10', '06:00:00'), pinned: false },
      ],
      page: 1,
      size: 10,
      total: 12,
    } satisfies AgentAnnouncementPage,
    empty: { list: [], page: 1, size: 10, total: 0 } satisfies AgentAnnouncementPage,
  },
  overview: {
    loaded: {
      period: 'today',
      start: at('2026-03-14', '16:00:00'),
      end: at('2026-03-15', '16:00:00'),
      teamSize: 25,
      directMembers: 8,
      directAgents: 3,
      figures: teamFigures,
      asOf: at('2026-03-15', '03:59:58'),
    } satisfies TeamOverview,
    empty: {
      period: 'today',
      start: at('2026-03-14', '16:00:00'),
      end: at('2026-03-15', '16:00:00'),
      teamSize: 0,
      directMembers: 0,
      directAgents: 0,
      figures: zeroFigures,
      asOf: at('2026-03-15', '03:59:58'),
    } satisfies TeamOverview,
  },
  team: {
    loaded: { list: [agent02, player01], page: 1, size: 10, total: 12 } satisfies TeamMemberPage,
    /** Below agent02. */
    drilled: { list: [player05], page: 1, size: 10, total: 1 } satisfies TeamMemberPage,
    empty: { list: [], page: 1, size: 10, total: 0 } satisfies TeamMemberPage,
  },
  bets: {
    loaded: {
      list: [
        { account: 'player01', reference: 'B-1001', category: 'LIVE', vendor: 'EVO', vendorName: 'Evolution', gameName: 'Baccarat A', stake: 10_000, validBet: 10_000, payout: 19_500, profit: 9_500, status: 'won', placedAt: at('2026-03-14', '04:00:00'), settledAt: at('2026-03-14', '04:01:00') },
        { account: 'player05', reference: 'B-1002', category: 'RNG', vendor: 'PG', gameName: 'Mahjong Ways', stake: 2_000, validBet: 2_000, payout: null, profit: null, status: 'open', placedAt: at('2026-03-14', '15:59:59'), settledAt: null },
      ],
      page: 1,
      size: 10,
      total: 12,
      summary: { stake: 1_234_500, validBet: 1_200_000, payout: 1_100_000, profit: -134_500 },
    } satisfies TeamBetPage,
    empty: { list: [], page: 1, size: 10, total: 0, summary: { stake: 0, validBet: 0, payout: 0, profit: 0 } } satisfies TeamBetPage,
  },
  profit: {
    loaded: {
      parent: 'agent01',
      path: ['agent01'],
      start: '2026-03-09',
      end: '2026-03-15',
      levels: [
        { level: 1, members: 11, figures: { ...teamFigures, betCount: 800, validBet: 6_000_000, profitLoss: -500_000 } },
        { level: 2, members: 14, figures: { ...teamFigures, betCount: 434, validBet: 3_500_000, profitLoss: -376_500 } },
      ],
      total: teamFigures,
      rows: {
        list: [
          { account: 'agent02', type: 1, own: { ...zeroFigures, betCount: 10, validBet: 100_000, profitLoss: 20_000 }, team: { ...zeroFigures, betCount: 434, validBet: 3_500_000, profitLoss: -376_500 } },
          { account: 'player01', type: 0, own: { ...zeroFigures, betCount: 40, validBet: 300_000, profitLoss: -45_000 }, team: zeroFigures },
        ],
        page: 1,
        size: 10,
        total: 11,
      },
      asOf: at('2026-03-15', '03:59:58'),
    } satisfies ProfitLossReport,
    /** Below agent02. */
    drilled: {
      parent: 'agent02',
      path: ['agent01', 'agent02'],
      start: '2026-03-09',
      end: '2026-03-15',
      levels: [{ level: 1, members: 6, figures: { ...zeroFigures, betCount: 434, validBet: 3_500_000, profitLoss: -376_500 } }],
      total: { ...zeroFigures, betCount: 434, validBet: 3_500_000, profitLoss: -376_500 },
      rows: {
        list: [{ account: 'player05', type: 0, own: { ...zeroFigures, betCount: 434, validBet: 3_500_000, profitLoss: -376_500 }, team: zeroFigures }],
        page: 1,
        size: 10,
        total: 1,
      },
      asOf: at('2026-03-15', '03:59:58'),
    } satisfies ProfitLossReport,
    empty: {
      parent: 'agent01',
      path: ['agent01'],
      start: '2026-03-09',
      end: '2026-03-15',
      levels: [],
      total: zeroFigures,
      rows: { list: [], page: 1, size: 10, total: 0 },
      asOf: at('2026-03-15', '03:59:58'),
    } satisfies ProfitLossReport,
  },
  income: {
    loaded: {
      start: '2026-03-09',
      end: '2026-03-15',
      byKind: [
        { kind: 'daily', paid: 36_000, bills: 3 },
        { kind: 'dividend', paid: 150_000, bills: 1 },
        { kind: 'realtime', paid: 0, bills: 0 },
      ],
      byDay: [
        { day: '2026-03-13', paid: 12_000 },
        { day: '2026-03-14', paid: 174_000 },
      ],
      total: 186_000,
    } satisfies IncomeReport,
    empty: { start: '2026-03-09', end: '2026-03-15', byKind: [], byDay: [], total: 0 } satisfies IncomeReport,
  },
  transactions: {
    loaded: {
      list: [
        { id: 't-1', account: 'player01', type: 'deposit', wallet: 'MAIN', amount: 50_000, balanceAfter: 50_000, reference: 'D-2001', createdAt: at('2026-03-13', '02:00:00') },
        { id: 't-2', account: 'agent02', type: 'downlineTransfer', wallet: 'MAIN', amount: -20_000, balanceAfter: 30_000, reference: 'T-2002', createdAt: at('2026-03-13', '03:00:00') },
      ],
      page: 1,
      size: 10,
      total: 12,
    } satisfies TeamTransactionPage,
    empty: { list: [], page: 1, size: 10, total: 0 } satisfies TeamTransactionPage,
  },
};

/** GET /wps/agent/member?account=agent02: a direct downline agent. */
export const memberDetailFixture: TeamMemberDetail = {
  member: agent02,
  balance: 123_456,
  last30Days: { ...zeroFigures, betCount: 52, stake: 410_000, validBet: 400_000, payout: 380_000, profitLoss: -30_000, deposits: 200_000, depositCount: 2 },
  path: ['agent01'],
};

/** GET /wps/agent/member?account=player01: a direct downline member without a team. */
export const playerDetailFixture: TeamMemberDetail = { member: player01, balance: 5_000, last30Days: zeroFigures, path: ['agent01'] };

/** GET /wps/agent/member?account=player05: two levels down (no type or rebate change, no transfer). */
export const deepMemberDetailFixture: TeamMemberDetail = { member: player05, balance: 0, last30Days: zeroFigures, path: ['agent01', 'agent02'] };
