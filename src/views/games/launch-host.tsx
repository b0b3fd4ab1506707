import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { LaunchTarget } from '../../machines/game-launch/game-launch.types';
import { useGameLaunchActor } from '../../machines/game-launch/use-game-launch';
import { LaunchStatus } from './launch-status';

export interface LaunchOrder {
  target: LaunchTarget;
  /** A new number for every press, so the same game can be asked for twice. */
  seq: number;
}

/** A launch chart for one surface (the nav, a page, the home sections) and its view. */
export function LaunchHost({ order }: { order: LaunchOrder }) {
  const router = useRouter();
  const actor = useGameLaunchActor({ navigate: (to) => router.history.push(to) });
  const sent = useRef(0);
  useEffect(() => {
    if (order.seq === sent.current) return;
    sent.current = order.seq;
    actor.send({ type: 'launch.start', target: order.target });
  }, [actor, order]);
  return <LaunchStatus actor={actor} />;
}
