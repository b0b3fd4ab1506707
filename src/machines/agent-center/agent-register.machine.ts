import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { RegistrationSetting } from '../../api/validation/registration';
import { agentRegisterErrors, agentRegisterRequest, registerFieldOfRejection } from './agent-register.rules';
import type { AgentRegisterContext, AgentRegisterEvent, AgentRegistered, AgentRegisterField, AgentRegisterInput, AgentRegisterRequest } from './agent-register.types';
import { lazyChart } from '../lazy-chart';

const EMPTY: Record<AgentRegisterField, string> = { username: '', password: '', confirmPassword: '', type: '0', nickname: '', rebate: '' };

/**
 * Account registration in the agent center (SPEC §2 registerCenter): a direct downline member
 * or agent, by PUT /wps/agent/register (encrypted by the client). Field problems show under
 * the field; any other refusal in a popup.
 */
export const agentRegisterMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as AgentRegisterInput,
      context: {} as AgentRegisterContext,
      events: {} as AgentRegisterEvent,
    },
    actors: {
      /** GET /wps/system/setting/register: the username and password rules. */
      loadSetting: fromPromise<RegistrationSetting>(async () => {
        throw new Error('loadSetting not provided');
      }),
      registerDownline: fromPromise<AgentRegistered, AgentRegisterRequest>(async () => {
        throw new Error('registerDownline not provided');
      }),
    },
    guards: {
      formValid: ({ context }) => Object.keys(agentRegisterErrors(context)).length === 0,
      aboutAField: (_, params: { error: unknown }) => registerFieldOfRejection(params.error) !== null,
    },
    actions: {
      storeSetting: assign((_, params: { setting: RegistrationSetting }) => ({ setting: params.setting, errorKey: null })),
      storeError: assign((_, params: { error: unknown }) => ({ errorKey: errorKeyOf(params.error) })),
      change: assign(({ context }, params: { field: AgentRegisterField; value: string }) => {
        const { [params.field]: _dropped, ...errors } = context.errors;
        return { values: { ...context.values, [params.field]: params.value }, errors };
      }),
      showErrors: assign(({ context }) => ({ errors: agentRegisterErrors(context) })),
      storeFieldRejection: assign(({ context }, params: { error: unknown }) => {
        const found = registerFieldOfRejection(params.error)!;
        return { errors: { ...context.errors, [found.field]: found.error } };
      }),
      storeResult: assign((_, params: { registered: AgentRegistered }) => ({ registered: params.registered })),
      reset: assign({ values: EMPTY, errors: {}, errorKey: null, registered: null }),
      dismiss: assign({ errorKey: null }),
    },
  }).createMachine({
    id: 'agentRegister',
    description: 'Account registration (SPEC §2 registerCenter): username, password, confirmation, member or agent, nickname, rebate ≤ the agent’s own.',
    context: ({ input }) => ({ ownRebateBps: input.ownRebateBps, setting: null, values: EMPTY, errors: {}, errorKey: null, registered: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        invoke: {
          id: 'loadSetting',
          src: 'loadSetting',
          onDone: { target: 'editing', actions: { type: 'storeSetting', params: ({ event }) => ({ setting: event.output }) } },
          onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      loadFailed: {
        tags: ['state:error'],
        on: { 'agentRegister.retry': 'loading' },
      },
      editing: {
        tags: ['state:ready'],
        on: {
          'agentRegister.change': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
          'agentRegister.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: 'showErrors', description: 'Blocked: the first message shows under each failing field; nothing is sent.' },
          ],
        },
      },
      submitting: {
        tags: ['state:busy'],
        invoke: {
          id: 'registerDownline',
          src: 'registerDownline',
          input: ({ context }) => agentRegisterRequest(context),
          onDone: { target: 'registered', actions: { type: 'storeResult', params: ({ event }) => ({ registered: event.output }) } },
          onError: [
            {
              guard: { type: 'aboutAField', params: ({ event }) => ({ error: event.error }) },
              target: 'editing',
              actions: { type: 'storeFieldRejection', params: ({ event }) => ({ error: event.error }) },
              description: 'The server names a field (username taken, a rebate outside its range…): the message shows under it.',
            },
            {
              target: 'refused',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              description: 'Any other refusal or failure: a popup says why; nothing was registered.',
            },
          ],
        },
      },
      refused: {
        tags: ['state:error'],
        on: { 'agentRegister.dismiss': { target: 'editing', actions: 'dismiss' } },
      },
      registered: {
        tags: ['state:done'],
        on: { 'agentRegister.again': { target: 'editing', actions: 'reset', description: 'Register another account: an empty form.' } },
      },
    },
  }),
);
