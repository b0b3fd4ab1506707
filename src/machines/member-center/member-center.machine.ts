import { and, assign, fromPromise, setup } from 'xstate';
import { ERROR_KEYS, errorKeyOf } from '../../api/errors';
import { UI } from '../../config/constants';
import { DEFAULT_PAGE, type MemberCenterPage } from './member-center.pages';
import { focusOf, isOffered, resolvePage } from './member-center.rules';
import type { MemberCenterContext, MemberCenterEvent, MemberCenterInput } from './member-center.types';
import { lazyChart } from '../lazy-chart';

const FALLBACK = 'A page the menu does not offer (e.g. invite friends with the referral promotion off) falls back to my account.';

/**
 * The chart loads each section's code itself (instead of the views' lazyPart): the same
 * time-out (UI.chunkLoadTimeoutMs) and retry, and the member center's chunk stays free of the
 * lazy-page module, whose import from a lazy chunk makes the bundler move shared code out of
 * the home page's entry (more requests on the home route).
 */
export const memberCenterMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as MemberCenterInput,
      context: {} as MemberCenterContext,
      events: {} as MemberCenterEvent,
    },
    actors: {
      /** Fetches the code of a page's section (its lazy chunk); answers the page. */
      loadSection: fromPromise<MemberCenterPage, { page: MemberCenterPage }>(async () => {
        throw new Error('loadSection not provided');
      }),
    },
    delays: {
      chunkTimeout: UI.chunkLoadTimeoutMs,
    },
    guards: {
      pageOffered: ({ context, event }) => event.type === 'memberCenter.go' && isOffered(context.menu, event.page),
      /** The page asked for has its code here already. */
      pageLoaded: ({ context, event }) => event.type === 'memberCenter.go' && context.loaded.includes(event.page),
      /** My account (the fallback page) has its code here already. */
      homeLoaded: ({ context }) => context.loaded.includes(DEFAULT_PAGE),
      /** After a menu change the current page is still offered. */
      pageStaysOffered: ({ context, event }) => event.type === 'memberCenter.menu' && isOffered(event.menu, context.page),
    },
    actions: {
      showPage: assign({
        page: ({ context, event }) => (event.type === 'memberCenter.go' ? event.page : context.page),
        focus: ({ event }) => (event.type === 'memberCenter.go' ? (event.focus ?? null) : null),
      }),
      showDefaultPage: assign({ page: DEFAULT_PAGE, focus: null }),
      updateMenu: assign(({ context, event }) => {
        if (event.type !== 'memberCenter.menu') return {};
        return { menu: event.menu, page: resolvePage(event.menu, context.page) };
      }),
      markLoaded: assign({
        loaded: ({ context, event }) => {
          const page = (event as unknown as { output: MemberCenterPage }).output;
          return context.loaded.includes(page) ? context.loaded : [...context.loaded, page];
        },
        errorKey: null,
      }),
      storeError: assign({
        errorKey: ({ event }) => {
          const error = (event as { error?: unknown }).error;
          return errorKeyOf(error, ERROR_KEYS.timeout);
        },
      }),
      timedOut: assign({ errorKey: ERROR_KEYS.timeout }),
    },
  }).createMachine({
    id: 'memberCenter',
    description:
      'Member center overlay (SPEC §2): opens to my account unless asked for another offered page; shown once the first section has loaded. Closing is the modal chart’s (close button, Escape).',
    context: ({ input }) => {
      const page = resolvePage(input.menu, input.requested);
      return { menu: input.menu, page, focus: focusOf(page, input.requestedFocus), loaded: [], errorKey: null };
    },
    initial: 'loading',
    on: {
      'memberCenter.menu': {
        actions: 'updateMenu',
        description: 'Session or merchant settings changed: the menu follows; a page no longer offered falls back to my account (loaded on retry).',
      },
    },
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'Fetches the first section’s code; the menu’s facts (modules, session) are already in the app.',
        invoke: {
          id: 'loadSection',
          src: 'loadSection',
          input: ({ context }) => ({ page: context.page }),
          onDone: { target: 'shown', actions: 'markLoaded' },
          onError: { target: 'failed', actions: 'storeError' },
        },
        after: { chunkTimeout: { target: 'failed', actions: 'timedOut', description: 'UI.chunkLoadTimeoutMs (SPEC §9: 120 s).' } },
        on: {
          'memberCenter.go': [
            {
              guard: 'pageOffered',
              target: 'loading',
              reenter: true,
              actions: 'showPage',
              description: 'Asked for another page before the first arrived (the modal reopened with new props): load that one.',
            },
            { target: 'loading', reenter: true, actions: 'showDefaultPage', description: FALLBACK },
          ],
          'memberCenter.menu': { target: 'loading', reenter: true, actions: 'updateMenu', description: 'The page may have fallen back: load that one.' },
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'The first section’s code did not arrive (network or time-out): retry.',
        on: { 'memberCenter.retry': 'loading' },
      },
      shown: {
        meta: { spec: ['§2 Member center'] },
        tags: ['state:ready'],
        description: 'Menu and the current page’s section; a page whose code is here already shows at once.',
        initial: 'ready',
        on: {
          'memberCenter.go': [
            { guard: and(['pageOffered', 'pageLoaded']), target: '.ready', actions: 'showPage' },
            { guard: 'pageOffered', target: '.switching', actions: 'showPage' },
            { guard: 'homeLoaded', target: '.ready', actions: 'showDefaultPage', description: FALLBACK },
            { target: '.switching', actions: 'showDefaultPage', description: FALLBACK },
          ],
          'memberCenter.menu': [
            { guard: 'pageStaysOffered', actions: 'updateMenu', description: 'The menu follows; the page stays.' },
            { guard: 'homeLoaded', target: '.ready', actions: 'updateMenu', description: 'The page is no longer offered: my account.' },
            { target: '.switching', actions: 'updateMenu', description: 'The page is no longer offered: my account, once its code arrives.' },
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
              onDone: { target: 'ready', actions: 'markLoaded' },
              onError: { target: 'sectionFailed', actions: 'storeError' },
            },
            after: { chunkTimeout: { target: 'sectionFailed', actions: 'timedOut' } },
          },
          ready: { tags: ['section:ready'] },
          sectionFailed: {
            tags: ['section:error'],
            on: { 'memberCenter.retry': 'switching' },
          },
        },
      },
    },
  }),
);
