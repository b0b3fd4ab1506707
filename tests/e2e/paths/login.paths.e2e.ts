import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { loginModel } from '../../../src/machines/login/login.model';
import type { LoginContext } from '../../../src/machines/login/login.types';
import type { GeneratedPath } from '../../../src/machines/graph/paths';
import { home, openLogin, signOutButton, solveCaptcha } from '../support/accounts';
import { apiVisitor } from '../support/api';
import { describeBrowserPaths, type PathWorld, RequestGate } from './runner';
import { absent, attribute, checked, enabled, hasText, shows, value } from './see';

/**
 * Each path gets a fresh account, registered through the real API, arranged so the server
 * answers each submit as the path says (read ahead from the path):
 * - ok: registered and logged in from this path's address (so the address is known);
 * - first login: registered without logging in;
 * - new IP: registered (with a payee name, so it can be challenged) and logged in from another address;
 * - wrong password: the password typed is wrong;
 * - captcha flagged first: three refused attempts on the account from another address, so the
 *   first submit answers captcha.required; a later "captcha flagged" types a wrong captcha.
 */
const PASSWORD = 'Bazar#Green2026';
const LABELS: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  mobileNum: 'Mobile number',
  verificationCode: 'Verification code',
  captcha: 'Captcha',
};
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'validation.mobile': 'Please enter a valid mobile number',
  'validation.code': 'Please enter a valid verification code',
  'validation.captcha': 'Please enter the captcha',
};

type Outcome = 'ok' | 'first login' | 'flagged password' | 'wrong password' | 'captcha flagged' | 'new IP';

interface Data {
  username: string;
  outcomes: Outcome[];
  gate: RequestGate | null;
}

const label = (e: EventObject) => (e as { label?: string }).label as Outcome;
const isSubmitResult = (e: EventObject) => e.type === 'xstate.done.actor.submitLogin' || e.type === 'xstate.error.actor.submitLogin';
const outcomesOf = (path: GeneratedPath) => path.steps.filter((s) => isSubmitResult(s.event)).map((s) => label(s.event));

let serial = 0;
const freshName = () => `lp${Date.now() % 1e6}${serial++}`.slice(0, 16);
/** Another address of the same path, for arranging things "from elsewhere". */
const elsewhere = (ip: string) => ip.replace(/^10\.\d+\./, '10.143.');

const dialog = (w: PathWorld<Data>) => w.page.getByRole('dialog', { name: /Log ?in/i });
const ctx = (w: PathWorld<Data>) => w.expected.context as LoginContext;

/** The result the next submit in the path will get, after step `from`. */
function nextOutcome(w: PathWorld<Data>): Outcome | undefined {
  const next = w.path.steps.slice(w.step + 1).find((s) => isSubmitResult(s.event));
  return next ? label(next.event) : undefined;
}

async function expectForm(w: PathWorld<Data>, captcha: boolean) {
  const d = dialog(w);
  const c = ctx(w);
  await enabled(d.getByRole('button', { name: 'Log in', exact: true }));
  await attribute(d.getByRole('tab', { name: 'Username login' }), 'aria-selected', String(c.tab === 'username'));
  await checked(d.getByRole('checkbox', { name: 'Remember password' }), c.remember);
  if (c.tab === 'username') {
    await value(d.getByLabel('Username', { exact: true }), c.values.username ? w.data.username : '');
    expect(await d.getByLabel('Mobile number', { exact: true }).count()).toBe(0);
  } else {
    await value(d.getByLabel('Mobile number', { exact: true }), c.values.mobileNum);
    await hasText(d.getByRole('button', { name: 'Country code' }), '+880');
  }
  // The first validator message under each failing field; nothing was sent.
  for (const [field, error] of Object.entries(c.errors)) {
    const input = d.getByLabel(LABELS[field]!, { exact: true });
    await attribute(input, 'aria-invalid', 'true');
    const describedBy = await input.getAttribute('aria-describedby');
    await hasText(w.page.locator(`[id="${describedBy}"]`), MESSAGES[error!.key]!);
  }
  if (captcha) {
    await shows(d.getByLabel('Captcha', { exact: true }));
    await shows(d.getByRole('img', { name: /captcha/i }));
  } else {
    expect(await d.getByLabel('Captcha', { exact: true }).count()).toBe(0);
  }
}

describeBrowserPaths<typeof loginModel.machine, Data>({
  model: loginModel,
  ipPrefix: '10.43',
  unsupported: (path) => {
    const types = path.steps.map((s) => s.event.type);
    if (types.some((t) => /^login\.verify\.(method|send|change|submit)$/.test(t)))
      return 'answering the new-address challenge is not built in the browser suite yet: TOTP exists only on seeded player01, and a per-path account that receives challenge SMS (60 s resend window per number) is still to do';
    const outcomes = outcomesOf(path);
    if (outcomes.includes('flagged password'))
      return 'needs a fresh {secret} account per path: only player02 is seeded with it, registration refuses {secret}, and its second login from another path address is challenged instead';
    if (outcomes.length > 0 && path.steps.some((s) => s.event.type === 'login.tab'))
      return 'SMS-tab login against the server (a fresh mobile account and a login code per path) is not built yet';
    return null;
  },
  data: (path) => ({ username: freshName(), outcomes: outcomesOf(path), gate: null }),
  start: async (w) => {
    const { outcomes, username } = w.data;
    if (outcomes.length > 0) {
      const newIp = outcomes.includes('new IP');
      const knownHere = outcomes.includes('ok') && !newIp;
      const registrar = apiVisitor(w.server, knownHere ? w.ip : elsewhere(w.ip));
      // A payee name: the new-address check needs a way to answer it (bank account name).
      await registrar.register(username, PASSWORD, knownHere || newIp, { payeeName: 'Path Tester' });
      if (outcomes[0] === 'captcha flagged') {
        const other = apiVisitor(w.server, elsewhere(w.ip));
        for (let i = 0; i < 3; i++) await other.failLogin(username);
      }
    }
    w.data.gate = await RequestGate.on(w.page, (url) => url.pathname === '/wps/session/login', 'POST');
    await home(w.page, `${w.server.url}/`);
    await openLogin(w.page);
  },
  states: {
    '{"form":"editing"}': async (w) => {
      await expectForm(w, false);
      const d = dialog(w);
      await shows(d.getByRole('button', { name: 'Forgot password?' }));
      await shows(d.getByRole('button', { name: 'Register now' }));
      await shows(d.getByRole('button', { name: 'Free trial' }));
    },
    '{"form":"captchaRequired"}': async (w) => expectForm(w, true),
    submitting: async (w) => {
      await enabled(dialog(w).getByRole('button', { name: 'Logging in…' }), false);
      expect(await signOutButton(w.page).count()).toBe(0);
    },
    failure: async (w) => {
      await hasText(dialog(w).getByRole('alert').first(), 'Incorrect username or password');
      await enabled(dialog(w).getByRole('button', { name: 'Log in', exact: true }), false);
    },
    '{"verificationRequired":"choosing"}': async (w) => {
      await shows(dialog(w).getByRole('heading', { name: 'Verify it is you' }));
      // The one way this account can answer, not chosen yet.
      await checked(dialog(w).getByRole('radio', { name: /bank account name/i }), false);
      expect(await signOutButton(w.page).count()).toBe(0);
    },
    success: async (w) => {
      // The session started: member header, the login modal gone, the after-login welcome.
      await shows(signOutButton(w.page));
      await absent(dialog(w));
      const first = w.path.steps[w.step]!.event as never as { output: { firstTimeLogin: boolean } };
      const welcome = w.page.getByRole('dialog', { name: 'Welcome' });
      await hasText(welcome, first.output.firstTimeLogin ? 'Welcome to the site' : 'Welcome back');
      // Remember-me keeps the login only when ticked.
      const cookie = (await w.context.cookies()).find((c) => c.name === 'rememberLogin');
      expect(Boolean(cookie), 'remember-me cookie').toBe(ctx(w).remember);
      if (cookie) expect(decodeURIComponent(cookie.value)).toContain(w.data.username);
    },
  },
  exec: {
    'login.tab': async (e, w) => {
      const tab = (e as unknown as { tab: string }).tab;
      await dialog(w).getByRole('tab', { name: tab === 'sms' ? 'Mobile number login' : 'Username login' }).click();
    },
    'login.change': async (e, w) => {
      const { field, value: modelValue } = e as unknown as { field: string; value: string };
      const d = dialog(w);
      if (field === 'captcha') {
        // The real captcha, unless the next submit must be refused for it.
        if (nextOutcome(w) === 'captcha flagged') await d.getByLabel('Captcha', { exact: true }).fill('zz99');
        else await solveCaptcha(w.server, w.page, d);
        return;
      }
      const typed =
        field === 'username' ? w.data.username : field === 'password' ? (w.data.outcomes.includes('wrong password') ? 'Wrong#Pass2026' : PASSWORD) : modelValue;
      await d.getByLabel(LABELS[field]!, { exact: true }).pressSequentially(typed);
    },
    'login.remember': async (_e, w) => dialog(w).getByRole('checkbox', { name: 'Remember password' }).click(),
    'login.submit': async (_e, w) => dialog(w).getByRole('button', { name: 'Log in', exact: true }).click(),
    'login.dismiss': async (_e, w) => dialog(w).getByRole('button', { name: 'Try again' }).click(),
    'login.verify.cancel': async (_e, w) => dialog(w).getByRole('button', { name: 'Back' }).click(),
    // The server answers as the path's account was arranged to make it answer.
    'xstate.done.actor.submitLogin': async (_e, w) => w.data.gate!.pass(),
    'xstate.error.actor.submitLogin': async (_e, w) => w.data.gate!.pass(),
  },
});
