import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { passkeysModel } from '../../src/machines/passkeys/passkeys.model';
import type { PasskeysContext } from '../../src/machines/passkeys/passkeys.types';
import type { PasskeysActor } from '../../src/machines/passkeys/use-passkeys';
import { PasskeysPanel } from '../../src/views/money/passkeys-section';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Ctx = StepContext<typeof passkeysModel.machine>;
type Step = Ctx & { snapshot: AnyMachineSnapshot };
const ctx = (s: Step) => s.snapshot.context as PasskeysContext;

const ALERTS: Record<string, string> = {
  'network.abnormal': 'Network link is abnormal, please try again',
  'passkey.cancelled': 'The passkey request was cancelled or timed out.',
  'passkey.not.found': 'This passkey is no longer on your account.',
};
const FIELD_MESSAGES: Record<string, string> = {
  'passkey.name.long': 'Up to 40 characters',
  'passkey.password.invalid': 'Incorrect login password',
  'validation.required': 'Input cannot be empty',
};
/** Rows as a person reads them: added and last used in GMT+8 (after the name, which a rename changes). */
const ROWS: Record<string, string[]> = {
  'cred-phone': ['01/03/2026 12:00:00', '02/03/2026 13:30:00'],
  'cred-laptop': ['03/03/2026 12:00:00', 'Never'],
};

function expectAlert(step: Step) {
  const key = ctx(step).errorKey;
  if (key) expect(step.screen.getAllByRole('alert').map((a) => a.textContent)).toContain(ALERTS[key]);
}
function expectField(step: Step, label: string, field: 'name' | 'password', value: string) {
  const input = step.screen.getByLabelText(label);
  expect(input).toHaveValue(value);
  const error = ctx(step).errors[field];
  if (error) {
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES[error]!));
  } else expect(input).not.toHaveAttribute('aria-invalid');
}
function expectList(step: Step) {
  const list = ctx(step).list;
  if (list.length === 0) {
    expect(step.screen.getByText('No passkeys yet.')).toBeInTheDocument();
    return;
  }
  const table = step.screen.getByRole('table', { name: 'Your passkeys' });
  const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent));
  expect(rows).toEqual(list.map((p) => [p.name, ...ROWS[p.id]!]));
}
const rowButtons = (s: AnyMachineSnapshot) => (s.context as PasskeysContext).list.flatMap((p) => [`button:Rename passkey ${p.name}`, `button:Remove passkey ${p.name}`]);
const STATUS = { added: 'Passkey added.', renamed: 'Passkey renamed.', removed: 'Passkey removed.' } as const;

describeModel({
  model: passkeysModel,
  render: (actor) => (
    <WithI18n>
      <PasskeysPanel actor={actor as PasskeysActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading your passkeys…');
    },
    loadFailed: (step) => {
      expectAlert(step);
    },
    list: (step) => {
      expectList(step);
      const done = ctx(step).done;
      if (done) expect(step.screen.getByRole('status')).toHaveTextContent(STATUS[done]);
      else expect(step.screen.queryByRole('status')).toBeNull();
    },
    naming: (step) => {
      expectList(step);
      expectField(step, 'Passkey name', 'name', ctx(step).name);
      expectAlert(step);
    },
    registering: (step) => {
      expect(step.screen.getByRole('button', { name: 'Waiting for your device…' })).toBeDisabled();
      expect(step.screen.getByLabelText('Passkey name')).toBeDisabled();
    },
    renaming: (step) => {
      expectList(step);
      expect(step.screen.getByText(`A new name for the passkey "${ctx(step).renaming!.name}".`)).toBeInTheDocument();
      expectField(step, 'Passkey name', 'name', ctx(step).name);
      expectAlert(step);
    },
    savingName: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      expect(screen.getByLabelText('Passkey name')).toBeDisabled();
    },
    confirmingRemoval: (step) => {
      expect(step.screen.getByText(`Remove the passkey "${ctx(step).removing!.name}"? It will no longer sign you in. Enter your login password to confirm.`)).toBeInTheDocument();
      expectField(step, 'Login password', 'password', ctx(step).password);
      expectAlert(step);
    },
    removingKey: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Removing…' })).toBeDisabled();
      expect(screen.getByLabelText('Login password')).toBeDisabled();
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Retry'],
    list: (s) => [...rowButtons(s), 'button:Add a passkey'],
    naming: ['textbox:Passkey name', 'button:Create passkey', 'button:Cancel'],
    registering: [],
    renaming: ['textbox:Passkey name', 'button:Save name', 'button:Cancel'],
    savingName: [],
    confirmingRemoval: ['password:Login password', 'button:Remove passkey', 'button:Cancel'],
    removingKey: [],
  },
  exec: {
    'passkeys.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'passkeys.add': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Add a passkey' })),
    'passkeys.name': async (e, { user, screen }) => {
      const input = screen.getByLabelText('Passkey name');
      const value = (e as unknown as { value: string }).value;
      // A rename starts from the current name: what is typed replaces it.
      if ((input as HTMLInputElement).value) await user.clear(input);
      await user.click(input);
      if (value) await user.paste(value);
    },
    'passkeys.rename': async (e, { user, screen, actor }) => {
      const id = (e as unknown as { id: string }).id;
      const name = (actor.getSnapshot().context as PasskeysContext).list.find((p) => p.id === id)!.name;
      await user.click(screen.getByRole('button', { name: `Rename passkey ${name}` }));
    },
    'passkeys.saveName': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Save name' })),
    'passkeys.create': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Create passkey' })),
    'passkeys.remove': async (e, { user, screen, actor }) => {
      const id = (e as unknown as { id: string }).id;
      const name = (actor.getSnapshot().context as PasskeysContext).list.find((p) => p.id === id)!.name;
      await user.click(screen.getByRole('button', { name: `Remove passkey ${name}` }));
    },
    'passkeys.password': async (e, { user, screen }) => user.type(screen.getByLabelText('Login password'), (e as unknown as { value: string }).value),
    'passkeys.confirmRemove': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Remove passkey' })),
    'passkeys.cancel': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
