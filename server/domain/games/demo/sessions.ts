import { createHash, randomBytes } from 'node:crypto';
import type { DemoGame, SessionResult } from '../../../../src/vendor/api';
import { resolveEngineConfig } from '../../../../src/game-engines/registry';
import { GAME_SERVER } from '../../../../src/config/game-server';
import { DEMO_VENDOR } from '../../../../src/config/demo-vendor';
import type { DemoSessionRow } from '../../../db/tables-demo-vendor';
import { json } from '../../../db/json';
import { toMinor } from '../../money/amounts';
import { loadMerchantMoney, type MerchantMoney, type MoneyDeps } from '../../money/context';
import { canonicalJson } from '../../money/idempotency';
import type { Tx } from '../../money/ledger';
import { walletBalance } from '../../money/wallets';
import { isRecord } from '../../../../src/game-engines/engine';
import { redeemLaunchTicket, type RedeemedTicket } from '../launch';
import { engineInput, sessionInvalid, ticketInvalid } from './errors';
import { activeSeed, fairState } from './seeds';

/**
 * Game sessions (docs/demo-vendor.md "Sessions"): the game page redeems its one-use launch
 * ticket for a session token (128-bit random, stored as its SHA-256), which then authenticates
 * every call of that game; it expires after GAME_SERVER.gameSessionIdleMinutes without a call.
 */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const idleMs = () => GAME_SERVER.gameSessionIdleMinutes * 60_000;

/** Stores a config once under the SHA-256 of its canonical JSON; rounds name it by that hash. */
export async function storeConfig(h: Tx, engine: string, config: unknown): Promise<string> {
  const hash = createHash('sha256').update(canonicalJson(config)).digest('hex');
  await h.insertInto('demo_configs').values({ hash, engine, config: json(config) }).onConflict((oc) => oc.column('hash').doNothing()).execute();
  return hash;
}

const bound = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

/** Table limits: the room's, else the engine config's minBet/maxBet, else the defaults. */
async function limits(h: Tx, t: RedeemedTicket): Promise<{ min: number; max: number }> {
  if (t.roomId) {
    const room = await h
      .selectFrom('pvp_rooms')
      .select(['min_bet', 'max_bet'])
      .where('merchant_code', '=', t.merchantCode)
      .where('room_id', '=', t.roomId)
      .executeTakeFirst();
    if (room) return { min: toMinor(room.min_bet), max: toMinor(room.max_bet) };
  }
  const c = isRecord(t.engineConfig) ? t.engineConfig : {};
  const min = bound(c.minBet) ?? DEMO_VENDOR.defaultMinBet;
  const max = bound(c.maxBet) ?? DEMO_VENDOR.defaultMaxBet;
  return { min, max: Math.max(min, max) };
}

/** The wallet's balance as this handle sees it (a transaction: its own view). */
export async function balanceOf(h: Tx, m: MerchantMoney, userId: string, wallet: string): Promise<number> {
  return (await walletBalance(h, m, userId)).wallets.find((w) => w.code === wallet)?.balance ?? 0;
}

export function gameOf(s: DemoSessionRow, m: MerchantMoney): DemoGame {
  return {
    gameId: s.game_id,
    gameName: s.game_name,
    engine: s.engine,
    config: s.config,
    rtp: s.rtp === null ? null : Number(s.rtp),
    minBet: toMinor(s.min_bet),
    maxBet: toMinor(s.max_bet),
    wallet: s.wallet_code,
    currency: m.currency,
    language: s.language,
  };
}

/** POST session: redeems the ticket (one use) and opens a session on the ticket's game and wallet. */
export async function openGameSession(d: MoneyDeps, ticket: unknown, redeem = redeemLaunchTicket): Promise<SessionResult> {
  if (typeof ticket !== 'string' || ticket.length < 16 || ticket.length > 128) throw ticketInvalid();
  const now = d.clock.now();
  const t = await redeem(d.db, ticket, now);
  if (!t) throw ticketInvalid();
  const engine = t.engine;
  const config = engineInput(() => resolveEngineConfig(engine, t.engineConfig, t.rtp));
  const m = await loadMerchantMoney(d.db, t.merchantCode);
  const token = randomBytes(16).toString('base64url');
  const { min, max } = await limits(d.db, t);
  const configHash = await storeConfig(d.db, engine, config);
  const row = await d.db
    .insertInto('demo_sessions')
    .values({
      token_hash: hashToken(token),
      merchant_code: t.merchantCode,
      user_id: t.userId,
      game_id: t.gameId,
      game_name: t.gameName,
      room_id: t.roomId,
      engine,
      config: json(config),
      config_hash: configHash,
      rtp: t.rtp,
      min_bet: min,
      max_bet: max,
      wallet_code: t.walletCode,
      category: t.gameCategory,
      vendor: t.vassalage,
      language: t.language,
      created_at: now,
      expires_at: new Date(now.getTime() + idleMs()),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const seed = await activeSeed(d.db, t.userId, engine, now);
  return { sessionToken: token, game: gameOf(row, m), balance: await balanceOf(d.db, m, t.userId, t.walletCode), fair: fairState(seed) };
}

/** The live session of a bearer token, its idle expiry pushed back; else demo.session.invalid. */
export async function authGameSession(d: MoneyDeps, authorization: string | undefined): Promise<{ s: DemoSessionRow; m: MerchantMoney }> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  if (!token || token.length > 128) throw sessionInvalid();
  const now = d.clock.now();
  const s = await d.db
    .updateTable('demo_sessions')
    .set({ expires_at: new Date(now.getTime() + idleMs()) })
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!s) throw sessionInvalid();
  return { s, m: await loadMerchantMoney(d.db, s.merchant_code) };
}
