/**
 * Lottery settlement benchmark (issue #5): one SSC draw with BENCH_BETS (default 100 000) open
 * bets, generated directly in the database over BENCH_MEMBERS (default 1 000) members and every
 * SSC bet type, then settled by the real settlement (server/domain/lottery/settle.ts: batches
 * of LOTTERY.settleBatchSize, each one ledger transaction). Prints bets settled per second.
 *
 *   npm run bench:lottery                                  # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:lottery   # PostgreSQL: a scratch database
 *                                                          # created there and dropped after
 *
 * The stakes are not posted (the rows are generated, not placed): the ledger gets the payouts
 * and refunds only, which the audit at the end checks like any other movement.
 */
import { sql } from 'kysely';
import { LOTTERY } from '../src/config/lottery';
import { scheduleDraws, drawDue } from '../server/domain/lottery/draws';
import { settleDraw } from '../server/domain/lottery/settle';
import { auditLedger } from '../server/domain/money/ledger';
import { createTestDb, TEST_MERCHANT } from '../server/testing/test-db';

const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);

async function main() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const opened = await createTestDb();
  const db = opened.db;
  const kind = opened.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    const now = new Date('2026-03-01T04:00:00Z');
    await scheduleDraws(db, now);
    const draw = await db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('merchant_code', '=', TEST_MERCHANT)
      .where('game_code', '=', 'SSC1')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();

    let t = performance.now();
    await sql`
      insert into users (id, merchant_code, username, password_hash, password_changed_at, nickname, profile, register_method, created_at)
      select 'bench-' || g, ${TEST_MERCHANT}, 'bench' || g, 'x', ${now}, 'bench' || g, '{}'::jsonb, 'BENCH', ${now}
      from generate_series(1, ${MEMBERS}) g`.execute(db);
    // Bet i: member i mod MEMBERS; type by i mod 7 over every SSC type; positions and picks vary with i.
    await sql`
      create temporary table bench_bets as
      select i, 'BENCH' || lpad(i::text, 8, '0') as reference, 'bench-' || (i % ${MEMBERS} + 1) as user_id,
        (array['POS_DIGIT', 'POS_BS', 'POS_OE', 'SUM_BS', 'SUM_OE', 'DT', 'THREE'])[i % 7 + 1] as bet_type,
        case i % 7
          when 0 then ((i / 7) % 5 + 1)::text when 1 then ((i / 7) % 5 + 1)::text when 2 then ((i / 7) % 5 + 1)::text
          when 6 then (array['FRONT', 'MIDDLE', 'BACK'])[(i / 7) % 3 + 1]
        end as position,
        case i % 7
          when 0 then ((i / 35) % 10)::text
          when 1 then (array['BIG', 'SMALL'])[(i / 7) % 2 + 1] when 3 then (array['BIG', 'SMALL'])[(i / 7) % 2 + 1]
          when 2 then (array['ODD', 'EVEN'])[(i / 7) % 2 + 1] when 4 then (array['ODD', 'EVEN'])[(i / 7) % 2 + 1]
          when 5 then (array['DRAGON', 'TIGER', 'TIE'])[(i / 7) % 3 + 1]
          else (array['LEOPARD', 'STRAIGHT', 'PAIR', 'HALF', 'MISC'])[(i / 7) % 5 + 1]
        end as pick,
        (100 * (1 + i % 50))::bigint as stake
      from generate_series(1, ${BETS}) i`.execute(db);
    await sql`
      insert into bets (reference, merchant_code, user_id, wallet_code, category, vendor, game_name, stake, valid_bet, status, placed_at)
      select reference, ${TEST_MERCHANT}, user_id, 'MAIN', 'LOTT', 'TCG_LOTTO', 'SSC 5 Minutes ' || ${draw.numero}, stake, stake, 'open', ${now}
      from bench_bets`.execute(db);
    await sql`
      insert into lottery_bets (reference, merchant_code, user_id, game_code, draw_id, numero, bet_type, position, picks, stake, odds, placed_at)
      select b.reference, ${TEST_MERCHANT}, b.user_id, 'SSC1', ${draw.id}, ${draw.numero}, b.bet_type, b.position, jsonb_build_array(b.pick), b.stake,
        coalesce((t.option_odds ->> b.pick)::numeric, t.odds), ${now}
      from bench_bets b join lottery_bet_types t on t.merchant_code = ${TEST_MERCHANT} and t.game_code = 'SSC1' and t.bet_type = b.bet_type`.execute(db);
    await sql`drop table bench_bets`.execute(db);
    process.stdout.write(`[bench:lottery] ${kind}: ${BETS} bets of ${MEMBERS} members on SSC1 ${draw.numero} generated in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);

    await drawDue(db, draw.draw_at);
    t = performance.now();
    const settled = await settleDraw(db, { id: String(draw.id), type: 'SSC', status: 'drawn', numbers: draw.numbers }, draw.draw_at);
    const seconds = (performance.now() - t) / 1000;

    const outcome = await db
      .selectFrom('lottery_bets')
      .select('status')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('payout').as('payout')])
      .where('draw_id', '=', draw.id)
      .groupBy('status')
      .orderBy('status')
      .execute();
    const payouts = await sql<{ n: string; total: string }>`
      select count(*)::text as n, coalesce(sum(p.amount), 0)::text as total from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id and p.account_id like 'w:%'
      where t.reference like 'BENCH%'`.execute(db);
    const audit = await auditLedger(db);
    const status = (await db.selectFrom('lottery_draws').select('status').where('id', '=', draw.id).executeTakeFirstOrThrow()).status;
    process.stdout.write(
      `[bench:lottery] ${kind}: settled ${settled} bets in ${seconds.toFixed(2)} s (batches of ${LOTTERY.settleBatchSize}): ${Math.round(settled / seconds)} bets/s\n` +
        `[bench:lottery] draw ${status}; ${outcome.map((o) => `${o.status} ${o.n}`).join(', ')}; ` +
        `${payouts.rows[0]!.n} payout/refund postings totalling ${payouts.rows[0]!.total}, bets say ${outcome.reduce((s, o) => s + Number(o.payout ?? 0), 0)}; ` +
        `ledger audit: ${audit.violations.length} violation(s)\n`,
    );
    if (settled !== BETS || audit.violations.length) process.exitCode = 1;
  } finally {
    await opened.close();
  }
}

main().catch((e) => {
  console.error('[bench:lottery] failed:', e);
  process.exit(1);
});
