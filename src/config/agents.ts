/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** The agent area, contracts and their settlement (issue #6; docs/agents.md). */
export const AGENTS = {
  /** Account types that run a team (SPEC §4 isAgent 1, 2, 41, 42). */
  types: [1, 2, 41, 42] as readonly number[],
  /** Rows per page of every agent table. Not in the spec. */
  pageSize: 10,
  /**
   * Report days, weeks and months start at midnight of this fixed offset: GMT+8, the zone of the
   * header clock (SPEC §2). Minutes east of UTC. Weeks start on Monday; half months on the 1st and 16th.
   */
  reportOffsetMinutes: 480,
  /** Longest date range of a report, in days (the date picker's shortcuts go to 30, SPEC §9). Not in the spec. */
  maxRangeDays: 92,
  /** Real-time salary window (SPEC §1, §9 "Real-time salary every 5 minutes"). */
  realtimeSalaryMinutes: 5,
  /** Dividend settlement periods a merchant may configure (SPEC §9). */
  dividendPeriods: ['daily', 'weekly', 'semimonthly', 'monthly'] as const,
  /** Which tier thresholds each contract kind accepts (SPEC §3 contract fields). */
  contractThresholds: {
    dividend: ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'lossRate'],
    daily: ['betDaily', 'activeMembers', 'winRate', 'lossRate'],
    hourly: ['betHourly', 'activeMembers'],
    realtime: ['periodValidBet', 'singleBet'],
  } as const,
  /** Tiers in one contract at most, and the highest rate (basis points). Not in the spec. */
  maxTiers: 10,
  maxRateBps: 10_000,
  /** Highest rebate group (basis points of valid bet). Not in the spec. */
  maxRebateBps: 300,
  /** The statistics fold job: outbox rows per transaction and how often it runs (ms). Not in the spec. */
  foldBatchSize: 5000,
  foldEveryMs: 2000,
  /** Settlement jobs look for closed periods this often (ms) and wait this long after a period ends. Not in the spec. */
  settleEveryMs: 15_000,
  settleGraceMs: 30_000,
  /** Fine-grained statistics kept this many days (5-minute and hourly buckets). Not in the spec. */
  fineStatsRetentionDays: 14,
  /** How often older fine buckets are dropped (ms). Not in the spec. */
  purgeEveryMs: 3_600_000,
  /**
   * Agent center menu (SPEC §2, §3 "Agent menu entry"), in order. `flag`: shown only when that
   * merchant flag (profile.agents) is on; such entries have type 1, the others type 0.
   */
  menu: [
    { name: 'announcement', page: 'agentAnnouncement' },
    { name: 'overview', page: 'agentTeamOverview' },
    { name: 'accountRegistration', page: 'registerCenter' },
    { name: 'teamManagement', page: 'downlineManagmentView' },
    { name: 'teamBetting', page: 'personalHistoryCopy' },
    { name: 'userProfitLoss', page: 'palStatementsAgentCopy' },
    { name: 'myIncome', page: 'agentRevenueReport' },
    { name: 'transactionDetails', page: 'agentDownlineTransactionDetailsCopy' },
    { name: 'dividend', page: 'agentDividend', flag: 'enableCt' },
    { name: 'dailySalary', page: 'agentDailySalary', flag: 'salary' },
    { name: 'hourlySalary', page: 'agentHourlySalary', flag: 'hourSalary' },
  ] as readonly { name: string; page: string; flag?: 'enableCt' | 'salary' | 'hourSalary' }[],
  /** Days of the member detail's own figures (GET /wps/agent/member last30Days). */
  memberDetailDays: 30,
  /** Longest team search keyword. Not in the spec. */
  maxKeywordLength: 32,
  /** The home page asks for contract offers (consolidated) on login and this often after (ms). Not in the spec. */
  offerPollMs: 60_000,
  /** The caller's own contracts of one kind the contracts answer lists at most ("mine"). Not in the spec. */
  mineContracts: 5,
  /** Bills written per database transaction, each with its ledger posting (settlement). Not in the spec. */
  settleBatchSize: 500,
  /** How long an instance holds a settlement run; a crashed run resumes after it (ms). Not in the spec. */
  settleLeaseMs: 120_000,
  /** How many closed periods back the settlement jobs look for unsettled ones, per kind. Not in the spec. */
  settleLookback: { realtime: 12, hourly: 24, daily: 7, dividend: 2 },
  /** Bills and income without a date range: the last this many report days, today included. Not in the spec. */
  billsDefaultDays: 7,
} as const;
