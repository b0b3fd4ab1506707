import type { ChartModel } from '../graph/paths';
import { gaveUp, type ImageLoadsContext, type ImageLoadsEvent, imageLoadsMachine, knownUrl } from './image-loads.machine';

/** One catalogue image, shown by two cards (a game in two lanes), served by one image CDN. */
export const IMAGE_PATH = '/games/fortune-tiger.png';
export const IMAGE_CDNS = ['https://img1.example'] as const;

/**
 * Every way one image goes: loads, each failure up to giving up, and a card mounting again after it
 * gave up. A second card's report of a failure already counted takes no transition (the guards'),
 * so it is no step of a path: the chart's unit tests and the view's hold it. Events follow what a card can report
 * in that state (a card reports the attempt it knew of).
 */
export const imageLoadsModel: ChartModel<typeof imageLoadsMachine> = {
  id: 'image-loads',
  machine: imageLoadsMachine,
  events: (s) => {
    const context = s.context as ImageLoadsContext;
    const retry = context.retries[IMAGE_PATH];
    const failures = retry?.failures ?? 0;
    if (gaveUp(retry)) return [{ type: 'images.shownAgain', path: IMAGE_PATH, label: 'a card shows it again' } as ImageLoadsEvent];
    const events: ImageLoadsEvent[] = [
      { type: 'images.failed', path: IMAGE_PATH, attempt: failures, cdns: IMAGE_CDNS, label: `load ${failures + 1} fails` } as ImageLoadsEvent,
    ];
    if (knownUrl(context, IMAGE_PATH) === undefined || failures > 0) {
      events.push({ type: 'images.loaded', path: IMAGE_PATH, url: `${IMAGE_CDNS[0]}${IMAGE_PATH}`, label: 'it loads' } as ImageLoadsEvent);
    }
    return events;
  },
  serialize: (s) => {
    const context = s.context as ImageLoadsContext;
    return JSON.stringify({ v: s.value, failures: context.retries[IMAGE_PATH]?.failures ?? 0, loaded: context.loaded.length });
  },
};
