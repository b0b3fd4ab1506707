/**
 * Business constants and limits of SPEC §9, in one place: src/config. Every number the product
 * behaves by lives here, named; code and tests import it from here. What the home page does not use
 * is in modules beside this one (accounts.ts, agents.ts, care.ts, content.ts, limits.ts, lottery.ts,
 * points.ts, promotions.ts, referral.ts): this module rides in the chunk every page loads (vite.config.ts),
 * so a page's scripts carry only the constants it uses (the home page's JavaScript budget, issue #21).
 */
export const PAGINATION = {
  /** Notice screen: items per page. */
  noticePageSize: 9,
  /** Pagination widget: pages shown around the current one. */
  pageRange: 3,
  /** Pagination widget: pages always shown at each end. */
  marginPages: 1,
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

