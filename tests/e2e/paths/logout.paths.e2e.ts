import { expect } from 'vitest';
import { logoutModel } from '../../../src/machines/logout/logout.model';
import { closeWelcome, home, logIn, signOutButton } from '../support/accounts';
import { describeBrowserPaths, type PathWorld, RequestGate } from './runner';
import { absent, enabled, hasText, shows } from './see';

/**
 * A seeded member per path (one account per path, each logging in first from this path's own
 * address, so no new-address check), signed in through the login modal. The DELETE call is
 * held at the page so `loggingOut` is seen, then reaches the server or is dropped.
 */
const MEMBERS = [
  { username: 'player01', password: 'Player@2026' },
  { username: 'agent01', password: 'Agent@2026' },
  { username: 'staff01', password: 'Staff@2026' },
];

interface Data {
  member: (typeof MEMBERS)[number];
  logout: RequestGate | null;
  /** The token of the session being ended, to ask the server whether it still lives. */
  token: string | null;
}

let nextMember = 0;

const token = (w: PathWorld<Data>) => w.page.evaluate(() => sessionStorage.getItem('token'));

/** Seeded accounts logged in on this test server so far: only an account's first login is welcomed. */
const loggedIn = new Set<string>();

async function signIn(w: PathWorld<Data>) {
  const firstLogin = !loggedIn.has(w.data.member.username);
  loggedIn.add(w.data.member.username);
  await logIn(w.page, w.data.member.username, w.data.member.password);
  await closeWelcome(w.page, { firstLogin });
  await shows(signOutButton(w.page));
}

/** Whether the server still accepts the token (GET /wps/member/info). */
async function serverSessionAlive(w: PathWorld<Data>, t: string): Promise<boolean> {
  const res = await fetch(`${w.server.url}/wps/member/info`, { headers: { Authorization: t, 'X-Forwarded-For': w.ip } });
  return res.ok;
}

describeBrowserPaths<typeof logoutModel.machine, Data>({
  model: logoutModel,
  ipPrefix: '10.42',
  data: () => {
    const member = MEMBERS[nextMember++ % MEMBERS.length]!;
    return { member, logout: null, token: null };
  },
  start: async (w) => {
    w.data.logout = await RequestGate.on(w.page, (url) => url.pathname === '/wps/session/logout', 'DELETE');
    await home(w.page, `${w.server.url}/`);
    await signIn(w);
  },
  states: {
    idle: async (w) => {
      if (w.previous.value === 'loggingOut') {
        // signOut: the local session ends, overlays close, home again as a visitor.
        await shows(w.page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }));
        await absent(signOutButton(w.page));
        expect(await token(w)).toBeNull();
        expect(new URL(w.page.url()).pathname).toBe('/');
        // Done: the server ended the session. Dropped call: it never heard, the session lives on.
        const ended = w.path.steps[w.step]!.event.type === 'xstate.done.actor.deleteSession';
        expect(await serverSessionAlive(w, w.data.token!)).toBe(!ended);
      } else {
        await enabled(signOutButton(w.page));
      }
      expect(await w.page.getByRole('alertdialog').count()).toBe(0);
    },
    confirming: async (w) => {
      const popup = w.page.getByRole('alertdialog', { name: 'Sign out?' });
      await hasText(popup, 'Are you sure you want to log out?');
      await enabled(popup.getByRole('button', { name: 'Confirm' }));
      await enabled(popup.getByRole('button', { name: 'Cancel' }));
    },
    loggingOut: async (w) => {
      await enabled(w.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }), false);
      await enabled(signOutButton(w.page), false);
    },
  },
  exec: {
    'logout.request': async (_e, w) => {
      // After a sign-out the Sign out button (and its chart) only exist again for a member:
      // the person logs in again, from the same address, then asks to sign out.
      if (w.previous.value === 'idle' && (await signOutButton(w.page).count()) === 0) await signIn(w);
      w.data.token = await token(w);
      await signOutButton(w.page).click();
    },
    'logout.confirm': async (_e, w) => w.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click(),
    'logout.cancel': async (_e, w) => w.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click(),
    'xstate.done.actor.deleteSession': async (_e, w) => w.data.logout!.pass(),
    // A dropped connection: the local session ends all the same.
    'xstate.error.actor.deleteSession': async (_e, w) => w.data.logout!.fail(),
  },
});
