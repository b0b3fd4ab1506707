import type { Kysely } from 'kysely';
import type { LotteryBet, LotteryBetPage, PlacedLotteryBets, PlaceLotteryBets } from '../../../src/api/schemas/lottery';
import { LOTTERY } from '../../../src/config/lottery';
import type { Database } from '../../db/database';
import { json } from '../../db/json';
import type { LotteryBetRow } from '../../db/tables-lottery';
import { pick } from '../localize';
import { parseAmount, parseRequestId, toMinor, toMinorOrNull } from '../money/amounts';
import { placeBet } from '../money/bets';
import type { MerchantMoney, MoneyDeps } from '../money/context';
import { idempotent } from '../money/idempotency';
import { ledgerAccount, MAIN_WALLET } from '../money/ledger';
import { betTypeConfs, betTypeName, findGame, type LotteryGameConf, listGames, type Locale, oddsFor } from './catalogue';
import { betInvalid, drawClosed, drawUnknown, gameUnknown, stakeOutOfBounds } from './errors';
import { pickProblem } from './picks';
import { betTypeDef } from './bet-types';
import { wireInstant, wireInstantOrNull } from '../time';

/**
 * Placing and listing lottery bets (docs/lottery.md "Placing bets"). A slip is all or nothing:
 * one ledger transaction places every bet through money/bets.ts placeBet (stake from MAIN to
 * the merchant's games account, a `bets` row the betting record shows) and writes the lottery
 * row beside it. Idempotent by requestId like every money movement (money/idempotency.ts).
 */
export function betWire(r: LotteryBetRow, game: LotteryGameConf | undefined, l: Locale): LotteryBet {
  return {
    reference: r.reference,
    gameCode: r.game_code,
    gameName: game ? pick(game.name, l.lang, l.fallback) : r.game_code,
    numero: r.numero,
    betType: r.bet_type,
    betTypeName: betTypeName(game ? betTypeDef(game.type, r.bet_type) : undefined, r.bet_type, r.position, l),
    position: r.position,
    picks: r.picks,
    stake: toMinor(r.stake),
    odds: Number(r.odds),
    status: r.status,
    payout: toMinorOrNull(r.payout),
    placedAt: wireInstant(r.placed_at),
    settledAt: wireInstantOrNull(r.settled_at),
  };
}

export async function placeLotteryBets(d: MoneyDeps, m: MerchantMoney, userId: string, input: PlaceLotteryBets, l: Locale): Promise<PlacedLotteryBets> {
  const requestId = parseRequestId(input.requestId);
  if (input.bets.length === 0 || input.bets.length > LOTTERY.slipMaxBets) throw betInvalid(null, 'bets', 'count');
  const slip = input.bets.map((b, i) => ({ betType: b.betType, position: b.position ?? null, picks: b.picks, stake: parseAmount(b.stake, `bets[${i}].stake`) }));
  const at = d.clock.now();
  const params = { gameCode: input.gameCode, numero: input.numero, bets: slip };
  return idempotent(d.db, { userId, key: requestId, scope: 'lotteryBets', params }, at, async (tx) => {
    const game = await findGame(tx, m.code, input.gameCode);
    if (!game) throw gameUnknown();
    const confs = new Map((await betTypeConfs(tx, game)).map((c) => [c.def.code, c]));
    const bets = slip.map((b, i) => {
      const conf = confs.get(b.betType);
      if (!conf) throw betInvalid(i, 'betType', 'type');
      const problem = pickProblem(conf.def, b.position, b.picks);
      if (problem) throw betInvalid(i, problem.field, problem.reason);
      if (b.stake < conf.minStake || b.stake > conf.maxStake) throw stakeOutOfBounds(i, conf.minStake, conf.maxStake);
      return { ...b, odds: oddsFor(conf, b.picks) };
    });
    // FOR SHARE: the draw job's status change waits for this slip, so no bet lands on a drawn draw.
    const draw = await tx
      .selectFrom('lottery_draws')
      .selectAll()
      .where('merchant_code', '=', m.code)
      .where('game_code', '=', game.code)
      .where('numero', '=', input.numero)
      .forShare()
      .executeTakeFirst();
    if (!draw) throw drawUnknown();
    if (draw.status !== 'open' || at >= draw.close_at) throw drawClosed(draw.status === 'open' ? 'closed' : draw.status);
    const gameName = `${pick(game.name, l.lang, l.fallback)} ${draw.numero}`;
    const rows = [];
    for (const b of bets) {
      const reference = await placeBet(tx, m, { userId, wallet: MAIN_WALLET, stake: b.stake, category: game.category, vendor: game.vendor, gameName, at });
      rows.push({
        reference,
        merchant_code: m.code,
        user_id: userId,
        game_code: game.code,
        draw_id: draw.id,
        numero: draw.numero,
        bet_type: b.betType,
        position: b.position,
        picks: json(b.picks),
        stake: b.stake,
        odds: b.odds,
        placed_at: at,
      });
    }
    const placed = await tx.insertInto('lottery_bets').values(rows).returningAll().execute();
    const wallet = await tx.selectFrom('ledger_accounts').select('balance').where('id', '=', ledgerAccount.wallet(m.code, userId).id).executeTakeFirstOrThrow();
    const order = new Map(rows.map((r, i) => [r.reference, i]));
    placed.sort((a, b) => order.get(a.reference)! - order.get(b.reference)!);
    return { bets: placed.map((r) => betWire(r, game, l)), balance: toMinor(wallet.balance) };
  });
}

export interface MyBetsQuery {
  status: 'open' | 'settled' | null;
  gameCode: string | null;
  page: number;
}

/** The member's own bets, newest first, LOTTERY.pageSize a page. */
export async function listMyBets(db: Kysely<Database>, merchantCode: string, userId: string, q: MyBetsQuery, l: Locale): Promise<LotteryBetPage> {
  let base = db.selectFrom('lottery_bets').where('user_id', '=', userId).where('merchant_code', '=', merchantCode);
  if (q.status === 'open') base = base.where('status', '=', 'open');
  if (q.status === 'settled') base = base.where('status', 'in', ['won', 'lost', 'void']);
  if (q.gameCode) base = base.where('game_code', '=', q.gameCode);
  const [{ n }, rows, games] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('placed_at', 'desc')
      .orderBy('reference', 'desc')
      .limit(LOTTERY.pageSize)
      .offset((q.page - 1) * LOTTERY.pageSize)
      .execute(),
    listGames(db, merchantCode),
  ]);
  const byCode = new Map(games.map((g) => [g.code, g]));
  return { list: rows.map((r) => betWire(r, byCode.get(r.game_code), l)), page: q.page, size: LOTTERY.pageSize, total: Number(n) };
}
