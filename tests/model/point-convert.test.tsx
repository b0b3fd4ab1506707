import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { messages as enPoints } from '../../locales/en/points.po';
import { activateLocale } from '../../src/i18n';
import { pointConvertModel } from '../../src/machines/point-convert/point-convert.model';
import type { ConvertContext } from '../../src/machines/point-convert/point-convert.types';
import type { ConvertActor } from '../../src/machines/point-convert/use-point-convert';
import { ConvertSection } from '../../src/views/points/convert-section';
import { catalogs, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

activateLocale('en', { ...catalogs.en, ...enPoints });

const announceBalanceChanged = vi.fn();
const announcePointsChanged = vi.fn();
const security = vi.fn();
const LABELS: Record<string, string> = { points: 'Points to convert', paymentPassword: 'Payment password' };
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'money.payment_password.wrong': 'Incorrect payment password',
};

type Ctx = StepContext<typeof pointConvertModel.machine>;
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));

describeModel({
  model: pointConvertModel,
  provide: (machine) => {
    announceBalanceChanged.mockClear();
    announcePointsChanged.mockClear();
    security.mockClear();
    return machine.provide({ actions: { announceBalanceChanged, announcePointsChanged } });
  },
  render: (actor) => (
    <WithI18n>
      <ConvertSection actor={actor as ConvertActor} onSecurity={security} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading conversion');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    unavailable: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Converting points is paused right now.');
      expect(screen.queryByLabelText('Points to convert')).toBeNull();
    },
    needsPaymentPassword: async ({ screen, user }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Set a payment password before converting points.');
      await user.click(screen.getByRole('button', { name: 'Set payment password' }));
      expect(security).toHaveBeenCalled();
    },
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as ConvertContext;
      expect(screen.getByText('10 points = P 1.00. Convert at least 100 points, in steps of 10.')).toBeInTheDocument();
      expect(screen.getByLabelText('Points to convert')).toHaveValue(c.values.points);
      expect(screen.getByLabelText('Points to convert')).toHaveAccessibleDescription(expect.stringContaining('You have 1,570 points.'));
      expect(screen.getByLabelText('Payment password')).toHaveValue(c.values.paymentPassword);
      for (const [field, error] of Object.entries(c.errors)) {
        const input = screen.getByLabelText(LABELS[field]!);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(MESSAGES[error!.key]!));
      }
    },
    confirming: ({ screen }) => {
      const summary = screen.getByRole('region', { name: 'Confirm conversion' });
      expect(summary).toHaveTextContent('Points500');
      expect(summary).toHaveTextContent('You receiveP 50.00');
      expect(summary).toHaveTextContent('Ratio10 points = P 1.00');
      expect(screen.getByRole('button', { name: 'Confirm conversion' })).toBeEnabled();
      expect(announceBalanceChanged).not.toHaveBeenCalled();
    },
    submitting: ({ screen, snapshot }) => {
      expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
      expect((snapshot.context as ConvertContext).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The page took longer to load, check your network');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    done: ({ screen }) => {
      const result = screen.getByRole('status');
      expect(result).toHaveTextContent('Points converted');
      expect(result).toHaveTextContent('Credited to your main walletP 50.00');
      expect(result).toHaveTextContent('Points left1,070');
      expect(announceBalanceChanged).toHaveBeenCalledTimes(1);
      expect(announcePointsChanged).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    loading: [],
    unavailable: [],
    loadFailed: ['button:Try again'],
    editing: ['button:Next', 'password:Payment password', 'textbox:Points to convert'],
    needsPaymentPassword: ['button:Check again', 'button:Set payment password'],
    confirming: ['button:Back', 'button:Confirm conversion'],
    submitting: [],
    failed: ['button:Back', 'button:Try again'],
    done: ['button:Convert more'],
  },
  exec: {
    'convert.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'convert.review': click('Next'),
    'convert.back': click('Back'),
    'convert.confirm': click('Confirm conversion'),
    'convert.retry': click('Try again'),
    'convert.reload': click('Check again'),
    'convert.again': click('Convert more'),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
