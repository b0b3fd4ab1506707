import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { isThrottled, recheckRequest, wrongAnswerKey } from './recheck.rules';
import type { RecheckContext, RecheckEvent, RecheckOutput, RecheckRequest } from './recheck.types';
import { lazyChart } from '../lazy-chart';

/**
 * "Confirm it's you" (issue #19 item 4; docs/account-protection.md "Re-check"): invoked by a flow
 * whose change the server refused with `auth.recheck_required`. Its output tells that flow
 * whether to send the change again.
 */
export const recheckMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as RecheckContext,
      events: {} as RecheckEvent,
      output: {} as RecheckOutput,
    },
    actors: {
      loadFactors: fromPromise<{ totpEnabled: boolean }>(async () => {
        throw new Error('loadFactors not provided');
      }),
      checkIdentity: fromPromise<void, RecheckRequest>(async () => {
        throw new Error('checkIdentity not provided');
      }),
    },
    guards: {
      answered: ({ context }) => context.answer.trim() !== '',
      hasAuthenticator: ({ context }) => context.totpEnabled,
      wrongAnswer: ({ event }) => wrongAnswerKey((event as { error?: unknown }).error) !== null,
      throttled: ({ event }) => isThrottled((event as { error?: unknown }).error),
    },
  }).createMachine({
    id: 'recheck',
    description:
      'Confirm it’s you before a sensitive change (OWASP ASVS 7.5.1): the login password, or a code from the authenticator or a recovery code when one is set up. The server keeps the proof fresh for 5 minutes.',
    context: { totpEnabled: false, method: 'password', answer: '', fieldError: null, errorKey: null, confirmed: false },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/member/protection: whether an authenticator code may be offered beside the password.',
        invoke: {
          id: 'loadFactors',
          src: 'loadFactors',
          onDone: { target: 'editing', actions: assign({ totpEnabled: ({ event }) => event.output.totpEnabled }) },
          onError: { target: 'loadFailed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
        on: { 'recheck.cancel': { target: 'cancelled', description: 'Cancel: back to the change, unsent.' } },
      },
      loadFailed: {
        description: 'The factors could not be read: try again, or cancel.',
        on: {
          'recheck.retry': { target: 'loading', actions: assign({ errorKey: null }) },
          'recheck.cancel': { target: 'cancelled' },
        },
      },
      editing: {
        description: 'The member types the password (or switches to an authenticator code when one is set up) and confirms.',
        on: {
          'recheck.change': { actions: assign({ answer: ({ event }) => event.value, fieldError: null, errorKey: null }) },
          'recheck.method': {
            guard: 'hasAuthenticator',
            description: 'Password ⇄ authenticator code: the answer starts empty.',
            actions: assign({ method: ({ event }) => event.method, answer: '', fieldError: null, errorKey: null }),
          },
          'recheck.submit': [
            { guard: 'answered', target: 'checking' },
            { actions: assign({ fieldError: 'validation.required' }), description: 'Nothing typed: "required" under the field.' },
          ],
          'recheck.cancel': { target: 'cancelled', description: 'Cancel: back to the change, unsent.' },
        },
      },
      checking: {
        tags: ['state:loading'],
        description: 'POST /wps/member/recheck (encrypted).',
        invoke: {
          id: 'checkIdentity',
          src: 'checkIdentity',
          input: ({ context }) => recheckRequest(context),
          onDone: { target: 'done', actions: assign({ confirmed: true, answer: '' }) },
          onError: [
            {
              guard: 'throttled',
              target: 'throttled',
              description: 'Too many wrong answers (the authenticator’s limit, counted per member): nothing more is checked for a while.',
            },
            {
              guard: 'wrongAnswer',
              target: 'editing',
              description: 'A wrong password or code: the message under the field, which is emptied.',
              actions: assign({ fieldError: ({ event }) => wrongAnswerKey(event.error), answer: '' }),
            },
            { target: 'failed', description: 'No answer (network): the same answer may be sent again.', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
          ],
        },
      },
      failed: {
        description: 'The check was not answered: try again with the same answer, or cancel.',
        on: {
          'recheck.retry': { target: 'checking', actions: assign({ errorKey: null }) },
          'recheck.cancel': { target: 'cancelled' },
        },
      },
      throttled: {
        description: 'Refused for too many wrong answers: the change waits; only cancel is left.',
        on: { 'recheck.cancel': { target: 'cancelled' } },
      },
      done: { type: 'final', tags: ['state:done'], description: 'Confirmed: the asking flow sends its change again.' },
      cancelled: { type: 'final', description: 'Not confirmed: the asking flow goes back to editing.' },
    },
    output: ({ context }) => ({ confirmed: context.confirmed }),
  }),
);
