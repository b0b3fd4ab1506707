import type { ChartModel } from '../graph/paths';
import { clockMachine } from './clock.machine';

export const clockModel: ChartModel<typeof clockMachine> = {
  id: 'clock',
  machine: clockMachine,
  events: () => [],
  serialize: (s) => JSON.stringify(s.value),
};
