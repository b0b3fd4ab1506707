import { act } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { CountdownContext } from '../../src/machines/countdown/countdown.machine';
import { countdownModel, COUNTDOWN_MODEL_TO } from '../../src/machines/countdown/countdown.model';
import type { CountdownActor } from '../../src/machines/countdown/use-countdown';
import { formatCountdown, msUntil } from '../../src/time/countdown';
import { LobbyCountdownView } from '../../src/views/lottery/draw-status';
import { loadLotteryCatalog } from '../../src/views/lottery/lottery-catalog';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

/** The page's clock, moved on a second at each tick the path takes (the chart reads it as it ticks). */
let shift = 0;
const realNow = Date.now.bind(Date);
beforeAll(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describeModel({
  model: countdownModel,
  settle: () => loadLotteryCatalog(),
  render: (actor) => (
    <WithI18n>
      <LobbyCountdownView actor={actor as CountdownActor} closeAt={COUNTDOWN_MODEL_TO} />
    </WithI18n>
  ),
  states: {
    running: ({ screen, snapshot }) => {
      const { leftMs } = snapshot.context as CountdownContext;
      const timer = screen.getByRole('timer', { name: 'Sales close in' });
      // An hour and a half ahead: H:MM:SS, as the chart last ticked; the instant itself in the markup.
      expect(timer).toHaveTextContent(/^1:(29|30):\d\d$/);
      expect(timer).toHaveTextContent(formatCountdown(leftMs));
      // What is left now, to the second: a tick that did not read the clock would show a second too many.
      expect(timer).toHaveTextContent(formatCountdown(msUntil(COUNTDOWN_MODEL_TO, Date.now())));
      expect(timer).toHaveAttribute('datetime', COUNTDOWN_MODEL_TO);
    },
    ended: ({ screen, snapshot }) => {
      expect(screen.getByRole('timer', { name: 'Sales close in' })).toHaveTextContent('00:00');
      expect(snapshot.status).toBe('done');
    },
  },
  controls: { running: [], ended: [] },
  exec: {
    'xstate.after.tick.countdown.running': async (event, { actor }) => {
      shift += 1000;
      act(() => actor.send(event));
    },
  },
});
