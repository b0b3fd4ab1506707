import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MissionKind, MissionPeriod } from '../db/tables-referral';
import { formatAmount, toMinor } from '../domain/money/amounts';
import { accountByUsername, addMission, listMissions, MISSION_KINDS as KINDS, MISSION_PERIODS as PERIODS, setMissionActive } from '../domain/referral/operator';
import { listInvitees, personalCode, referralInfo } from '../domain/referral/referrals';

/**
 * Operator commands of invite friends and missions (`npm run ops -- missions …`, `… referral …`;
 * docs/engagement.md "Referral", "Missions"), run by server/cli/commands.ts on either transport.
 */
export const REFERRAL_OPS_HELP = `  missions list                        the merchant's missions (key, kind, period, target, reward, on/off)
  missions add <key> <kind> <period> <target> <reward> "<English title>" ["<Bengali title>"]
                                       kind: deposit|validBet|betCount|invite; period: daily|once;
                                       target and reward in minor units (a count for betCount and invite)
  missions on|off <key>                offer a mission, or stop offering it (claims already paid stay)
  referral show <account>              a member's referral code, invitees and rewards
`;

export interface ReferralOpsResult {
  ok: boolean;
  output: string;
}

const fail = (output: string): ReferralOpsResult => ({ ok: false, output: `error: ${output}` });
const done = (output: string): ReferralOpsResult => ({ ok: true, output });

const positive = (v: string | undefined) => (v !== undefined && /^\d{1,13}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** `missions …` and `referral …`; null when the words are not a command of this group. */
export async function referralCommand(
  deps: { db: Kysely<Database>; clock: { now(): Date } },
  m: string,
  group: 'missions' | 'referral',
  sub: string | undefined,
  rest: string[],
): Promise<ReferralOpsResult | null> {
  const { db } = deps;
  const now = deps.clock.now();
  if (group === 'missions' && sub === 'list') {
    const rows = await listMissions(db, m);
    if (!rows.length) return done('no missions');
    return done(
      rows
        .map((r) => {
          const amount = (v: string | number | bigint) => (r.kind === 'deposit' || r.kind === 'validBet' ? formatAmount(toMinor(v)) : String(toMinor(v)));
          return `${r.key.padEnd(18)} ${r.kind.padEnd(9)} ${r.period.padEnd(6)} target ${amount(r.target).padEnd(12)} reward ${formatAmount(toMinor(r.reward)).padEnd(12)} ${r.active ? 'on ' : 'off'}  ${r.title.en ?? ''}`;
        })
        .join('\n'),
    );
  }
  if (group === 'missions' && (sub === 'on' || sub === 'off')) {
    if (!rest[0]) return fail('missing <key>');
    if (!(await setMissionActive(db, m, rest[0], sub === 'on'))) return fail(`unknown mission: ${rest[0]}`);
    return done(`mission ${rest[0]} ${sub === 'on' ? 'ON' : 'OFF'}`);
  }
  if (group === 'missions' && sub === 'add') {
    const [key, kind, period, target, reward, en, bn] = rest;
    if (!key || !/^[a-z0-9-]{1,40}$/.test(key)) return fail('<key>: 1-40 of a-z 0-9 -');
    if (!KINDS.includes(kind as MissionKind)) return fail(`<kind>: one of ${KINDS.join(', ')}`);
    if (!PERIODS.includes(period as MissionPeriod)) return fail(`<period>: one of ${PERIODS.join(', ')}`);
    const t = positive(target);
    const w = positive(reward);
    if (t === null || w === null) return fail('<target> and <reward>: whole numbers above 0');
    if (!en?.trim()) return fail('missing "<English title>"');
    const added = await addMission(
      db,
      m,
      { key, kind: kind as MissionKind, period: period as MissionPeriod, target: t, reward: w, title: { en: en.trim(), ...(bn?.trim() ? { bn: bn.trim() } : {}) } },
      now,
    );
    return added ? done(`mission ${key} added (on)`) : fail(`a mission ${key} exists already`);
  }
  if (group === 'referral' && sub === 'show') {
    const user = rest[0] ? await accountByUsername(db, m, rest[0]) : undefined;
    if (!user) return fail(rest[0] ? `unknown account: ${rest[0]}` : 'missing <account>');
    await personalCode(db, m, user.id, now);
    const info = await referralInfo(db, m, user.id, now);
    const page = await listInvitees(db, user.id, 1);
    const lines = [
      `${user.username}: code ${info.code}, ${info.invited} invited, ${info.claimable} claimable, ${info.rewarded} rewarded (${formatAmount(info.totalRewards)})`,
      ...page.list.map((i) => `  ${i.registeredAt}  ${i.account.padEnd(10)} ${i.status}${i.rewardedAt ? ` ${i.rewardedAt}` : ''}`),
    ];
    if (page.total > page.list.length) lines.push(`  … ${page.total - page.list.length} more`);
    return done(lines.join('\n'));
  }
  return null;
}
