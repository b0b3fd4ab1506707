/**
 * Business constants and limits of SPEC §9, in one place. Every number the product
 * behaves by lives here, named; code and tests import it from here.
 */
export const PAGINATION = {
  /** Notice screen: items per page. */
  noticePageSize: 9,
  /** Pagination widget: pages shown around the current one. */
  pageRange: 3,
  /** Pagination widget: pages always shown at each end. */
  marginPages: 1,
} as const;

export const SMS = {
  /** The get-code button stays disabled for this many seconds per expiry minute. */
  countdownSecondsPerExpiryMinute: 60,
  /** Countdown when the code goes through the alternative (Firebase) channel. */
  alternativeChannelCountdownSeconds: 60,
  /** Minimum gap between two send requests. */
  resendThrottleMs: 1000,
  /** Maximum length of a verification code input. */
  verificationCodeMaxLength: 255,
} as const;

export const CAPTCHA = {
  /** A captcha image may be refreshed at most once per this many ms (per browser). */
  refreshThrottleMs: 1000,
  /** Server limit per client address (not in the spec): generous for shared NATs, bounded for bots. */
  addressPerMinute: 30,
  /** A load refused as too soon (429) is retried after the throttle this many times, then shown as failed. */
  throttledRetries: 3,
} as const;

export const UI = {
  /** Country-code dropdown closes this long after it loses focus. */
  countryDropdownCloseDelayMs: 200,
  /** Remember-me cookie lifetime. */
  rememberMeDays: 1,
  /** Lazy-loaded route chunks give up after this long. */
  chunkLoadTimeoutMs: 120_000,
  modal: { width: 600, height: 300, openDelayMs: 0, closeDelayMs: 0 },
  dialogWidth: 400,
  infiniteScrollThrottleMs: 200,
  /** Header clock: time zone offset (GMT+8) and tick. */
  clockUtcOffsetHours: 8,
  clockTickMs: 1000,
  /** Bottom-nav dropdown is centered only with up to this many vendors. */
  navDropdownCenterMaxVendors: 6,
  /** A read started at boot for the page being opened is used by that page within this long (ms). Not in the spec. */
  prefetchTtlMs: 10_000,
  /** The home page's game sections load once the browser is idle after load, or this long after load at the latest (ms). Not in the spec. */
  homeSectionsIdleTimeoutMs: 2_000,
} as const;

export const IMAGES = {
  /** Lazy images: retries after a failed load (reading 1: 3 retries, cache 200). */
  lazyRetries: 3,
  lazyCacheSize: 200,
  /** IntersectionObserver threshold. */
  lazyThreshold: 0.1,
} as const;

export const QR = {
  defaultSize: 200,
  sideBarSize: 80,
} as const;

export const LIMITS = {
  winnerBoard: 20,
  popularNumbers: 20,
  vnNumbers: 100,
  /** Too-many-requests wait. */
  tooManyRequestsWaitMs: 5 * 60_000,
  /** Real-time salary settlement period. */
  realtimeSalaryPeriodMs: 5 * 60_000,
  activityComment: 140,
  activityImages: 3,
  activityImageBytes: 5 * 1024 * 1024,
  consentAge: 18,
  birthdayCheckAge: 21,
  datePickerShortcutDays: [7, 30],
  zaloRewardHint: 131_000,
} as const;

export const AUTH = {
  /** Seeded accounts flagged with this password must change it at first login. */
  flaggedPassword: '{secret}',
} as const;

export const SYSTEM = {
  /** System status: delay before retrying after a network failure (doubles, capped). */
  statusRetryBaseMs: 2000,
  statusRetryMaxMs: 30_000,
  /** Request time-out of the API client before "the page took longer to load". */
  requestTimeoutMs: 30_000,
} as const;

export const CURRENCY = {
  defaultSymbol: 'P',
} as const;

export const MONEY = {
  /** Amounts are integer minor units; this many decimals are shown (1 P = 100). */
  scale: 2,
  // While the balance is being read, SPEC §9's site shows a Chinese 'updating' whatever the
  // language; here it is an ellipsis, read out as the translated "Loading" (views/layout/header-balance.tsx):
  // players read bn or en.
  /** Shown instead of the balance when the member hides it. */
  hiddenPlaceholder: '***',
  /** Records (betting, account, bonus, deposits, withdrawals): rows per page. Not in the spec. */
  recordsPageSize: 10,
  /** Longest record query range in days (the date picker shortcuts are ±7 and ±30). Not in the spec. */
  recordsMaxRangeDays: 92,
  /** Withdrawal proof upload (SPEC §5 image rules): png or jpg, at most 5 MB. */
  proofMaxBytes: 5 * 1024 * 1024,
  proofTypes: ['image/png', 'image/jpeg'],
  /** A pending deposit is polled this often by the deposit chart. */
  depositPollMs: 2000,
  /** Idempotency keys (`requestId`): length bounds and characters. */
  requestIdPattern: /^[A-Za-z0-9_-]{8,64}$/,
} as const;

/** Games: catalogue, lobby, launch and the built-in demo vendor (issue #5; docs/games.md). */
export const GAMES = {
  /** Home winner board / rank list: rows (SPEC §9 "Winner board limit 20"). */
  winnerBoardLimit: 20,
  /** Home popular lottery games: how many (SPEC §9 "popular numbers 20"). */
  popularCount: 20,
  /** `GCSGAME_hotGamesV2` platform parameter (SPEC §7). */
  hotGamesPlatform: 'flash,html5-desktop',
  /** `GCSGAME_hotGamesV2` isPlatform parameter (SPEC §7). */
  hotGamesIsPlatform: 2,
  /** Game list (category pages, vendor popups): games per page. Not in the spec. */
  gameListPageSize: 24,
  /** Largest `size` a game list request may ask for. Not in the spec. */
  gameListMaxSize: 60,
  /** Longest game search keyword, in characters. Not in the spec. */
  keywordMaxLength: 32,
  /** Hot games listed at most (GCSGAME_hotGamesV2). Not in the spec. */
  hotGamesLimit: 30,
  /** A PVP room counts a member as a player this many minutes after they launched into it. Not in the spec. */
  roomPlayersMinutes: 30,
  /** The winner board ranks wins settled in the last this many days. Not in the spec. */
  winnerBoardDays: 7,
  /** Vendor lanes on a category page: games shown per lane before "more". Not in the spec. */
  laneGames: 6,
  /** Recently played games kept and shown per member. Not in the spec. */
  recentLimit: 12,
  /** Favourites a member may keep. Not in the spec. */
  favoritesMax: 100,
  /** Launch payload constants (SPEC §3 "Game launch payload"). */
  launch: {
    accountType: 1,
    confirmTrans: 0,
    launchMode: 'GLS',
    lotteryLaunchMode: 'LOTT',
    lottoArea: 'VN',
    platform: 'html5-desktop',
    clientType: 3,
  },
  /** A launch ticket (the one-use key in the game URL) lives this long. Not in the spec. */
  launchTicketSeconds: 120,
  /** A demo-vendor game session (after the ticket is redeemed) lives this long without play. Not in the spec. */
  gameSessionIdleMinutes: 30,
  /** The demo vendor (docs/demo-vendor.md). Not in the spec. */
  demoVendor: {
    /** Stake bounds (minor units) of a game whose engine config and room name none. */
    defaultMinBet: 100,
    defaultMaxBet: 1_000_000,
    /** Rounds and fixture bets per page. */
    pageSize: 10,
    /** Client seeds a member may choose: 1–64 of these characters. */
    clientSeedPattern: /^[A-Za-z0-9_-]{1,64}$/,
    /** One sports and one e-sports fixture kicks off every this many minutes… */
    fixtureEveryMinutes: 10,
    /** …lasting this long (betting closes at kickoff; settled once it ends)… */
    fixtureMinutes: 4,
    /** …scheduled (result committed) this far ahead. */
    fixtureAheadMinutes: 60,
    /** Bookmaker margin of the fixture odds (1 / (1 + margin) ≈ 95% RTP). */
    fixtureMargin: 0.0526,
    /** The fixture job (schedule and settle) runs this often (ms). */
    jobTickMs: 15_000,
  },
  /** Vendors that open in a separate window instead of the /game iframe (SPEC §2). */
  windowVendors: ['TCG_SEA'],
  /** Vendors whose launch goes to the Vietnamese lottery page (SPEC §2). */
  vnLotteryVendors: ['TCG_LOTTO_VN'],
  /**
   * Categories whose single vendor is not launched directly from the nav (SPEC §2: ESPORTS;
   * issue #16: COCKFIGHT gets its dropdown and lobby like the others, a visitor may look first).
   */
  noDirectLaunchCategories: ['ESPORTS', 'COCKFIGHT'],
  /** isGame value of a game item that opens a popup list of a vendor's games (SPEC §2). */
  vassalageItem: 'VASSALAGE',
  /** Session-storage key of the chosen slot vendor (SPEC §2 "Choosing a slot vendor stores the vendor"). */
  slotVendorKey: 'gameVendor',
  /** Vendor a lottery game launches under, by the game's category (VN area: vnLotteryVendors). Not in the spec. */
  lotteryVendors: { LOTT: 'TCG_LOTTO', ELOTT: 'TCG_ELOTT' },
} as const;

/** The built-in lottery engine and lottery pages (issue #5; docs/lottery.md). */
export const LOTTERY = {
  /** `/lgw/vn/numeros/opened/game` count (SPEC §9 "vn numbers 100"). */
  vnOpenedCount: 100,
  /** Sales close this many seconds before a draw unless a game says otherwise. Not in the spec. */
  defaultCloseSeconds: 30,
  /** Draw history and the member's bets: rows per page. Not in the spec. */
  pageSize: 10,
  /** Bets in one slip at most. Not in the spec. */
  slipMaxBets: 50,
  /** The lottery page reads the game again this often while no draw takes bets or a result is due (ms). Not in the spec. */
  drawPollMs: 5000,
  /** After a draw's drawAt, the lottery page waits this long for its result before calling it late (ms). Not in the spec. */
  resultWaitMs: 120_000,
  /** Draws are scheduled (numbers committed) this far ahead. Not in the spec. */
  scheduleAheadMinutes: 60,
  /** …and at least this many future draws per game, whatever the window (daily games). Not in the spec. */
  minDrawsAhead: 2,
  /** The server's lottery jobs (schedule, close and draw; settle) run this often (ms). Not in the spec. */
  jobTickMs: 2000,
  /** Bets settled per ledger transaction. Not in the spec. */
  settleBatchSize: 2000,
  /** Popular lottery games: bets of this many last days count. Not in the spec. */
  popularDays: 7,
} as const;

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

/** Promotions, activities, apply form, raffle and bonuses (issue #7; docs/engagement.md "Promotions"). */
export const PROMOTIONS = {
  /** The six categories of SPEC §2, in the order of the page's tabs. */
  categories: ['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip'],
  /** A newbie promotion is for members registered at most this many days ago. Not in the spec. */
  newbieDays: 30,
  /** Apply forms a member may send per hour (throttled before the images are read). Not in the spec. */
  appliesPerHour: 10,
  /** Claims, joins and draws a member may make per minute. Not in the spec. */
  actionsPerMinute: 20,
  /** Applications the reward center lists (newest first). Not in the spec. */
  rewardCenterApplications: 20,
  /** Rewards the reward center lists (newest first). Not in the spec. */
  rewardCenterBonuses: 50,
  /** Allowed image types of the apply form (judged by the bytes on the server; SPEC §5). */
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Points mall and point records (issue #7; docs/engagement.md "Points"). Points never expire (SPEC §9). */
export const POINTS = {
  /** Used by a merchant without a point_settings row (the seed writes these). Not in the spec. */
  defaults: {
    /** Valid bet (minor units) that earns one point at the 1× rate: P 1.00 per point. */
    earnValidBet: 100,
    /** Conversion: this many points buy `convertAmount` minor units (10 points → P 1.00), in whole steps. */
    convertPoints: 10,
    convertAmount: 100,
    /** Fewest points converted at once. */
    convertMinPoints: 100,
  },
  /** Units of one reward redeemed at once at most. Not in the spec. */
  maxRedeemQuantity: 10,
  /** Largest point amount a request may name (keeps every product of points × price a safe integer). */
  maxPoints: 1_000_000_000,
  /** Redemptions and point records: rows per page. Not in the spec. */
  pageSize: 10,
  /** The accrual job (outbox → totals, VIP level, points) runs this often (ms) and folds this many rows per transaction. */
  accrueEveryMs: 2000,
  accrueBatchSize: 2000,
  /** Longest operator remark on a redemption. Not in the spec. */
  remarkMaxLength: 140,
} as const;

/** VIP levels (issue #7; docs/engagement.md "VIP"). */
export const VIP = {
  /** Earning rate of a level in basis points of the base rate (10000 = 1×). */
  baseRateBps: 10_000,
} as const;

/** Responsible gambling (issue #7; docs/engagement.md "Responsible gambling"). */
export const CARE = {
  /** Deposit-limit windows, rolling (UKGC RTS 12): the lowest remaining amount of the three applies. */
  limitWindowsMs: { day: 24 * 3_600_000, week: 7 * 24 * 3_600_000, month: 30 * 24 * 3_600_000 },
  /** A raise or removal of a limit waits this long; a decrease applies at once. */
  coolingOffMs: 24 * 3_600_000,
  /** Time-out: 24 hours to 6 weeks, in whole days (the choices offered are timeoutDayChoices). */
  timeoutMinDays: 1,
  timeoutMaxDays: 42,
  timeoutDayChoices: [1, 3, 7, 14, 30, 42],
  /** Self-exclusion: at least 6 months, in whole months (up to 5 years). */
  selfExclusionMinMonths: 6,
  selfExclusionMaxMonths: 60,
  selfExclusionMonthChoices: [6, 12, 24, 60],
  /** Reality check interval bounds and the choices offered, in minutes. */
  realityCheckMinMinutes: 5,
  realityCheckMaxMinutes: 240,
  realityCheckChoices: [15, 30, 60, 90, 120],
  /** Care changes per member per hour (throttle before any work). */
  changesPerHour: 30,
} as const;

/** Platform messages, notices, feedback, customer service (issue #7; docs/engagement.md "Messages and content"). */
export const CONTENT = {
  /** Platform messages: rows per page, and the most a request may ask for. Not in the spec. */
  messagePageSize: 10,
  messageMaxPageSize: 50,
  /** The header and member-center badge re-read CSP_unreadCount this often while signed in (ms). Not in the spec. */
  unreadPollMs: 60_000,
  /** Operator-written message texts (ops content message send): longest title and body. Not in the spec. */
  messageTitleMax: 120,
  messageBodyMax: 4000,
  /** Feedback length in words (SPEC §5 "between {0} and {1} words"; the bounds are not shown there). */
  feedbackMinWords: 5,
  feedbackMaxWords: 300,
  /** Feedback in characters at most, checked before any word is counted. Not in the spec. */
  feedbackMaxChars: 3000,
  /** What a feedback is about. Not in the spec. */
  feedbackCategories: ['suggestion', 'complaint', 'payment', 'game', 'other'] as const,
  /** One feedback per member per this many ms, and at most this many a day. Not in the spec. */
  feedbackGapMs: 60_000,
  feedbackPerDay: 10,
  /** The member's own feedback listed (newest first). Not in the spec. */
  feedbackListLimit: 20,
  /** Customer service type-3 path (SPEC §3): the key is its last this many characters. */
  csKeyLength: 8,
} as const;

/** Invite friends and missions (issue #7; docs/engagement.md "Referral", "Missions"). None of these is in the spec. */
export const REFERRAL = {
  /** A member's personal code: this many characters of `codeAlphabet` (Crockford base32, no I, L, O, U). */
  codeLength: 8,
  codeAlphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  /** The personal link: `<origin>/register?<linkParam>=<code>`. */
  linkParam: 'ref',
  /** An invitee qualifies its referrer for a reward once its approved deposits reach this much (minor units: P 100.00). */
  qualifyingDeposit: 10_000,
  /** The referrer's reward per qualified invitee (minor units: P 50.00), paid when the referrer claims it. */
  rewardAmount: 5_000,
  /** At most this many rewarded invitees per referrer; later ones show as "limit reached". */
  maxRewardsPerReferrer: 50,
  /** Invited members list: rows per page. */
  pageSize: 10,
  /** Mission leaderboard: rows shown (like the winner board of SPEC §9). */
  leaderboardSize: 20,
  /** Mission claims and referral reward claims per member per minute (throttled before any work). */
  claimsPerMinute: 30,
} as const;
