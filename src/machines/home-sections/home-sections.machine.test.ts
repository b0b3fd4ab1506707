import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type HomeSection, homeSectionsMachine } from './home-sections.machine';

/** The chart once the page has loaded and gone idle: the sections' reads have started. */
function shown() {
  const actor = createActor(homeSectionsMachine.provide({ actors: { watchPage: fromCallback(() => {}) } })).start();
  actor.send({ type: 'page.loaded' });
  actor.send({ type: 'page.idle' });
  return actor;
}
const answered = (section: HomeSection) => ({ type: `${section}.answered` }) as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('home sections, one below another', () => {
  it('popular lottery shows only in the task after the one that drew hot games with their answer', () => {
    vi.useFakeTimers();
    const actor = shown();
    expect(actor.getSnapshot().hasTag('home:popular')).toBe(false);
    actor.send(answered('hot'));
    expect(actor.getSnapshot().value).toEqual({ shown: 'beforePopular' });
    expect(actor.getSnapshot().hasTag('home:popular')).toBe(false);
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().hasTag('home:popular')).toBe(true);
    expect(actor.getSnapshot().hasTag('home:winners')).toBe(false);
  });

  it('the winner board shows only in the task after the one that drew popular lottery with its answer', () => {
    vi.useFakeTimers();
    const actor = shown();
    actor.send(answered('hot'));
    vi.advanceTimersByTime(0);
    actor.send(answered('popular'));
    expect(actor.getSnapshot().hasTag('home:winners')).toBe(false);
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().hasTag('home:winners')).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ shown: 'all' });
  });

  it('a report of a section that is not the one awaited changes nothing', () => {
    const actor = shown();
    actor.send(answered('popular'));
    expect(actor.getSnapshot().value).toEqual({ shown: 'hotGames' });
  });

  it('nothing is reported before the sections show: a report while the page loads changes nothing', () => {
    const actor = createActor(homeSectionsMachine.provide({ actors: { watchPage: fromCallback(() => {}) } })).start();
    actor.send(answered('hot'));
    expect(actor.getSnapshot().value).toEqual({ waiting: 'loading' });
  });
});
