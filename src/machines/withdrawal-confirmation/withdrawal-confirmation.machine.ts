import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import type { Withdrawal, WithdrawalStatus } from '../../api/schemas/money';
import { confirmRequest, proofFileError, receivedAmountError } from './withdrawal-confirmation.rules';
import type {
  ConfirmationOutcome,
  ConfirmOutcome,
  WithdrawalConfirmationContext,
  WithdrawalConfirmationEvent,
  WithdrawalConfirmationInput,
  WithdrawalConfirmRequest,
} from './withdrawal-confirmation.types';
import { lazyChart } from '../lazy-chart';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
/** The status the server reports with money.withdrawal.state (`value.status`). */
const settledStatusOf = (event: unknown): WithdrawalStatus | null => {
  const e = errorOf(event);
  const status = isApiError(e) ? (e.value as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === 'string' ? (status as WithdrawalStatus) : null;
};
const keyIs = (event: unknown, ...keys: string[]) => {
  const e = errorOf(event);
  return isApiError(e) && keys.includes(e.messageKey);
};

export const withdrawalConfirmationMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as WithdrawalConfirmationInput,
      context: {} as WithdrawalConfirmationContext,
      events: {} as WithdrawalConfirmationEvent,
      output: {} as ConfirmationOutcome,
    },
    actors: {
      uploadProof: fromPromise<{ proofId: string }, { file: File }>(async () => {
        throw new Error('uploadProof not provided');
      }),
      confirmWithdrawal: fromPromise<Withdrawal, WithdrawalConfirmRequest>(async () => {
        throw new Error('confirmWithdrawal not provided');
      }),
    },
    guards: {
      chose: ({ event }, params: { outcome: ConfirmOutcome }) => event.type === 'confirm.choose' && event.outcome === params.outcome,
      receivedValid: ({ context }) => receivedAmountError(context) === null,
      proofAcceptable: ({ event }) => event.type === 'confirm.file' && proofFileError(event.file) === null,
      hasProof: ({ context }) => context.proof !== null,
      needsUpload: ({ context }) => context.outcome === 'notReceived' && context.proofId === null,
      /**
       * No longer answerable because the deadline passed: the server says autoReceived, or still
       * `paid` when its auto-receive job has not run yet (or says no status).
       */
      autoReceivedMeanwhile: ({ event }) => keyIs(event, 'money.withdrawal.state') && ['autoReceived', 'paid', null].includes(settledStatusOf(event)),
      /** Answered meanwhile (another tab or device) or closed by the operator. */
      alreadySettled: ({ event }) => keyIs(event, 'money.withdrawal.state'),
      proofRefused: ({ event }) => keyIs(event, 'money.proof.type', 'money.proof.size', 'money.withdrawal.proof_required'),
      receivedAmountRefused: ({ context, event }) =>
        context.outcome === 'partlyReceived' && keyIs(event, 'money.withdrawal.received_amount', 'money.amount.invalid'),
    },
    actions: {
      /** A new answer starts clean: nothing typed or chosen for another answer carries over. */
      choose: assign({
        outcome: ({ event }) => (event.type === 'confirm.choose' ? event.outcome : null),
        receivedText: '',
        proof: null,
        proofId: null,
        errors: {},
        errorKey: null,
      }),
      clearError: assign({ errorKey: null }),
      refuseProof: assign({ proof: null, proofId: null, errors: ({ event }) => ({ proof: { key: errorKeyOf(errorOf(event)) } }) }),
      storeError: assign({ errorKey: ({ event }) => errorKeyOf(errorOf(event)) }),
    },
  }).createMachine({
    id: 'withdrawalConfirmation',
    description:
      'Confirming one paid withdrawal (SPEC §4): received, partly received (amount received, remaining shown) or not received with a proof. Unanswered by the deadline it counts as received: forced receipt, no refund.',
    context: ({ input }) => ({
      ...input,
      outcome: null,
      receivedText: '',
      proof: null,
      proofId: null,
      errors: {},
      errorKey: null,
      result: null,
      settledStatus: null,
    }),
    output: ({ context }) => ({
      record: context.result,
      status: context.result ? context.result.status : context.settledStatus,
    }),
    initial: 'choosing',
    states: {
      choosing: {
        meta: { spec: ['§4 Withdrawal confirmation'] },
        on: {
          'confirm.choose': [
            { guard: { type: 'chose', params: { outcome: 'received' } }, target: 'received', actions: 'choose' },
            { guard: { type: 'chose', params: { outcome: 'partlyReceived' } }, target: 'partlyReceived', actions: 'choose' },
            { guard: { type: 'chose', params: { outcome: 'notReceived' } }, target: 'notReceived', actions: 'choose' },
          ],
        },
      },
      received: {
        meta: { spec: ['§4 Withdrawal confirmation'] },
        tags: ['confirm:answer'],
        description: 'The whole amount arrived.',
        on: { 'confirm.submit': 'submitting', 'confirm.back': 'choosing' },
      },
      partlyReceived: {
        meta: { spec: ['§4 Withdrawal confirmation'] },
        tags: ['confirm:answer'],
        description: 'Part of it arrived: 1 ≤ amount received < amount; the remaining part is shown as it is typed.',
        on: {
          'confirm.amount': {
            actions: assign(({ event }) => ({ receivedText: event.value, errors: {} })),
          },
          'confirm.submit': [
            { guard: 'receivedValid', target: 'submitting' },
            { actions: assign({ errors: ({ context }) => ({ receivedAmount: receivedAmountError(context) ?? undefined }) }) },
          ],
          'confirm.back': 'choosing',
        },
      },
      notReceived: {
        meta: { spec: ['§4 Withdrawal confirmation'] },
        tags: ['confirm:answer'],
        description: 'Nothing arrived: a proof (png or jpg, at most 5 MB) is required and checked before it is uploaded.',
        on: {
          'confirm.file': [
            { guard: 'proofAcceptable', actions: assign(({ event }) => ({ proof: event.file, proofId: null, errors: {} })) },
            {
              description: 'Wrong type or too large: refused here, nothing uploaded.',
              actions: assign(({ event }) => ({ proof: null, proofId: null, errors: { proof: proofFileError(event.file) ?? undefined } })),
            },
          ],
          'confirm.submit': [
            { guard: 'hasProof', target: 'uploading' },
            { actions: assign({ errors: { proof: { key: 'money.withdrawal.proof_required' } } }) },
          ],
          'confirm.back': 'choosing',
        },
      },
      uploading: {
        meta: { spec: ['§4 Withdrawal confirmation'] },
        tags: ['state:loading'],
        description: 'PUT /wps/withdrawal/proof (multipart `file`).',
        invoke: {
          id: 'uploadProof',
          src: 'uploadProof',
          input: ({ context }) => ({ file: context.proof! }),
          onDone: { target: 'submitting', actions: assign({ proofId: ({ event }) => event.output.proofId }) },
          onError: [
            {
              guard: 'proofRefused',
              target: 'notReceived',
              description: 'The server judged the file (by its bytes): choose another.',
              actions: 'refuseProof',
            },
            { target: 'failed', actions: 'storeError' },
          ],
        },
      },
      submitting: {
        tags: ['state:loading'],
        description: 'POST /wps/withdrawal/confirm with the outcome (and the amount received or the proof).',
        invoke: {
          id: 'confirmWithdrawal',
          src: 'confirmWithdrawal',
          input: ({ context }) => confirmRequest(context),
          onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
          onError: [
            { guard: 'autoReceivedMeanwhile', target: 'autoReceived' },
            {
              guard: 'alreadySettled',
              target: 'alreadyAnswered',
              actions: assign({ settledStatus: ({ event }) => settledStatusOf(event) }),
            },
            {
              guard: 'proofRefused',
              target: 'notReceived',
              description: 'The uploaded proof is not accepted (unknown or expired): choose it again.',
              actions: 'refuseProof',
            },
            {
              guard: 'receivedAmountRefused',
              target: 'partlyReceived',
              actions: assign({ errors: ({ event }) => ({ receivedAmount: { key: errorKeyOf(event.error) } }) }),
            },
            { target: 'failed', actions: 'storeError' },
          ],
        },
      },
      failed: {
        tags: ['state:error'],
        on: {
          'confirm.retry': [
            { guard: 'needsUpload', target: 'uploading', actions: 'clearError', description: 'The proof did not arrive: upload it again.' },
            { target: 'submitting', actions: 'clearError', description: 'The uploaded proof (if any) is sent again, not re-uploaded.' },
          ],
          'confirm.back': { target: 'choosing', actions: 'clearError' },
        },
      },
      done: { meta: { spec: ['§4 Withdrawal confirmation'] }, type: 'final', tags: ['state:done'], description: 'Answer recorded.' },
      autoReceived: {
        meta: { spec: ['§4 Auto receipt'] },
        type: 'final',
        entry: assign({ settledStatus: 'autoReceived' }),
        tags: ['state:done', 'confirm:autoReceived'],
        description: 'The deadline passed meanwhile: it already counts as received (forced receipt, no refund).',
      },
      alreadyAnswered: {
        type: 'final',
        tags: ['state:done'],
        description: 'Answered meanwhile elsewhere, or closed by the operator: nothing more to confirm here.',
      },
    },
  }),
);
