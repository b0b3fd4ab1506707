import { act, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { UI } from '../../src/config/constants';
import { countryPickerModel } from '../../src/machines/country-picker/country-picker.model';
import type { CountryPickerActor } from '../../src/machines/country-picker/use-country-picker';
import { CountryCodePickerView } from '../../src/views/accounts/country-code-picker';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

/** What the chart hands the form: every code chosen, in order. */
const chosen = vi.fn();

/** Somewhere else on the page for focus to go (not a control). */
const elsewhere = () => document.querySelector<HTMLElement>('#elsewhere')!;

const closedShows = ({ screen }: { screen: typeof import('@testing-library/react').screen }) => {
  const button = screen.getByRole('button', { name: 'Country code' });
  expect(button).toHaveTextContent('+880');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).toBeNull();
};

const openShows = ({ screen }: { screen: typeof import('@testing-library/react').screen }) => {
  const button = screen.getByRole('button', { name: 'Country code' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = screen.getByRole('listbox', { name: 'Country code' });
  expect(button).toHaveAttribute('aria-controls', list.id);
  // The field's code is the one marked.
  expect(within(list).getByRole('option', { name: 'BD +880', selected: true })).toBeInTheDocument();
  expect(within(list).getByRole('option', { name: 'IN +91', selected: false })).toBeInTheDocument();
};

describeModel({
  model: countryPickerModel,
  provide: (machine) => machine.provide({ actions: { choose: (_, { dialingCode }) => chosen(dialingCode) } }),
  render: (actor) => (
    <WithI18n>
      <CountryCodePickerView actor={actor as CountryPickerActor} value="880" />
      <p id="elsewhere" tabIndex={-1}>
        The rest of the form
      </p>
    </WithI18n>
  ),
  states: {
    closed: closedShows,
    // Focus is in the picker: the list stays, however long the person takes (it would have closed by now otherwise).
    '{"open":"focused"}': async (ctx) => {
      await act(() => new Promise((resolve) => setTimeout(resolve, UI.countryDropdownCloseDelayMs + 50)));
      openShows(ctx);
    },
    '{"open":"leaving"}': (ctx) => {
      openShows(ctx);
      expect(ctx.screen.getByText('The rest of the form')).toHaveFocus();
    },
  },
  controls: {
    closed: ['button:Country code'],
    '{"open":"focused"}': ['button:Country code', 'listbox:Country code', 'option:BD +880', 'option:IN +91'],
    '{"open":"leaving"}': ['button:Country code', 'listbox:Country code', 'option:BD +880', 'option:IN +91'],
  },
  exec: {
    'picker.toggle': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Country code' })),
    'picker.choose': async (_e, { user, screen }) => {
      chosen.mockClear();
      await user.click(screen.getByRole('option', { name: 'IN +91' }));
      expect(chosen).toHaveBeenCalledExactlyOnceWith('91');
    },
    // Escape from the list: focus goes back to the button.
    'picker.dismiss': async (_e, { user, screen }) => {
      act(() => screen.getByRole('option', { name: 'BD +880' }).focus());
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Country code' })).toHaveFocus();
    },
    'picker.focusLeft': async () => act(() => elsewhere().focus()),
    'picker.focusCame': async (_e, { screen }) => act(() => screen.getByRole('button', { name: 'Country code' }).focus()),
  },
});
