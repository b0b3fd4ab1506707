import { expect, vi } from 'vitest';
import { MONEY } from '../../src/config/constants';
import { balanceFixture } from '../../src/machines/balance/balance.fixtures';
import { balanceModel } from '../../src/machines/balance/balance.model';
import type { BalanceContext } from '../../src/machines/balance/balance.types';
import type { BalanceActor } from '../../src/machines/balance/use-balance';
import { BalanceView } from '../../src/views/layout/header-balance';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

/** The amount while the balance is read (views/layout/header-balance.tsx), in English. */
const UPDATING = 'Loading';

useTestLocale('en');

/** What the chart last asked to remember (sessionStorage in the app). */
let persisted = false;
const persistHidden = vi.fn((_: unknown, params: { hidden: boolean }) => {
  persisted = params.hidden;
});
type Ctx = StepContext<typeof balanceModel.machine> & { snapshot: { context: unknown } };

/** The amount button: its name is "Hide balance" followed by what it shows. */
const amountButton = ({ screen }: Pick<Ctx, 'screen'>) => screen.getByRole('button', { name: /^Hide balance/ });

function expectAmount(ctx: Ctx, shown: string) {
  const c = ctx.snapshot.context as BalanceContext;
  const button = amountButton(ctx);
  expect(button).toHaveAttribute('aria-pressed', String(c.hidden));
  // Hidden wins over every other state: the member asked not to show the figure.
  expect(button).toHaveTextContent(c.hidden ? MONEY.hiddenPlaceholder : shown);
  expect(persisted).toBe(c.hidden);
}

function expectUpdating(ctx: Ctx) {
  expectAmount(ctx, UPDATING);
  // A refresh while one is out is ignored: the icon is disabled.
  expect(ctx.screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
  expect(ctx.screen.queryByRole('alert')).toBeNull();
}

/** What the amount button shows: hidden wins over everything else. */
const shown = (s: { context: unknown }, figure: string) => ((s.context as BalanceContext).hidden ? MONEY.hiddenPlaceholder : figure);

/** The figure of the balance read last: the first read's, or a refresh's that moved. */
const figure = (s: { context: unknown }) => ((s.context as BalanceContext).balance?.sumBalance === 2_000_00 ? '৳ 2,000.00' : '৳ 1,234.56');

describeModel({
  model: balanceModel,
  provide: (machine) => {
    persisted = false;
    return machine.provide({ actions: { persistHidden } });
  },
  render: (actor) => (
    <WithI18n>
      <BalanceView actor={actor as BalanceActor} />
    </WithI18n>
  ),
  states: {
    loading: expectUpdating,
    refreshing: expectUpdating,
    idle: (ctx) => {
      // sumBalance in minor units, with the currency symbol of the response.
      expectAmount(ctx, figure(ctx.snapshot));
      expect(balanceFixture.sumBalance).toBe(123456);
      expect(ctx.screen.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
    },
    failed: (ctx) => {
      expectAmount(ctx, '—');
      expect(ctx.screen.getByRole('alert')).toHaveTextContent('Balance unavailable: Network link is abnormal, please try again');
      expect(ctx.screen.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
    },
  },
  // The amount button is named by what it shows; the refresh icon is disabled while a request is out.
  controls: {
    loading: (s) => [`button:Hide balance ${shown(s, UPDATING)}`],
    refreshing: (s) => [`button:Hide balance ${shown(s, UPDATING)}`],
    idle: (s) => [`button:Hide balance ${shown(s, figure(s))}`, 'button:Refresh balance'],
    failed: (s) => [`button:Hide balance ${shown(s, '—')}`, 'button:Refresh balance'],
  },
  exec: {
    'balance.toggle': async (_e, { user, screen }) => user.click(amountButton({ screen })),
    'balance.refresh': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Refresh balance' })),
  },
});
