import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Engine, ENGINES, type LaunchRequest, type LaunchResult } from '../../../src/api/schemas/lobby';
import { GAMES } from '../../../src/config/constants';
import { GAME_SERVER } from '../../../src/config/game-server';
import type { Clock } from '../../clock';
import type { Database, MerchantProfile } from '../../db/database';
import { findGame, type GameRecord } from '../../repositories/content';
import { TRIAL_ACCOUNT_TYPE } from '../auth/freeplay';
import { effectiveCategory } from '../catalogue';
import { lotteryGameExists } from '../lottery/catalogue';
import { pick, requestLanguage } from '../localize';
import { merchantMoney } from '../money/context';
import { MAIN_WALLET } from '../money/ledger';
import { isWallet } from '../money/wallets';
import { hashToken } from '../sessions';
import { badParam, gameUnknown, launchMismatch, roomUnknown, trialForbidden } from './errors';
import { gameAllowsTrial, type LobbyContext, requireVendor } from './lobby';
import { parseCode, parseGameId } from './params';
import { recordRecent } from './recent';
import { defaultRoom, findRoom } from './rooms';

/**
 * POST /wps/game/launchGame (docs/games.md "Launch"). The body must belong to the session
 * (token, username, merchant); the game must be enabled; trial accounts are refused where the
 * vendor or game forbids trial play. Engine games get a one-use launch ticket for the demo
 * vendor; lottery games a path of the site's lottery pages. Either way the game becomes the
 * member's most recent one.
 */
export interface LaunchDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface LaunchSession {
  userId: string;
  /** SHA-256 of the Authorization token. */
  tokenHash: string;
  accountType: number;
}

export interface LaunchMerchant {
  code: string;
  profile: MerchantProfile;
}

const LOTTERY_CODE = /^[A-Z0-9_]{2,24}$/;
const TICKET = /^[A-Za-z0-9_-]{22}$/;

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

async function checkOwnership(db: Kysely<Database>, m: LaunchMerchant, s: LaunchSession, req: LaunchRequest): Promise<void> {
  if (!sameHash(hashToken(req.token.trim()), s.tokenHash)) throw launchMismatch('token');
  if (req.merchantCode.trim() !== m.code) throw launchMismatch('merchantCode');
  const user = await db.selectFrom('users').select('username').where('id', '=', s.userId).executeTakeFirst();
  if (!user || user.username.toLowerCase() !== req.username.trim().toLowerCase()) throw launchMismatch('username');
}

export async function launchGame(d: LaunchDeps, m: LaunchMerchant, s: LaunchSession, headerLang: string, req: LaunchRequest): Promise<LaunchResult> {
  await checkOwnership(d.db, m, s, req);
  const brand = m.profile.brand;
  const language = req.language.trim() ? requestLanguage(req.language, brand.languages, headerLang) : headerLang;
  const ctx: LobbyContext = {
    db: d.db,
    merchantCode: m.code,
    esportsVassalages: m.profile.esportsVassalages,
    lang: language,
    fallback: brand.defaultLanguage.toLowerCase(),
  };
  const vassalage = parseCode('vassalage', req.vassalage);
  if (vassalage === undefined) throw badParam('vassalage', 'required');

  // The game: by id, or through its room.
  const gameId = req.gameId?.trim() ? parseGameId('gameId', req.gameId) : undefined;
  const roomId = req.roomId?.trim() ? parseGameId('roomId', req.roomId) : undefined;
  let game: GameRecord | undefined;
  let room: string | null = null;
  if (roomId !== undefined) {
    const r = await findRoom(d.db, m.code, roomId);
    if (!r || (gameId !== undefined && r.gameId !== gameId)) throw roomUnknown();
    game = await findGame(d.db, m.code, r.gameId);
    if (!game) throw gameUnknown();
    room = r.roomId;
  } else if (gameId !== undefined) {
    game = await findGame(d.db, m.code, gameId);
    if (!game || game.is_game !== 'GAME') throw gameUnknown();
  } else if (req.launchMode !== 'LOTT') {
    throw badParam('gameId', 'required');
  }

  if (game) {
    if (game.vassalage !== vassalage) throw badParam('vassalage', 'mismatch');
    if (s.accountType === TRIAL_ACCOUNT_TYPE && !gameAllowsTrial(game)) throw trialForbidden();
  } else {
    const vendors = await requireVendor(ctx, vassalage);
    if (s.accountType === TRIAL_ACCOUNT_TYPE && !vendors.some((v) => v.trialAllowed)) throw trialForbidden();
  }

  const now = d.clock.now();
  if (req.launchMode === 'LOTT' || game?.engine === 'lottery') {
    if (game && game.engine !== 'lottery') throw badParam('launchMode', 'mismatch');
    return launchLottery(d, ctx, s, vassalage, game, req, now);
  }

  const g = game!;
  room ??= await defaultRoom(d.db, m.code, g.game_id);
  const ticket = randomBytes(16).toString('base64url');
  const wallet = isWallet(merchantMoney(m.code, m.profile), g.vassalage) ? g.vassalage : MAIN_WALLET;
  await d.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('launch_tickets')
      .values({
        ticket_hash: hashTicket(ticket),
        merchant_code: m.code,
        user_id: s.userId,
        user_type: s.accountType,
        game_id: g.game_id,
        room_id: room,
        wallet_code: wallet,
        language,
        created_at: now,
        expires_at: new Date(now.getTime() + GAME_SERVER.launchTicketSeconds * 1000),
      })
      .execute();
    await recordRecent(tx, { userId: s.userId, merchantCode: m.code, gameId: g.game_id, at: now });
  });
  return { content: `/demo-vendor/play?ticket=${ticket}` };
}

const configGameCode = (config: unknown): string | undefined => {
  const code = (config as { gameCode?: unknown } | null)?.gameCode;
  return typeof code === 'string' ? code : undefined;
};

/**
 * A lottery launch (launchMode LOTT, or a catalogue game on the `lottery` engine): the site's
 * own lottery page. The code is the request's lottoGameCode, else the game's configured one.
 */
async function launchLottery(
  d: LaunchDeps,
  ctx: LobbyContext,
  s: LaunchSession,
  vassalage: string,
  game: GameRecord | undefined,
  req: LaunchRequest,
  now: Date,
): Promise<LaunchResult> {
  const raw = req.lottoGameCode?.trim() || (game ? configGameCode(game.engine_config) : undefined);
  if (!raw) throw badParam('lottoGameCode', 'required');
  const code = raw.toUpperCase();
  if (!LOTTERY_CODE.test(code)) throw badParam('lottoGameCode', 'validation.pattern.upperNoSpaces');
  if (!(await lotteryGameExists(d.db, ctx.merchantCode, code))) throw gameUnknown();

  const area = req.lottoArea?.trim().toUpperCase() === GAMES.launch.lottoArea || (GAMES.vnLotteryVendors as readonly string[]).includes(vassalage) ? 'VN' : 'GLOBAL';
  const view = req.lottoView ?? 'betting';
  const path = area === 'VN' ? '/Vnlottery' : '/lottery';

  // The catalogue item this launch is (given, or the vendor's item selling this code) becomes recent.
  const item = game ?? (await lotteryItem(d.db, ctx.merchantCode, vassalage, code));
  if (item) await recordRecent(d.db, { userId: s.userId, merchantCode: ctx.merchantCode, gameId: item.game_id, at: now });
  return { content: `${path}?game=${encodeURIComponent(code)}&view=${view}` };
}

/** The vendor's enabled lottery item that sells this code, if any. */
async function lotteryItem(db: Kysely<Database>, merchantCode: string, vassalage: string, code: string) {
  const rows = await db
    .selectFrom('games')
    .select(['game_id', 'engine_config'])
    .where('merchant_code', '=', merchantCode)
    .where('vassalage', '=', vassalage)
    .where('engine', '=', 'lottery')
    .where('enabled', '=', true)
    .execute();
  return rows.find((r) => configGameCode(r.engine_config) === code);
}

/** What the demo vendor needs to open a game session from a redeemed launch ticket. */
export interface RedeemedTicket {
  merchantCode: string;
  userId: string;
  account: string;
  userType: number;
  gameId: string;
  roomId: string | null;
  walletCode: string;
  language: string;
  engine: Engine;
  engineConfig: unknown;
  vassalage: string;
  gameCategory: string;
  gameName: string;
  rtp: number | null;
}

/**
 * Redeems a launch ticket: at most once (a conditional UPDATE … WHERE used_at IS NULL AND
 * expires_at > now), never after GAME_SERVER.launchTicketSeconds. Null for an unknown, used or
 * expired ticket, or one whose game or vendor was switched off meanwhile (the ticket is spent).
 */
export async function redeemLaunchTicket(db: Kysely<Database>, ticket: string, now: Date): Promise<RedeemedTicket | null> {
  if (typeof ticket !== 'string' || !TICKET.test(ticket)) return null;
  const row = await db
    .with('t', (qc) =>
      qc
        .updateTable('launch_tickets')
        .set({ used_at: now })
        .where('ticket_hash', '=', hashTicket(ticket))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll(),
    )
    .selectFrom('t')
    .innerJoin('games as g', (j) => j.onRef('g.merchant_code', '=', 't.merchant_code').onRef('g.game_id', '=', 't.game_id'))
    .innerJoin('vendors as v', (j) =>
      j.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.category_code', '=', 'g.category').onRef('v.vassalage', '=', 'g.vassalage'),
    )
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('merchants as m', 'm.code', 't.merchant_code')
    .select([
      't.merchant_code',
      't.user_id',
      't.user_type',
      't.game_id',
      't.room_id',
      't.wallet_code',
      't.language',
      'u.username',
      'g.engine',
      'g.engine_config',
      'g.vassalage',
      'g.category',
      'g.name',
      'g.rtp',
      'g.enabled as game_enabled',
      'v.enabled as vendor_enabled',
      'm.profile',
    ])
    .executeTakeFirst();
  if (!row || !row.game_enabled || !row.vendor_enabled) return null;
  if (!(ENGINES as readonly string[]).includes(row.engine ?? '')) return null;
  return {
    merchantCode: row.merchant_code,
    userId: row.user_id,
    account: row.username,
    userType: row.user_type,
    gameId: row.game_id,
    roomId: row.room_id,
    walletCode: row.wallet_code,
    language: row.language,
    engine: row.engine as Engine,
    engineConfig: row.engine_config,
    vassalage: row.vassalage,
    gameCategory: effectiveCategory(row.category, row.vassalage, row.profile.esportsVassalages),
    gameName: pick(row.name, row.language, row.profile.brand.defaultLanguage.toLowerCase()),
    rtp: row.rtp === null ? null : Number(row.rtp),
  };
}

/** Deletes tickets created before `before` (spent or expired long ago); for a housekeeping job. Returns the count. */
export async function purgeLaunchTickets(db: Kysely<Database>, before: Date): Promise<number> {
  const r = await db.deleteFrom('launch_tickets').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
