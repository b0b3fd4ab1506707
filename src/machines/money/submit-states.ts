import { assign, type EventObject } from 'xstate';
import { requestState } from '../request-state';
import { errorKeyOf } from '../../api/errors';
import { ensureRequestId, fieldOfRejection, outcomeUnknown } from './money-form';

/**
 * The submit half every money form shares (wallet transfer, upline transfer, deposit): a valid
 * submit sends the request with the intent's idempotency key (money-form.ts); a definite answer
 * ends the intent; no answer leaves the outcome unknown, and only a retry with the same key is
 * offered, or going back to the form (where any change makes a new intent).
 *
 * The chart keeps its own names: `<ns>.submit` in `editing`, the request invoked as `actor`, the
 * outcome-unknown state named by the chart, `<ns>.retry` / `<ns>.edit` there.
 */

/** What the shared actions read and write in a money form's context. */
export interface SubmitContext {
  errors: object;
  errorKey: string | null;
  requestId: string | null;
}

type DoneEvent<TOutput> = { event: { output: TOutput } };
type ErrorEvent = { event: { error: unknown } };
const withError = ({ event }: ErrorEvent) => ({ error: event.error });

/**
 * Guards and actions of `setup()` the submit states name. `storeRejection` puts an amount refusal
 * under the amount and any other in the alert; a form with more fields overrides it.
 */
export function submitImplementations<TContext extends SubmitContext, TEvent extends EventObject>(errorsOf: (context: TContext) => object) {
  // TypeScript cannot relate a literal to a generic context's Partial: the patches below only
  // write the SubmitContext fields.
  const patch = (p: Partial<SubmitContext>) => p as Partial<TContext>;
  return {
    guards: {
      formValid: ({ context }: { context: TContext }) => Object.keys(errorsOf(context)).length === 0,
      outcomeUnknown: (_: unknown, params: { error: unknown }) => outcomeUnknown(params.error),
    },
    actions: {
      storeError: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, params) => patch({ errorKey: errorKeyOf(params.error) })),
      showErrors: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => patch({ errors: errorsOf(context) })),
      /** A valid submit: old messages go, the intent keeps its key (or gets its first one). */
      startSubmit: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
        patch({ errors: {}, errorKey: null, requestId: ensureRequestId(context.requestId) }),
      ),
      /** A definite refusal (4xx): under the amount if it is about the amount, else in the alert. */
      storeRejection: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, params) => {
        const field = fieldOfRejection(params.error);
        return field?.field === 'amount'
          ? patch({ errors: { amount: field.error }, errorKey: null, requestId: null })
          : patch({ errors: {}, errorKey: errorKeyOf(params.error), requestId: null });
      }),
      clearAlert: assign<TContext, TEvent, undefined, TEvent, never>(() => patch({ errorKey: null })),
    },
  };
}

/** The usual definite success: store the answer, tell the header balance, show `target`. */
export function storeResultTo<TOutput>(target: string) {
  return {
    target,
    actions: [{ type: 'storeResult' as const, params: ({ event }: DoneEvent<TOutput>) => ({ result: event.output }) }, 'announceBalanceChanged' as const],
  };
}

export interface SubmitStatesOptions<NS extends string, TActor extends string, TContext, TInput, TDone> {
  /** Event namespace: `<ns>.submit`, `<ns>.retry`, `<ns>.edit`. */
  ns: NS;
  /** Id and src of the invoked request. */
  actor: TActor;
  input: (context: TContext) => TInput;
  /** Where a definite success leads (`storeResultTo`, or the chart's own routing). */
  onDone: TDone;
  /** The chart's name of the outcome-unknown state. */
  failed: string;
  /** What the form checks before any request (the description of the refused submit). */
  invalid: string;
}

/**
 * The chart pieces: `submit` is the `<ns>.submit` transition of `editing`, `submitting` and
 * `failed` are the states (the chart places `failed` under the name it passed).
 */
export function submitStates<NS extends string, TActor extends string, TContext, TInput, TDone>(o: SubmitStatesOptions<NS, TActor, TContext, TInput, TDone>) {
  const edit = { target: 'editing', actions: 'clearAlert' as const, description: 'Back to the form; changing a field starts a new intent (new requestId).' };
  const failedOn = { [`${o.ns}.retry`]: 'submitting', [`${o.ns}.edit`]: edit } as Record<`${NS}.retry`, string> & Record<`${NS}.edit`, typeof edit>;
  return {
    submit: [
      { guard: 'formValid' as const, target: 'submitting', actions: 'startSubmit' as const },
      { actions: 'showErrors' as const, description: o.invalid },
    ],
    submitting: requestState({
      actor: o.actor,
      input: o.input,
      onDone: o.onDone,
      onError: [
        {
          guard: { type: 'outcomeUnknown' as const, params: withError },
          target: o.failed,
          actions: { type: 'storeError' as const, params: withError },
          description: 'No definite answer (network, time-out, 5xx): the request may have taken effect.',
        },
        { target: 'editing', actions: { type: 'storeRejection' as const, params: withError } },
      ],
    }),
    failed: {
      tags: ['state:error'],
      description: 'Outcome unknown: a retry sends the same requestId, so the money moves at most once.',
      on: failedOn,
    },
  };
}
