import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES } from '../../config/constants';
import { whitelabelWith } from '../testing/fixtures';
import { createTestActors, Providers } from '../testing/render-app';
import { forgetLoadedImages, inViewRatio, LazyImage } from './lazy-image';

const base = whitelabelWith();
const actors = createTestActors({ ...base, info: { ...base.info, imageCDNs: ['https://img1.example', 'https://img2.example', 'https://img3.example'] } }, 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});

/** A controllable IntersectionObserver: tests say when the image comes into view. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
beforeEach(() => {
  observers.length = 0;
  forgetLoadedImages();
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
    <Providers actors={actors}>
      <LazyImage src="/games/fortune-tiger.png" alt="Fortune Tiger" width={240} height={180} />
    </Providers>,
  );

describe('LazyImage (SPEC §9)', () => {
  it('an image already in view at mount (the lobby\'s first rows) is asked for at once, without waiting for the observer', () => {
    // jsdom has no layout: this box is 240×180 at the top left of a 1280×800 window.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10, left: 10, width: 240, height: 180, bottom: 190, right: 250, x: 10, y: 10, toJSON: () => ({}) });
    image();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('IMG');
  });

  it('an image below the fold at mount keeps waiting for the observer', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000, left: 10, width: 240, height: 180, bottom: 5180, right: 250, x: 10, y: 5000, toJSON: () => ({}) });
    image();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('SPAN');
    scrollIntoView();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('IMG');
  });

  it('inViewRatio: the share of the box inside the viewport, as the observer\'s threshold reads it', () => {
    const viewport = { width: 1000, height: 800 };
    expect(inViewRatio({ top: 0, left: 0, width: 100, height: 100 }, viewport)).toBe(1);
    expect(inViewRatio({ top: 750, left: 0, width: 100, height: 100 }, viewport)).toBe(0.5);
    expect(inViewRatio({ top: 795, left: 0, width: 100, height: 100 }, viewport)).toBeCloseTo(0.05);
    expect(inViewRatio({ top: -95, left: 950, width: 100, height: 100 }, viewport)).toBeCloseTo(0.025);
    expect(inViewRatio({ top: 900, left: 0, width: 100, height: 100 }, viewport)).toBe(0);
    expect(inViewRatio({ top: 0, left: 0, width: 0, height: 0 }, viewport)).toBe(0);
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

  it(`retries a failed load ${IMAGES.lazyRetries} times, each from a fresh random CDN, then shows a placeholder`, () => {
    const picks = [0.1, 0.5, 0.9, 0.4];
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
      'https://img2.example/games/fortune-tiger.png',
      'https://img3.example/games/fortune-tiger.png',
      'https://img2.example/games/fortune-tiger.png',
    ]);
    fireEvent.error(screen.getByRole('img', { name: 'Fortune Tiger' }));
    const fallback = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveClass('lazy-image--failed');
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
    <Providers actors={actors}>
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
