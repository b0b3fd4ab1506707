import type { Localized } from '../database';

export interface CategorySeed {
  code: string;
  title: Localized;
  /** [vassalage, displayName, isHot, accountTypeId] */
  vendors: [string, string, boolean, number][];
}

/**
 * Vendor catalogue by category. E-sports vendors are stored under SPORTS and split out by
 * the merchant's esportsVassalages list, as SPEC §2 describes; ESPORTS has none of its own.
 * COCKFIGHT has a single vendor, which the SPA launches directly.
 */
export const CATALOGUE: CategorySeed[] = [
  {
    code: 'ELOTT',
    title: { bn: 'ই-লটারি', en: 'E-Lottery' },
    vendors: [
      ['TCG_SEA', 'TCG SEA Lottery', true, 101],
      ['TCG_ELOTT', 'TCG E-Lottery', false, 102],
      ['GW_ELOTT', 'GW Lotto', false, 103],
    ],
  },
  {
    code: 'LOTT',
    title: { bn: 'লটারি', en: 'Lottery' },
    vendors: [
      ['TCG_LOTTO_VN', 'Vietnam Lottery', true, 111],
      ['TCG_LOTTO', 'TCG Lottery', false, 112],
    ],
  },
  {
    code: 'LIVE',
    title: { bn: 'লাইভ ক্যাসিনো', en: 'Live Casino' },
    vendors: [
      ['EVO', 'Evolution', true, 201],
      ['GPI', 'GPI Live', false, 202],
      ['SEXY', 'AE Sexy', true, 203],
      ['PP_LIVE', 'Pragmatic Live', false, 204],
      ['DG', 'Dream Gaming', false, 205],
      ['SA', 'SA Gaming', false, 206],
      ['WM', 'WM Casino', false, 207],
    ],
  },
  {
    code: 'SPORTS',
    title: { bn: 'স্পোর্টস', en: 'Sports' },
    vendors: [
      ['SABA', 'SABA Sports', true, 301],
      ['BTI', 'BTi Sports', false, 302],
      ['CMD', 'CMD368', false, 303],
      ['AV', 'AV E-Sports', false, 311],
      ['AI', 'AI E-Sports', true, 312],
      ['IMES', 'IM E-Sports', false, 313],
      ['TF', 'TF Gaming', false, 314],
      ['IA', 'IA E-Sports', false, 315],
    ],
  },
  { code: 'ESPORTS', title: { bn: 'ই-স্পোর্টস', en: 'E-Sports' }, vendors: [] },
  {
    code: 'FISH',
    title: { bn: 'ফিশিং', en: 'Fishing' },
    vendors: [
      ['JILI', 'JILI Fishing', true, 401],
      ['FC', 'Fa Chai Fishing', false, 402],
      ['JDB', 'JDB Fishing', false, 403],
    ],
  },
  {
    code: 'RNG',
    title: { bn: 'স্লট', en: 'Slots' },
    vendors: [
      ['PG', 'PG Soft', true, 501],
      ['JILI', 'JILI Slots', true, 502],
      ['PP', 'Pragmatic Play', false, 503],
      ['JDB', 'JDB Slots', false, 504],
      ['CQ9', 'CQ9', false, 505],
      ['FC', 'Fa Chai', false, 506],
      ['SPADE', 'Spadegaming', false, 507],
    ],
  },
  {
    code: 'PVP',
    title: { bn: 'কার্ড গেম', en: 'Card Games' },
    vendors: [
      ['KM', 'Kingmaker', true, 601],
      ['JILI', 'JILI Table', false, 602],
      ['TCG_PVP', 'TCG Poker', false, 603],
    ],
  },
  { code: 'COCKFIGHT', title: { bn: 'মোরগ লড়াই', en: 'Cockfight' }, vendors: [['SV388', 'SV388', true, 701]] },
  {
    code: 'MINI',
    title: { bn: 'মিনি গেম', en: 'Mini Games' },
    vendors: [
      ['SPRIBE', 'Spribe', true, 801],
      ['TADA', 'TaDa Mini', false, 802],
    ],
  },
];
