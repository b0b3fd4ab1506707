import { isApiError } from '../../api/errors';
import type { DemoRoundContext } from './demo-round.types';

/**
 * Rules of one play on the demo vendor (src/vendor): what the page checks before sending, and
 * how an answer is sorted. The idempotency key (requestId) follows docs/money.md: one key per
 * intent, kept while the outcome is unknown, dropped on any definite answer.
 */

export const PLAY_KEYS = {
  /** The stake is outside the game's bounds (value: { min, max }). */
  bounds: 'money.amount.limit',
  insufficient: 'money.balance.insufficient',
} as const;

/**
 * Answers that end the game session: the page cannot play on and offers to close. The demo
 * vendor's code (server/domain/games/demo/errors.ts: unknown or expired session) and the
 * client's own (no session opened).
 */
export const SESSION_ENDED_KEYS: readonly string[] = ['demo.session.invalid', 'demo.session.missing'];

/** The page's own check of a stake (the server checks again). */
export function stakeRefusal(c: Pick<DemoRoundContext, 'minBet' | 'maxBet' | 'balance'>, stake: number): { key: string; value: DemoRoundContext['errorValue'] } | null {
  if (!Number.isSafeInteger(stake) || stake < c.minBet || stake > c.maxBet) return { key: PLAY_KEYS.bounds, value: { min: c.minBet, max: c.maxBet } };
  if (stake > c.balance) return { key: PLAY_KEYS.insufficient, value: null };
  return null;
}

/**
 * No definite answer (network, time-out, unreadable answer, 5xx): the round may have been played.
 * Only a retry with the same key is safe (the server answers the stored round again).
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalidResponse') return true;
  return error.kind === 'server' && (error.status ?? 0) >= 500;
}

export function sessionEnded(error: unknown): boolean {
  return isApiError(error) && (SESSION_ENDED_KEYS.includes(error.messageKey) || error.kind === 'sessionReplaced');
}

/** The bounds a refusal carries (`money.amount.limit` answers `{ min, max }`). */
export function errorValueOf(error: unknown): DemoRoundContext['errorValue'] {
  const v = isApiError(error) ? (error.value as { min?: unknown; max?: unknown } | null | undefined) : null;
  if (!v || typeof v !== 'object') return null;
  return {
    ...(typeof v.min === 'number' ? { min: v.min } : {}),
    ...(typeof v.max === 'number' ? { max: v.max } : {}),
  };
}

/** A fresh idempotency key (`^[A-Za-z0-9_-]{8,64}$`); getRandomValues works in any context. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `dv${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
