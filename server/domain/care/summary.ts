import { type Kysely, sql } from 'kysely';
import type { NetDepositSummary, NetDepositWindow } from '../../../src/api/schemas/care';
import { CARE } from '../../../src/config/care';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';

/**
 * Net deposits (account record summary): from the ledger, the member's wallets only —
 * deposits credited, minus withdrawals taken from the wallet and not given back
 * (withdrawal − released − refunded). Per rolling window and since the account opened.
 */
const WITHDRAWAL_KINDS = ['withdrawal', 'withdrawalReleased', 'withdrawalRefund'];
const WINDOWS = ['day', 'week', 'month'] as const;

export async function netDeposits(db: Kysely<Database>, userId: string, at: Date): Promise<NetDepositSummary> {
  const since = (w: (typeof WINDOWS)[number]) => new Date(at.getTime() - CARE.limitWindowsMs[w]);
  const row = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select((eb) => {
      const sum = (kinds: string[], from: Date | null) => {
        let when = eb('t.kind', 'in', kinds);
        if (from) when = eb.and([when, eb('p.created_at', '>', from)]);
        return eb.fn.coalesce(eb.fn.sum<string | number>(eb.case().when(when).then(eb.ref('p.amount')).else(sql.lit(0)).end()), sql.lit(0));
      };
      return [
        sum(['deposit'], null).as('d_all'),
        sum(WITHDRAWAL_KINDS, null).as('w_all'),
        ...WINDOWS.flatMap((w) => [sum(['deposit'], since(w)).as(`d_${w}`), sum(WITHDRAWAL_KINDS, since(w)).as(`w_${w}`)]),
      ];
    })
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'wallet')
    .where('t.kind', 'in', ['deposit', ...WITHDRAWAL_KINDS])
    .executeTakeFirstOrThrow();
  const r = row as unknown as Record<string, string | number>;
  const window = (w: NetDepositWindow['window']): NetDepositWindow => {
    const deposits = toMinor(r[`d_${w}`]!);
    const withdrawals = -toMinor(r[`w_${w}`]!);
    return { window: w, deposits, withdrawals, net: deposits - withdrawals };
  };
  return { windows: [...WINDOWS.map(window), window('all')] };
}
