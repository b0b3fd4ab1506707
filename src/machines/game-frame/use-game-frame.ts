import { useNavigate, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { announceBalanceChanged } from '../balance/balance-signal';
import { pickCdn, withCdn } from '../game-launch/cdn';
import { IFRAME_TITLE_KEY, IFRAME_URL_KEY, isLaunchUrl } from '../game-launch/game-launch.rules';
import { useWhitelabel } from '../system-status/use-system-status';
import type { gameFrameMachine, GameFrameInput } from './game-frame.machine';
import { createGameFrameLogic } from './game-frame.runtime';

export type GameFrameActor = ActorRefFrom<typeof gameFrameMachine>;

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function forgetStoredGame() {
  try {
    sessionStorage.removeItem(IFRAME_URL_KEY);
    sessionStorage.removeItem(IFRAME_TITLE_KEY);
  } catch {
    /* storage unavailable */
  }
}

/** The stored game (sessionStorage `iframeUrl`, SPEC §3), on a random game-launch CDN (SPEC §9), and its name. */
function storedGame(cdns: readonly string[]): GameFrameInput {
  const url = stored(IFRAME_URL_KEY);
  return { src: url && isLaunchUrl(url) ? withCdn(url, pickCdn(cdns)) : null, name: stored(IFRAME_TITLE_KEY)?.trim() ?? '' };
}

/** The game page's chart, for as long as the page shows; `frame` is the game's iframe. */
export function useGameFrameActor(frame: RefObject<HTMLIFrameElement | null>): GameFrameActor {
  const cdns = useWhitelabel()?.info.launchGameCDNs ?? [];
  const router = useRouter();
  const navigate = useNavigate();
  const [input] = useState(() => storedGame(cdns));
  const [logic] = useState(() =>
    createGameFrameLogic({
      frameWindow: () => frame.current?.contentWindow,
      announceBalance: announceBalanceChanged,
      leave: () => {
        forgetStoredGame();
        if (router.history.canGoBack()) router.history.back();
        else void navigate({ to: '/' });
      },
    }),
  );
  return useActorRef(logic, { input });
}

/** What the page shows (the game until the page has gone, once it was open), and its close intent. */
export function useGameFrame(actor: GameFrameActor) {
  const open = useSelector(actor, (s) => !s.hasTag('game:none'));
  const src = useSelector(actor, (s) => s.context.src);
  const name = useSelector(actor, (s) => s.context.name);
  const close = useMemo(() => () => actor.send({ type: 'game.close' }), [actor]);
  return { open, src, name, close };
}
