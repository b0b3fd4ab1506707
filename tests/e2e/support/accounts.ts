import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../../../src/i18n';
import { siteTookOver } from './first-view';
import { type Language, languageOf, say, setPageLanguage } from './language';
import type { RunningServer } from './server';

let nextHost = 10;

/**
 * A browser context that looks like its own visitor: English UI (unless `language` says Bengali), and its own client address
 * through X-Forwarded-For (the server trusts it from 127.0.0.1 in these tests), so the
 * per-address throttles and the new-address check see separate people. `options` sets the
 * browser's time zone and window size (issue #16: every screen right in any zone and width).
 */
export interface VisitorOptions {
  /** The browser's time zone (IANA, e.g. 'Asia/Dhaka', 'UTC'); DEFAULT_TIMEZONE when omitted. */
  timezoneId?: string;
  /** The window size; 1280×1000 when omitted. */
  viewport?: { width: number; height: number };
  /**
   * The site's language, as a visitor who chose it before: English when omitted (most tests find
   * controls by their English names); 'bn' is the site's default. The support helpers below find
   * their controls in the page's language (support/language.ts).
   */
  language?: Language;
  /**
   * The visitor's motion preference; 'reduce' when omitted. A journey reads what the page says and
   * presses what it offers, which motion does not change, while the endless announcement marquee
   * costs Chromium without a GPU about a tenth of a core for every page open on home (CI's two
   * cores are the limit). The layout walks and the layout-shift check pass 'no-preference', and
   * content.e2e checks the marquee both ways.
   */
  motion?: 'reduce' | 'no-preference';
}

/**
 * Most players are in Bangladesh (UTC+6), so every browser test runs there unless it says
 * otherwise — never in the machine's own zone (CI's is UTC), which would hide a time read as the
 * browser's local time. `E2E_TZ` runs the whole suite in another zone. times.e2e, the money
 * journey at phone width and the journeys of support/journeys.ts (visitor, forced password
 * change, agent contract, logout: UTC in Bengali) run in UTC as well.
 */
export const DEFAULT_TIMEZONE = process.env.E2E_TZ ?? 'Asia/Dhaka';

/**
 * A visitor who chose `language` before: it is in storage and in the cookie the language chart
 * writes beside it (src/machines/language/language.runtime.ts), so the server draws the page in it
 * (server/static/spa.ts). Cookies are not bound to a port: one for the test host serves every test server.
 */
export async function rememberLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, domain: '127.0.0.1', path: '/' }]);
  await context.addInitScript((lang) => {
    try {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    } catch {
      // A sandboxed frame (the game page) has no storage: the script runs in every frame.
    }
  }, language);
}

export async function visitor(
  browser: Browser,
  ip = `203.0.113.${nextHost++}`,
  options: VisitorOptions = {},
): Promise<{ context: BrowserContext; page: Page; ip: string }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 1000 },
    timezoneId: options.timezoneId ?? DEFAULT_TIMEZONE,
    reducedMotion: options.motion ?? 'reduce',
  });
  // Added to each request as a proxy would, not as a context-wide extra header: that one would
  // make every CORS request non-simple, and the sandboxed game page (origin "null") would have
  // its scripts and API calls preflighted — something no real visitor's browser does.
  await context.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }).catch(() => {}));
  const language = options.language ?? 'en';
  await rememberLanguage(context, language);
  const page = await context.newPage();
  setPageLanguage(page, language);
  // A person starts once the page answers: after each load, the site has taken over the view the
  // server drew (support/first-view.ts; tests/e2e/first-view.e2e.ts checks that view itself).
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await siteTookOver(page);
    return response;
  }) as Page['goto'];
  page.reload = (async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await siteTookOver(page);
    return response;
  }) as Page['reload'];
  return { context, page, ip };
}

/** Reads the answer of the captcha bound to this context's HttpOnly cookie (dev-only endpoint). */
export async function solveCaptcha(server: RunningServer, page: Page, scope = page.getByRole('dialog')): Promise<void> {
  await scope.getByRole('img', { name: /captcha/i }).waitFor();
  // The cookie comes with the captcha's answer, which a loaded machine can deliver seconds late.
  let id: string | undefined;
  for (const deadline = Date.now() + 20_000; !id && Date.now() < deadline; ) {
    id = (await page.context().cookies()).find((c) => c.name === 'wps_captcha')?.value;
    if (!id) await page.waitForTimeout(100);
  }
  if (!id) throw new Error('no captcha cookie');
  const res = await fetch(`${server.url}/dev/captcha?id=${encodeURIComponent(id)}`);
  const { value } = (await res.json()) as { value: { answer: string | null } };
  if (!value.answer) throw new Error('captcha answer unknown');
  await scope.getByLabel('Captcha', { exact: true }).fill(value.answer);
}

/** Newest code the dev outbox holds for a phone (+880…) or an e-mail address (of one purpose: login, challenge…). */
export async function outboxCode(server: RunningServer, to: string, purpose?: string): Promise<string> {
  // The request that sends the code may still be on its way through a loaded server: a deadline, not a count.
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const res = await fetch(`${server.url}/dev/outbox?to=${encodeURIComponent(to)}`);
    const { value } = (await res.json()) as { value: { code: string | null; purpose: string }[] };
    const code = value.find((m) => !purpose || m.purpose === purpose)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${purpose ?? ''} code in the outbox for ${to}`);
}

/** Gives the member of `token` a new authenticator secret (dev-only POST /dev/totp) and returns it. */
export async function testAuthenticator(server: RunningServer, token: string): Promise<string> {
  const res = await fetch(`${server.url}/dev/totp`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { value?: { secret: string }; errorCode?: string };
  if (!res.ok || !body.value) throw new Error(`POST /dev/totp: ${res.status} ${body.errorCode ?? ''}`);
  return body.value.secret;
}

/** Opens the home page and closes the popup notice a first visit shows. */
export async function home(page: Page, url: string) {
  await page.goto(url);
  // The popup notice opens once the home notices load; it carries the notice title as its name.
  // Playwright's own 30 s: on a loaded 2-core machine the first visit's chunks and reads can take over 10 s.
  const notice = page.getByRole('dialog');
  await notice.waitFor();
  await notice.getByRole('button', { name: say(page)('Close') }).click();
  await notice.waitFor({ state: 'detached' });
}

/** The login dialog ("Login"; in English also matched as "Log in"). */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: languageOf(page) === 'en' ? /Log ?in/i : say(page)('Login') });

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: say(page)('Login'), exact: true }).click();
  return loginDialog(page);
}

export async function logIn(page: Page, username: string, password: string) {
  const t = say(page);
  const dialog = await openLogin(page);
  await dialog.getByLabel(t('Username'), { exact: true }).fill(username);
  await dialog.getByLabel(t('Password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t('Log in'), exact: true }).click();
  return dialog;
}

export const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: say(page)('Sign out') });

/**
 * After a login the welcome shows exactly when it is the account's first login (the login answer's
 * firstTimeLogin; a registration counts as one). Seeded accounts have never logged in: their first
 * login on a test server is greeted once, a later one is not. `firstLogin: true` waits for the
 * welcome and closes it; `false` waits for the login to finish and fails if a welcome opened.
 */
export async function closeWelcome(page: Page, { firstLogin }: { firstLogin: boolean }) {
  const t = say(page);
  const welcome = page.getByRole('dialog', { name: t('Welcome') });
  if (firstLogin) {
    await welcome.waitFor();
    await welcome.getByRole('button', { name: t('Start playing') }).click();
    await welcome.waitFor({ state: 'detached' });
    return;
  }
  // The welcome would open in the same step that closes the login dialog (the popup policy's hand-over).
  await loginDialog(page).waitFor({ state: 'detached' });
  await signOutButton(page).waitFor();
  if (await welcome.count()) throw new Error('a later login showed the welcome');
}
