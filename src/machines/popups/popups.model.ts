import type { ChartModel } from '../graph/paths';
import { popupsMachine } from './popups.machine';
import type { PopupKind, PopupsContext, PopupsEvent } from './popups.types';

/** One home popup notice, as the home notices call gives it. */
export const popupNoticeFixture = { id: 1, title: 'Welcome bonus', content: '<p>Deposit today, get 10%.</p>', date: '2026-11-27 09:00:00' };

const PROPS: Record<PopupKind, Record<string, unknown>> = {
  changePassword: { knownPassword: 'Secret123', forced: true },
  welcome: {},
  contractOffer: {},
  notice: { notices: [popupNoticeFixture] },
};

/**
 * At most one popup waits beside the shown one, and the person opens a modal (login) only on a
 * screen with no popup (a popup covers the page's buttons): enough to take every rule once while
 * the traversal stays small.
 */
export const popupsModel: ChartModel<typeof popupsMachine> = {
  id: 'popups',
  machine: popupsMachine,
  input: { noticeDue: true, addressForm: null },
  // A page opened at /login: its form is on screen from the start, before any notice can show.
  starts: [{ label: 'opened at /login', input: { noticeDue: true, addressForm: 'login' } }],
  // What waits unseen (a notice dropped over a busy screen, an offer withdrawn while waiting) shows only a step
  // later, when the screen frees: every pair of consecutive transitions takes that next step.
  pairPaths: true,
  events: (s) => {
    const c = s.context as PopupsContext;
    const events: PopupsEvent[] = [];
    const present = new Set([c.shown?.kind, ...c.waiting.map((r) => r.kind)]);
    if (c.waiting.length === 0) {
      for (const kind of ['welcome', 'contractOffer'] as const) {
        if (!present.has(kind)) events.push({ type: 'popups.request', kind, props: PROPS[kind], label: kind } as PopupsEvent);
      }
    }
    if (c.shown?.kind === 'contractOffer') events.push({ type: 'popups.request', kind: 'contractOffer', props: PROPS.contractOffer, label: 'again' } as PopupsEvent);
    if (present.has('contractOffer')) events.push({ type: 'popups.withdraw', kind: 'contractOffer' });
    if (c.noticeDue && !present.has('notice') && c.waiting.length === 0) {
      events.push({ type: 'popups.noticesLoaded', notices: [popupNoticeFixture] });
    }
    if (c.shown === null) events.push({ type: 'popups.screen', busy: !c.screenBusy });
    // The person goes to /login on a free screen (a link, the browser's back button): its form opens.
    if (c.shown === null && !c.screenBusy) events.push({ type: 'popups.formAddress', form: 'login' });
    if (c.shown === null && c.screenBusy) {
      events.push({ type: 'popups.loggedIn', mustChangePassword: true, firstTimeLogin: false, knownPassword: 'Secret123', label: 'forced change' } as PopupsEvent);
      events.push({ type: 'popups.loggedIn', mustChangePassword: false, firstTimeLogin: true, knownPassword: 'Secret123', label: 'first login' } as PopupsEvent);
      events.push({ type: 'popups.loggedIn', mustChangePassword: false, firstTimeLogin: false, knownPassword: 'Secret123', label: 'later login' } as PopupsEvent);
    }
    if (c.shown?.kind === 'notice') events.push({ type: 'popups.notice.hideToday', hidden: !c.noticeHiddenToday });
    // The previous sign-in line is in reach only on a free screen (a dialog is modal).
    if (c.signInNoticeDue && c.shown === null && !c.screenBusy) events.push({ type: 'popups.signInNotice.dismiss' });
    if (c.shown) events.push({ type: 'popups.closed', popupId: c.shown.id });
    return events;
  },
  serialize: (s) => {
    const c = s.context as PopupsContext;
    return JSON.stringify({
      v: s.value,
      shown: c.shown?.kind ?? null,
      waiting: c.waiting.map((r) => r.kind),
      busy: c.screenBusy,
      due: c.noticeDue,
      hidden: c.shown?.kind === 'notice' && c.noticeHiddenToday,
      signIn: c.signInNoticeDue,
    });
  },
};
