import type { ChartModel } from '../graph/paths';
import { countdownMachine } from './countdown.machine';

/** An hour and a half ahead of any run: the count is H:MM:SS while it runs. */
export const COUNTDOWN_MODEL_TO = new Date(Date.now() + 90 * 60_000).toISOString();

export const countdownModel: ChartModel<typeof countdownMachine> = {
  id: 'countdown',
  machine: countdownMachine,
  input: { to: COUNTDOWN_MODEL_TO },
  events: () => [],
  serialize: (s) => JSON.stringify(s.value),
};
