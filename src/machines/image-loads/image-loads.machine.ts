import { assign, setup } from 'xstate';
import { IMAGES } from '../../config/constants';
import { pickCdn, withCdn } from '../game-launch/cdn';
import { lazyChart } from '../lazy-chart';

/** A catalogue image whose load failed: where it is asked from now, and how many loads of it failed. */
export interface ImageRetry {
  url: string;
  failures: number;
}

export interface ImageLoadsContext {
  /** Images that loaded, by site path, oldest first: the address that served each (SPEC §9 "cache 200"). */
  loaded: readonly (readonly [path: string, url: string])[];
  /** Images whose load failed, by site path. */
  retries: Readonly<Record<string, ImageRetry>>;
}

export type ImageLoadsEvent =
  | { type: 'images.loaded'; path: string; url: string }
  /**
   * A load failed. `url` is the address that failed; `attempt` how many failures of the image the card
   * knew of when it asked (0 for its first load); `cdns` the white-label's image CDNs to pick the next
   * address from.
   */
  | { type: 'images.failed'; path: string; url: string; attempt: number; cdns: readonly string[] }
  /** A card showing an image that gave up before mounts (another page, the same page again). */
  | { type: 'images.shownAgain'; path: string };

/** Where a catalogue image is asked from now: its retry's address, else the address that served it before, else none yet. */
export function knownUrl(context: ImageLoadsContext, path: string): string | undefined {
  const retry = context.retries[path];
  if (retry && !gaveUp(retry)) return retry.url;
  return context.loaded.find(([p]) => p === path)?.[1];
}

/** Whether every load of the image failed (the first and IMAGES.lazyRetries more): its placeholder shows. */
export const gaveUp = (retry: ImageRetry | undefined) => retry !== undefined && retry.failures > IMAGES.lazyRetries;

/** The failure report is about the image's current attempt (not one another card showing it already reported). */
function isCurrent(context: ImageLoadsContext, event: Extract<ImageLoadsEvent, { type: 'images.failed' }>) {
  return (context.retries[event.path]?.failures ?? 0) === event.attempt;
}

/**
 * The page's catalogue images (SPEC §9 "Lazy images… retry on failure with a new CDN pick; cache
 * 200"): which address each is asked from, and when one gives up. One chart for every image of the
 * tab, so that cards showing the same image (a game in two lanes) share what happened to it.
 */
export const imageLoadsMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as ImageLoadsContext,
      events: {} as ImageLoadsEvent,
    },
    guards: {
      /** The failure of the image's current attempt (a card showing the same image may report one already counted). */
      isCurrentAttempt: ({ context, event }) => event.type === 'images.failed' && isCurrent(context, event),
      /** ... and it has failed fewer times than the first load and IMAGES.lazyRetries retries. */
      canRetry: ({ context, event }) =>
        event.type === 'images.failed' && isCurrent(context, event) && (context.retries[event.path]?.failures ?? 0) < IMAGES.lazyRetries,
      hasGivenUp: ({ context, event }) => event.type === 'images.shownAgain' && gaveUp(context.retries[event.path]),
    },
    actions: {
      remember: assign({
        loaded: ({ context, event }) => {
          if (event.type !== 'images.loaded') return context.loaded;
          const kept = context.loaded.filter(([path]) => path !== event.path);
          return [...kept.slice(Math.max(0, kept.length + 1 - IMAGES.lazyCacheSize)), [event.path, event.url] as const];
        },
        // A retry that loaded is over: its cards keep the address that served it, with no failure counted.
        retries: ({ context, event }) =>
          event.type === 'images.loaded' && event.path in context.retries ? { ...context.retries, [event.path]: { url: event.url, failures: 0 } } : context.retries,
      }),
      forgetFailures: assign({
        retries: ({ context, event }) => {
          const { [event.path]: _, ...rest } = context.retries;
          return rest;
        },
      }),
      retryElsewhere: assign({
        retries: ({ context, event }) => {
          if (event.type !== 'images.failed') return context.retries;
          const failures = (context.retries[event.path]?.failures ?? 0) + 1;
          // A new pick: among the CDNs other than the one that just failed, where there are others.
          const others = event.cdns.filter((cdn) => withCdn(event.path, cdn) !== event.url);
          return { ...context.retries, [event.path]: { url: withCdn(event.path, pickCdn(others.length ? others : event.cdns)), failures } };
        },
      }),
      giveUp: assign({
        retries: ({ context, event }) => {
          if (event.type !== 'images.failed') return context.retries;
          const failures = (context.retries[event.path]?.failures ?? 0) + 1;
          return { ...context.retries, [event.path]: { url: event.url, failures } };
        },
      }),
    },
  }).createMachine({
    id: 'imageLoads',
    description:
      "The tab's catalogue images (SPEC §9): an image that failed is asked again from a fresh CDN pick, up to IMAGES.lazyRetries times, then its placeholder shows; " +
      'one that loaded is shown at once, from the same address, the next time a card shows it (the last IMAGES.lazyCacheSize kept).',
    context: { loaded: [], retries: {} },
    initial: 'watching',
    states: {
      watching: {
        description: 'Hears each image load and each failure; the cards ask it where their image comes from and whether it gave up.',
        on: {
          'images.loaded': {
            actions: 'remember',
            description: 'An image loaded: its address is kept for the next card that shows it (the oldest forgotten past IMAGES.lazyCacheSize), and a retry of it is over.',
          },
          'images.shownAgain': {
            guard: 'hasGivenUp',
            actions: 'forgetFailures',
            description:
              'A card mounts for an image that gave up earlier (another page, or the page again, perhaps after an outage): it is asked for anew, with all its retries.',
          },
          'images.failed': [
            {
              guard: 'canRetry',
              actions: 'retryElsewhere',
              meta: { spec: ['§9 Lazy images'] },
              description:
                'The image failed to load, with retries left: it is asked again from a fresh random pick among the other image CDNs. ' +
                'A failure already counted (another card showing the same image reported that attempt first) changes nothing.',
            },
            {
              guard: 'isCurrentAttempt',
              actions: 'giveUp',
              meta: { spec: ['§9 Lazy images'] },
              description: 'Its last retry failed too: the image gives up, and its cards show the placeholder (the first letter of the name).',
            },
          ],
        },
      },
    },
  }),
);
