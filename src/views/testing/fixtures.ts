import type { GameMenus } from '../../api/schemas/games';
import type { HomeNotices } from '../../api/schemas/notice';
import type { HelpCenter, ModuleNode, Resource, Whitelabel } from '../../api/schemas/system';
import { whitelabelFixture } from '../../machines/system-status/system-status.fixtures';

const vendor = (vassalage: string, displayName: string, isHot = 0) => ({
  vassalage,
  displayName,
  isHot,
  accountTypeId: 1,
  gameType: 'GAME',
});

/** Menus shaped like the server's catalogue: LIVE has 7 vendors, ELOTT 3, ESPORTS none. */
export const gameMenusFixture: GameMenus = [
  {
    gameCategory: 'ELOTT',
    title: 'E-Lottery',
    vendors: [vendor('TCG_SEA', 'TCG SEA Lottery', 1), vendor('TCG_ELOTT', 'TCG E-Lottery'), vendor('GW_ELOTT', 'GW Lotto')],
  },
  {
    gameCategory: 'LIVE',
    title: 'Live Casino',
    vendors: [
      vendor('EVO', 'Evolution', 1),
      vendor('GPI', 'GPI Live'),
      vendor('SEXY', 'AE Sexy', 1),
      vendor('PP_LIVE', 'Pragmatic Live'),
      vendor('DG', 'Dream Gaming'),
      vendor('SA', 'SA Gaming'),
      vendor('WM', 'WM Casino'),
    ],
  },
  {
    gameCategory: 'RNG',
    title: 'Slots',
    vendors: [
      vendor('PG', 'PG Soft', 1),
      vendor('JILI', 'JILI Slots'),
      vendor('PP', 'Pragmatic Play'),
      vendor('JDB', 'JDB Slots'),
      vendor('CQ9', 'CQ9'),
      vendor('FC', 'Fa Chai'),
    ],
  },
  { gameCategory: 'ESPORTS', title: 'E-Sports', vendors: [] },
];

export const homeNoticesFixture: HomeNotices = {
  banners: [{ id: 1, title: 'Welcome bonus', imageUrl: '/img/banner-1.jpg', linkUrl: '/promotions' }],
  player: [
    { id: 11, title: 'Scheduled upgrade on Friday', content: '<p>Upgrade</p>', date: '2025-05-01T02:00:00.000Z' },
    { id: 12, title: 'New slots every week', content: '<p>Slots</p>', date: '2025-05-02T02:00:00.000Z' },
  ],
  popup: [],
  promotion: [],
};

export const helpCenterFixture: HelpCenter = {
  categories: [
    {
      id: 1,
      title: 'Deposits',
      articles: [{ id: 10, title: 'How to deposit', content: '<p>Open the wallet.</p>' }],
    },
  ],
};

export const resourcesFixture: Resource[] = [
  { resourceType: 'TELEGRAM', url: 'https://t.me/support', qrCodeUrl: null, labelNameEn: 'Telegram support', label: null },
  { resourceType: 'LINE', url: 'https://line.me/R/ti/p/@demo', qrCodeUrl: null, labelNameEn: 'LINE', label: null },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/demo', qrCodeUrl: null, labelNameEn: 'Facebook', label: null },
  { resourceType: 'IOS_APP', url: '/down?os=ios', qrCodeUrl: '/qr/ios.png', labelNameEn: 'iOS app', label: null },
  { resourceType: 'ANDROID_APP', url: '/down?os=android', qrCodeUrl: '/qr/android.png', labelNameEn: 'Android app', label: null },
  { resourceType: 'PARTNER_LOGO', url: 'EVO', qrCodeUrl: null, labelNameEn: 'Evolution', label: null },
];

function setModules(nodes: ModuleNode[], flags: Record<string, boolean>): ModuleNode[] {
  return nodes.map((n) => ({
    ...n,
    enabled: n.modId in flags ? (flags[n.modId] ? '1' : '0') : n.enabled,
    childrenNodes: setModules(n.childrenNodes, flags),
  }));
}

/** The shared white-label fixture with module flags, resources or settings changed. */
export function whitelabelWith(
  opts: { modules?: Record<string, boolean>; resources?: Resource[]; settings?: Partial<Whitelabel['info']['settings']> } = {},
): Whitelabel {
  const base = whitelabelFixture;
  return {
    ...base,
    info: {
      ...base.info,
      whitelabel: setModules(base.info.whitelabel, opts.modules ?? {}),
      resources: opts.resources ?? resourcesFixture,
      settings: { ...base.info.settings, ...opts.settings },
    },
  };
}
