import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageFor } from '../messages';

/**
 * Game error keys (server `game.*` codes and the launch chart's own). Site-wide keys (network,
 * session, url.invalid, popup.blocked, in_need_true_account…) come from src/views/messages.ts.
 */
const GAME_MESSAGES: Record<string, MessageDescriptor> = {
  'game.unknown': msg`This game is not available`,
  'game.vendor.unknown': msg`This game is not available`,
  'game.category.unknown': msg`This game is not available`,
  'game.room.unknown': msg`This room is closed, please choose another one`,
  'game.favorites.limit': msg`You have reached the maximum number of favourites`,
};

/**
 * Game keys told with a site-wide message, looked up when shown: the codes' messages load with
 * the first request (src/views/messages.ts `loadErrorMessages`), after this module.
 */
const SITE_MESSAGE_OF: Record<string, string> = {
  // The launch body did not match the session (a stale tab after another login): log in again.
  'game.launch.mismatch': 'login.required',
  // SPEC §6: a trial account is told to use a real one.
  'game.trial.forbidden': 'in_need_true_account',
};

export function gameMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && GAME_MESSAGES[key]) || messageFor((key && SITE_MESSAGE_OF[key]) || key);
}
