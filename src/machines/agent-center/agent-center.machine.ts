import { and, assign, fromPromise, not, setup } from 'xstate';
import { ERROR_KEYS, errorKeyOf, isApiError } from '../../api/errors';
import { UI } from '../../config/constants';
import { type AgentCenterPage, DEFAULT_PAGE } from './agent-center.pages';
import { isOffered, resolvePage } from './agent-center.rules';
import type { AgentCenterContext, AgentCenterEvent, AgentCenterInput, AgentMenu } from './agent-center.types';
import { lazyChart } from '../lazy-chart';

const FALLBACK = 'A page the menu does not offer (a contract entry whose flag is off, an unknown name) falls back to the overview.';

/** A definite refusal (4xx: 403 agent.only, a trial account…): asking again gives the same answer. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500;
}

/**
 * The agent center overlay (SPEC §2): the menu comes from GET /wps/agent/menu (the entries and
 * the contract flags); the overlay opens to the overview unless asked for another offered
 * page, and each section's code loads inside the right-hand panel. Closing is the modal
 * chart's (close button, Escape).
 */
export const agentCenterMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as AgentCenterInput,
      context: {} as AgentCenterContext,
      events: {} as AgentCenterEvent,
    },
    actors: {
      /** GET /wps/agent/menu. */
      loadMenu: fromPromise<AgentMenu>(async () => {
        throw new Error('loadMenu not provided');
      }),
      /** Fetches the code of a page's section (its lazy chunk and messages); answers the page. */
      loadSection: fromPromise<AgentCenterPage, { page: AgentCenterPage }>(async () => {
        throw new Error('loadSection not provided');
      }),
    },
    delays: {
      chunkTimeout: UI.chunkLoadTimeoutMs,
    },
    guards: {
      refused: (_, params: { error: unknown }) => isRefusal(params.error),
      pageOffered: ({ context, event }) => event.type === 'agentCenter.go' && isOffered(context.menu, event.page),
      /** The page asked for has its code here already. */
      pageLoaded: ({ context, event }) => event.type === 'agentCenter.go' && context.loaded.includes(event.page as AgentCenterPage),
      /** The overview (the fallback page) has its code here already. */
      homeLoaded: ({ context }) => context.loaded.includes(DEFAULT_PAGE),
    },
    actions: {
      request: assign({ requested: ({ context, event }) => (event.type === 'agentCenter.go' ? event.page : context.requested) }),
      storeMenu: assign(({ context }, params: { menu: AgentMenu }) => ({
        menu: params.menu,
        page: resolvePage(params.menu, context.requested),
        errorKey: null,
      })),
      storeError: assign((_, params: { error: unknown }) => ({ errorKey: errorKeyOf(params.error) })),
      showPage: assign({ page: ({ context, event }) => (event.type === 'agentCenter.go' ? resolvePage(context.menu, event.page) : context.page) }),
      showDefaultPage: assign({ page: DEFAULT_PAGE }),
      markLoaded: assign({
        loaded: ({ context }, params: { page: AgentCenterPage }) => (context.loaded.includes(params.page) ? context.loaded : [...context.loaded, params.page]),
        errorKey: null,
      }),
      timedOut: assign({ errorKey: ERROR_KEYS.timeout }),
    },
  }).createMachine({
    id: 'agentCenter',
    description:
      'Agent center overlay (SPEC §2): the menu from GET /wps/agent/menu (contract entries by their flags), opens to the overview, sections load in the right-hand panel.',
    context: ({ input }) => ({ requested: input.requested, menu: null, page: DEFAULT_PAGE, loaded: [], errorKey: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/agent/menu: which entries show (flags enableCt, salary, hourSalary) and who the agent is.',
        invoke: {
          id: 'loadMenu',
          src: 'loadMenu',
          onDone: { target: 'shown', actions: { type: 'storeMenu', params: ({ event }) => ({ menu: event.output }) } },
          onError: [
            {
              guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
              target: 'refused',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              description: 'A definite refusal, e.g. 403 agent.only ("Non-agents cannot log in"): said, nothing to retry.',
            },
            { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
        on: {
          'agentCenter.go': { actions: 'request', description: 'Reopened with another page before the menu arrived: that page, if the menu offers it.' },
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'The menu did not arrive (network, time-out, server fault): retry.',
        on: { 'agentCenter.retry': 'loading' },
      },
      refused: {
        meta: { spec: ['§6 Agent only'] },
        tags: ['state:refused'],
        description: 'Not an agent (any more): the translated refusal, no menu.',
      },
      shown: {
        meta: { spec: ['§1 Agent center'] },
        tags: ['state:ready'],
        description: 'Menu on the left, the current page’s section on the right; a page whose code is here already shows at once.',
        initial: 'switching',
        on: {
          'agentCenter.go': [
            { guard: and(['pageOffered', 'pageLoaded']), target: '.ready', actions: 'showPage' },
            { guard: 'pageOffered', target: '.switching', actions: 'showPage' },
            { guard: and([not('pageOffered'), 'homeLoaded']), target: '.ready', actions: 'showDefaultPage', description: FALLBACK },
            { target: '.switching', actions: 'showDefaultPage', description: FALLBACK },
          ],
        },
        states: {
          switching: {
            tags: ['section:loading'],
            description: 'The menu stays; the panel waits for the section’s code.',
            invoke: {
              id: 'loadSection',
              src: 'loadSection',
              input: ({ context }) => ({ page: context.page }),
              onDone: { target: 'ready', actions: { type: 'markLoaded', params: ({ event }) => ({ page: event.output }) } },
              onError: { target: 'sectionFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
            },
            after: { chunkTimeout: { target: 'sectionFailed', actions: 'timedOut', description: 'UI.chunkLoadTimeoutMs (SPEC §9: 120 s).' } },
          },
          ready: { tags: ['section:ready'] },
          sectionFailed: {
            tags: ['section:error'],
            on: { 'agentCenter.retry': 'switching' },
          },
        },
      },
    },
  }),
);
