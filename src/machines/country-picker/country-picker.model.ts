import type { ChartModel } from '../graph/paths';
import { countryPickerMachine } from './country-picker.machine';

export const countryPickerModel: ChartModel<typeof countryPickerMachine> = {
  id: 'country-picker',
  machine: countryPickerMachine,
  events: () => [
    { type: 'picker.toggle' },
    { type: 'picker.choose', dialingCode: '91', label: 'India' } as never,
    { type: 'picker.dismiss' },
    { type: 'picker.focusLeft' },
    { type: 'picker.focusCame' },
  ],
  serialize: (s) => JSON.stringify(s.value),
};
