import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES } from '../../config/constants';
import { whitelabelWith } from '../testing/fixtures';
import { createTestActors, Providers } from '../testing/render-app';
import { forgetLoadedImages, LazyImage } from './lazy-image';

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
