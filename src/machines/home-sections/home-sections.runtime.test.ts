import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { UI } from '../../config/constants';
import { createHomeSectionsLogic } from './home-sections.runtime';

/** The document as it reads while the page is still loading, until `restore`. */
function stillLoading() {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  return () => delete (document as { readyState?: unknown }).readyState;
}

/** A browser whose idle callbacks run only when `idle()` is called. */
function idleBrowser() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => (callbacks.set(next, cb), next++));
  vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
  return {
    pending: () => callbacks.size,
    idle: () => {
      for (const [id, cb] of callbacks) (callbacks.delete(id), cb());
    },
  };
}

const start = () => createActor(createHomeSectionsLogic()).start();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home sections with the browser', () => {
  it('waits for the page’s load event, then for the browser to be idle, before the sections load', () => {
    const restore = stillLoading();
    const browser = idleBrowser();
    const actor = start();
    try {
      expect(actor.getSnapshot().value).toEqual({ waiting: 'loading' });
      expect(browser.pending()).toBe(0);
      restore();
      window.dispatchEvent(new Event('load'));
      expect(actor.getSnapshot().value).toEqual({ waiting: 'waitingForIdle' });
      expect(browser.pending()).toBe(1);
      browser.idle();
      expect(actor.getSnapshot().hasTag('home:sections')).toBe(true);
    } finally {
      restore();
      actor.stop();
    }
  });

  it('a page that had already loaded (a visit back to the home page) waits only for idle time', () => {
    const browser = idleBrowser();
    const actor = start();
    expect(actor.getSnapshot().value).toEqual({ waiting: 'waitingForIdle' });
    browser.idle();
    expect(actor.getSnapshot().value).toEqual({ shown: 'hotGames' });
  });

  it(`a browser that never goes idle still gets the sections UI.homeSectionsIdleTimeoutMs (${UI.homeSectionsIdleTimeoutMs} ms) after load, and its idle request is withdrawn`, () => {
    vi.useFakeTimers();
    const browser = idleBrowser();
    const actor = start();
    vi.advanceTimersByTime(UI.homeSectionsIdleTimeoutMs - 1);
    expect(actor.getSnapshot().value).toEqual({ waiting: 'waitingForIdle' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ shown: 'hotGames' });
    expect(browser.pending()).toBe(0);
  });

  it('without requestIdleCallback the next task stands in for idle time', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const actor = start();
    expect(actor.getSnapshot().value).toEqual({ waiting: 'waitingForIdle' });
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().value).toEqual({ shown: 'hotGames' });
  });

  it('leaving the page before it loads stops listening for the load', () => {
    const restore = stillLoading();
    const remove = vi.spyOn(window, 'removeEventListener');
    try {
      const actor = start();
      actor.stop();
      expect(remove).toHaveBeenCalledWith('load', expect.any(Function));
    } finally {
      remove.mockRestore();
      restore();
    }
  });
});
