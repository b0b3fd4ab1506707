import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { recheckMachine } from './recheck.machine';
import type { RecheckContext, RecheckEvent } from './recheck.types';

const network = new ApiError('network', 'network.abnormal');
const refused = (code: string, status = 400) => new ApiError('server', code, { status });

/** What the member types: the login password, or a code from the app. */
export const RECHECK_ANSWERS = { password: 'Secret2025', code: '123456' } as const;

/**
 * A member asked to confirm it is them: the factors load (with or without an authenticator), the
 * member types the password or switches to a code, gets it wrong, is throttled, loses the network
 * and retries, confirms or cancels.
 */
export const recheckModel: ChartModel<typeof recheckMachine> = {
  id: 'recheck',
  machine: recheckMachine,
  equivalentMutants: {
    'remove-action:recheck.loadFailed:recheck.retry#0:0':
      'errorKey is shown only in loadFailed and failed (recheck-panel.tsx), and every way into either (loadFactors onError, checkIdentity\'s last onError branch) sets it anew.',
    'remove-action:recheck.failed:recheck.retry#0:0':
      'errorKey is shown only in loadFailed and failed (recheck-panel.tsx), and every way into either (loadFactors onError, checkIdentity\'s last onError branch) sets it anew.',
    'change-target:recheck.checking:xstate.done.actor.checkIdentity#0→cancelled':
      'Both are final states without a view, and the asking flow reads only the output, { confirmed }, which this transition has set to true either way: the change is sent again in both.',
  },
  events: (s) => {
    const c = s.context as RecheckContext;
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.loadFactors', output: { totpEnabled: false }, label: 'password only' } as never,
        { type: 'xstate.done.actor.loadFactors', output: { totpEnabled: true }, label: 'with an authenticator' } as never,
        { type: 'xstate.error.actor.loadFactors', error: network } as never,
        { type: 'recheck.cancel' },
      ];
    if (s.matches('checking'))
      return [
        { type: 'xstate.done.actor.checkIdentity', output: undefined } as never,
        {
          type: 'xstate.error.actor.checkIdentity',
          error: refused(c.method === 'code' ? 'recheck.code.invalid' : 'recheck.password.invalid'),
          label: 'wrong answer',
        } as never,
        { type: 'xstate.error.actor.checkIdentity', error: refused('too.many.requests', 429), label: 'throttled' } as never,
        { type: 'xstate.error.actor.checkIdentity', error: network, label: 'network' } as never,
      ];
    const events: RecheckEvent[] = [
      { type: 'recheck.submit' },
      { type: 'recheck.retry' },
      { type: 'recheck.cancel' },
      { type: 'recheck.method', method: c.method === 'code' ? 'password' : 'code' },
    ];
    if (!c.answer) events.unshift({ type: 'recheck.change', value: RECHECK_ANSWERS[c.method] });
    return events;
  },
  serialize: (s) => {
    const c = s.context as RecheckContext;
    return JSON.stringify({ v: s.value, t: c.totpEnabled, m: c.method, a: c.answer !== '', fe: c.fieldError, ek: c.errorKey });
  },
};

/** The server's refusal of a stale session's change (`auth.recheck_required`, 403). */
export const recheckRequiredError = new ApiError('server', 'auth.recheck_required', { status: 403 });

/**
 * Model events of a flow that invokes this chart as `recheck`: its change refused for a stale
 * session (from the submitting state), and the recheck's two endings (from `rechecking`).
 */
export function recheckFlowEvents(submitActor: string, inRechecking: boolean) {
  if (inRechecking)
    return [
      { type: 'xstate.done.actor.recheck', output: { confirmed: true }, label: 'confirmed' },
      { type: 'xstate.done.actor.recheck', output: { confirmed: false }, label: 'cancelled' },
    ] as never[];
  return [{ type: `xstate.error.actor.${submitActor}`, error: recheckRequiredError, label: 'recheck required' }] as never[];
}
