import { GAMES } from '../../../src/config/constants';
import { GAME_SERVER } from '../../../src/config/game-server';
import { badParam } from './errors';

/**
 * Query-string values of the lobby endpoints. Anything malformed is a 400 request_param_err
 * naming the field, before any database work; codes are matched in upper case.
 */
const CODE = /^[A-Z0-9_]{1,24}$/;
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseCode(field: string, v: string | undefined): string | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const code = v.trim().toUpperCase();
  if (!CODE.test(code)) throw badParam(field, 'validation.pattern.upperNoSpaces');
  return code;
}

export function requireCode(field: string, v: string | undefined): string {
  const code = parseCode(field, v);
  if (code === undefined) throw badParam(field, 'required');
  return code;
}

export function parseGameId(field: string, v: unknown): string {
  if (typeof v !== 'string' || v.trim() === '') throw badParam(field, 'required');
  if (!GAME_ID.test(v.trim())) throw badParam(field, 'validation.pattern');
  return v.trim();
}

function positiveInt(field: string, v: string, max: number): number {
  if (!/^\d{1,9}$/.test(v) || Number(v) < 1) throw badParam(field, 'validation.pattern.digits');
  const n = Number(v);
  if (n > max) throw badParam(field, 'validation.max');
  return n;
}

/** 1-based page; a page past the end is simply empty. */
export function parsePage(v: string | undefined): number {
  return v === undefined || v === '' ? 1 : positiveInt('page', v, 100_000);
}

export function parseSize(v: string | undefined): number {
  return v === undefined || v === '' ? GAMES.gameListPageSize : positiveInt('size', v, GAME_SERVER.gameListMaxSize);
}

/** Rank list rows: `limitNum` defaults to and is capped at the winner board limit (SPEC §9). */
export function parseLimitNum(v: string | undefined): number {
  if (v === undefined || v === '') return GAMES.winnerBoardLimit;
  if (!/^\d{1,9}$/.test(v) || Number(v) < 1) throw badParam('limitNum', 'validation.pattern.digits');
  return Math.min(Number(v), GAMES.winnerBoardLimit);
}

/** A search keyword as a LIKE pattern matching it anywhere ('%', '_' and '\' taken literally). */
export function parseKeyword(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  const k = v.trim();
  if (k === '') return undefined;
  if ([...k].length > GAME_SERVER.keywordMaxLength) throw badParam('keyword', 'validation.max');
  if (/[\u0000-\u001f\u007f]/.test(k)) throw badParam('keyword', 'validation.pattern');
  return `%${k.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
