import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES } from '../../config/constants';
import { whitelabelWith } from '../testing/fixtures';
import { createTestActors, Providers } from '../testing/render-app';
import { createActor } from 'xstate';
import { imageLoadsMachine } from '../../machines/image-loads/image-loads.machine';
import { LazyImage } from './lazy-image';

const base = whitelabelWith();
const actors = createTestActors({ ...base, info: { ...base.info, imageCDNs: ['https://img1.example', 'https://img2.example', 'https://img3.example'] } }, 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});

/** A controllable IntersectionObserver: tests say when the image comes into view. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
/** A fresh image-loads chart per test, as a new tab has. */
let tab = { ...actors };
beforeEach(() => {
  observers.length = 0;
  tab = { ...actors, imageLoads: createActor(imageLoadsMachine).start() };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const scrollIntoView = () =>
  act(() => {
    for (const o of observers) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const image = () =>
  render(
    <Providers actors={tab}>
      <LazyImage src="/games/fortune-tiger.png" alt="Fortune Tiger" width={240} height={180} />
    </Providers>,
  );

describe('LazyImage (SPEC §9)', () => {
  it('mounting measures nothing (no layout forced inside the commit): the observer says when it is in view', () => {
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    image();
    expect(measure).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('SPAN');
    scrollIntoView();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('IMG');
  });

  it('waits until IMAGES.lazyThreshold of it is in view; keeps its box meanwhile', () => {
    image();
    expect(observers[0]!.options).toEqual({ threshold: IMAGES.lazyThreshold });
    const placeholder = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveStyle({ aspectRatio: '240 / 180' });
    scrollIntoView();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('IMG');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it(`retries a failed load ${IMAGES.lazyRetries} times, each from a fresh random pick among the other CDNs, then shows a placeholder`, () => {
    // The card's first pick, then one pick per retry among the two CDNs that did not just fail.
    const picks = [0.1, 0.9, 0.1, 0.6];
    vi.spyOn(Math, 'random').mockImplementation(() => picks.shift() ?? 0);
    image();
    scrollIntoView();
    const srcs: string[] = [];
    for (let i = 0; i < IMAGES.lazyRetries; i++) {
      const img = screen.getByRole('img', { name: 'Fortune Tiger' });
      srcs.push(img.getAttribute('src')!);
      fireEvent.error(img);
    }
    srcs.push(screen.getByRole('img', { name: 'Fortune Tiger' }).getAttribute('src')!);
    expect(srcs).toEqual([
      'https://img1.example/games/fortune-tiger.png',
      'https://img3.example/games/fortune-tiger.png',
      'https://img1.example/games/fortune-tiger.png',
      'https://img3.example/games/fortune-tiger.png',
    ]);
    fireEvent.error(screen.getByRole('img', { name: 'Fortune Tiger' }));
    const fallback = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveClass('lazy-image--failed');
  });

  it('a picture that loaded on a retry stays at the address that served it', () => {
    const picks = [0.1, 0.1];
    vi.spyOn(Math, 'random').mockImplementation(() => picks.shift() ?? 0);
    image();
    scrollIntoView();
    fireEvent.error(screen.getByRole('img', { name: 'Fortune Tiger' }));
    fireEvent.load(screen.getByRole('img', { name: 'Fortune Tiger' }));
    expect(screen.getByRole('img', { name: 'Fortune Tiger' })).toHaveAttribute('src', 'https://img2.example/games/fortune-tiger.png');
  });

  it('two cards of the same image share its retries: the second report of the same failed attempt is not a second failure', () => {
    // Each card picks where it first asks from; the retry picks once for both.
    const picks = [0.1, 0.1, 0.5];
    vi.spyOn(Math, 'random').mockImplementation(() => picks.shift() ?? 0);
    render(
      <Providers actors={tab}>
        <LazyImage src="/games/fortune-tiger.png" alt="Fortune Tiger" width={240} height={180} />
        <LazyImage src="/games/fortune-tiger.png" alt="Fortune Tiger" width={240} height={180} />
      </Providers>,
    );
    scrollIntoView();
    const [a, b] = screen.getAllByRole('img', { name: 'Fortune Tiger' });
    expect(a).toHaveAttribute('src', 'https://img1.example/games/fortune-tiger.png');
    fireEvent.error(a!);
    fireEvent.error(b!);
    expect(tab.imageLoads.getSnapshot().context.retries['/games/fortune-tiger.png']!.failures).toBe(1);
    // The retry's pick among the CDNs other than the failed one (img2, img3): 0.5 → img3.
    for (const img of screen.getAllByRole('img', { name: 'Fortune Tiger' })) expect(img).toHaveAttribute('src', 'https://img3.example/games/fortune-tiger.png');
  });

  it('an image that gave up is asked for anew by the next card that shows it (after an outage, the next page has its pictures)', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = image();
    scrollIntoView();
    for (let i = 0; i <= IMAGES.lazyRetries; i++) fireEvent.error(screen.getByRole('img', { name: 'Fortune Tiger' }));
    expect(screen.getByRole('img', { name: 'Fortune Tiger' })).toHaveClass('lazy-image--failed');
    first.unmount();
    observers.length = 0;
    image();
    scrollIntoView();
    const again = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(again.tagName).toBe('IMG');
    expect(again).toHaveAttribute('src', 'https://img1.example/games/fortune-tiger.png');
  });

  it('an image that loaded shows at once next time, from the same CDN', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const first = image();
    scrollIntoView();
    fireEvent.load(screen.getByRole('img', { name: 'Fortune Tiger' }));
    first.unmount();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    image();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' })).toHaveAttribute('src', 'https://img2.example/games/fortune-tiger.png');
  });
});

describe('LazyImage in the server\'s drawing (issue #21)', () => {
  const tree = () => (
    <Providers actors={tab}>
      <LazyImage src="/games/fortune-tiger.png" alt="Fortune Tiger" width={240} height={180} />
    </Providers>
  );

  it('the server draws the picture itself, from the first CDN, left to the browser\'s lazy loading; the browser takes that element over as it is: no placeholder, no measure, no error', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    const drawn = container.querySelector('img')!;
    expect(drawn.getAttribute('src')).toBe('https://img1.example/games/fortune-tiger.png');
    expect(drawn.getAttribute('loading')).toBe('lazy');
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree(), { onRecoverableError: (e) => errors.push(e) }));
    try {
      expect(errors).toEqual([]);
      expect(screen.getByRole('img', { name: 'Fortune Tiger' })).toBe(drawn);
      expect(drawn.getAttribute('src')).toBe('https://img1.example/games/fortune-tiger.png');
      expect(drawn.getAttribute('loading')).toBe('lazy');
      expect(measure).not.toHaveBeenCalled();
      expect(observers).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
