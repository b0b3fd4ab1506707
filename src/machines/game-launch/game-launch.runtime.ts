import type { ApiClient } from '../../api/client';
import { createLaunchGame, createOpenWindow, createReadSession } from './actors/launch-actors';
import { gameLaunchMachine } from './game-launch.machine';
import type { LaunchEnvironment, LaunchSession } from './game-launch.types';

export interface GameLaunchDeps {
  api: Pick<ApiClient, 'call'>;
  /** The session once settled (see use-game-launch.tsx). */
  readSession: () => Promise<LaunchSession>;
  environment: () => LaunchEnvironment;
  openLogin: () => void;
  /** A site path, possibly with a query ("/lottery?game=SSC1&view=betting"). */
  navigate: (to: string) => void;
  /** window.open of a game URL (launchGameCDNs prefix already applied by the caller's wiring). */
  openWindow: (url: string) => Window | null;
  /** The game URL and the game's name (the /game frame's title). */
  storeIframeUrl: (url: string, title: string) => void;
}

export function createGameLaunchImplementations(deps: GameLaunchDeps) {
  return {
    actors: {
      readSession: createReadSession(deps.readSession),
      launchGame: createLaunchGame(deps.api, deps.environment),
      openWindow: createOpenWindow(deps.openWindow),
    },
    actions: {
      openLogin: () => deps.openLogin(),
      navigate: (_: unknown, { to }: { to: string }) => deps.navigate(to),
      storeIframeUrl: (_: unknown, { url, title }: { url: string; title: string }) => deps.storeIframeUrl(url, title),
    },
  };
}

export function createGameLaunchLogic(deps: GameLaunchDeps) {
  return gameLaunchMachine.provide(createGameLaunchImplementations(deps));
}
