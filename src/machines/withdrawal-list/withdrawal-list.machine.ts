import { assign, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { Withdrawal } from '../../api/schemas/money';
import { withdrawalConfirmationMachine } from '../withdrawal-confirmation/withdrawal-confirmation.machine';
import type { ConfirmationOutcome, WithdrawalListContext, WithdrawalListEvent } from './withdrawal-list.types';
import { lazyChart } from '../lazy-chart';

const outcomeOf = (event: unknown) => (event as { output: ConfirmationOutcome }).output;

/** The list with one row replaced (matched by id); the other rows stay as read. */
const replaceRow = (list: Withdrawal[] | null, id: string, patch: (w: Withdrawal) => Withdrawal) =>
  list?.map((w) => (w.id === id ? patch(w) : w)) ?? null;

export const withdrawalListMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as WithdrawalListContext,
      events: {} as WithdrawalListEvent,
    },
    actors: {
      loadWithdrawals: fromPromise<Withdrawal[]>(async () => {
        throw new Error('loadWithdrawals not provided');
      }),
      moneySignal: fromCallback<WithdrawalListEvent>(() => {
        throw new Error('moneySignal not provided');
      }),
      confirmation: withdrawalConfirmationMachine,
    },
    guards: {
      /** A listed paid withdrawal whose panel is not open already. */
      confirmable: ({ context, event }) =>
        event.type === 'list.confirm' &&
        context.confirming?.id !== event.id &&
        (context.withdrawals ?? []).some((w) => w.id === event.id && w.status === 'paid'),
      confirmationOpen: ({ context }) => context.confirming !== null,
      answerRecorded: ({ event }) => outcomeOf(event).record !== null,
    },
  }).createMachine({
    id: 'withdrawalList',
    description:
      'The member’s recent withdrawals (SPEC §4): a paid one is confirmed in a panel under its row; every answer updates its row at once, and the list reads again when money moves.',
    context: { withdrawals: null, errorKey: null, confirming: null },
    // Listens for as long as the list lives; it has no result, so it is spawned rather than invoked.
    entry: spawnChild('moneySignal', { id: 'moneySignal' }),
    // "Money moved" re-enters the whole chart (so the read restarts), which runs the entry again: the listener it
    // replaces must stop, or every money move would add one more (each then reporting the next move again).
    exit: stopChild('moneySignal'),
    on: {
      'list.moneyMoved': {
        target: '.loading',
        reenter: true,
        description: 'Money moved (a withdrawal was requested, a refund returned): the list reads again.',
      },
      'list.confirm': {
        guard: 'confirmable',
        description: 'A paid withdrawal opens its confirmation panel (one at a time).',
        actions: [
          stopChild('confirmation'),
          assign({
            confirming: ({ context, event, spawn }) => {
              const withdrawal = context.withdrawals!.find((w) => w.id === event.id)!;
              return { id: event.id, ref: spawn('confirmation', { id: 'confirmation', input: { withdrawal, currency: event.currency } }) };
            },
          }),
        ],
      },
      'list.closeConfirm': {
        guard: 'confirmationOpen',
        description: 'Later or Close: the panel goes; the row keeps what it shows now.',
        actions: [stopChild('confirmation'), assign({ confirming: null })],
      },
      'xstate.done.actor.confirmation': [
        {
          guard: 'answerRecorded',
          description: 'The answer’s record replaces its row at once: its new status, no deadline, nothing left to confirm.',
          actions: assign({
            withdrawals: ({ context, event }) => {
              const { record } = outcomeOf(event);
              return replaceRow(context.withdrawals, record!.id, () => record!);
            },
          }),
        },
        {
          target: '.loading',
          reenter: true,
          description:
            'Settled meanwhile (another tab, the deadline, the operator): the row takes the status the server named at once, and the list reads the full record again.',
          actions: assign({
            withdrawals: ({ context, event }) => {
              const { status } = outcomeOf(event);
              const id = context.confirming?.id;
              return id && status ? replaceRow(context.withdrawals, id, (w) => ({ ...w, status })) : context.withdrawals;
            },
          }),
        },
      ],
    },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/withdrawal/list (first page); rows already read stay on screen meanwhile.',
        invoke: {
          id: 'loadWithdrawals',
          src: 'loadWithdrawals',
          onDone: { target: 'ready', actions: assign({ withdrawals: ({ event }) => event.output, errorKey: null }) },
          onError: { target: 'loadFailed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      loadFailed: {
        tags: ['state:error'],
        description: 'Not read: rows read before stay (with an open panel), under the reason and Try again.',
        on: { 'list.retry': 'loading' },
      },
      ready: {
        on: { 'list.reload': { target: 'loading', description: 'Refresh withdrawals: a member waiting for the payout checks again.' } },
      },
    },
  }),
);
