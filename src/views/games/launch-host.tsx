import { useRouter } from '@tanstack/react-router';
import type { LaunchOrder } from '../../machines/game-launch/game-launch.types';
import { useGameLaunchActor } from '../../machines/game-launch/use-game-launch';
import { LaunchStatus } from './launch-status';

export type { LaunchOrder };

/** A launch chart for one surface (the nav, a page, the home sections) and its view. */
export function LaunchHost({ order }: { order: LaunchOrder }) {
  const router = useRouter();
  const actor = useGameLaunchActor({ navigate: (to) => router.history.push(to), order });
  return <LaunchStatus actor={actor} />;
}
