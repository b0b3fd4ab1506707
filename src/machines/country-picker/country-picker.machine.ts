import { setup } from 'xstate';
import { UI } from '../../config/constants';
import { lazyChart } from '../lazy-chart';

export type CountryPickerEvent =
  | { type: 'picker.toggle' }
  | { type: 'picker.choose'; dialingCode: string }
  | { type: 'picker.dismiss' }
  | { type: 'picker.focusLeft' }
  | { type: 'picker.focusCame' };

/**
 * The country dialing-code picker of a phone field (login, register, forgot password, binding a
 * phone): whether its list is open, and what closes it.
 */
export const countryPickerMachine = lazyChart(() =>
  setup({
    types: { events: {} as CountryPickerEvent },
    actions: {
      /** Hands the chosen code to the form the picker belongs to (use-country-picker.ts). */
      choose: (_, _params: { dialingCode: string }) => {
        throw new Error('choose not provided');
      },
    },
    delays: { closeDelay: UI.countryDropdownCloseDelayMs },
  }).createMachine({
    id: 'countryPicker',
    description:
      'A phone field’s country code: a button that opens the list of codes the merchant offers. Choosing a code, the button again, Escape, or focus leaving the picker for good closes the list.',
    initial: 'closed',
    states: {
      closed: {
        description: 'Only the button shows, with the chosen code.',
        on: { 'picker.toggle': { target: 'open', description: 'The button opens the list.' } },
      },
      open: {
        tags: ['picker:open'],
        description: 'The list of codes shows under the button; the chosen one is marked.',
        initial: 'focused',
        on: {
          'picker.toggle': { target: 'closed', description: 'The button again closes the list.' },
          'picker.choose': {
            target: 'closed',
            actions: { type: 'choose', params: ({ event }) => ({ dialingCode: event.dialingCode }) },
            description: 'A code chosen becomes the field’s, and the list closes.',
          },
          'picker.dismiss': { target: 'closed', description: 'Escape closes the list without a change (focus goes back to the button).' },
        },
        states: {
          focused: {
            description: 'Focus is on the button or in the list.',
            on: { 'picker.focusLeft': { target: 'leaving', description: 'Focus left the picker, perhaps only for a moment.' } },
          },
          leaving: {
            description:
              'Focus is outside the picker: the list waits UI.countryDropdownCloseDelayMs before it closes, so a press that moves focus on its way to an option still lands.',
            on: { 'picker.focusCame': { target: 'focused', description: 'Focus came back in time: the list stays.' } },
            after: { closeDelay: { target: '#countryPicker.closed', description: 'Focus stayed away: the list closes.' } },
          },
        },
      },
    },
  }),
);
