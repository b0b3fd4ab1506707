/**
 * Business constants and limits of SPEC §9, in one place: src/config. Every number the product
 * behaves by lives here, named; code and tests import it from here. The areas' own (agents.ts,
 * care.ts, content.ts, points.ts, promotions.ts, referral.ts) are modules beside this one, so that
 * a page's scripts carry only those it uses (the home page's JavaScript budget, issue #21).
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

