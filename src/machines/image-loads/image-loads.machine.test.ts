import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { IMAGES } from '../../config/constants';
import { gaveUp, imageLoadsMachine, knownUrl } from './image-loads.machine';

const CDNS = ['https://img1.example', 'https://img2.example', 'https://img3.example'];
const PATH = '/games/fortune-tiger.png';
const start = () => createActor(imageLoadsMachine).start();

describe('image-loads chart (SPEC §9 lazy images)', () => {
  it(`a failed load is asked again from a fresh random pick among the other CDNs, ${IMAGES.lazyRetries} times, then the image gives up`, () => {
    const picks = [0.9, 0.1, 0.6];
    vi.spyOn(Math, 'random').mockImplementation(() => picks.shift() ?? 0);
    const actor = start();
    let failed = `https://img1.example${PATH}`;
    const urls: string[] = [];
    for (let attempt = 0; attempt < IMAGES.lazyRetries; attempt++) {
      actor.send({ type: 'images.failed', path: PATH, url: failed, attempt, cdns: CDNS });
      const retry = actor.getSnapshot().context.retries[PATH]!;
      expect(retry.failures).toBe(attempt + 1);
      expect(gaveUp(retry)).toBe(false);
      expect(retry.url).not.toBe(failed);
      urls.push((failed = retry.url));
    }
    // img1 failed: 0.9 of {img2, img3}; img3 failed: 0.1 of {img1, img2}; img1 failed: 0.6 of {img2, img3}.
    expect(urls).toEqual([`https://img3.example${PATH}`, `https://img1.example${PATH}`, `https://img3.example${PATH}`]);
    actor.send({ type: 'images.failed', path: PATH, url: failed, attempt: IMAGES.lazyRetries, cdns: CDNS });
    expect(gaveUp(actor.getSnapshot().context.retries[PATH])).toBe(true);
    // A card mounting now does not take the address that failed last: it picks afresh.
    expect(knownUrl(actor.getSnapshot().context, PATH)).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('with one image CDN, a retry asks that CDN again', () => {
    const actor = start();
    actor.send({ type: 'images.failed', path: PATH, url: `https://img1.example${PATH}`, attempt: 0, cdns: ['https://img1.example'] });
    expect(actor.getSnapshot().context.retries[PATH]).toEqual({ url: `https://img1.example${PATH}`, failures: 1 });
  });

  it('a report of an attempt already counted (another card of the same image) changes nothing', () => {
    const actor = start();
    actor.send({ type: 'images.failed', path: PATH, url: `https://img1.example${PATH}`, attempt: 0, cdns: CDNS });
    const after = actor.getSnapshot().context;
    actor.send({ type: 'images.failed', path: PATH, url: `https://img1.example${PATH}`, attempt: 0, cdns: CDNS });
    expect(actor.getSnapshot().context).toBe(after);
  });

  it('a card mounting for an image that gave up asks for it anew; one that has not given up is left as it is', () => {
    const actor = start();
    actor.send({ type: 'images.failed', path: PATH, url: `https://img1.example${PATH}`, attempt: 0, cdns: CDNS });
    const retrying = actor.getSnapshot().context;
    actor.send({ type: 'images.shownAgain', path: PATH });
    expect(actor.getSnapshot().context).toBe(retrying);
    for (let attempt = 1; attempt <= IMAGES.lazyRetries; attempt++) actor.send({ type: 'images.failed', path: PATH, url: `https://img1.example${PATH}`, attempt, cdns: CDNS });
    actor.send({ type: 'images.shownAgain', path: PATH });
    expect(actor.getSnapshot().context.retries[PATH]).toBeUndefined();
  });

  it('an image that loaded is known by the address that served it, and a retry of it is over', () => {
    const actor = start();
    actor.send({ type: 'images.failed', path: PATH, url: `https://img1.example${PATH}`, attempt: 0, cdns: ['https://img2.example'] });
    actor.send({ type: 'images.loaded', path: PATH, url: `https://img2.example${PATH}` });
    const context = actor.getSnapshot().context;
    expect(context.retries[PATH]).toEqual({ url: `https://img2.example${PATH}`, failures: 0 });
    expect(knownUrl(context, PATH)).toBe(`https://img2.example${PATH}`);
  });

  it(`keeps the last ${IMAGES.lazyCacheSize} images that loaded, forgetting the oldest; a load again makes it the newest`, () => {
    const actor = start();
    for (let i = 0; i <= IMAGES.lazyCacheSize; i++) actor.send({ type: 'images.loaded', path: `/g/${i}.png`, url: `https://img1.example/g/${i}.png` });
    let context = actor.getSnapshot().context;
    expect(context.loaded).toHaveLength(IMAGES.lazyCacheSize);
    expect(knownUrl(context, '/g/0.png')).toBeUndefined();
    expect(knownUrl(context, '/g/1.png')).toBe('https://img1.example/g/1.png');
    actor.send({ type: 'images.loaded', path: '/g/1.png', url: 'https://img3.example/g/1.png' });
    actor.send({ type: 'images.loaded', path: '/g/new.png', url: 'https://img1.example/g/new.png' });
    context = actor.getSnapshot().context;
    expect(context.loaded).toHaveLength(IMAGES.lazyCacheSize);
    expect(knownUrl(context, '/g/1.png')).toBe('https://img3.example/g/1.png');
    expect(knownUrl(context, '/g/2.png')).toBeUndefined();
  });
});
