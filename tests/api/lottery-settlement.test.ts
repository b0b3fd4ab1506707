import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LotteryDrawRow } from '../../server/db/tables-lottery';
import { drawDue } from '../../server/domain/lottery/draws';
import { settleBatch, settleDraw, settlePending, type SettleDrawInput } from '../../server/domain/lottery/settle';
import { auditLedger } from '../../server/domain/money/ledger';
import { makeLotteryKit } from './lottery-kit';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeLotteryKit);
beforeAll(async () => {
  await k.jobs();
});

/** Places `count` PK10 bets per member on the draw, every one a winner (the car at place 1, odds 9.8). */
async function winners(draw: LotteryDrawRow, members: Member[], count: number): Promise<void> {
  for (const m of members) {
    const [status] = await k.place(m, draw.game_code, draw.numero, Array.from({ length: count }, () => ({ betType: 'POS_CAR', position: '1', picks: [draw.numbers[0]!], stake: 100 })));
    expect(status).toBe(200);
  }
}

const input = (draw: LotteryDrawRow): SettleDrawInput => ({ id: String(draw.id), type: 'PK10', status: 'drawn', numbers: draw.numbers });

/** Payout transactions per bet reference of a draw: each must be exactly 1. */
async function payoutsPerBet(draw: LotteryDrawRow): Promise<number[]> {
  const { rows } = await sql<{ n: string }>`
    select count(t.id)::text as n from lottery_bets lb
    left join ledger_transactions t on t.reference = lb.reference and t.kind = 'betPayout'
    where lb.draw_id = ${draw.id} group by lb.reference`.execute(d.db);
  return rows.map((r) => Number(r.n));
}

describe('settlement pays every bet exactly once', () => {
  it('settling a settled draw again changes nothing', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('PK10_1');
    await winners(draw, [m], 5);
    await k.runAt(draw.draw_at);
    expect((await k.draw(draw.id)).status).toBe('settled');
    const balance = await k.main(m.id);
    expect(balance).toBe(10_000 - 500 + 5 * 980);
    const postings = await k.postings();

    expect(await settlePending(d.db, k.clock.now())).toBe(0);
    expect(await settleDraw(d.db, input(draw), k.clock.now())).toBe(0);
    expect((await k.jobs()).settled).toBe(0);
    expect(await k.postings()).toBe(postings);
    expect(await k.main(m.id)).toBe(balance);
    expect(await payoutsPerBet(draw)).toEqual([1, 1, 1, 1, 1]);
  });

  it('two settlement runs at once (two server instances) pay each bet once', async () => {
    const members = [await k.member({ funds: 10_000 }), await k.member({ funds: 10_000 }), await k.member({ funds: 10_000 })];
    const draw = await k.current('PK10_1');
    await winners(draw, members, 12);
    k.clock.set(draw.draw_at);
    expect(await drawDue(d.db, k.clock.now())).toBeGreaterThanOrEqual(1);
    const drawn = await k.draw(draw.id);
    expect(drawn.status).toBe('drawn');

    const [a, b] = await Promise.all([settleDraw(d.db, input(drawn), k.clock.now(), 5), settleDraw(d.db, input(drawn), k.clock.now(), 5)]);
    expect(a + b).toBe(36);
    expect((await k.draw(draw.id)).status).toBe('settled');
    expect(await payoutsPerBet(draw)).toEqual(Array(36).fill(1));
    for (const m of members) expect(await k.main(m.id)).toBe(10_000 - 1200 + 12 * 980);
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });

  it('a run cut short after one batch leaves the rest open, and the next run finishes them', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('PK10_1');
    await winners(draw, [m], 8);
    k.clock.set(draw.draw_at);
    await drawDue(d.db, k.clock.now());
    const drawn = await k.draw(draw.id);

    // The process "dies" after its first batch of 3.
    expect(await settleBatch(d.db, input(drawn), k.clock.now(), 3)).toBe(3);
    expect((await k.draw(draw.id)).status).toBe('drawn');
    expect(await k.main(m.id)).toBe(10_000 - 800 + 3 * 980);

    expect((await k.jobs()).settled).toBe(5);
    expect((await k.draw(draw.id)).status).toBe('settled');
    expect(await k.main(m.id)).toBe(10_000 - 800 + 8 * 980);
    expect(await payoutsPerBet(draw)).toEqual(Array(8).fill(1));
  });

  it('a batch failing half-way rolls back whole: nothing of it is settled or paid, and the next run settles it', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('PK10_1');
    await winners(draw, [m], 4);
    k.clock.set(draw.draw_at);
    await drawDue(d.db, k.clock.now());
    const drawn = await k.draw(draw.id);
    const postings = await k.postings();
    // The last statement of the batch (marking the lottery rows) fails, after the bets rows and postings were written.
    await sql`create function lottery_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(d.db);
    await sql`create trigger lottery_test_fail before update on lottery_bets for each row execute function lottery_test_fail()`.execute(d.db);
    try {
      await expect(settleBatch(d.db, input(drawn), k.clock.now())).rejects.toThrow(/injected failure/);
    } finally {
      await sql`drop trigger lottery_test_fail on lottery_bets`.execute(d.db);
      await sql`drop function lottery_test_fail()`.execute(d.db);
    }
    expect(await k.postings()).toBe(postings);
    expect(await d.db.selectFrom('lottery_bets').select('status').where('draw_id', '=', draw.id).execute()).toEqual(Array(4).fill({ status: 'open' }));
    expect((await k.jobs()).settled).toBe(4);
    expect(await k.main(m.id)).toBe(10_000 - 400 + 4 * 980);
  });
});

describe('a cancelled draw', () => {
  it('refunds every bet (void), never reveals its numbers, and takes no more bets', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('SSC1');
    const [, placed] = await k.place(m, 'SSC1', draw.numero, [
      { betType: 'SUM_BS', picks: ['BIG'], stake: 1000 },
      { betType: 'POS_DIGIT', position: '2', picks: [draw.numbers[1]!], stake: 500 },
    ]);
    expect(placed.value.balance).toBe(8500);

    const res = await k.ops('lottery', 'cancel', 'SSC1', draw.numero);
    expect(res).toMatchObject({ ok: true });
    expect(res.output).toContain('2 open bet(s) will be refunded');
    await k.refused(() => k.place(m, 'SSC1', draw.numero, [{ betType: 'SUM_BS', picks: ['BIG'], stake: 1000 }]), 409, 'lottery.draw.closed');

    expect((await k.jobs()).settled).toBe(2);
    expect(await k.main(m.id)).toBe(10_000);
    const [, mine] = await k.get('/lgw/lotto/bets?status=settled', m);
    expect(mine.value.list.map((x: any) => [x.status, x.payout]).sort()).toEqual([['void', 1000], ['void', 500]]);

    // Its time passes: it stays cancelled, unrevealed, and nothing is paid twice.
    await k.runAt(draw.draw_at);
    const row = await k.draw(draw.id);
    expect([row.status, row.settled_at !== null]).toEqual(['cancelled', true]);
    const [, history] = await k.get('/lgw/lotto/draws?gameCode=SSC1');
    const shown = history.value.list.find((x: any) => x.numero === draw.numero);
    expect(shown).toMatchObject({ status: 'cancelled', numbers: null, salt: null });
    expect(await k.main(m.id)).toBe(10_000);

    const again = await k.ops('lottery', 'cancel', 'SSC1', draw.numero);
    expect(again.ok).toBe(false);
    expect(again.output).toContain('lottery.draw.state');
    expect((await k.ops('lottery', 'cancel', 'SSC1', '20990101-0001')).output).toContain('lottery.draw.unknown');
  });
});
