import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { UI } from '../../config/constants';
import { clockMachine } from './clock.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the header clock chart', () => {
  it('starts on the instant it was started at', () => {
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0, 250));
    const actor = createActor(clockMachine).start();
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 0, 1, 0, 0, 0, 250));
    actor.stop();
  });

  it('ticks on the next whole second, not a whole tick after it started', () => {
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0, 700));
    const actor = createActor(clockMachine).start();
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 0, 1, 0, 0, 0, 700));
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 0, 1, 0, 0, 1, 0));
    vi.advanceTimersByTime(UI.clockTickMs);
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 0, 1, 0, 0, 2, 0));
    actor.stop();
  });

  it('a late tick shows the second it fires in, and the next one comes on that second’s end (no drift)', () => {
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0, 0));
    const actor = createActor(clockMachine).start();
    // The tab was busy: the clock moved 2.4 s before the timer could fire.
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 2, 400));
    vi.advanceTimersByTime(UI.clockTickMs);
    const late = actor.getSnapshot().context.now;
    expect(new Date(late).getUTCSeconds()).toBe(3);
    vi.advanceTimersByTime(UI.clockTickMs - (late % UI.clockTickMs) - 1);
    expect(actor.getSnapshot().context.now).toBe(late);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.now % UI.clockTickMs).toBe(0);
    actor.stop();
  });
});
