import type { Kysely } from 'kysely';
import type { Database, Localized } from '../database';
import { json } from '../json';
import { CATALOGUE } from './catalogue';

/**
 * RTP: for the engines that take a target (slot, dice, fish, cockfight) `rtp` is that target;
 * for fixed-rule engines it is the engine's theoretical figure, as src/game-engines computes
 * it (baccarat banker bet 98.94, European roulette 97.30, teen patti ante 97.39 — a win pays 1.95, a 5% commission —, fixture
 * boards 1 / (1 + margin) = 95.00). Checked by tests/api/games-catalogue.test.ts.
 *
 * The games of every catalogue vendor (docs/games.md "Catalogue"). Every game is played on the
 * built-in demo vendor: `engine` names the engine, `config` its settings (slot paytable, table
 * limits in minor units, lottery gameCode…), `rtp` the configured return to player.
 * game_id = `<VASSALAGE>-<slug>`. Rows are operator-editable; the seed only adds missing ones.
 */
export interface GameSeed {
  slug: string;
  name: Localized;
  type: string;
  engine: string;
  config: Record<string, unknown>;
  rtp: number | null;
  hot?: boolean;
  isNew?: boolean;
  rooms?: RoomSeed[];
}

export interface RoomSeed {
  key: string;
  name: Localized;
  minBet: number;
  maxBet: number;
  seats: number;
}

/** A "VASSALAGE" item: opens a popup list of the vendor's games of `type` (SPEC §2). */
export interface VendorItemSeed {
  slug: string;
  name: Localized;
  type: string;
}

export interface VendorGamesSeed {
  category: string;
  vassalage: string;
  games: GameSeed[];
  vendorItem?: VendorItemSeed;
}

type Flags = { hot?: boolean; isNew?: boolean };
const n = (en: string, bn: string): Localized => ({ en, bn });

const slot = (slug: string, en: string, bn: string, paytable: string, rtp: number, f: Flags = {}): GameSeed => ({
  slug, name: n(en, bn), type: 'SLOT', engine: 'slot', config: { paytable }, rtp, ...f,
});
const fish = (slug: string, en: string, bn: string, scene: string, rtp: number, f: Flags = {}): GameSeed => ({
  slug, name: n(en, bn), type: 'FISH', engine: 'fish', config: { scene }, rtp, ...f,
});
const dice = (slug: string, en: string, bn: string, variant: string, rtp: number, f: Flags = {}): GameSeed => ({
  slug, name: n(en, bn), type: 'DICE', engine: 'dice', config: { variant }, rtp, ...f,
});

/** Live table limits in minor units (1 P = 100). */
const LIMITS = {
  speed: { minBet: 500, maxBet: 2_000_000 },
  standard: { minBet: 1_000, maxBet: 5_000_000 },
  vip: { minBet: 10_000, maxBet: 20_000_000 },
};
const baccarat = (slug: string, en: string, bn: string, limits: keyof typeof LIMITS, f: Flags = {}): GameSeed => ({
  slug, name: n(en, bn), type: 'BACCARAT', engine: 'baccarat', config: { table: slug, ...LIMITS[limits] }, rtp: 98.94, ...f,
});
const roulette = (slug: string, en: string, bn: string, limits: keyof typeof LIMITS, f: Flags = {}): GameSeed => ({
  slug, name: n(en, bn), type: 'ROULETTE', engine: 'roulette', config: { wheel: 'european', ...LIMITS[limits] }, rtp: 97.3, ...f,
});

const sport = (prefix: [string, string], sportCode: string, en: string, bn: string, f: Flags = {}): GameSeed => ({
  slug: sportCode, name: n(`${prefix[0]} ${en}`, `${prefix[1]} ${bn}`), type: 'SPORTS', engine: 'sports', config: { sport: sportCode }, rtp: 95, ...f,
});
const ESPORTS_TITLES: Record<string, Localized> = {
  dota2: n('Dota 2', 'ডোটা ২'),
  lol: n('League of Legends', 'লিগ অব লেজেন্ডস'),
  cs2: n('Counter-Strike 2', 'কাউন্টার-স্ট্রাইক ২'),
  valorant: n('Valorant', 'ভ্যালোরান্ট'),
  mlbb: n('Mobile Legends', 'মোবাইল লেজেন্ডস'),
  pubgm: n('PUBG Mobile', 'পাবজি মোবাইল'),
};
const esports = (prefix: [string, string], title: string, f: Flags = {}): GameSeed => ({
  slug: title,
  name: n(`${prefix[0]} ${ESPORTS_TITLES[title]!.en}`, `${prefix[1]} ${ESPORTS_TITLES[title]!.bn}`),
  type: 'ESPORTS',
  engine: 'esports',
  config: { title },
  rtp: 95,
  ...f,
});

const ROOMS: RoomSeed[] = [
  { key: 'beginner', name: n('Beginner room', 'শিক্ষানবিশ রুম'), minBet: 500, maxBet: 10_000, seats: 5 },
  { key: 'standard', name: n('Standard room', 'সাধারণ রুম'), minBet: 2_000, maxBet: 50_000, seats: 5 },
  { key: 'vip', name: n('VIP room', 'ভিআইপি রুম'), minBet: 10_000, maxBet: 500_000, seats: 6 },
];
const teenpatti = (slug: string, en: string, bn: string, variant: string, f: Flags = {}): GameSeed => ({
  slug, name: n(en, bn), type: 'TABLE', engine: 'teenpatti', config: { variant, antePays: 1.95 }, rtp: 97.39, rooms: ROOMS, ...f,
});
const cockfight = (slug: string, en: string, bn: string, arena: string, f: Flags = {}): GameSeed => ({
  slug, name: n(en, bn), type: 'COCKFIGHT', engine: 'cockfight', config: { arena }, rtp: 95, ...f,
});

/** Lottery items: `config.gameCode` is a game of the lottery engine (docs/lottery.md). */
const LOTTERY_GAMES: Record<string, Localized> = {
  SSC1: n('SSC 5 Minutes', 'এসএসসি ৫ মিনিট'),
  PK10_1: n('PK10 5 Minutes', 'পিকে১০ ৫ মিনিট'),
  X11_5: n('11X5 10 Minutes', '১১এক্স৫ ১০ মিনিট'),
  LHC: n('Mark Six (LHC)', 'মার্ক সিক্স (এলএইচসি)'),
  VN_NORTH: n('Vietnam North Lottery', 'ভিয়েতনাম উত্তর লটারি'),
  VN_SOUTH: n('Vietnam South Lottery', 'ভিয়েতনাম দক্ষিণ লটারি'),
  ELOTT_1: n('E-SSC 1 Minute', 'ই-এসএসসি ১ মিনিট'),
  ELOTT_PK: n('E-PK10 1 Minute', 'ই-পিকে১০ ১ মিনিট'),
};
const lottery = (gameCode: string, f: Flags = {}): GameSeed => ({
  slug: gameCode.toLowerCase().replace(/_/g, '-'), name: LOTTERY_GAMES[gameCode]!, type: 'LOTTERY', engine: 'lottery', config: { gameCode }, rtp: null, ...f,
});

export const GAMES_SEED: VendorGamesSeed[] = [
  // E-lottery and lottery: one item per lottery game the vendor sells.
  { category: 'ELOTT', vassalage: 'TCG_SEA', games: [lottery('ELOTT_1', { hot: true }), lottery('ELOTT_PK')] },
  { category: 'ELOTT', vassalage: 'TCG_ELOTT', games: [lottery('ELOTT_1'), lottery('ELOTT_PK', { hot: true })] },
  { category: 'ELOTT', vassalage: 'GW_ELOTT', games: [lottery('ELOTT_1'), lottery('ELOTT_PK')] },
  { category: 'LOTT', vassalage: 'TCG_LOTTO_VN', games: [lottery('VN_NORTH', { hot: true }), lottery('VN_SOUTH')] },
  { category: 'LOTT', vassalage: 'TCG_LOTTO', games: [lottery('SSC1', { hot: true }), lottery('PK10_1'), lottery('X11_5'), lottery('LHC', { isNew: true })] },

  // Live casino: baccarat and roulette tables.
  {
    category: 'LIVE',
    vassalage: 'EVO',
    games: [
      baccarat('speed-baccarat-a', 'Speed Baccarat A', 'স্পিড ব্যাকারেট এ', 'speed', { hot: true }),
      baccarat('baccarat-squeeze', 'Baccarat Squeeze', 'ব্যাকারেট স্কুইজ', 'standard'),
      baccarat('lightning-baccarat', 'Lightning Baccarat', 'লাইটনিং ব্যাকারেট', 'standard', { isNew: true }),
      roulette('immersive-roulette', 'Immersive Roulette', 'ইমারসিভ রুলেট', 'standard', { hot: true }),
      roulette('lightning-roulette', 'Lightning Roulette', 'লাইটনিং রুলেট', 'standard'),
      roulette('auto-roulette', 'Auto Roulette', 'অটো রুলেট', 'speed'),
    ],
  },
  {
    category: 'LIVE',
    vassalage: 'GPI',
    games: [
      baccarat('baccarat-deluxe', 'Baccarat Deluxe', 'ব্যাকারেট ডিলাক্স', 'standard'),
      baccarat('no-commission-baccarat', 'No Commission Baccarat', 'নো কমিশন ব্যাকারেট', 'standard'),
      roulette('european-roulette', 'European Roulette', 'ইউরোপিয়ান রুলেট', 'standard'),
      roulette('speed-roulette', 'Speed Roulette', 'স্পিড রুলেট', 'speed'),
    ],
  },
  {
    category: 'LIVE',
    vassalage: 'SEXY',
    games: [
      baccarat('sexy-baccarat', 'Sexy Baccarat', 'সেক্সি ব্যাকারেট', 'standard', { hot: true }),
      baccarat('speed-sexy-baccarat', 'Speed Sexy Baccarat', 'স্পিড সেক্সি ব্যাকারেট', 'speed'),
      roulette('sexy-roulette', 'Sexy Roulette', 'সেক্সি রুলেট', 'standard'),
      roulette('vip-roulette', 'VIP Roulette', 'ভিআইপি রুলেট', 'vip'),
    ],
  },
  {
    category: 'LIVE',
    vassalage: 'PP_LIVE',
    games: [
      baccarat('mega-baccarat', 'Mega Baccarat', 'মেগা ব্যাকারেট', 'standard'),
      baccarat('speed-baccarat-1', 'Speed Baccarat 1', 'স্পিড ব্যাকারেট ১', 'speed'),
      roulette('mega-roulette', 'Mega Roulette', 'মেগা রুলেট', 'standard', { isNew: true }),
      roulette('roulette-azure', 'Roulette Azure', 'রুলেট অ্যাজুর', 'standard'),
    ],
  },
  {
    category: 'LIVE',
    vassalage: 'DG',
    games: [
      baccarat('dg-baccarat', 'DG Baccarat', 'ডিজি ব্যাকারেট', 'standard'),
      baccarat('bid-baccarat', 'Bid Baccarat', 'বিড ব্যাকারেট', 'vip'),
      roulette('dg-roulette', 'DG Roulette', 'ডিজি রুলেট', 'standard'),
      roulette('live-roulette', 'Live Roulette', 'লাইভ রুলেট', 'speed'),
    ],
  },
  {
    category: 'LIVE',
    vassalage: 'SA',
    games: [
      baccarat('sa-baccarat', 'SA Baccarat', 'এসএ ব্যাকারেট', 'standard'),
      baccarat('fast-baccarat', 'Fast Baccarat', 'ফাস্ট ব্যাকারেট', 'speed'),
      roulette('sa-roulette', 'SA Roulette', 'এসএ রুলেট', 'standard'),
      roulette('golden-roulette', 'Golden Roulette', 'গোল্ডেন রুলেট', 'vip'),
    ],
  },
  {
    category: 'LIVE',
    vassalage: 'WM',
    games: [
      baccarat('wm-baccarat', 'WM Baccarat', 'ডব্লিউএম ব্যাকারেট', 'standard'),
      baccarat('dragon-baccarat', 'Dragon Baccarat', 'ড্রাগন ব্যাকারেট', 'vip'),
      roulette('wm-roulette', 'WM Roulette', 'ডব্লিউএম রুলেট', 'standard'),
      roulette('vip-roulette', 'VIP Roulette', 'ভিআইপি রুলেট', 'vip'),
    ],
  },

  // Sports (e-sports vendors are stored under SPORTS and split out by the merchant's list).
  {
    category: 'SPORTS',
    vassalage: 'SABA',
    games: [
      sport(['SABA', 'সাবা'], 'football', 'Football', 'ফুটবল', { hot: true }),
      sport(['SABA', 'সাবা'], 'cricket', 'Cricket', 'ক্রিকেট', { hot: true }),
      sport(['SABA', 'সাবা'], 'basketball', 'Basketball', 'বাস্কেটবল'),
      sport(['SABA', 'সাবা'], 'tennis', 'Tennis', 'টেনিস'),
      sport(['SABA', 'সাবা'], 'kabaddi', 'Kabaddi', 'কাবাডি', { isNew: true }),
    ],
  },
  {
    category: 'SPORTS',
    vassalage: 'BTI',
    games: [
      sport(['BTi', 'বিটিআই'], 'football', 'Football', 'ফুটবল'),
      sport(['BTi', 'বিটিআই'], 'cricket', 'Cricket', 'ক্রিকেট'),
      sport(['BTi', 'বিটিআই'], 'basketball', 'Basketball', 'বাস্কেটবল'),
      sport(['BTi', 'বিটিআই'], 'tennis', 'Tennis', 'টেনিস'),
    ],
  },
  {
    category: 'SPORTS',
    vassalage: 'CMD',
    games: [
      sport(['CMD', 'সিএমডি'], 'football', 'Football', 'ফুটবল'),
      sport(['CMD', 'সিএমডি'], 'cricket', 'Cricket', 'ক্রিকেট'),
      sport(['CMD', 'সিএমডি'], 'badminton', 'Badminton', 'ব্যাডমিন্টন'),
      sport(['CMD', 'সিএমডি'], 'basketball', 'Basketball', 'বাস্কেটবল'),
    ],
  },
  {
    category: 'SPORTS',
    vassalage: 'AV',
    games: [esports(['AV', 'এভি'], 'dota2'), esports(['AV', 'এভি'], 'lol'), esports(['AV', 'এভি'], 'cs2'), esports(['AV', 'এভি'], 'valorant')],
  },
  {
    category: 'SPORTS',
    vassalage: 'AI',
    games: [
      esports(['AI', 'এআই'], 'dota2', { hot: true }),
      esports(['AI', 'এআই'], 'lol'),
      esports(['AI', 'এআই'], 'mlbb', { isNew: true }),
      esports(['AI', 'এআই'], 'pubgm'),
    ],
  },
  {
    category: 'SPORTS',
    vassalage: 'IMES',
    games: [esports(['IM', 'আইএম'], 'lol'), esports(['IM', 'আইএম'], 'cs2'), esports(['IM', 'আইএম'], 'valorant'), esports(['IM', 'আইএম'], 'mlbb')],
  },
  {
    category: 'SPORTS',
    vassalage: 'TF',
    games: [esports(['TF', 'টিএফ'], 'dota2'), esports(['TF', 'টিএফ'], 'cs2'), esports(['TF', 'টিএফ'], 'lol'), esports(['TF', 'টিএফ'], 'pubgm')],
  },
  {
    category: 'SPORTS',
    vassalage: 'IA',
    games: [esports(['IA', 'আইএ'], 'valorant'), esports(['IA', 'আইএ'], 'dota2'), esports(['IA', 'আইএ'], 'mlbb'), esports(['IA', 'আইএ'], 'cs2')],
  },

  // Fishing.
  {
    category: 'FISH',
    vassalage: 'JILI',
    games: [
      fish('jackpot-fishing', 'Jackpot Fishing', 'জ্যাকপট ফিশিং', 'ocean', 97, { hot: true }),
      fish('royal-fishing', 'Royal Fishing', 'রয়্যাল ফিশিং', 'ocean', 96.5),
      fish('dinosaur-tycoon', 'Dinosaur Tycoon', 'ডাইনোসর টাইকুন', 'dinosaur', 97),
      fish('bombing-fishing', 'Bombing Fishing', 'বম্বিং ফিশিং', 'ocean', 96),
      fish('mega-fishing', 'Mega Fishing', 'মেগা ফিশিং', 'treasure', 96.5, { isNew: true }),
    ],
  },
  {
    category: 'FISH',
    vassalage: 'FC',
    games: [
      fish('star-hunter', 'Star Hunter', 'স্টার হান্টার', 'ocean', 96.5),
      fish('bao-chuan-fishing', 'Bao Chuan Fishing', 'বাও চুয়ান ফিশিং', 'treasure', 96),
      fish('cai-shen-fishing', 'Cai Shen Fishing', 'কাই শেন ফিশিং', 'treasure', 96),
      fish('dragon-treasure', 'Dragon Treasure', 'ড্রাগন ট্রেজার', 'dragon', 95.5),
    ],
  },
  {
    category: 'FISH',
    vassalage: 'JDB',
    games: [
      fish('dragon-fishing', 'Dragon Fishing', 'ড্রাগন ফিশিং', 'dragon', 96),
      fish('fishing-yilufa', 'Fishing YiLuFa', 'ফিশিং ইলুফা', 'ocean', 96.5),
      fish('fishing-disco', 'Fishing Disco', 'ফিশিং ডিস্কো', 'ocean', 95.5),
      fish('shark-hunter', 'Shark Hunter', 'শার্ক হান্টার', 'ocean', 96),
    ],
  },

  // Slots: several paytables at several RTPs.
  {
    category: 'RNG',
    vassalage: 'PG',
    vendorItem: { slug: 'all', name: n('All PG Soft games', 'সব পিজি সফট গেম'), type: 'SLOT' },
    games: [
      slot('fortune-tiger', 'Fortune Tiger', 'ফরচুন টাইগার', 'fortune', 96.81, { hot: true }),
      slot('mahjong-ways', 'Mahjong Ways', 'মাহজং ওয়েজ', 'gems', 96.92, { hot: true }),
      slot('mahjong-ways-2', 'Mahjong Ways 2', 'মাহজং ওয়েজ ২', 'gems', 96.95, { isNew: true }),
      slot('lucky-neko', 'Lucky Neko', 'লাকি নেকো', 'classic', 96.73),
      slot('treasures-of-aztec', 'Treasures of Aztec', 'অ্যাজটেকের গুপ্তধন', 'classic', 96.71),
      slot('wild-bandito', 'Wild Bandito', 'ওয়াইল্ড ব্যান্ডিটো', 'fruits', 96.73),
      slot('ganesha-gold', 'Ganesha Gold', 'গণেশ গোল্ড', 'fortune', 96.08),
      slot('fortune-ox', 'Fortune Ox', 'ফরচুন অক্স', 'fortune', 96.75),
    ],
  },
  {
    category: 'RNG',
    vassalage: 'JILI',
    vendorItem: { slug: 'all-slots', name: n('All JILI slots', 'সব জিলি স্লট'), type: 'SLOT' },
    games: [
      slot('super-ace', 'Super Ace', 'সুপার এস', 'classic', 97, { hot: true }),
      slot('golden-empire', 'Golden Empire', 'গোল্ডেন এম্পায়ার', 'gems', 97),
      slot('fortune-gems', 'Fortune Gems', 'ফরচুন জেমস', 'gems', 97, { hot: true }),
      slot('money-coming', 'Money Coming', 'মানি কামিং', 'fruits', 96.95),
      slot('boxing-king', 'Boxing King', 'বক্সিং কিং', 'classic', 96.7),
      slot('crazy-777', 'Crazy 777', 'ক্রেজি ৭৭৭', 'fruits', 96, { isNew: true }),
      slot('charge-buffalo', 'Charge Buffalo', 'চার্জ বাফেলো', 'classic', 96.5),
    ],
  },
  {
    category: 'RNG',
    vassalage: 'PP',
    games: [
      slot('gates-of-olympus', 'Gates of Olympus', 'গেটস অব অলিম্পাস', 'gems', 96.5, { hot: true }),
      slot('sweet-bonanza', 'Sweet Bonanza', 'সুইট বোনানজা', 'fruits', 96.48, { hot: true }),
      slot('sugar-rush', 'Sugar Rush', 'সুগার রাশ', 'fruits', 96.5),
      slot('starlight-princess', 'Starlight Princess', 'স্টারলাইট প্রিন্সেস', 'gems', 96.5, { isNew: true }),
      slot('the-dog-house', 'The Dog House', 'দ্য ডগ হাউস', 'classic', 96.51),
      slot('wolf-gold', 'Wolf Gold', 'উলফ গোল্ড', 'classic', 96.01),
      slot('big-bass-bonanza', 'Big Bass Bonanza', 'বিগ বাস বোনানজা', 'classic', 96.71),
    ],
  },
  {
    category: 'RNG',
    vassalage: 'JDB',
    games: [
      slot('lucky-seven', 'Lucky Seven', 'লাকি সেভেন', 'fruits', 96),
      slot('fortune-treasure', 'Fortune Treasure', 'ফরচুন ট্রেজার', 'fortune', 95.5),
      slot('birds-party', 'Birds Party', 'বার্ডস পার্টি', 'fruits', 96),
      slot('kingsman', 'Kingsman', 'কিংসম্যান', 'classic', 95),
      slot('lucky-qilin', 'Lucky Qilin', 'লাকি কিলিন', 'fortune', 96.2),
    ],
  },
  {
    category: 'RNG',
    vassalage: 'CQ9',
    games: [
      slot('jump-high', 'Jump High', 'জাম্প হাই', 'classic', 96),
      slot('good-fortune', 'Good Fortune', 'গুড ফরচুন', 'fortune', 95),
      slot('fa-cai-shen', 'Fa Cai Shen', 'ফা কাই শেন', 'fortune', 96),
      slot('god-of-war', 'God of War', 'গড অব ওয়ার', 'classic', 94.5),
      slot('zeus', 'Zeus', 'জিউস', 'gems', 96),
    ],
  },
  {
    category: 'RNG',
    vassalage: 'FC',
    games: [
      slot('golden-genie', 'Golden Genie', 'গোল্ডেন জিনি', 'gems', 96),
      slot('chinese-new-year', 'Chinese New Year', 'চাইনিজ নিউ ইয়ার', 'fortune', 95),
      slot('lucky-fortunes', 'Lucky Fortunes', 'লাকি ফরচুনস', 'fortune', 96.5),
      slot('robin-hood', 'Robin Hood', 'রবিন হুড', 'classic', 94),
    ],
  },
  {
    category: 'RNG',
    vassalage: 'SPADE',
    games: [
      slot('gold-panther', 'Gold Panther', 'গোল্ড প্যান্থার', 'classic', 96),
      slot('caishen-riches', 'Caishen Riches', 'কাইশেন রিচেস', 'fortune', 96),
      slot('dancing-fever', 'Dancing Fever', 'ড্যান্সিং ফিভার', 'fruits', 95.5),
      slot('lucky-koi', 'Lucky Koi', 'লাকি কই', 'fortune', 96.5),
    ],
  },

  // Card games: teen patti tables with rooms.
  {
    category: 'PVP',
    vassalage: 'KM',
    games: [
      teenpatti('teen-patti', 'Teen Patti', 'তিন পাত্তি', 'classic', { hot: true }),
      teenpatti('teen-patti-joker', 'Teen Patti Joker', 'তিন পাত্তি জোকার', 'joker'),
      teenpatti('teen-patti-ak47', 'Teen Patti AK47', 'তিন পাত্তি একে৪৭', 'ak47'),
      teenpatti('teen-patti-20-20', 'Teen Patti 20-20', 'তিন পাত্তি ২০-২০', 'classic', { isNew: true }),
    ],
  },
  {
    category: 'PVP',
    vassalage: 'JILI',
    games: [
      teenpatti('teen-patti', 'Teen Patti', 'তিন পাত্তি', 'classic'),
      teenpatti('teen-patti-joker', 'Teen Patti Joker', 'তিন পাত্তি জোকার', 'joker'),
      teenpatti('teen-patti-muflis', 'Teen Patti Muflis', 'তিন পাত্তি মুফলিস', 'muflis'),
      teenpatti('royal-teen-patti', 'Royal Teen Patti', 'রয়্যাল তিন পাত্তি', 'classic'),
    ],
  },
  {
    category: 'PVP',
    vassalage: 'TCG_PVP',
    games: [
      teenpatti('teen-patti-classic', 'Teen Patti Classic', 'তিন পাত্তি ক্লাসিক', 'classic'),
      teenpatti('teen-patti-joker', 'Teen Patti Joker', 'তিন পাত্তি জোকার', 'joker'),
      teenpatti('teen-patti-ak47', 'Teen Patti AK47', 'তিন পাত্তি একে৪৭', 'ak47'),
      teenpatti('teen-patti-muflis', 'Teen Patti Muflis', 'তিন পাত্তি মুফলিস', 'muflis'),
    ],
  },

  {
    category: 'COCKFIGHT',
    vassalage: 'SV388',
    games: [
      cockfight('arena-1', 'SV388 Arena 1', 'এসভি৩৮৮ অ্যারেনা ১', 'A1', { hot: true }),
      cockfight('arena-2', 'SV388 Arena 2', 'এসভি৩৮৮ অ্যারেনা ২', 'A2'),
      cockfight('sabong-derby', 'Sabong Derby', 'সাবং ডার্বি', 'DERBY'),
      cockfight('championship', 'Cockfight Championship', 'মোরগ লড়াই চ্যাম্পিয়নশিপ', 'CHAMP', { isNew: true }),
    ],
  },

  // Mini games: dice variants.
  {
    category: 'MINI',
    vassalage: 'SPRIBE',
    games: [
      dice('dice', 'Dice', 'ডাইস', 'over-under', 97, { hot: true }),
      dice('hi-lo', 'Hi Lo', 'হাই লো', 'hi-lo', 97),
      dice('sic-bo', 'Sic Bo', 'সিক বো', 'sicbo', 97.22),
      dice('lucky-dice', 'Lucky Dice', 'লাকি ডাইস', 'over-under', 98, { isNew: true }),
    ],
  },
  {
    category: 'MINI',
    vassalage: 'TADA',
    games: [
      dice('fish-prawn-crab', 'Fish Prawn Crab', 'মাছ চিংড়ি কাঁকড়া', 'fish-prawn-crab', 96.5),
      dice('big-small', 'Big Small', 'বড় ছোট', 'sicbo', 97.22),
      dice('dice-duel', 'Dice Duel', 'ডাইস ডুয়েল', 'over-under', 97),
      dice('color-dice', 'Color Dice', 'কালার ডাইস', 'color', 96),
    ],
  },
];

/** Every seeded vendor of seed-data/catalogue.ts has games here (a test checks it). */
export const seededVendors = () => CATALOGUE.flatMap((c) => c.vendors.map(([v]) => `${c.code}:${v}`));

export const gameIdOf = (vassalage: string, slug: string) => `${vassalage}-${slug}`;

/**
 * Adds the missing games and PVP rooms of the merchant's vendors (on conflict do nothing: an
 * operator's edit is kept; games of a vendor that no longer exists are skipped). Like every seeded
 * row, a deleted game comes back on the next start: operators switch games off with `enabled`.
 */
export async function seedGames(db: Kysely<Database>, merchantCode: string): Promise<void> {
  const vendors = await db.selectFrom('vendors').select(['category_code', 'vassalage']).where('merchant_code', '=', merchantCode).execute();
  const present = new Set(vendors.map((v) => `${v.category_code}:${v.vassalage}`));
  const wanted = GAMES_SEED.filter((v) => present.has(`${v.category}:${v.vassalage}`));
  const games = wanted.flatMap((v) => [
    ...(v.vendorItem
      ? [
          {
            merchant_code: merchantCode,
            game_id: gameIdOf(v.vassalage, v.vendorItem.slug),
            vassalage: v.vassalage,
            category: v.category,
            game_type: v.vendorItem.type,
            name: json(v.vendorItem.name),
            is_game: 'VASSALAGE' as const,
            is_hot: true,
            sort: -1,
            engine: null,
          },
        ]
      : []),
    ...v.games.map((g, sort) => ({
      merchant_code: merchantCode,
      game_id: gameIdOf(v.vassalage, g.slug),
      vassalage: v.vassalage,
      category: v.category,
      game_type: g.type,
      name: json(g.name),
      is_hot: g.hot ?? false,
      is_new: g.isNew ?? false,
      sort,
      engine: g.engine,
      engine_config: json(g.config),
      rtp: g.rtp,
    })),
  ]);
  if (!games.length) return;
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('games').values(games).onConflict((oc) => oc.doNothing()).execute();
    const rooms = wanted.flatMap((v) =>
      v.games.flatMap((g) =>
        (g.rooms ?? []).map((r, sort) => ({
          merchant_code: merchantCode,
          room_id: `${gameIdOf(v.vassalage, g.slug)}-${r.key}`,
          game_id: gameIdOf(v.vassalage, g.slug),
          name: json(r.name),
          min_bet: r.minBet,
          max_bet: r.maxBet,
          seats: r.seats,
          sort,
        })),
      ),
    );
    if (rooms.length) await tx.insertInto('pvp_rooms').values(rooms).onConflict((oc) => oc.doNothing()).execute();
  });
}
