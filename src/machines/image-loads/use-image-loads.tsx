import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createRequiredContext } from '../required-context';
import { type ImageRetry, knownUrl, type imageLoadsMachine } from './image-loads.machine';

export type ImageLoadsActor = ActorRefFrom<typeof imageLoadsMachine>;

const [Provider, useImageLoadsActor] = createRequiredContext<ImageLoadsActor>('useImageLoads', 'ImageLoadsProvider');

/** Hands the tab's image-loads chart (the router shell's) to the images below. */
export function ImageLoadsProvider({ actor, children }: { actor: ImageLoadsActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

/**
 * One catalogue image as the chart keeps it: the address it loaded from before, if any (read when
 * the card mounts), its retry now (a failure's new address and count), and the intents a card reports.
 */
export function useImageLoad(path: string, cdns: readonly string[]) {
  const actor = useImageLoadsActor();
  const retry: ImageRetry | undefined = useSelector(actor, (s) => s.context.retries[path]);
  return {
    retry,
    /** Where the image was asked from last, read once by a card as it mounts. */
    known: () => knownUrl(actor.getSnapshot().context, path),
    loaded: (url: string) => actor.send({ type: 'images.loaded', path, url }),
    failed: (url: string) => actor.send({ type: 'images.failed', path, url, attempt: retry?.failures ?? 0, cdns }),
    shownAgain: () => actor.send({ type: 'images.shownAgain', path }),
  };
}
