import type { Kysely } from 'kysely';
import { defaultMoneySettings, OWASP_ARGON2 } from '../../config';
import { PasswordHasher } from '../../domain/auth/passwords';
import { placeBet, settleBet } from '../../domain/money/bets';
import { loadMerchantMoney, type MoneyDeps } from '../../domain/money/context';
import { idempotent } from '../../domain/money/idempotency';
import type { Database, Localized } from '../database';
import { json } from '../json';
import { seedDeposit, seedUserId } from '../seed-accounts';
import { DEMO_PAYMENT_PASSWORD } from './money';

/**
 * The demo downline (README "Accounts", docs/agents.md): agent01 (seeded with the accounts)
 * gets a sub-agent agent02 with a member player03; player01 stays directly under agent01.
 *
 *   agent01 (type 1, rebate 2.00%) ─┬─ player01
 *                                   └─ agent02 (type 1, rebate 1.50%, payment password, P 2,000) ── player03
 *
 * Idempotent: accounts are inserted only when missing (agent01's rebate group is set only in the
 * run that creates agent02, so an operator's later change stays), money and bets carry fixed
 * idempotency keys, announcements fixed ids.
 */
interface TreeSeed {
  key: string;
  username: string;
  password: string;
  type: number;
  upline: string;
  rebateBps: number;
  payeeName: string;
  mobile: [string, string];
  affiliateCode?: string;
  paymentPassword?: boolean;
}

export const AGENT_TREE: TreeSeed[] = [
  {
    key: 'agent02',
    username: 'agent02',
    password: 'Agent02@2026',
    type: 1,
    upline: 'agent01',
    rebateBps: 150,
    payeeName: 'Agent Two',
    mobile: ['+880', '1711000006'],
    affiliateCode: 'AGENT02',
    paymentPassword: true,
  },
  { key: 'player03', username: 'player03', password: 'Player03@2026', type: 0, upline: 'agent02', rebateBps: 100, payeeName: 'Nasima Akter', mobile: ['+880', '1711000007'] },
];

/** agent01's rebate group, set when the demo tree is first created (it must cover agent02's). */
export const AGENT01_REBATE_BPS = 200;

type Movement =
  | { key: string; account: string; daysAgo: number; kind: 'deposit'; amount: number }
  | { key: string; account: string; daysAgo: number; kind: 'bet'; category: string; vendor: string; game: string; stake: number; payout: number | null };

/** agent02's float (it pays its downline's salaries from MAIN) and a few settled bets of player03. */
export const AGENT_MOVEMENTS: Movement[] = [
  { key: 'seed-agent02-deposit-1', account: 'agent02', daysAgo: 6, kind: 'deposit', amount: 200_000 },
  { key: 'seed-player03-deposit-1', account: 'player03', daysAgo: 5, kind: 'deposit', amount: 100_000 },
  { key: 'seed-player03-bet-1', account: 'player03', daysAgo: 4, kind: 'bet', category: 'RNG', vendor: 'PG', game: 'Mahjong Ways', stake: 10_000, payout: null },
  { key: 'seed-player03-bet-2', account: 'player03', daysAgo: 3, kind: 'bet', category: 'LIVE', vendor: 'EVO', game: 'Baccarat', stake: 20_000, payout: 39_000 },
  { key: 'seed-player03-bet-3', account: 'player03', daysAgo: 1, kind: 'bet', category: 'SPORTS', vendor: 'SABA', game: 'Dhaka vs Khulna', stake: 15_000, payout: null },
];

export interface AgentAnnouncementSeed {
  key: string;
  title: Localized;
  content: Localized;
  pinned: boolean;
  ageDays: number;
}

export const AGENT_ANNOUNCEMENTS: AgentAnnouncementSeed[] = [
  {
    key: 'welcome',
    pinned: true,
    ageDays: 10,
    title: { bn: 'এজেন্ট সেন্টারে স্বাগতম', en: 'Welcome to the agent center' },
    content: {
      bn: '<p>আপনার টিম, রিপোর্ট এবং চুক্তি এখন এক জায়গায়। <strong>ওভারভিউ</strong> দিয়ে শুরু করুন।</p>',
      en: '<p>Your team, reports and contracts are now in one place. Start with the <strong>overview</strong>.</p>',
    },
  },
  {
    key: 'salary-schedule',
    pinned: false,
    ageDays: 3,
    title: { bn: 'বেতন নিষ্পত্তির সময়সূচি', en: 'Salary settlement schedule' },
    content: {
      bn: '<ul><li>রিয়েল-টাইম বেতন: প্রতি ৫ মিনিটে</li><li>ঘণ্টাভিত্তিক বেতন: প্রতি ঘণ্টায়</li><li>দৈনিক বেতন: প্রতিদিন মধ্যরাতের পর (GMT+8)</li></ul>',
      en: '<ul><li>Real-time salary: every 5 minutes</li><li>Hourly salary: every hour</li><li>Daily salary: each day after midnight (GMT+8)</li></ul>',
    },
  },
  {
    key: 'dividend-period',
    pinned: false,
    ageDays: 1,
    title: { bn: 'লভ্যাংশ প্রতি অর্ধমাসে', en: 'Dividends every half month' },
    content: {
      bn: '<p>লভ্যাংশ মাসের ১ ও ১৬ তারিখে নিষ্পত্তি হয়। <a href="/help">সহায়তা কেন্দ্র</a> দেখুন।</p>',
      en: '<p>Dividends settle on the 1st and the 16th of each month. See the <a href="/help">help center</a>.</p>',
    },
  },
];

const DAY_MS = 86_400_000;

export async function seedAgents(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  const id = (key: string) => seedUserId(merchantCode, key);
  const hasher = new PasswordHasher(OWASP_ARGON2);

  await db
    .insertInto('agent_announcements')
    .values(
      AGENT_ANNOUNCEMENTS.map((a) => ({
        id: `${merchantCode}-agent-${a.key}`,
        merchant_code: merchantCode,
        title: json(a.title),
        content: json(a.content),
        pinned: a.pinned,
        published_at: new Date(now.getTime() - a.ageDays * DAY_MS),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  // The tree hangs under agent01: without it (a merchant seeded otherwise) there is no demo tree.
  if (!(await db.selectFrom('users').select('id').where('id', '=', id('agent01')).executeTakeFirst())) return;
  const existing = new Set((await db.selectFrom('users').select('id').where('id', 'in', AGENT_TREE.map((a) => id(a.key))).execute()).map((r) => r.id));
  // In tree order: an upline before its members.
  for (const a of AGENT_TREE) {
    if (existing.has(id(a.key))) continue;
    if (a.key === 'agent02') {
      await db.updateTable('users').set({ rebate_bps: AGENT01_REBATE_BPS }).where('id', '=', id('agent01')).where('rebate_bps', '<', AGENT01_REBATE_BPS).execute();
    }
    await db
      .insertInto('users')
      .values({
        id: id(a.key),
        merchant_code: merchantCode,
        username: a.username,
        password_hash: await hasher.hash(a.password),
        password_changed_at: now,
        type: a.type,
        nickname: a.username,
        dialing_code: a.mobile[0],
        mobile_num: a.mobile[1],
        email: `${a.username}@example.com`,
        payee_name: a.payeeName,
        affiliate_code: a.affiliateCode ?? null,
        upline_id: id(a.upline),
        rebate_bps: a.rebateBps,
        payment_password_hash: a.paymentPassword ? await hasher.hash(DEMO_PAYMENT_PASSWORD) : null,
        profile: json({}),
        register_method: 'SEED',
        created_at: new Date(now.getTime() - 7 * DAY_MS),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  const m = await loadMerchantMoney(db, merchantCode);
  for (const s of AGENT_MOVEMENTS) {
    const userId = id(s.account);
    if (!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) continue;
    const at = new Date(now.getTime() - s.daysAgo * DAY_MS);
    const d: MoneyDeps = { db, clock: { now: () => at }, settings: defaultMoneySettings(), hasher };
    if (s.kind === 'deposit') {
      await seedDeposit(d, m, userId, { requestId: s.key, channel: 'BANK', amount: s.amount });
    } else {
      await idempotent(db, { userId, key: s.key, scope: 'seed', params: { ...s } }, at, async (tx) => {
        const reference = await placeBet(tx, m, { userId, wallet: 'MAIN', stake: s.stake, category: s.category, vendor: s.vendor, gameName: s.game, at });
        await settleBet(tx, reference, { payout: s.payout }, new Date(at.getTime() + 5 * 60_000));
        return reference;
      });
    }
  }
}
