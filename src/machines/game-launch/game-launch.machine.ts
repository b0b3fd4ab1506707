import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import {
  isLaunchUrl,
  isLotteryContent,
  isRetryable,
  isVnLotteryVendor,
  isWindowVendor,
  POPUP_BLOCKED,
  trialForbidden,
  URL_INVALID,
} from './game-launch.rules';
import type { GameLaunchContext, GameLaunchEvent, LaunchRequest, LaunchResult, LaunchSession, LaunchTarget } from './game-launch.types';
import { lazyChart } from '../lazy-chart';

const sessionOf = (event: unknown) => (event as { output: LaunchSession }).output;
const contentOf = (event: unknown) => (event as { output: LaunchResult }).output.content;

export const gameLaunchMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as GameLaunchContext,
      events: {} as GameLaunchEvent,
    },
    actors: {
      /** The session once it has settled (a launch pressed while member info loads waits for it). */
      readSession: fromPromise<LaunchSession>(async () => {
        throw new Error('readSession not provided');
      }),
      /** POST /wps/game/launchGame (token) with the `Language` header. */
      launchGame: fromPromise<LaunchResult, { target: LaunchTarget; session: LaunchSession }>(async () => {
        throw new Error('launchGame not provided');
      }),
      /** window.open of the game URL; fails when the browser blocks the popup. */
      openWindow: fromPromise<void, { url: string }>(async () => {
        throw new Error('openWindow not provided');
      }),
    },
    guards: {
      visitor: ({ event }) => sessionOf(event).token === null,
      trialForbidden: ({ context, event }) => trialForbidden(context.target, sessionOf(event)),
      invalidContent: ({ event }) => !isLaunchUrl(contentOf(event)),
      lotteryContent: ({ event }) => isLotteryContent(contentOf(event)),
      lotteryPage: ({ context }) => isLotteryContent(context.content ?? ''),
      vnLotteryVendor: ({ context }) => isVnLotteryVendor(context.target?.vassalage ?? ''),
      windowVendor: ({ context }) => isWindowVendor(context.target?.vassalage ?? ''),
      retryable: ({ context }) => isRetryable(context.errorKey),
    },
    actions: {
      /** The app's login modal (SPEC §4 "Starting a game without a token opens the login modal"). */
      openLogin: () => {
        throw new Error('openLogin not provided');
      },
      /** Goes to a page of the site (a lottery page, /Vnlottery, /game). */
      navigate: (_, _params: { to: string }) => {
        throw new Error('navigate not provided');
      },
      /** Keeps the game URL in sessionStorage `iframeUrl` (SPEC §3) for the /game page, with the game's name for the frame's title. */
      storeIframeUrl: (_, _params: { url: string; title: string }) => {
        throw new Error('storeIframeUrl not provided');
      },
      storeTarget: assign(({ event }) => ({
        target: event.type === 'launch.start' ? event.target : null,
        session: null,
        content: null,
        errorKey: null,
      })),
      storeSession: assign({ session: ({ event }) => sessionOf(event) }),
      storeContent: assign({ content: ({ event }) => contentOf(event) }),
      storeError: assign({ errorKey: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
    },
  }).createMachine({
    id: 'gameLaunch',
    description:
      'Starting a game (SPEC §2 vendor routing, §3 launch payload, §4): login or trial checks, the launch call, then the game opens where its vendor wants it.',
    context: { target: null, session: null, content: null, errorKey: null },
    initial: 'idle',
    states: {
      idle: {
        on: { 'launch.start': { target: 'checking', actions: 'storeTarget' } },
      },
      checking: {
        tags: ['state:loading', 'launch:busy'],
        description: 'Who is asking: a visitor gets the login modal, a trial account the warning where the game forbids trial play.',
        invoke: {
          id: 'readSession',
          src: 'readSession',
          onDone: [
            {
              guard: 'visitor',
              target: 'idle',
              actions: 'openLogin',
              description: 'No token: the login modal opens and the launch ends (SPEC §4).',
            },
            { guard: 'trialForbidden', target: 'trialWarning', actions: 'storeSession' },
            { target: 'launching', actions: 'storeSession' },
          ],
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      trialWarning: {
        tags: ['launch:trialWarning'],
        description: 'SPEC §6: a trial (type 4) account gets in_need_true_account with the confirm button in_increase_submit.',
        on: { 'launch.dismiss': 'idle' },
      },
      launching: {
        tags: ['state:loading', 'launch:busy'],
        description: 'POST /wps/game/launchGame with the SPEC §3 payload (or the §7 lottery launch).',
        invoke: {
          id: 'launchGame',
          src: 'launchGame',
          input: ({ context }) => ({ target: context.target!, session: context.session! }),
          onDone: [
            {
              guard: 'invalidContent',
              target: 'failed',
              actions: assign({ errorKey: URL_INVALID }),
              description: 'Not a site path or an http(s) URL: SPEC §8 "Invalid URL, please contact customer service".',
            },
            {
              guard: 'windowVendor',
              target: 'openingWindow',
              actions: 'storeContent',
              description: 'TCG_SEA opens a separate window (SPEC §2), whatever it answers.',
            },
            {
              guard: 'lotteryContent',
              target: 'idle',
              actions: { type: 'navigate', params: ({ event }) => ({ to: event.output.content }) },
              description: 'A lottery launch answers one of the site’s lottery pages: go there.',
            },
            {
              guard: 'vnLotteryVendor',
              target: 'idle',
              actions: { type: 'navigate', params: { to: '/Vnlottery' } },
              description: 'TCG_LOTTO_VN goes to /Vnlottery (SPEC §2).',
            },
            {
              target: 'idle',
              actions: [
                'storeContent',
                { type: 'storeIframeUrl', params: ({ event, context }) => ({ url: event.output.content, title: context.target?.name ?? '' }) },
                { type: 'navigate', params: { to: '/game' } },
              ],
              description: 'Every other vendor plays in the /game iframe.',
            },
          ],
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      openingWindow: {
        tags: ['state:loading', 'launch:busy'],
        invoke: {
          id: 'openWindow',
          src: 'openWindow',
          input: ({ context }) => ({ url: context.content! }),
          onDone: { target: 'idle' },
          onError: { target: 'popupBlocked', actions: assign({ errorKey: POPUP_BLOCKED }) },
        },
      },
      popupBlocked: {
        tags: ['launch:popupBlocked'],
        description: 'The browser refused the window: try again (a click lets it through) or play here in the /game iframe.',
        on: {
          'launch.retry': { target: 'openingWindow', actions: assign({ errorKey: null }) },
          'launch.openHere': [
            {
              guard: 'lotteryPage',
              target: 'idle',
              actions: { type: 'navigate', params: ({ context }) => ({ to: context.content! }) },
              description: 'A lottery page of the site opens in place, not inside the game frame.',
            },
            {
              target: 'idle',
              actions: [
                { type: 'storeIframeUrl', params: ({ context }) => ({ url: context.content!, title: context.target?.name ?? '' }) },
                { type: 'navigate', params: { to: '/game' } },
              ],
            },
          ],
          'launch.dismiss': 'idle',
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'The launch was refused or did not get through; network failures may be retried.',
        on: {
          'launch.retry': { guard: 'retryable', target: 'checking', actions: assign({ errorKey: null }) },
          'launch.dismiss': 'idle',
        },
      },
    },
  }),
);
