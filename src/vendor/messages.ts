import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Translations of the message keys the game page meets: the demo vendor's error codes, the
 * client's transport keys (src/api/errors.ts) and the money codes a round can answer
 * (docs/money.md). Views call `i18n._(vendorMessage(key))`.
 */
const TICKET = msg`This game link has expired or was already used. Close the game and open it again from the site.`;
const SESSION = msg`Your game session has ended. Close the game and open it again from the site.`;

const MESSAGES: Record<string, MessageDescriptor> = {
  'network.abnormal': msg`Network link is abnormal, please try again`,
  'network.timeout': msg`The page took longer to load, check your network`,
  'response.invalid': msg`The game server gave an answer the page cannot read. Please try again.`,
  'system.error': msg`Something went wrong, please try again later`,
  request_param_err: msg`The game refused this play. Check your choice and stake.`,
  'too.many.requests': msg`Too many requests, try again after 5 minutes`,
  in_need_true_account: msg`Please register a real account to use this feature`,
  'login.not.session': SESSION,
  'money.balance.insufficient': msg`Insufficient balance for this stake.`,
  'money.amount.invalid': msg`The stake is not a valid amount.`,
  'money.idempotency.conflict': msg`This play was already sent with other details. Start a new play.`,
  // The demo vendor's codes (server/domain/games/demo/errors.ts); the two "missing" ones are the page's own.
  'demo.ticket.missing': msg`This page opens from the site: choose a game there.`,
  'demo.ticket.invalid': TICKET,
  'demo.session.missing': SESSION,
  'demo.session.invalid': SESSION,
  'demo.engine.mismatch': msg`This play is not available in this game.`,
  'demo.fixture.closed': msg`Betting on this match is closed.`,
  'demo.fixture.unknown': msg`This match is no longer on the board.`,
};

const FALLBACK = msg`Something went wrong, please try again later`;

export function vendorMessage(key: string | null | undefined): MessageDescriptor {
  return (key && MESSAGES[key]) || FALLBACK;
}

/** Keys after which the page cannot go on: it offers to close the game. */
export function endsSession(key: string | null | undefined): boolean {
  return !!key && (MESSAGES[key] === TICKET || MESSAGES[key] === SESSION || key === 'demo.ticket.missing');
}
