import type { ChartModel } from '../graph/paths';
import { gaveUp, type ImageLoadsContext, type ImageLoadsEvent, imageLoadsMachine, knownUrl } from './image-loads.machine';

/** One catalogue image, shown by two cards (a game in two lanes), served by two image CDNs. */
export const IMAGE_PATH = '/games/fortune-tiger.png';
export const IMAGE_CDNS = ['https://img1.example', 'https://img2.example'] as const;
/** Where a card that picks afresh asks first (the suites pick the first CDN). */
export const FIRST_PICK = `${IMAGE_CDNS[0]}${IMAGE_PATH}`;

/**
 * Every way one image goes: loads, each failure up to giving up, and a card mounting again after it
 * gave up. A second card's report of a failure already counted takes no transition (the guards'),
 * so it is no step of a path: the chart's unit tests and the view's hold it.
 */
export const imageLoadsModel: ChartModel<typeof imageLoadsMachine> = {
  id: 'image-loads',
  machine: imageLoadsMachine,
  events: (s) => {
    const context = s.context as ImageLoadsContext;
    const retry = context.retries[IMAGE_PATH];
    if (gaveUp(retry)) return [{ type: 'images.shownAgain', path: IMAGE_PATH, label: 'a card shows it again' } as ImageLoadsEvent];
    const failures = retry?.failures ?? 0;
    // The address the cards show now: the retry's, else the one that loaded, else the first pick.
    const url = knownUrl(context, IMAGE_PATH) ?? FIRST_PICK;
    const events: ImageLoadsEvent[] = [
      { type: 'images.failed', path: IMAGE_PATH, url, attempt: failures, cdns: IMAGE_CDNS, label: `load ${failures + 1} fails` } as ImageLoadsEvent,
    ];
    if (context.loaded.length === 0 || failures > 0) events.push({ type: 'images.loaded', path: IMAGE_PATH, url, label: 'it loads' } as ImageLoadsEvent);
    return events;
  },
  serialize: (s) => {
    const context = s.context as ImageLoadsContext;
    return JSON.stringify({ v: s.value, failures: context.retries[IMAGE_PATH]?.failures ?? 0, url: knownUrl(context, IMAGE_PATH) ?? null, loaded: context.loaded.length });
  },
};
