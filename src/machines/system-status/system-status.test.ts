import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { SYSTEM } from '../../config/constants';
import { systemFixtures } from './system-status.fixtures';
import { retryDelayMs, systemStatusMachine } from './system-status.machine';

afterEach(() => vi.useRealTimers());

describe('system status chart', () => {
  it('retries a failed status call by itself after the back-off, doubling up to the cap', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const actor = createActor(
      systemStatusMachine.provide({
        actors: {
          loadSystem: fromPromise(async () => {
            calls++;
            if (calls < 3) throw new ApiError('timeout', 'network.timeout');
            return systemFixtures.normal;
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context.errorKey).toBe('network.timeout');
    await vi.advanceTimersByTimeAsync(SYSTEM.statusRetryBaseMs - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(SYSTEM.statusRetryBaseMs * 2 - 1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    expect(actor.getSnapshot().value).toBe('normal');
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('caps the back-off', () => {
    expect(retryDelayMs(1)).toBe(SYSTEM.statusRetryBaseMs);
    expect(retryDelayMs(2)).toBe(SYSTEM.statusRetryBaseMs * 2);
    expect(retryDelayMs(50)).toBe(SYSTEM.statusRetryMaxMs);
  });

  it('maintenance takes precedence: status 1 shows maintenance, 2 region restriction', async () => {
    for (const [fixture, expected] of [
      [systemFixtures.maintenance, 'maintenance'],
      [systemFixtures.regionRestricted, 'regionRestricted'],
      [systemFixtures.normal, 'normal'],
    ] as const) {
      const actor = createActor(systemStatusMachine.provide({ actors: { loadSystem: fromPromise(async () => fixture) } })).start();
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe(expected));
      actor.stop();
    }
  });
});
