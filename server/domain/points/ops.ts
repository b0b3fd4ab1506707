import type { Kysely } from 'kysely';
import { POINTS } from '../../../src/config/constants';
import type { Database } from '../../db/database';
import { pick } from '../localize';
import { toMinor } from '../money/amounts';
import { MoneyError } from '../money/errors';
import { ledgerTransaction } from '../money/ledger';
import { newReference } from '../money/references';
import { formatSiteTime } from '../time';
import { accruePoints } from './accrual';
import { auditPoints, memberPoints, pointAccount, postPoints } from './ledger';
import { decideRedemption, listRedemptionsForOps } from './redeem';

/** Operator commands of the points mall (`npm run ops -- points …`; docs/engagement.md "Points"), run by server/domain/ops.ts. */
export const POINTS_OPS_HELP = `  points redeem list [--all]           redemptions In Process (--all: the latest 50 of any status)
  points redeem approve <ref>          the reward was delivered: the points are spent (Approved)
  points redeem reject <ref> [reason]  not delivered: the points (and the stock) go back to the member (Rejected)
  points grant <username> <points> [note]  give a member points (an adjustment, on the member's point records)
  points balance <username>            a member's points, VIP level and totals
  points accrue                        fold settled bets and approved deposits into points and VIP levels now (also every ${POINTS.accrueEveryMs / 1000} s)
  points audit                         re-check the points ledger; exit code 1 if anything is wrong
`;

export interface PointsOpsResult {
  ok: boolean;
  output: string;
}

const done = (output: string): PointsOpsResult => ({ ok: true, output });
const fail = (output: string): PointsOpsResult => ({ ok: false, output: `error: ${output}` });

const REF = /^[A-Za-z0-9_-]{1,64}$/;

/** null: not a points command this module knows (ops.ts prints its usage). */
export async function pointsCommand(deps: { db: Kysely<Database>; clock: { now(): Date } }, m: string, sub: string | undefined, rest: string[]): Promise<PointsOpsResult | null> {
  const { db } = deps;
  const now = deps.clock.now();
  try {
    if (sub === 'redeem') {
      const [action, ref, ...why] = rest;
      if (action === 'list') {
        const all = rest.includes('--all');
        const rows = await listRedemptionsForOps(db, m, all);
        return done(
          [
            `${all ? 'latest' : 'in-process'} redemptions of ${m}: ${rows.length}`,
            ...rows.map(
              (r) =>
                `  ${r.reference}  ${r.username}  ${pick(r.reward_name, 'en', 'en')} × ${r.quantity}  ${toMinor(r.points_total)} points  ${r.status}  ${formatSiteTime(r.created_at)}${r.remark ? `  (${r.remark})` : ''}`,
            ),
          ].join('\n'),
        );
      }
      if (action !== 'approve' && action !== 'reject') return null;
      if (!ref || !REF.test(ref)) return fail('missing or malformed <ref>');
      const remark = action === 'reject' ? why.join(' ').trim() || null : null;
      const row = await decideRedemption(db, m, ref, action === 'approve' ? 'approved' : 'rejected', now, remark);
      const who = (await db.selectFrom('users').select('username').where('id', '=', row.user_id).executeTakeFirst())?.username ?? '?';
      return done(
        action === 'approve'
          ? `redemption ${ref} approved: ${toMinor(row.points_total)} points of ${who} spent on ${pick(row.reward_name, 'en', 'en')} × ${row.quantity}`
          : `redemption ${ref} rejected${remark ? ` (${remark})` : ''}: ${toMinor(row.points_total)} points back to ${who}`,
      );
    }
    if (sub === 'grant') {
      const [username, amountText, ...note] = rest;
      const points = Number(amountText);
      if (!username || !Number.isSafeInteger(points) || points < 1 || points > POINTS.maxPoints) return fail('usage: points grant <username> <points> [note]');
      const user = await db.selectFrom('users').select(['id']).where('merchant_code', '=', m).where('username', '=', username).executeTakeFirst();
      if (!user) return fail(`no member ${username} in ${m}`);
      const reference = newReference('PA', now);
      const posted = await ledgerTransaction(db, (tx) =>
        postPoints(tx, {
          merchantCode: m,
          kind: 'adjust',
          reference,
          userId: user.id,
          note: note.join(' ').trim().slice(0, POINTS.remarkMaxLength) || null,
          at: now,
          legs: [
            { account: pointAccount.adjustments(m), amount: -points },
            { account: pointAccount.member(m, user.id), amount: points },
          ],
        }),
      );
      return done(`${points} points granted to ${username} (${reference}); balance ${posted.balances.get(pointAccount.member(m, user.id).id)}`);
    }
    if (sub === 'balance') {
      const user = await db.selectFrom('users').select(['id']).where('merchant_code', '=', m).where('username', '=', rest[0] ?? '').executeTakeFirst();
      if (!user) return fail(`no member ${rest[0] ?? ''} in ${m}`);
      const p = await db.selectFrom('member_progress').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      return done(
        `${rest[0]}: ${await memberPoints(db, m, user.id)} points; VIP ${p?.vip_level ?? 0}; deposits ${p ? toMinor(p.deposit_total) : 0}, valid bets ${p ? toMinor(p.valid_bet_total) : 0} (minor units)`,
      );
    }
    if (sub === 'accrue') {
      let claimed = 0;
      let points = 0;
      let levelUps = 0;
      for (;;) {
        const r = await accruePoints(db, now);
        claimed += r.claimed;
        points += r.points;
        levelUps += r.levelUps;
        if (r.claimed < POINTS.accrueBatchSize) break;
      }
      return done(`points accrual: ${claimed} outbox row(s) folded, ${points} points credited, ${levelUps} level-up(s)`);
    }
    if (sub === 'audit') {
      const r = await auditPoints(db);
      return {
        ok: r.violations.length === 0,
        output: [`points ledger: ${r.accounts} accounts, ${r.transactions} transactions`, r.violations.length ? `violations: ${r.violations.length}` : 'violations: none', ...r.violations.map((v) => `  ${v}`)].join('\n'),
      };
    }
    return null;
  } catch (e) {
    if (e instanceof MoneyError) return fail(`${e.message} (${e.code})`);
    throw e;
  }
}
