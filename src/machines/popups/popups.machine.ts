import { assign, enqueueActions, fromCallback, raise, setup } from 'xstate';
import type { ModalName, ModalProps } from '../modal/modal.types';
import type { AddressForm } from './popups.rules';
import {
  POPUP_MODAL,
  POPUP_PRIORITY,
  type PopupKind,
  type PopupRequest,
  type PopupsContext,
  type PopupsEvent,
  type PopupsInput,
} from './popups.types';
import { lazyChart } from '../lazy-chart';

/** The login hand-over: these answer the person's own login and take the screen from the login dialog. */
const HAND_OVER: readonly PopupKind[] = ['changePassword', 'welcome'];

const requestOf = (event: PopupsEvent): PopupRequest | null =>
  event.type === 'popups.request' ? { kind: event.kind, props: event.props ?? {} } : null;

/** Adds a request to the waiting list in priority order, one per kind (a newer one of a kind replaces the older). */
function withRequest(waiting: readonly PopupRequest[], request: PopupRequest): PopupRequest[] {
  return [...waiting.filter((r) => r.kind !== request.kind), request].sort((a, b) => POPUP_PRIORITY[b.kind] - POPUP_PRIORITY[a.kind]);
}

/**
 * Popup policy (issue #16 item 5): the popups the site opens by itself — forced password change,
 * the welcome after a first login, a contract offer, the home popup notice — show one at a time,
 * highest priority first, each through the modal chart; the next opens when the shown one closes.
 */
export const popupsMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as PopupsInput,
      context: {} as PopupsContext,
      events: {} as PopupsEvent,
    },
    actors: {
      /**
       * Reports `popups.formAddress` each time the address comes to name a form it did not name just
       * before (`form`: the one it named at start): the router's history, in the app.
       */
      watchAddress: fromCallback<PopupsEvent, { form: AddressForm | null }>(() => {
        throw new Error('watchAddress not provided');
      }),
    },
    guards: {
      handOver: ({ event }) => event.type === 'popups.request' && HAND_OVER.includes(event.kind),
      noticeOverBusyScreen: ({ context, event }) => event.type === 'popups.request' && event.kind === 'notice' && context.screenBusy,
      nextReady: ({ context }) => context.waiting.length > 0 && !context.screenBusy,
      sameAsShown: ({ context, event }) => event.type === 'popups.request' && event.kind === context.shown?.kind,
      higherThanShown: ({ context, event }) =>
        event.type === 'popups.request' && context.shown !== null && POPUP_PRIORITY[event.kind] > POPUP_PRIORITY[context.shown.kind],
      isShown: ({ context, event }) => event.type === 'popups.closed' && event.popupId !== null && event.popupId === context.shown?.id,
      shownWithdrawn: ({ context, event }) => event.type === 'popups.withdraw' && event.kind === context.shown?.kind,
      mustChangePassword: ({ event }) => event.type === 'popups.loggedIn' && event.mustChangePassword,
      firstLogin: ({ event }) => event.type === 'popups.loggedIn' && event.firstTimeLogin,
      noticeDue: ({ context, event }) => event.type === 'popups.noticesLoaded' && context.noticeDue && event.notices.length > 0,
    },
    actions: {
      enqueue: assign({ waiting: ({ context, event }) => withRequest(context.waiting, requestOf(event)!) }),
      showRequest: assign(({ context, event }) => ({ shown: { ...requestOf(event)!, id: context.lastId + 1 }, lastId: context.lastId + 1 })),
      showNext: assign(({ context }) => ({ shown: { ...context.waiting[0]!, id: context.lastId + 1 }, waiting: context.waiting.slice(1), lastId: context.lastId + 1 })),
      requeueShown: assign(({ context }) => ({
        waiting: context.shown ? withRequest(context.waiting, { kind: context.shown.kind, props: context.shown.props }) : context.waiting,
        shown: null,
      })),
      refreshShown: assign({ shown: ({ context, event }) => (context.shown && event.type === 'popups.request' ? { ...context.shown, props: event.props ?? {} } : context.shown) }),
      dropWaiting: assign({ waiting: ({ context, event }) => context.waiting.filter((r) => event.type !== 'popups.withdraw' || r.kind !== event.kind) }),
      clearShown: assign({ shown: null }),
      setScreen: assign({ screenBusy: ({ context, event }) => (event.type === 'popups.screen' ? event.busy : context.screenBusy) }),
      /** Opens a modal of the modal chart (the runtime sends `modal.open`). */
      openModal: (_, _params: { name: ModalName; props: ModalProps }) => {
        throw new Error('openModal not provided');
      },
      /** Closes every modal (the runtime sends `modal.closeAll`). */
      closeModals: () => {
        throw new Error('closeModals not provided');
      },
      /** The contract popup was closed from its frame (× or Escape): "Later", or "Close" once answered (contract chart). */
      contractPutOff: (_, _params: { props: ModalProps }) => {
        throw new Error('contractPutOff not provided');
      },
      /** Remembers for this session (sessionStorage) that the home notice was shown. */
      rememberNoticeSeen: () => {
        throw new Error('rememberNoticeSeen not provided');
      },
      /** "Don't show again today": localStorage until the end of the GMT+8 day, or forgotten. */
      rememberNoticeHiddenToday: (_, _params: { hidden: boolean }) => {
        throw new Error('rememberNoticeHiddenToday not provided');
      },
    },
  }).createMachine({
    id: 'popups',
    description:
      'One popup at a time, highest priority first: forced password change > welcome (first login) > contract offer > home popup notice. ' +
      'A higher one arriving replaces the shown lower one, which waits and comes back after; a lower one waits for its turn. ' +
      'Every login but an account\'s first also makes the previous sign-in line due (time, place, device): not a popup, it waits on the page until dismissed. ' +
      'Only the login hand-over takes the screen from a modal the person opened; a contract offer waits until the screen is free; a notice over such a modal is dropped (it may show at a later home visit).',
    context: ({ input }) => ({
      shown: null,
      waiting: [],
      screenBusy: false,
      noticeDue: input.noticeDue,
      noticeHiddenToday: false,
      lastId: 0,
      signInNoticeDue: false,
      addressForm: input.addressForm ?? null,
    }),
    // A page opened at /login or /register: its form opens before anything the page reports is
    // handled (a raised event goes before the events queued while the chart was starting, such as the
    // home notices the first drawing reported), so the notice is dropped, not shown over the form.
    entry: enqueueActions(({ context, enqueue }) => {
      if (context.addressForm) enqueue.raise({ type: 'popups.formAddress', form: context.addressForm });
    }),
    invoke: { id: 'watchAddress', src: 'watchAddress', input: ({ context }) => ({ form: context.addressForm }) },
    on: {
      'popups.formAddress': {
        actions: [
          assign({ addressForm: ({ event }) => event.form, screenBusy: true }),
          { type: 'openModal', params: ({ event }) => ({ name: event.form, props: {} }) },
        ],
        description:
          'The address names a form (/login; /register while direct registration is on): it opens over the page, as the person came for it. ' +
          'The screen is busy from then on, so a home notice arriving with the page is dropped, not shown over the form.',
      },
      'popups.loggedIn': [
        {
          guard: 'mustChangePassword',
          actions: [
            raise(({ event }) => ({
              type: 'popups.request' as const,
              kind: 'changePassword' as const,
              props: { knownPassword: event.type === 'popups.loggedIn' ? event.knownPassword : null, forced: true },
            })),
            assign({ signInNoticeDue: ({ event }) => event.type === 'popups.loggedIn' && !event.firstTimeLogin }),
          ],
          description: 'Flagged ({secret}) or expired password: the forced change, before anything else; the previous sign-in line waits under it.',
        },
        {
          guard: 'firstLogin',
          actions: [raise({ type: 'popups.request', kind: 'welcome' }), assign({ signInNoticeDue: false })],
          description: "The account's first login (the login answer's firstTimeLogin): the welcome; there is no previous sign-in to tell.",
        },
        {
          actions: ['closeModals', assign({ screenBusy: false, signInNoticeDue: true })],
          description: 'A later login: no welcome; the login dialog closes (a waiting contract offer may then open) and the previous sign-in line shows.',
        },
      ],
      'popups.noticesLoaded': {
        guard: 'noticeDue',
        actions: raise(({ event }) => ({
          type: 'popups.request' as const,
          kind: 'notice' as const,
          props: { notices: event.type === 'popups.noticesLoaded' ? event.notices : [] },
        })),
        description: 'The home popup notices, once per session (sessionStorage) and not on a day the person hid them.',
      },
      'popups.notice.hideToday': {
        actions: [
          assign({ noticeHiddenToday: ({ event }) => event.hidden }),
          { type: 'rememberNoticeHiddenToday', params: ({ event }) => ({ hidden: event.hidden }) },
        ],
        description: '"Don\'t show again today" (un)ticked: remembered until the end of the GMT+8 day.',
      },
      'popups.signInNotice.dismiss': { actions: assign({ signInNoticeDue: false }), description: 'The person dismissed the previous sign-in line.' },
      'popups.screen': { actions: 'setScreen', description: 'The modal chart tells whether a modal the person opened is on screen.' },
    },
    initial: 'idle',
    states: {
      idle: {
        description: 'No popup of the policy on screen.',
        always: { guard: 'nextReady', target: 'showing', actions: 'showNext', description: 'The screen is free: the highest waiting popup opens.' },
        on: {
          'popups.request': [
            {
              guard: 'handOver',
              target: 'showing',
              actions: ['closeModals', assign({ screenBusy: false }), 'showRequest'],
              description: 'The login hand-over replaces the login dialog (or whatever the person had open).',
            },
            { guard: 'noticeOverBusyScreen', description: 'A notice never covers a form the person came for: dropped, not counted as seen.' },
            { actions: 'enqueue', description: 'Waits its turn: opens at once on a free screen, else when the screen frees.' },
          ],
          'popups.withdraw': { actions: 'dropWaiting', description: 'No longer waiting (e.g. the offer was answered elsewhere, or the member left).' },
        },
      },
      showing: {
        description: 'One popup on screen, opened through the modal chart; the others wait in priority order.',
        entry: enqueueActions(({ context, enqueue }) => {
          const shown = context.shown;
          if (!shown) return;
          enqueue({ type: 'openModal', params: { name: POPUP_MODAL[shown.kind], props: { ...shown.props, popupId: shown.id } } });
          if (shown.kind === 'notice') {
            enqueue('rememberNoticeSeen');
            enqueue.assign({ noticeDue: false });
          }
        }),
        on: {
          'popups.request': [
            { guard: 'sameAsShown', actions: 'refreshShown', description: 'Already on screen: no second layer.' },
            {
              guard: 'higherThanShown',
              target: 'showing',
              reenter: true,
              actions: ['requeueShown', 'closeModals', 'showRequest'],
              description: 'A higher popup replaces the shown one, which waits and comes back after (e.g. the welcome over a notice).',
            },
            { actions: 'enqueue', description: 'Equal or lower priority: waits until the shown one closes (a contract offer never covers the welcome).' },
          ],
          'popups.closed': {
            guard: 'isShown',
            target: 'idle',
            actions: [
              enqueueActions(({ context, enqueue }) => {
                if (context.shown?.kind === 'contractOffer') enqueue({ type: 'contractPutOff', params: { props: context.shown.props } });
              }),
              'clearShown',
            ],
            description: 'The person closed it (its button, ×, Escape): a contract offer closed from its frame is put off ("Later"); the next one opens.',
          },
          'popups.withdraw': [
            {
              guard: 'shownWithdrawn',
              target: 'idle',
              actions: ['clearShown', 'closeModals'],
              description: 'Its reason is gone (the contract offer answered and closed): it closes.',
            },
            { actions: 'dropWaiting', description: 'A waiting one is no longer wanted.' },
          ],
        },
      },
    },
  }),
);
