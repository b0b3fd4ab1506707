import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { launchRequest } from '../game-launch.rules';
import type { LaunchEnvironment, LaunchResult, LaunchSession, LaunchTarget } from '../game-launch.types';

type Api = Pick<ApiClient, 'call'>;

/** The session as the launch needs it, once the session chart has settled. */
export function createReadSession(read: () => Promise<LaunchSession>) {
  return fromPromise<LaunchSession>(() => read());
}

/**
 * A whole vendor (the nav, single-vendor categories) is launched as its first game: the launch
 * payload names a game or a room (SPEC §3 "gameId (or roomId)"). A vendor without any is
 * `game.unknown`, as the server says of an unknown game.
 */
async function resolveTarget(api: Api, target: LaunchTarget, signal: AbortSignal): Promise<LaunchTarget> {
  if (target.gameId !== undefined || target.roomId !== undefined || target.lottery) return target;
  const first = await api.call('gameList', {
    query: { vassalage: target.vassalage, gameCategory: target.gameCategory, page: 1, size: 1 },
    signal,
  });
  const game = first.list.find((g) => g.isGame === 'GAME');
  if (!game) throw new ApiError('server', 'game.unknown', { status: 404 });
  return { ...target, gameId: game.gameId };
}

/** POST /wps/game/launchGame (token); the client adds the `Language` header (SPEC §7). */
export function createLaunchGame(api: Api, environment: () => LaunchEnvironment) {
  return fromPromise<LaunchResult, { target: LaunchTarget; session: LaunchSession }>(async ({ input, signal }) => {
    const target = await resolveTarget(api, input.target, signal);
    return api.call('launchGame', { body: launchRequest(target, input.session, environment()), signal });
  });
}

export class PopupBlockedError extends Error {
  constructor() {
    super('popup blocked');
    this.name = 'PopupBlockedError';
  }
}

/**
 * Opens the game in a new window. Runs synchronously when the actor starts, so a click on
 * "Try again" still counts as the user's gesture for the popup blocker. The new window gets no
 * handle on this page (opener cleared): a vendor page must not navigate the site.
 */
export function createOpenWindow(open: (url: string) => Window | null) {
  return fromPromise<void, { url: string }>(async ({ input }) => {
    const win = open(input.url);
    if (!win) throw new PopupBlockedError();
    try {
      win.opener = null;
    } catch {
      /* cross-origin already */
    }
  });
}
