import { act, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { createModalLogic } from '../../src/machines/modal/modal.runtime';
import type { ModalActor } from '../../src/machines/modal/use-modal';
import { popupsModel } from '../../src/machines/popups/popups.model';
import { NOTICE_HIDDEN_UNTIL_KEY, NOTICE_SEEN_KEY } from '../../src/machines/popups/popups.rules';
import { connectModalToPopups, createPopupsImplementations } from '../../src/machines/popups/popups.runtime';
import { POPUP_PRIORITY, type PopupKind, type PopupsContext } from '../../src/machines/popups/popups.types';
import { type PopupsActor, PopupsActorProvider } from '../../src/machines/popups/use-popups';
import { useWhitelabel } from '../../src/machines/system-status/use-system-status';
import { ModalHost } from '../../src/views/modals/modal-host';
import { PreviousSignInNotice } from '../../src/views/modals/previous-sign-in-notice';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';
import { LOGIN_DIALOG_CONTROLS } from './login-dialog-controls';

useTestLocale('en');

afterEach(() => {
  document.body.style.overflow = '';
});

/** 2026-11-27 10:00 GMT+8: "today" ends at 2026-11-28 00:00 GMT+8 (16:00 UTC the day before). */
const NOW = Date.UTC(2026, 10, 27, 2, 0);
const END_OF_DAY = Date.UTC(2026, 10, 27, 16, 0);

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

/** Per path: a real modal chart the popups chart opens its popups through, and fresh storages. */
let modal: ModalActor;
let session = memoryStore();
let local = memoryStore();
const contractPutOff = vi.fn();

const DIALOG: Record<PopupKind, string> = { changePassword: 'Change password', welcome: 'Welcome', contractOffer: 'Contract offer', notice: 'Notice' };

function WhenSiteKnown({ children }: { children: ReactNode }) {
  return useWhitelabel() ? children : null;
}

type Ctx = StepContext<typeof popupsModel.machine>;
const ctxOf = (actor: Ctx['actor']) => actor.getSnapshot().context as PopupsContext;

const LOGIN_CONTROLS = LOGIN_DIALOG_CONTROLS;
/** The sign-in before this one, as the login history answers it; shown in the header clock's zone (GMT+8). */
const PREVIOUS = { at: '2026-11-26T13:05:00.000Z', ip: '103.4.145.2', country: 'BD', device: 'Chrome · Windows', method: 'password', result: 'ok' } as const;
const PREVIOUS_LINE = 'Your previous sign-in was 26/11/2026 21:05:00 (GMT+8) from 103.4.145.2 (BD) on Chrome · Windows. Not you? Open My account → Login history.';
const loginHistory = { list: [PREVIOUS], total: 1, page: 1, size: 10, previous: PREVIOUS };

/** The previous sign-in line: on the page whenever the chart says it is due, whatever covers it. */
async function expectSignInLine(screen: Ctx['screen'], due: boolean) {
  if (due) expect(await screen.findByText(PREVIOUS_LINE, {}, { timeout: 2000 })).toBeInTheDocument();
  else expect(screen.queryByText(/Your previous sign-in was/)).toBeNull();
}

const POPUP_CONTROLS: Record<PopupKind, string[]> = {
  changePassword: ['button:Change password', 'button:Close', 'password:Confirm new password', 'password:New password'],
  welcome: ['button:Close', 'button:Start playing'],
  // The offer's body is the contract chart's (its own suite); this one opens it without an actor: the frame alone.
  contractOffer: ['button:Close'],
  notice: ['button:Close', 'button:Welcome bonus2026-11-27 09:00:00', "checkbox:Don't show again today"],
};

describeModel({
  model: popupsModel,
  provide: (machine) => {
    modal = createActor(createModalLogic()).start();
    session = memoryStore();
    local = memoryStore();
    contractPutOff.mockClear();
    const { actions } = createPopupsImplementations({ modal, session, local, now: () => NOW });
    return machine.provide({ actions: { ...actions, contractPutOff } });
  },
  render: (actor) => {
    // The app connects the two charts the same way (src/machines/popups/use-popups.tsx).
    connectModalToPopups(modal, actor as PopupsActor);
    return (
      <AccountsProviders api={fakeApi({ loginHistory })} modal={modal} host={false}>
        <PopupsActorProvider actor={actor as PopupsActor}>
          <main>
            <p>Page</p>
          </main>
          {/* As under the app's system gate: modals draw once the site's settings are known. */}
          <WhenSiteKnown>
            <ModalHost />
          </WhenSiteKnown>
          <PreviousSignInNotice />
        </PopupsActorProvider>
      </AccountsProviders>
    );
  },
  // The login dialog opened with the page (/login) draws its site-dependent parts (tabs, Register
  // now, Free trial) once the site's settings are read: what it offers is judged after that.
  settle: async ({ screen, snapshot }) => {
    if ((snapshot.context as PopupsContext).screenBusy) await screen.findByRole('tab', { name: 'Mobile number login' });
  },
  states: {
    idle: async ({ screen, snapshot }) => {
      const c = snapshot.context as PopupsContext;
      // No popup; only the modal the person opened (the login dialog) when there is one.
      if (c.screenBusy) expect(screen.getByRole('dialog')).toHaveAccessibleName('Login');
      else expect(screen.queryByRole('dialog')).toBeNull();
      expect(modal.getSnapshot().context.stack.some((e) => typeof e.props.popupId === 'number')).toBe(false);
      await expectSignInLine(screen, c.signInNoticeDue);
    },
    showing: async ({ screen, snapshot }) => {
      const c = snapshot.context as PopupsContext;
      const shown = c.shown!;
      // One popup at a time: the modal stack holds it alone, and it is the one dialog on screen.
      expect(modal.getSnapshot().context.stack.map((e) => e.name)).toHaveLength(1);
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveAccessibleName(DIALOG[shown.kind]);
      // Whatever waits is of no higher priority than what is shown.
      for (const w of c.waiting) expect(POPUP_PRIORITY[w.kind]).toBeLessThanOrEqual(POPUP_PRIORITY[shown.kind]);
      if (shown.kind === 'notice') {
        expect(await within(dialog).findByText('Welcome bonus')).toBeInTheDocument();
        expect(within(dialog).getByRole('checkbox', { name: "Don't show again today" })).toHaveProperty('checked', c.noticeHiddenToday);
        // Shown once per session: remembered the moment it opens.
        expect(session.getItem(NOTICE_SEEN_KEY)).toBe('1');
        expect(local.getItem(NOTICE_HIDDEN_UNTIL_KEY)).toBe(c.noticeHiddenToday ? String(END_OF_DAY) : null);
      } else {
        expect(within(dialog).queryByRole('checkbox', { name: "Don't show again today" })).toBeNull();
      }
      if (shown.kind === 'welcome') expect(await within(dialog).findByText(/Welcome to the site/)).toBeInTheDocument();
      if (shown.kind === 'changePassword') expect(await within(dialog).findByLabelText('New password')).toBeInTheDocument();
      await expectSignInLine(screen, c.signInNoticeDue);
    },
  },
  controls: {
    // Nothing but the login dialog a person opened, when there is one; else the previous sign-in line's Dismiss when due.
    idle: (snapshot) => {
      const c = snapshot.context as PopupsContext;
      if (c.screenBusy) return LOGIN_CONTROLS;
      return c.signInNoticeDue ? ['button:Dismiss'] : [];
    },
    // The popup alone is in reach; each kind offers its own controls and its frame's close.
    showing: (snapshot) => POPUP_CONTROLS[(snapshot.context as PopupsContext).shown!.kind],
  },
  exec: {
    // The person opens the login dialog (header "Login") on a free screen, or closes it.
    'popups.screen': async (e, { user, screen }) => {
      if ((e as unknown as { busy: boolean }).busy) await act(async () => modal.send({ type: 'modal.open', name: 'login' }));
      else await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    },
    // The address comes to name the login form: what the chart's address watcher (inert here; its
    // unit tests are in popups.runtime.test.ts) reports.
    'popups.formAddress': async (e, { actor }) => {
      await act(async () => actor.send(e as never));
    },
    'popups.signInNotice.dismiss': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('region', { name: 'Previous sign-in' })).getByRole('button', { name: 'Dismiss' }));
    },
    'popups.notice.hideToday': async (_e, { user, screen }) => {
      await user.click(screen.getByRole('checkbox', { name: "Don't show again today" }));
    },
    // The person closes the popup from its frame; a contract offer closed so is put off ("Later").
    'popups.closed': async (_e, { user, screen, actor }) => {
      const shown = ctxOf(actor).shown!;
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      if (shown.kind === 'contractOffer') expect(contractPutOff).toHaveBeenCalledWith(expect.anything(), { props: shown.props });
      else expect(contractPutOff).not.toHaveBeenCalled();
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
