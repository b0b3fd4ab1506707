import type { RoundOutcome, RoundPage, RoundRecord, RoundResult, SeedResult } from '../../../../src/vendor/api';
import { DEMO_VENDOR } from '../../../../src/config/demo-vendor';
import { payoutOf } from '../../../../src/game-engines/payout';
import { instantEngine, isInstantEngine, playInstant } from '../../../../src/game-engines/registry';
import type { DemoSessionRow } from '../../../db/tables-demo-vendor';
import { json } from '../../../db/json';
import { checkLimitsOr, parseAmount, parseRequestId, toMinor } from './amounts';
import { placeBet, settleBet } from '../../money/bets';
import type { MerchantMoney, MoneyDeps } from '../../money/context';
import { badField } from '../../money/errors';
import { idempotent } from '../../money/idempotency';
import { ledgerTransaction } from '../../money/ledger';
import { engineInput, engineMismatch } from './errors';
import { nodeHmac } from './hmac';
import { claimNonce, rotateSeed } from './seeds';
import { balanceOf } from './sessions';
import { wireInstant } from '../../time';

/**
 * Instant rounds (docs/demo-vendor.md "Rounds"): one request, one nonce, one bet placed and
 * settled, one round row — all in one ledger transaction, exactly once per requestId.
 */
export async function playRound(d: MoneyDeps, s: DemoSessionRow, m: MerchantMoney, body: Record<string, unknown>): Promise<RoundResult> {
  if (!isInstantEngine(s.engine)) throw engineMismatch(s.engine);
  const engine = s.engine;
  const requestId = parseRequestId(body.requestId);
  const stake = parseAmount(body.stake, 'stake');
  const e = instantEngine(engine);
  const choice = engineInput(() => e.choice(body.choice ?? {}, s.config));
  checkLimitsOr(stake, toMinor(s.min_bet), toMinor(s.max_bet));
  const at = d.clock.now();
  const params = { game: s.game_id, wallet: s.wallet_code, stake, choice };
  return idempotent(d.db, { userId: s.user_id, key: requestId, scope: 'demoRound', params }, at, async (tx) => {
    const seed = await claimNonce(tx, s.user_id, engine, at);
    const outcome = await playInstant(nodeHmac, engine, s.config, choice, { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce });
    const payout = payoutOf(stake, outcome.multiplier);
    const betReference = await placeBet(tx, m, { userId: s.user_id, wallet: s.wallet_code, stake, category: s.category, vendor: s.vendor, gameName: s.game_name, at });
    await settleBet(tx, betReference, { payout }, at);
    const row = await tx
      .insertInto('demo_rounds')
      .values({
        merchant_code: s.merchant_code,
        user_id: s.user_id,
        game_id: s.game_id,
        engine,
        seed_id: seed.id,
        nonce: seed.nonce,
        request_id: requestId,
        config_hash: s.config_hash,
        choice: json(choice),
        outcome: json(outcome),
        stake,
        payout,
        multiplier: outcome.multiplier,
        bet_reference: betReference,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      round: { roundId: String(row.id), nonce: seed.nonce, stake, payout, outcome, betReference, serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed },
      balance: await balanceOf(tx, m, s.user_id, s.wallet_code),
    };
  });
}

/** POST seed: reveal the active seed of this game's engine and commit the next one. */
export async function rotateSessionSeed(d: MoneyDeps, s: DemoSessionRow, clientSeed: unknown): Promise<SeedResult> {
  if (typeof clientSeed !== 'string' || !DEMO_VENDOR.clientSeedPattern.test(clientSeed)) throw badField('clientSeed', 'validation.pattern');
  const at = d.clock.now();
  return ledgerTransaction(d.db, (tx) => rotateSeed(tx, s.user_id, s.engine, clientSeed, at));
}

export function parsePage(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > 100_000) throw badField('page', 'validation.integer');
  return n;
}

/** GET rounds: the member's own rounds of this engine, newest first, with their fair data. */
export async function listRounds(d: MoneyDeps, s: DemoSessionRow, page: number): Promise<RoundPage> {
  const size = DEMO_VENDOR.pageSize;
  const base = d.db.selectFrom('demo_rounds as r').where('r.user_id', '=', s.user_id).where('r.engine', '=', s.engine);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('demo_seeds as sd', 'sd.id', 'r.seed_id')
    .select(['r.id', 'r.nonce', 'r.stake', 'r.payout', 'r.choice', 'r.outcome', 'r.bet_reference', 'r.created_at', 'sd.server_seed', 'sd.server_seed_hash', 'sd.client_seed', 'sd.active'])
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const list: RoundRecord[] = rows.map((r) => ({
    roundId: String(r.id),
    nonce: r.nonce,
    stake: toMinor(r.stake),
    payout: toMinor(r.payout),
    choice: r.choice,
    outcome: r.outcome as RoundOutcome,
    betReference: r.bet_reference,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    serverSeed: r.active ? null : r.server_seed,
    at: wireInstant(r.created_at),
  }));
  return { list, page, size, total: Number(total) };
}
