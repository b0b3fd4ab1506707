import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { recheckModel } from '../../src/machines/recheck/recheck.model';
import type { RecheckContext } from '../../src/machines/recheck/recheck.types';
import type { RecheckActor } from '../../src/machines/recheck/use-recheck';
import { RecheckPanel } from '../../src/views/money/recheck-panel';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Ctx = StepContext<typeof recheckModel.machine>;
const ctxOf = (s: { context: unknown }) => s.context as RecheckContext;
const PASSWORD = 'Login password';
const CODE = 'Authenticator or recovery code';
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'recheck.password.invalid': 'Incorrect login password',
  'recheck.code.invalid': 'That code is not right. Use a new code from your app, or an unused recovery code.',
};
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));
const panel = (screen: Ctx['screen']) => screen.getByRole('region', { name: "Confirm it's you" });

/** The answer's field and the switch, as the method and the member's factors say. */
function editingControls(c: RecheckContext): string[] {
  const field = c.method === 'code' ? `textbox:${CODE}` : `password:${PASSWORD}`;
  const other = c.totpEnabled ? [c.method === 'code' ? 'button:Use my login password instead' : 'button:Use an authenticator code instead'] : [];
  return [field, ...other, 'button:Confirm', 'button:Cancel'];
}

describeModel({
  model: recheckModel,
  render: (actor) => (
    <WithI18n>
      <RecheckPanel actor={actor as RecheckActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(panel(screen)).toHaveTextContent('Loading…');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    },
    editing: ({ screen, snapshot }) => {
      const c = ctxOf(snapshot);
      expect(panel(screen)).toHaveTextContent("For your security, confirm it's you before this change.");
      const input = screen.getByLabelText(c.method === 'code' ? CODE : PASSWORD);
      expect(input).toHaveValue(c.answer);
      if (c.fieldError) expect(input).toHaveAccessibleDescription(MESSAGES[c.fieldError]!);
      else expect(input).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    },
    checking: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    },
    throttled: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong answers. Please try again in 15 minutes.');
    },
    done: ({ screen, snapshot }) => {
      expect(screen.queryByRole('region', { name: "Confirm it's you" })).toBeNull();
      expect(snapshot.output).toEqual({ confirmed: true });
    },
    cancelled: ({ screen, snapshot }) => {
      expect(screen.queryByRole('region', { name: "Confirm it's you" })).toBeNull();
      expect(snapshot.output).toEqual({ confirmed: false });
    },
  },
  controls: {
    loading: ['button:Cancel'],
    loadFailed: ['button:Try again', 'button:Cancel'],
    editing: (s) => editingControls(ctxOf(s)),
    checking: [],
    failed: ['button:Try again', 'button:Cancel'],
    throttled: ['button:Cancel'],
    done: [],
    cancelled: [],
  },
  absent: {
    // A network failure's message leaves with its state; the typed password never shows as text.
    editing: ['Network link is abnormal, please try again', 'Secret2025'],
  },
  exec: {
    'recheck.change': async (e, { user, screen, actor }) => {
      const c = ctxOf(actor.getSnapshot());
      await user.type(screen.getByLabelText(c.method === 'code' ? CODE : PASSWORD), (e as unknown as { value: string }).value);
    },
    'recheck.method': async (_e, ctx) => {
      const c = ctxOf(ctx.actor.getSnapshot());
      await click(c.method === 'code' ? 'Use my login password instead' : 'Use an authenticator code instead')(_e, ctx);
    },
    'recheck.submit': click('Confirm'),
    'recheck.retry': click('Try again'),
    'recheck.cancel': click('Cancel'),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
