import { act, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { Withdrawal } from '../../src/api/schemas/money';
import type { WithdrawalListActor } from '../../src/machines/withdrawal-list/use-withdrawal-list';
import { withdrawalListModel } from '../../src/machines/withdrawal-list/withdrawal-list.model';
import type { ConfirmationOutcome, WithdrawalListContext } from '../../src/machines/withdrawal-list/withdrawal-list.types';
import { WithdrawalList } from '../../src/views/money/withdraw-list';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Ctx = StepContext<typeof withdrawalListModel.machine>;
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));
const ctxOf = (s: { context: unknown }) => s.context as WithdrawalListContext;
const paidRows = (c: WithdrawalListContext) => (c.withdrawals ?? []).filter((w) => w.status === 'paid');
const row = (screen: Ctx['screen'], reference: string) => screen.getByRole('listitem', { name: `Withdrawal ${reference}` });

/**
 * The list actor on screen. The mutation oracle hands the checks the original chart's snapshot, computed without
 * side effects: its panel child is never started, so where the open panel has got to is read from the live child.
 */
let onScreen: WithdrawalListActor | null = null;

/** The confirmation panel's own controls, by its chart's state (tests/model/withdrawal-confirmation.test.tsx). */
function panelControls(c: WithdrawalListContext): string[] {
  if (!c.confirming) return [];
  const live = onScreen ? ctxOf(onScreen.getSnapshot()).confirming : null;
  const step = (live?.id === c.confirming.id ? live.ref : c.confirming.ref).getSnapshot().value;
  if (step === 'choosing') return ['button:Received in full', 'button:Partly received', 'button:Not received', 'button:Later'];
  return ['button:Close'];
}

/** What the list offers: Refresh (not while reading), Confirm receipt on a paid row whose panel is closed, and the panel's own. */
function listControls(state: 'loading' | 'ready' | 'loadFailed') {
  return (s: { context: unknown }): string[] => {
    const c = ctxOf(s);
    const first = { loading: [], ready: ['button:Refresh withdrawals'], loadFailed: ['button:Try again'] }[state];
    if (c.withdrawals === null) return first;
    const controls = [...first];
    // Every paid row but the one whose panel is open offers it (opening another closes that panel).
    for (const w of paidRows(c)) if (w.id !== c.confirming?.id) controls.push('button:Confirm receipt');
    return [...controls, ...panelControls(c)];
  };
}

/** A row shows its status; a paid one its deadline; an answered one neither the deadline nor a way to confirm it. */
function rowsShow(screen: Ctx['screen'], c: WithdrawalListContext) {
  for (const wd of c.withdrawals ?? []) {
    const item = row(screen, wd.reference);
    const label = { paid: 'Paid, awaiting your confirmation', received: 'Received', autoReceived: 'Received automatically' }[wd.status as string];
    expect(item).toHaveTextContent(label!);
    if (wd.status === 'paid') expect(item).toHaveTextContent('Please confirm by 15/11/2026 14:00:00 (GMT+8).');
    else {
      expect(item).not.toHaveTextContent('awaiting your confirmation');
      expect(item).not.toHaveTextContent('Please confirm by');
      expect(within(item).queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    }
  }
}

/** Drives the open panel's chart to its end through the panel, as the member would, with the server's answer. */
function answer(result: { output: Withdrawal } | { error: ApiError }) {
  return async (_e: EventObject, { user, screen, actor }: Ctx) => {
    // The other paid row offers its own "Confirm receipt": the panel's is the one pressed.
    const panel = () => screen.getByRole('region', { name: /^Confirm receipt of / });
    await user.click(within(panel()).getByRole('button', { name: 'Received in full' }));
    await user.click(within(panel()).getByRole('button', { name: 'Confirm receipt' }));
    const child = ctxOf(actor.getSnapshot()).confirming!.ref;
    await act(async () =>
      child.send(
        'output' in result
          ? ({ type: 'xstate.done.actor.confirmWithdrawal', output: result.output } as never)
          : ({ type: 'xstate.error.actor.confirmWithdrawal', error: result.error } as never),
      ),
    );
    expect((child.getSnapshot().output as ConfirmationOutcome).status).toBe('received');
  };
}

describeModel({
  model: withdrawalListModel,
  render: (actor) => {
    onScreen = actor as WithdrawalListActor;
    return (
      <WithI18n>
        <WithdrawalList actor={actor as WithdrawalListActor} currency={{ symbol: 'P', scale: 2 }} />
      </WithI18n>
    );
  },
  controls: {
    loading: listControls('loading'),
    loadFailed: listControls('loadFailed'),
    ready: listControls('ready'),
  },
  absent: {
    // An answered withdrawal's panel no longer asks for an answer.
    ready: (s) => (paidRows(ctxOf(s)).length ? [] : [/Please answer by/, /awaiting your confirmation/, /Please confirm by/]),
  },
  states: {
    loading: ({ screen, snapshot }) => {
      const c = ctxOf(snapshot);
      if (c.withdrawals === null) expect(screen.getByRole('status')).toHaveTextContent('Loading withdrawals');
      else {
        // Rows already read stay while the list reads again.
        expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
        expect(screen.getByRole('button', { name: 'Refresh withdrawals' })).toBeDisabled();
        rowsShow(screen, c);
      }
    },
    loadFailed: ({ screen, snapshot }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      rowsShow(screen, ctxOf(snapshot));
    },
    ready: ({ screen, snapshot }) => {
      const c = ctxOf(snapshot);
      expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
      rowsShow(screen, c);
      expect(row(screen, 'WD20261110000003')).toHaveTextContent('Not confirmed in time, so it counts as received (forced receipt): no refund.');
      // One panel at most, under the row it confirms.
      const open = c.withdrawals?.find((w) => w.id === c.confirming?.id);
      const panels = screen.queryAllByRole('region', { name: /^Confirm receipt of / });
      if (!open) expect(panels).toEqual([]);
      else {
        expect(panels).toHaveLength(1);
        expect(within(row(screen, open.reference)).getByRole('region', { name: `Confirm receipt of ${open.reference}` })).toBeInTheDocument();
      }
    },
  },
  exec: {
    'list.reload': click('Refresh withdrawals'),
    'list.retry': click('Try again'),
    'list.confirm': async (e, { user, screen, actor }) => {
      const { id } = e as unknown as { id: string };
      const { reference } = ctxOf(actor.getSnapshot()).withdrawals!.find((w) => w.id === id)!;
      await user.click(within(row(screen, reference)).getByRole('button', { name: 'Confirm receipt' }));
    },
    'list.closeConfirm': async (e, ctx) => {
      const c = ctxOf(ctx.actor.getSnapshot());
      const finished = c.confirming!.ref.getSnapshot().status === 'done';
      await click(finished ? 'Close' : 'Later')(e, ctx);
    },
    'xstate.done.actor.confirmation': async (e, ctx) => {
      const outcome = (e as unknown as { output: ConfirmationOutcome }).output;
      if (outcome.record) return answer({ output: outcome.record })(e, ctx);
      return answer({ error: new ApiError('server', 'money.withdrawal.state', { status: 409, value: { status: 'received' } }) })(e, ctx);
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
