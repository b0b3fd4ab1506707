import { vi } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';

/**
 * Test kit of the money charts (submit-states.ts): the request actor answers call by call from a
 * script and records what it was sent, so a test can compare the requestId of a retry.
 */

/** One scripted answer: the result, or a throw for a failure. */
export type Answer<TRequest, TResult> = (request: TRequest) => TResult;

export const networkDown = () => {
  throw new ApiError('network', 'network.abnormal');
};

/** Lets the actors' promises settle (real timers). */
export const settle = () => new Promise((r) => setTimeout(r, 0));

export interface ScriptedSubmit<TRequest, TResult> {
  /** The request actor to provide. */
  actor: ReturnType<typeof fromPromise<TResult, TRequest>>;
  /** The header-balance signal, spied. */
  actions: { announceBalanceChanged: () => void };
}

/**
 * Starts the chart that `provide` returns with the scripted request actor; returns the running
 * chart, the requests sent so far and the balance-signal spy.
 */
export function startScripted<TRequest, TResult, TLogic extends AnyActorLogic>(
  answers: Answer<TRequest, TResult>[],
  provide: (submit: ScriptedSubmit<TRequest, TResult>) => TLogic,
) {
  const requests: TRequest[] = [];
  const announce = vi.fn();
  const submit: ScriptedSubmit<TRequest, TResult> = {
    actor: fromPromise<TResult, TRequest>(async ({ input }) => {
      requests.push(input);
      return answers.shift()!(input);
    }),
    actions: { announceBalanceChanged: announce },
  };
  const actor = createActor(provide(submit));
  actor.start();
  return { actor, requests, announce };
}
