import { act } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { ClockContext } from '../../src/machines/clock/clock.machine';
import { clockModel } from '../../src/machines/clock/clock.model';
import type { ClockActor } from '../../src/machines/clock/use-clock';
import { HeaderClockView } from '../../src/views/layout/header-clock';
import { formatClock } from '../../src/views/layout/clock';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

/**
 * The device's clock, stopped a quarter second into a second near a day's end in GMT+8 and moved a
 * second on at each tick the path takes (the chart reads it as it ticks).
 */
const START = Date.UTC(2026, 10, 30, 15, 59, 58, 250);
let shift = 0;
beforeAll(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => START + shift);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describeModel({
  model: clockModel,
  render: (actor) => (
    <WithI18n>
      <HeaderClockView actor={actor as ClockActor} />
    </WithI18n>
  ),
  states: {
    running: ({ screen, snapshot }) => {
      const { now } = snapshot.context as ClockContext;
      const time = screen.getByText(formatClock(now));
      expect(time.tagName).toBe('TIME');
      expect(time).toHaveAttribute('datetime', new Date(now).toISOString());
      // The second the device's clock is in: a tick that did not read the clock would lag behind it.
      expect(time).toHaveTextContent(formatClock(Date.now()));
      expect(screen.getByText('GMT+8')).toBeInTheDocument();
      expect(screen.getByText('Platform time')).toBeInTheDocument();
    },
  },
  controls: { running: [] },
  exec: {
    'xstate.after.tick.clock.running': async (event, { actor }) => {
      shift += 1000;
      act(() => actor.send(event));
    },
  },
});
