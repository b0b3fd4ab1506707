import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { messages as enPoints } from '../../locales/en/points.po';
import { activateLocale } from '../../src/i18n';
import { redeemModel } from '../../src/machines/redeem/redeem.model';
import type { RedeemContext } from '../../src/machines/redeem/redeem.types';
import type { RedeemActor } from '../../src/machines/redeem/use-redeem';
import { RewardsSection } from '../../src/views/points/rewards-section';
import { catalogs, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

activateLocale('en', { ...catalogs.en, ...enPoints });

const announcePointsChanged = vi.fn();
const security = vi.fn();
const LABELS: Record<string, string> = { quantity: 'Quantity', paymentPassword: 'Payment password' };
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'money.payment_password.wrong': 'Incorrect payment password',
};

type Ctx = StepContext<typeof redeemModel.machine>;
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));

describeModel({
  model: redeemModel,
  provide: (machine) => {
    announcePointsChanged.mockClear();
    security.mockClear();
    return machine.provide({ actions: { announcePointsChanged } });
  },
  render: (actor) => (
    <WithI18n>
      <RewardsSection actor={actor as RedeemActor} symbol="P" onSecurity={security} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading rewards');
      expect(screen.queryByRole('article')).toBeNull();
    },
    rechecking: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading rewards');
      expect(screen.queryByRole('button', { name: 'Set payment password' })).toBeNull();
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    browsing: ({ screen }) => {
      const cards = screen.getAllByRole('article');
      expect(cards).toHaveLength(3);
      // Redeemable: its button; sold out and the requirement not met: the reason instead.
      expect(cards[0]).toHaveTextContent('Points500');
      expect(screen.getByRole('button', { name: 'Redeem Mobile recharge ৳100' })).toBeEnabled();
      expect(cards[1]).toHaveTextContent('Sold out');
      expect(cards[2]).toHaveTextContent('Needs P 20,000.00 of valid bets');
      expect(screen.queryByRole('button', { name: 'Redeem Smart watch' })).toBeNull();
    },
    needsPaymentPassword: async ({ screen, user }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Set a payment password before redeeming rewards.');
      expect(screen.queryByLabelText('Payment password')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Set payment password' }));
      expect(security).toHaveBeenCalled();
    },
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as RedeemContext;
      expect(screen.getByRole('heading', { name: 'Redeem Mobile recharge ৳100' })).toBeInTheDocument();
      expect(screen.getByLabelText('Quantity')).toHaveValue(c.values.quantity);
      expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(expect.stringContaining('500 points each. You have 1,570 points.'));
      expect(screen.getByLabelText('Payment password')).toHaveValue(c.values.paymentPassword);
      for (const [field, error] of Object.entries(c.errors)) {
        const input = screen.getByLabelText(LABELS[field]!);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(MESSAGES[error!.key]!));
      }
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    },
    confirming: ({ screen, snapshot }) => {
      expect(announcePointsChanged).not.toHaveBeenCalled();
      const q = Number((snapshot.context as RedeemContext).values.quantity);
      const summary = screen.getByRole('region', { name: 'Confirm redemption' });
      expect(summary).toHaveTextContent('RewardMobile recharge ৳100');
      expect(summary).toHaveTextContent(`Quantity${q}`);
      expect(summary).toHaveTextContent(`Points${(q * 500).toLocaleString('en-US')}`);
      expect(screen.getByRole('button', { name: 'Confirm redemption' })).toBeEnabled();
    },
    submitting: ({ screen, snapshot }) => {
      expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
      expect((snapshot.context as RedeemContext).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The page took longer to load, check your network');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.getByRole('region', { name: 'Confirm redemption' })).toHaveTextContent('RewardMobile recharge ৳100');
    },
    done: ({ screen }) => {
      const result = screen.getByRole('status');
      expect(result).toHaveTextContent('Redemption submitted');
      expect(result).toHaveTextContent('ReferencePR261115K7Q2M9XA');
      expect(result).toHaveTextContent('StatusIn Process');
      expect(result).toHaveTextContent('Points left: 570.');
      expect(announcePointsChanged).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    loading: [],
    rechecking: [],
    loadFailed: ['button:Try again'],
    browsing: ['button:Redeem Mobile recharge ৳100'],
    editing: ['button:Cancel', 'button:Next', 'password:Payment password', 'textbox:Quantity'],
    needsPaymentPassword: ['button:Back to rewards', 'button:Check again', 'button:Set payment password'],
    confirming: ['button:Back', 'button:Confirm redemption'],
    submitting: [],
    failed: ['button:Back', 'button:Try again'],
    done: ['button:Back to rewards'],
  },
  exec: {
    'redeem.choose': click('Redeem Mobile recharge ৳100'),
    'redeem.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      const input = screen.getByLabelText(LABELS[field]!);
      await user.clear(input);
      await user.type(input, value);
    },
    'redeem.review': click('Next'),
    'redeem.back': click('Back'),
    'redeem.confirm': click('Confirm redemption'),
    'redeem.retry': click('Try again'),
    'redeem.cancel': async (_e, { user, screen }) => {
      const name = screen.queryByRole('button', { name: 'Cancel' }) ? 'Cancel' : 'Back to rewards';
      await user.click(screen.getByRole('button', { name }));
    },
    'redeem.reload': async (_e, { user, screen }) => {
      // Browsing has no reload control (the list is current); the blocked view's "Check again" is one.
      const check = screen.queryByRole('button', { name: 'Check again' });
      if (check) await user.click(check);
      else throw new Error('no reload control');
    },
    'redeem.again': click('Back to rewards'),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
