import { and, assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { SetMemberTypeRequest } from '../../api/schemas/agent';
import { rebateBpsOf, rebateError, rebateRejection } from './agent-register.rules';
import { isDirect, nextType, percentText } from './team-member.rules';
import type { TeamMember, TeamMemberContext, TeamMemberDetail, TeamMemberEvent, TeamMemberInput } from './team-member.types';
import { lazyChart } from '../lazy-chart';

/**
 * One downline member in team management (SPEC §2 downlineManagmentView): the details (GET
 * /wps/agent/member), and for a DIRECT downline the type (member ⇄ agent) and the rebate group
 * (≤ the agent's own). Each change that goes through tells the team list (`memberChanged`).
 */
export const teamMemberMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as TeamMemberInput,
      context: {} as TeamMemberContext,
      events: {} as TeamMemberEvent,
    },
    actors: {
      loadMember: fromPromise<TeamMemberDetail, { account: string }>(async () => {
        throw new Error('loadMember not provided');
      }),
      setType: fromPromise<TeamMember, SetMemberTypeRequest>(async () => {
        throw new Error('setType not provided');
      }),
      setRebate: fromPromise<TeamMember, { account: string; rebateBps: number }>(async () => {
        throw new Error('setRebate not provided');
      }),
    },
    guards: {
      typeChangeAllowed: ({ context, event }) =>
        event.type === 'member.type.set' && context.detail !== null && nextType(context.detail.member) === event.memberType,
      direct: ({ context }) => context.detail !== null && isDirect(context.detail.member),
      rebateValid: ({ context }) => rebateError(context.rebate, context.ownRebateBps) === null,
      rebateRefused: (_, params: { error: unknown }) => rebateRejection(params.error) !== null,
    },
    actions: {
      storeDetail: assign((_, params: { detail: TeamMemberDetail }) => ({
        detail: params.detail,
        rebate: percentText(params.detail.member.rebateBps),
        errorKey: null,
      })),
      storeError: assign((_, params: { error: unknown }) => ({ errorKey: errorKeyOf(params.error), saved: null })),
      startChange: assign({ errorKey: null, saved: null, rebateError: null }),
      storeMember: assign(({ context }, params: { member: TeamMember; saved: 'type' | 'rebate' }) => ({
        detail: context.detail && { ...context.detail, member: params.member },
        rebate: percentText(params.member.rebateBps),
        saved: params.saved,
      })),
      editRebate: assign(({ event }) => (event.type === 'member.rebate.change' ? { rebate: event.value, rebateError: null, saved: null } : {})),
      showRebateError: assign(({ context }) => ({ rebateError: rebateError(context.rebate, context.ownRebateBps) })),
      storeRebateRejection: assign((_, params: { error: unknown }) => ({ rebateError: rebateRejection(params.error) })),
      /** The team list reloads (provided by the section). */
      memberChanged: () => {
        throw new Error('memberChanged not provided');
      },
    },
  }).createMachine({
    id: 'teamMember',
    description: 'A downline member’s details; for a direct downline: member ⇄ agent and the rebate group (≤ the agent’s own).',
    context: ({ input }) => ({ ...input, detail: null, rebate: '', rebateError: null, errorKey: null, saved: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        invoke: {
          id: 'loadMember',
          src: 'loadMember',
          input: ({ context }) => ({ account: context.account }),
          onDone: { target: 'shown', actions: { type: 'storeDetail', params: ({ event }) => ({ detail: event.output }) } },
          onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'The details did not load (network, or 404 agent.member.unknown: not in this downline).',
        on: { 'member.retry': 'loading' },
      },
      shown: {
        tags: ['state:ready'],
        on: {
          'member.type.set': {
            guard: 'typeChangeAllowed',
            target: 'settingType',
            actions: 'startChange',
            description: 'A direct member becomes an agent; a direct agent without a downline becomes a member.',
          },
          'member.rebate.change': { guard: 'direct', actions: 'editRebate' },
          'member.rebate.submit': [
            { guard: and(['direct', 'rebateValid']), target: 'savingRebate', actions: 'startChange' },
            { guard: 'direct', actions: 'showRebateError', description: 'Not a percentage, or above the agent’s own: said under the field, nothing sent.' },
          ],
        },
      },
      settingType: {
        tags: ['state:busy'],
        invoke: {
          id: 'setType',
          src: 'setType',
          input: ({ context }) => ({ account: context.account, type: nextType(context.detail!.member)! }),
          onDone: {
            target: 'shown',
            actions: [{ type: 'storeMember', params: ({ event }) => ({ member: event.output, saved: 'type' as const }) }, 'memberChanged'],
          },
          onError: { target: 'shown', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      savingRebate: {
        tags: ['state:busy'],
        invoke: {
          id: 'setRebate',
          src: 'setRebate',
          input: ({ context }) => ({ account: context.account, rebateBps: rebateBpsOf(context.rebate) ?? 0 }),
          onDone: {
            target: 'shown',
            actions: [{ type: 'storeMember', params: ({ event }) => ({ member: event.output, saved: 'rebate' as const }) }, 'memberChanged'],
          },
          onError: [
            {
              guard: { type: 'rebateRefused', params: ({ event }) => ({ error: event.error }) },
              target: 'shown',
              actions: { type: 'storeRebateRejection', params: ({ event }) => ({ error: event.error }) },
              description: 'agent.rebate.range: above the agent’s own, or below the member’s own downlines’ highest; the bounds under the field.',
            },
            { target: 'shown', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
    },
  }),
);
