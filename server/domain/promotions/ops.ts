import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { formatAmount, toMinor } from '../money/amounts';
import type { MoneyDeps } from '../money/context';
import { ledgerTransaction } from '../money/ledger';
import { formatSiteTime } from '../time';
import { approveApplication, pendingApplications, rejectApplication } from './applications';
import { ended, started } from './catalog';
import { alreadyTaken, promotionUnknown, wrongKind } from './errors';
import { grantReward } from './grants';
import { activeBonuses } from './turnover';

/**
 * Operator commands of promotions (`npm run ops -- promotions …`; docs/engagement.md
 * "Promotions"), run by server/domain/ops.ts on either transport. Refusals are MoneyErrors
 * (runOps prints them with their code; nothing changed).
 */
export const PROMOTIONS_OPS_HELP = `  promotions list                      promotions with their kind, period, window and counts
  promotions on|off <promotionId>      show or hide a promotion
  promotions applications [--all]      open activity applications (--all: the latest 50 of any status)
  promotions approve <applicationId>   approve: the promotion's bonus is paid with its turnover requirement
  promotions reject <applicationId> [reason]   reject (the member may apply again)
  promotions award <promotionId> <username> <amount>   pay a joined member of an award promotion (minor units)
  promotions bonuses <username>        a member's rewards with turnover progress
`;

export interface PromotionsOpsResult {
  ok: boolean;
  output: string;
}

const fail = (output: string): PromotionsOpsResult => ({ ok: false, output: `error: ${output}` });

async function userByName(db: Kysely<Database>, m: string, username: string | undefined) {
  if (!username) return undefined;
  return db.selectFrom('users').select(['id', 'username']).where('merchant_code', '=', m).where('username', '=', username).executeTakeFirst();
}

export async function promotionsCommand(d: MoneyDeps, m: string, sub: string | undefined, rest: string[]): Promise<string | PromotionsOpsResult> {
  const now = d.clock.now();
  switch (sub) {
    case 'list': {
      const rows = await d.db
        .selectFrom('promo_activities as p')
        .select(['p.id', 'p.category', 'p.kind', 'p.period', 'p.enabled', 'p.starts_at', 'p.ends_at', 'p.bonus_amount', 'p.turnover_multiplier', 'p.title'])
        .select((eb) => eb.selectFrom('promo_bonuses as b').select((b) => b.fn.countAll<string>().as('n')).whereRef('b.promotion_id', '=', 'p.id').as('rewards'))
        .where('p.merchant_code', '=', m)
        .orderBy('p.sort')
        .orderBy('p.id')
        .execute();
      if (!rows.length) return '(no promotions)';
      return rows
        .map((r) => {
          const window = !r.enabled ? 'hidden' : !started(r as never, now) ? 'coming soon' : ended(r as never, now) ? 'ended' : 'open';
          const until = r.ends_at ? formatSiteTime(r.ends_at) : 'no end';
          return `${r.id}  ${r.category}/${r.kind}/${r.period}  ${window}  from ${formatSiteTime(r.starts_at)} to ${until}  reward ${formatAmount(toMinor(r.bonus_amount))} ×${r.turnover_multiplier} turnover  rewards paid: ${r.rewards ?? 0}  "${r.title.en ?? ''}"`;
        })
        .join('\n');
    }
    case 'on':
    case 'off': {
      const id = rest[0];
      if (!id) return fail('missing <promotionId>');
      const r = await d.db.updateTable('promo_activities').set({ enabled: sub === 'on' }).where('id', '=', id).where('merchant_code', '=', m).returning('id').executeTakeFirst();
      if (!r) throw promotionUnknown();
      return `promotion ${id} ${sub === 'on' ? 'shown' : 'hidden'}`;
    }
    case 'applications': {
      const rows = await pendingApplications(d, m, rest.includes('--all'));
      if (!rows.length) return '(no applications)';
      return rows
        .map((r) => `${r.id}  ${r.status}  ${formatSiteTime(r.created_at)}  ${r.username}  ${r.promotion_id}  images: ${r.images ?? 0}  "${r.comment}"`)
        .join('\n');
    }
    case 'approve': {
      if (!rest[0]) return fail('missing <applicationId>');
      const r = await approveApplication(d, m, rest[0]);
      return `application ${rest[0]} approved: ${formatAmount(r.amount)} paid (${r.reference})`;
    }
    case 'reject': {
      if (!rest[0]) return fail('missing <applicationId>');
      await rejectApplication(d, m, rest[0], rest.slice(1).join(' ') || null);
      return `application ${rest[0]} rejected`;
    }
    case 'award': {
      const [promotionId, username, amountText] = rest;
      const amount = Number(amountText);
      if (!promotionId || !username || !Number.isSafeInteger(amount) || amount < 1) return fail('usage: promotions award <promotionId> <username> <amount in minor units>');
      const p = await d.db.selectFrom('promo_activities').selectAll().where('id', '=', promotionId).where('merchant_code', '=', m).executeTakeFirst();
      if (!p) throw promotionUnknown();
      if (p.kind !== 'award') throw wrongKind(p.kind);
      const user = await userByName(d.db, m, username);
      if (!user) return fail(`unknown member: ${username}`);
      const reference = await ledgerTransaction(d.db, async (tx) => {
        // The member's latest participation that has no reward yet.
        const joined = await tx
          .selectFrom('promo_participants as x')
          .select('x.period_key')
          .where('x.promotion_id', '=', p.id)
          .where('x.user_id', '=', user.id)
          .where((eb) =>
            eb.not(
              eb.exists(eb.selectFrom('promo_bonuses as b').select('b.id').whereRef('b.promotion_id', '=', 'x.promotion_id').whereRef('b.user_id', '=', 'x.user_id').whereRef('b.period_key', '=', 'x.period_key')),
            ),
          )
          .orderBy('x.joined_at', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!joined) throw alreadyTaken();
        const id = await grantReward(tx, { merchantCode: m, userId: user.id, promotion: p, periodKey: joined.period_key, source: 'issued', amount, at: now });
        return (await tx.selectFrom('promo_bonuses').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference;
      });
      return `${username} awarded ${formatAmount(amount)} for ${promotionId} (${reference})`;
    }
    case 'bonuses': {
      const user = await userByName(d.db, m, rest[0]);
      if (!user) return fail(`unknown member: ${rest[0] ?? ''}`);
      const rows = await d.db.selectFrom('promo_bonuses').selectAll().where('user_id', '=', user.id).orderBy('granted_at', 'desc').limit(50).execute();
      const progress = new Map((await activeBonuses(d.db, user.id, now)).map((b) => [b.id, b.progress]));
      if (!rows.length) return '(no rewards)';
      return rows
        .map((r) => {
          const req = toMinor(r.turnover_required);
          const done = r.status === 'completed' ? req : (progress.get(r.id) ?? 0);
          return `${r.reference}  ${r.promotion_id}  ${r.source}  ${formatAmount(toMinor(r.amount))}  turnover ${formatAmount(done)} / ${formatAmount(req)}  ${r.status}  ${formatSiteTime(r.granted_at)}`;
        })
        .join('\n');
    }
    default:
      return fail(`unknown command: promotions ${[sub, ...rest].join(' ')}\n\n${PROMOTIONS_OPS_HELP}`);
  }
}
