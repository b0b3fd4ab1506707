import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ActorRefFrom, waitFor } from 'xstate';
import { i18n, wireLanguage } from '../../i18n';
import { useAppDeps } from '../app-deps';
import { useModalIntents } from '../modal/use-modal';
import { type SessionActor, useSessionActor } from '../session/use-session';
import { useWhitelabel } from '../system-status/use-system-status';
import { pickCdn, withCdn } from './cdn';
import { IFRAME_TITLE_KEY, IFRAME_URL_KEY, isLotteryContent } from './game-launch.rules';
import type { gameLaunchMachine } from './game-launch.machine';
import { createGameLaunchLogic } from './game-launch.runtime';
import type { LaunchOrder, LaunchSession, LaunchTarget } from './game-launch.types';

export type GameLaunchActor = ActorRefFrom<typeof gameLaunchMachine>;

/** The session as the launch reads it, after member info has loaded (never mid-login). */
export async function settledSession(session: SessionActor): Promise<LaunchSession> {
  const s = await waitFor(session, (snap) => !snap.hasTag('state:loading'));
  const signedIn = s.hasTag('session:signedIn');
  return {
    token: signedIn ? s.context.token : null,
    username: s.context.info?.account ?? '',
    type: signedIn ? (s.context.info?.type ?? null) : null,
  };
}

/**
 * A launch chart bound to the app (API client, session, modal chart, white-label) for the
 * lifetime of the calling view. `navigate` comes from the view: the router lives there.
 * `order` is the latest press of a game (the chart loads with the first press, so a press
 * cannot be an intent called on it): each new order is the chart's `launch.start`.
 */
export function useGameLaunchActor({ navigate, order }: { navigate: (to: string) => void; order: LaunchOrder }): GameLaunchActor {
  const { api } = useAppDeps();
  const session = useSessionActor();
  const modal = useModalIntents();
  const whitelabel = useWhitelabel();
  const latest = useRef({ navigate, modal, whitelabel });
  latest.current = { navigate, modal, whitelabel };
  const [logic] = useState(() =>
    createGameLaunchLogic({
      api,
      readSession: () => settledSession(session),
      environment: () => {
        const brand = latest.current.whitelabel?.info.brand;
        return {
          merchantCode: brand?.merchantCode ?? '',
          language: wireLanguage(i18n.locale),
          device: brand?.device ?? 'WEB',
          backUrl: window.location.href,
        };
      },
      openLogin: () => latest.current.modal.open('login'),
      navigate: (to) => latest.current.navigate(to),
      // A game URL comes from a launch CDN (SPEC §9); a page of this site (a lottery page) from here.
      openWindow: (url) =>
        window.open(isLotteryContent(url) ? url : withCdn(url, pickCdn(latest.current.whitelabel?.info.launchGameCDNs ?? [])), '_blank'),
      storeIframeUrl: (url, title) => {
        try {
          sessionStorage.setItem(IFRAME_URL_KEY, url);
          sessionStorage.setItem(IFRAME_TITLE_KEY, title);
        } catch {
          /* storage unavailable: /game says no game is open */
        }
      },
    }),
  );
  const actor = useActorRef(logic);
  const started = useRef(0);
  useEffect(() => {
    if (order.seq === started.current) return;
    started.current = order.seq;
    actor.send({ type: 'launch.start', target: order.target });
  }, [actor, order]);
  return actor;
}

/** What the launch views read and the intents they send; views never build events. */
export function useGameLaunch(actor: GameLaunchActor) {
  const target = useSelector(actor, (s) => s.context.target);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const busy = useSelector(actor, (s) => s.hasTag('launch:busy'));
  const trialWarning = useSelector(actor, (s) => s.hasTag('launch:trialWarning'));
  const popupBlocked = useSelector(actor, (s) => s.hasTag('launch:popupBlocked'));
  const failed = useSelector(actor, (s) => s.hasTag('state:error'));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'launch.retry' }));
  const intents = useMemo(
    () => ({
      start: (t: LaunchTarget) => actor.send({ type: 'launch.start', target: t }),
      retry: () => actor.send({ type: 'launch.retry' }),
      openHere: () => actor.send({ type: 'launch.openHere' }),
      dismiss: () => actor.send({ type: 'launch.dismiss' }),
    }),
    [actor],
  );
  return { target, errorKey, busy, trialWarning, popupBlocked, failed, canRetry, ...intents };
}
