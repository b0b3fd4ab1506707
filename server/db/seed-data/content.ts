import type { Localized } from '../database';

export interface NoticeSeed {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR';
  title: Localized;
  content: Localized;
  imageUrl?: string;
  linkUrl?: string;
  /** Days before the seed date, so lists have a stable, plausible order. */
  ageDays: number;
}

/** Banner art as inline SVG: works offline with no asset pipeline. */
function bannerSvg(text: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="360" fill="url(#g)"/>` +
    `<text x="600" y="200" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const PLAYER_TOPICS: [string, string][] = [
  ['সিস্টেম আপগ্রেড সম্পন্ন', 'System upgrade completed'],
  ['নতুন স্লট গেম যোগ হয়েছে', 'New slot games added'],
  ['ডিপোজিট চ্যানেল রক্ষণাবেক্ষণ', 'Deposit channel maintenance'],
  ['উইথড্রয়াল সময়সূচি', 'Withdrawal schedule'],
  ['অ্যাকাউন্ট নিরাপত্তা পরামর্শ', 'Account security advice'],
  ['ক্রিকেট বিশ্বকাপ বাজার খোলা', 'Cricket World Cup markets open'],
  ['লাইভ ক্যাসিনো নতুন টেবিল', 'New live casino tables'],
  ['মোবাইল অ্যাপ আপডেট', 'Mobile app update'],
  ['দায়িত্বশীল গেমিং', 'Responsible gaming'],
  ['এজেন্ট প্রোগ্রাম আপডেট', 'Agent programme update'],
  ['ভিআইপি স্তর পরিবর্তন', 'VIP level changes'],
  ['গ্রাহক সেবা সময়', 'Customer service hours'],
];

export const NOTICES: NoticeSeed[] = [
  {
    key: 'banner-welcome',
    type: 'B',
    title: { bn: 'স্বাগতম বোনাস', en: 'Welcome bonus' },
    content: { bn: '<p>প্রথম ডিপোজিটে ১০০% বোনাস।</p>', en: '<p>100% bonus on your first deposit.</p>' },
    imageUrl: bannerSvg('Welcome bonus 100%', '#0b6e4f', '#1fa67a'),
    linkUrl: '/promotions',
    ageDays: 1,
  },
  {
    key: 'banner-sports',
    type: 'B',
    title: { bn: 'ক্রিকেট উৎসব', en: 'Cricket festival' },
    content: { bn: '<p>প্রতিটি ম্যাচে সেরা অডস।</p>', en: '<p>Best odds on every match.</p>' },
    imageUrl: bannerSvg('Cricket festival', '#1d3557', '#457b9d'),
    linkUrl: '/sports',
    ageDays: 2,
  },
  {
    key: 'banner-slots',
    type: 'B',
    title: { bn: 'স্লট সপ্তাহ', en: 'Slots week' },
    content: { bn: '<p>প্রতিদিন ফ্রি স্পিন।</p>', en: '<p>Free spins every day.</p>' },
    imageUrl: bannerSvg('Slots week', '#6a040f', '#e85d04'),
    linkUrl: '/rng',
    ageDays: 3,
  },
  ...PLAYER_TOPICS.map(([bn, en], i): NoticeSeed => ({
    key: `player-${i + 1}`,
    type: 'PL',
    title: { bn, en },
    content: {
      bn: `<p><strong>${bn}</strong></p><p>প্রিয় সদস্য, বিস্তারিত জানতে গ্রাহক সেবায় যোগাযোগ করুন।</p>`,
      en: `<p><strong>${en}</strong></p><p>Dear member, please contact customer service for details.</p>`,
    },
    ageDays: i,
  })),
  {
    key: 'popup-welcome',
    type: 'PU',
    title: { bn: 'গুরুত্বপূর্ণ ঘোষণা', en: 'Important notice' },
    content: {
      bn: '<p>আমাদের অফিসিয়াল ডোমেইন ছাড়া অন্য কোথাও লগইন করবেন না।</p>',
      en: '<p>Only log in on our official domains.</p>',
    },
    ageDays: 0,
  },
  {
    key: 'promo-first-deposit',
    type: 'PR',
    title: { bn: 'প্রথম ডিপোজিট বোনাস', en: 'First deposit bonus' },
    content: { bn: '<p>নতুন সদস্যদের জন্য ১০০% বোনাস, সর্বোচ্চ ৳১০,০০০।</p>', en: '<p>100% for new members, up to ৳10,000.</p>' },
    ageDays: 1,
  },
  {
    key: 'promo-daily-rebate',
    type: 'PR',
    title: { bn: 'দৈনিক রিবেট', en: 'Daily rebate' },
    content: { bn: '<p>প্রতিদিন ১.২% পর্যন্ত রিবেট।</p>', en: '<p>Up to 1.2% rebate every day.</p>' },
    ageDays: 2,
  },
  {
    key: 'promo-referral',
    type: 'PR',
    title: { bn: 'বন্ধুকে আমন্ত্রণ', en: 'Invite friends' },
    content: { bn: '<p>প্রতিটি সক্রিয় বন্ধুর জন্য পুরস্কার।</p>', en: '<p>A reward for every active friend.</p>' },
    ageDays: 4,
  },
];

export interface HelpSeed {
  key: string;
  title: Localized;
  articles: { key: string; title: Localized; content: Localized }[];
}

export const HELP: HelpSeed[] = [
  {
    key: 'about',
    title: { bn: 'আমাদের সম্পর্কে', en: 'About us' },
    articles: [
      {
        key: 'who',
        title: { bn: 'আমরা কারা', en: 'Who we are' },
        content: {
          bn: '<p>আমরা একটি লাইসেন্সপ্রাপ্ত অনলাইন গেমিং প্ল্যাটফর্ম।</p>',
          en: '<p>We are a licensed online gaming platform.</p>',
        },
      },
      {
        key: 'contact',
        title: { bn: 'যোগাযোগ', en: 'Contact us' },
        content: { bn: '<p>২৪/৭ গ্রাহক সেবা উপলব্ধ।</p>', en: '<p>Customer service is available 24/7.</p>' },
      },
    ],
  },
  {
    key: 'deposit',
    title: { bn: 'ডিপোজিট', en: 'Deposit' },
    articles: [
      {
        key: 'how',
        title: { bn: 'কিভাবে ডিপোজিট করবেন', en: 'How to deposit' },
        content: {
          bn: '<ol><li>লগইন করুন</li><li>ডিপোজিট বাটনে ক্লিক করুন</li><li>চ্যানেল বেছে নিন</li></ol>',
          en: '<ol><li>Log in</li><li>Click Deposit</li><li>Choose a channel</li></ol>',
        },
      },
    ],
  },
  {
    key: 'withdrawal',
    title: { bn: 'উইথড্রয়াল', en: 'Withdrawal' },
    articles: [
      {
        key: 'how',
        title: { bn: 'কিভাবে উত্তোলন করবেন', en: 'How to withdraw' },
        content: {
          bn: '<p>আমার ওয়ালেট থেকে উইথড্রয়াল নির্বাচন করুন এবং পেমেন্ট পাসওয়ার্ড দিন।</p>',
          en: '<p>Choose Withdrawal in My wallet and enter your payment password.</p>',
        },
      },
    ],
  },
  {
    key: 'terms',
    title: { bn: 'নিয়ম ও শর্তাবলী', en: 'Terms and agreement' },
    articles: [
      {
        key: 'agreement',
        title: { bn: 'ব্যবহারকারী চুক্তি', en: 'User agreement' },
        content: {
          bn: '<p>নিবন্ধনের মাধ্যমে আপনি নিশ্চিত করছেন যে আপনার বয়স ১৮ বছরের বেশি।</p>',
          en: '<p>By registering you confirm that you are over 18 years old.</p>',
        },
      },
      {
        key: 'responsible',
        title: { bn: 'দায়িত্বশীল গেমিং', en: 'Responsible gaming' },
        content: {
          bn: '<p>সীমার মধ্যে খেলুন। প্রয়োজনে সাহায্য নিন।</p>',
          en: '<p>Play within your limits. Ask for help when you need it.</p>',
        },
      },
    ],
  },
];
