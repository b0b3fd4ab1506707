import type { Kysely } from 'kysely';
import { POINTS } from '../../src/config/points';
import type { Database } from '../db/database';
import { pick } from '../domain/localize';
import { toMinor } from '../domain/money/amounts';
import { MoneyError } from '../domain/money/errors';
import { auditPoints } from '../domain/points/ledger';
import { accrueAllNow, grantPoints, memberStanding, usernameOf } from '../domain/points/operator';
import { decideRedemption, listRedemptionsForOps } from '../domain/points/redeem';
import { formatSiteTime } from '../domain/time';

/** Operator commands of the points mall (`npm run ops -- points …`; docs/engagement.md "Points"), run by server/cli/commands.ts. */
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
      const who = (await usernameOf(db, row.user_id)) ?? '?';
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
      const granted = await grantPoints(db, m, username, points, note.join(' ').trim() || null, now);
      if (!granted) return fail(`no member ${username} in ${m}`);
      return done(`${points} points granted to ${username} (${granted.reference}); balance ${granted.balance}`);
    }
    if (sub === 'balance') {
      const st = await memberStanding(db, m, rest[0] ?? '');
      if (!st) return fail(`no member ${rest[0] ?? ''} in ${m}`);
      return done(`${rest[0]}: ${st.points} points; VIP ${st.vipLevel}; deposits ${st.depositTotal}, valid bets ${st.validBetTotal} (minor units)`);
    }
    if (sub === 'accrue') {
      const { claimed, points, levelUps } = await accrueAllNow(db, now);
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
