import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { SYSTEM } from '../../../src/config/constants';
import type { GeneratedPath } from '../../../src/machines/graph/paths';
import { registerModel } from '../../../src/machines/register/register.model';
import type { RegisterContext, RegistrationField } from '../../../src/machines/register/register.types';
import { home, outboxCode, signOutButton, solveCaptcha } from '../support/accounts';
import { apiVisitor } from '../support/api';
import { describeBrowserPaths, type PathWorld, RequestGate } from './runner';
import { absent, attribute, checked, enabled, hasText, shows, until, value } from './see';

/**
 * Each path is a new visitor (own address) on the home page, whose URL carries an affiliate code
 * (the model's input has one): AGENT01 (seeded agent01) when the path says the URL code is valid,
 * an unknown code otherwise. The register setting, the typed affiliate check and the registration
 * are held at the page so the loading states are seen; the server answers as the path says,
 * arranged by what the visitor types (read ahead from the path):
 * - fresh username and mobile number per path; the SMS code is requested with "Get code" and read
 *   from the dev outbox; the countdown must show and count down (the paths never wait for its end:
 *   no register path needs the button again, so the server keeps its 5-minute SMS expiry);
 * - captcha solved through /dev/captcha, or a wrong one when the next registration must be refused
 *   for it; affiliate code AGENT01 (valid) or an unknown one (invalid); a "network" failure of the
 *   check is a dropped connection at the page;
 * - the register setting's time-out: the page clock (installed for that path) jumps past the
 *   client's request time-out while the request is held.
 */
const PASSWORD = 'Bazar#Green2026';
const VALID_AFFILIATE = 'AGENT01';
const UNKNOWN_AFFILIATE = 'NOSUCH77';
const LABELS: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  mobileNum: 'Mobile number',
  verificationCode: 'Verification code',
  captcha: 'Captcha',
  affiliateCode: 'Affiliate code',
};
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'captcha.invalid': 'Invalid captcha input or non-whitelisted domain',
  'network.timeout': 'The page took longer to load, check your network',
};
const REQUIRED: Record<'username' | 'mobile', RegistrationField[]> = {
  username: ['username', 'password', 'confirmPassword', 'captcha'],
  mobile: ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha'],
};

interface Data {
  username: string;
  mobile: string;
  /** What the visitor typed (the real values standing for the model's). */
  typed: Partial<Record<RegistrationField, string>>;
  urlCode: string;
  setting: RequestGate | null;
  affiliate: RequestGate | null;
  submit: RequestGate | null;
}

const label = (e: EventObject) => (e as { label?: string }).label ?? '';
const isResult = (e: EventObject, actor: string) => e.type === `xstate.done.actor.${actor}` || e.type === `xstate.error.actor.${actor}`;
function nextResult(w: PathWorld<Data>, actor: string): string | undefined {
  const next = w.path.steps.slice(w.step + 1).find((s) => isResult(s.event, actor));
  return next ? label(next.event) : undefined;
}
const urlCodeValid = (path: GeneratedPath) => label(path.steps[0]!.event) === 'URL code valid';

let serial = 0;
const freshName = () => `rp${Date.now() % 1e7}${serial++}`.slice(0, 16);
const freshMobile = () => `17${String((Date.now() * 7 + serial++ * 7919) % 1e8).padStart(8, '0')}`;

const dialog = (w: PathWorld<Data>) => w.page.getByRole('dialog', { name: 'Register' });
const ctx = (w: PathWorld<Data>) => w.expected.context as RegisterContext;
const field = (w: PathWorld<Data>, name: string) => dialog(w).getByLabel(LABELS[name]!, { exact: true });
const submitButton = (w: PathWorld<Data>) => dialog(w).getByRole('button', { name: /^(Register|Registering…)$/ });
const countdown = (w: PathWorld<Data>) => dialog(w).getByRole('button', { name: /^Resend in \d+ s$/ });
const seconds = async (l: Locator) => Number(/(\d+)/.exec(await l.innerText())![1]);
const captchaCookie = async (w: PathWorld<Data>) => (await w.context.cookies()).find((c) => c.name === 'wps_captcha')?.value;

async function busy(w: PathWorld<Data>) {
  await hasText(submitButton(w), 'Registering…');
  await enabled(submitButton(w), false);
  await attribute(dialog(w).locator('form'), 'aria-busy', 'true');
}

describeBrowserPaths<typeof registerModel.machine, Data>({
  model: registerModel,
  ipPrefix: '10.44',
  data: (path) => ({
    username: freshName(),
    mobile: freshMobile(),
    typed: {},
    urlCode: urlCodeValid(path) ? VALID_AFFILIATE : UNKNOWN_AFFILIATE,
    setting: null,
    affiliate: null,
    submit: null,
  }),
  start: async (w) => {
    // The page clock runs as usual; the time-out path jumps it past the client's request time-out.
    if (w.path.steps.some((s) => label(s.event) === 'time-out')) await w.page.clock.install();
    await home(w.page, `${w.server.url}/?affiliateCode=${w.data.urlCode}`);
    w.data.setting = await RequestGate.on(w.page, (url) => url.pathname === '/wps/system/setting/register', 'GET');
    w.data.submit = await RequestGate.on(w.page, (url) => url.pathname.startsWith('/wps/member/register'), 'PUT');
    await w.page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
  },
  states: {
    loading: async (w) => {
      await hasText(dialog(w).getByRole('status'), 'Loading');
      expect(await dialog(w).getByRole('tab').count()).toBe(0);
      expect(await dialog(w).locator('form').count()).toBe(0);
    },
    loadFailed: async (w) => {
      await hasText(dialog(w).getByRole('alert'), MESSAGES[ctx(w).errorKey!]!);
      await enabled(dialog(w).getByRole('button', { name: 'Try again' }));
      expect(await dialog(w).locator('form').count()).toBe(0);
    },
    editing: async (w) => {
      const c = ctx(w);
      const d = dialog(w);
      await enabled(submitButton(w));
      await hasText(submitButton(w), /^Register$/);
      await attribute(d.getByRole('tab', { name: 'Register by username' }), 'aria-selected', String(c.mode === 'username'));
      await attribute(d.getByRole('tab', { name: 'Register by mobile' }), 'aria-selected', String(c.mode === 'mobile'));
      // What was typed stays; the captcha is emptied after a refused registration.
      for (const f of REQUIRED[c.mode]) await value(field(w, f), c.values[f] ? w.data.typed[f]! : '');
      if (c.mode === 'username') expect(await field(w, 'verificationCode').count()).toBe(0);
      // The affiliate field only when the URL brought no valid code.
      if (c.urlCodeValid) expect(await field(w, 'affiliateCode').count()).toBe(0);
      else await value(field(w, 'affiliateCode'), c.values.affiliateCode ? w.data.typed.affiliateCode! : '');
      // The first validator message under each failing field, and only there; nothing was sent.
      for (const [f, error] of Object.entries(c.errors)) {
        await attribute(field(w, f), 'aria-invalid', 'true');
        const describedBy = await field(w, f).getAttribute('aria-describedby');
        await hasText(w.page.locator(`[id="${describedBy}"]`), MESSAGES[error!.key]!);
      }
      // Age consent: the 18+ terms box as ticked; unticked at a blocked submit, "Please agree to the terms" under it.
      const terms = d.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' });
      await checked(terms, c.termsAccepted);
      if (c.termsMissing) await attribute(terms, 'aria-invalid', 'true');
      const shown = Object.keys(c.errors).length + (c.termsMissing ? 1 : 0);
      await until('field messages shown', () => d.locator('.form-field__error').count(), (n) => n === shown, String(shown));
      // The server's refusal, above the button.
      if (c.errorKey) await hasText(d.locator('.form-error'), MESSAGES[c.errorKey]!);
      else expect(await d.locator('.form-error').count()).toBe(0);
      await shows(d.getByRole('img', { name: /captcha/i }));
      // The SMS code was asked for: its countdown is still running (5 min × 60 s, never waited out).
      if (c.mode === 'mobile') {
        if (c.values.verificationCode) await enabled(countdown(w), false);
        else await shows(d.getByRole('button', { name: 'Get code' }));
      }
    },
    checkingAffiliate: busy,
    submitting: busy,
    affiliateInvalid: async (w) => {
      const popup = w.page.getByRole('alertdialog', { name: 'Prompt' });
      await hasText(popup, 'Invalid invitation code');
      await enabled(popup.getByRole('button', { name: 'Confirm' }));
      // Nothing was registered: the name is still free (a login is refused as for any unknown name).
      expect(await w.data.submit!.pending).toBe(0);
    },
    registered: async (w) => {
      await absent(dialog(w));
      await shows(signOutButton(w.page));
      await hasText(w.page.getByRole('banner'), w.data.username);
      await hasText(w.page.getByRole('dialog', { name: 'Welcome' }), 'Welcome to the site');
      // The new member's upline: the URL's valid code, else a typed (checked) one.
      const token = await w.page.evaluate(() => sessionStorage.getItem('token'));
      const info = await apiVisitor(w.server, w.ip, () => token).api.call('memberInfo');
      expect(info.account).toBe(w.data.username);
      expect(info.toUpline).toBe(ctx(w).urlCodeValid || Boolean(ctx(w).values.affiliateCode));
    },
  },
  exec: {
    'xstate.done.actor.loadSetup': async (_e, w) => w.data.setting!.pass(),
    'xstate.error.actor.loadSetup': async (_e, w) => w.data.setting!.timeOut(w.page, SYSTEM.requestTimeoutMs + 1000),
    'register.retry': async (_e, w) => dialog(w).getByRole('button', { name: 'Try again' }).click(),
    'register.tab': async (e, w) => {
      const mode = (e as unknown as { mode: string }).mode;
      await dialog(w).getByRole('tab', { name: mode === 'mobile' ? 'Register by mobile' : 'Register by username' }).click();
    },
    'register.change': async (e, w) => {
      const name = (e as unknown as { field: RegistrationField }).field;
      const d = dialog(w);
      let typed: string;
      switch (name) {
        case 'username':
          typed = w.data.username;
          break;
        case 'password':
        case 'confirmPassword':
          typed = PASSWORD;
          break;
        case 'mobileNum':
          typed = w.data.mobile;
          break;
        case 'verificationCode': {
          // The code is asked for, the countdown shows and counts down, the code comes from the outbox.
          await d.getByRole('button', { name: 'Get code' }).click();
          await enabled(countdown(w), false);
          const first = await seconds(countdown(w));
          expect(first).toBeGreaterThan(60);
          // A second's tick can come late on a loaded machine: the wait is paths/see.ts's, not 5 s.
          await until('the countdown', () => seconds(countdown(w)), (n) => n < first, `below ${first}`, 200);
          typed = await outboxCode(w.server, `+880${w.data.mobile}`);
          break;
        }
        case 'captcha':
          if (nextResult(w, 'submitRegister') === 'wrong captcha') typed = 'zz99';
          else {
            await solveCaptcha(w.server, w.page, d);
            w.data.typed.captcha = await field(w, 'captcha').inputValue();
            return;
          }
          break;
        case 'affiliateCode':
          typed = nextResult(w, 'checkAffiliate') === 'invalid' ? UNKNOWN_AFFILIATE : VALID_AFFILIATE;
          break;
        default:
          throw new Error(`no real value for ${name}`);
      }
      w.data.typed[name] = typed;
      await field(w, name).fill(typed);
    },
    // Age consent: the 18+ terms box (SPEC §5; docs/engagement.md "Age consent").
    'register.terms': async (_e, w) => dialog(w).getByRole('checkbox', { name: 'I am 18 or older and accept the terms' }).check(),
    'register.submit': async (_e, w) => {
      // The typed affiliate code is checked first: held so checkingAffiliate is seen.
      if (w.expected.value === 'checkingAffiliate' && !w.data.affiliate)
        w.data.affiliate = await RequestGate.on(w.page, (url) => url.pathname === '/wps/agent/affiliate', 'GET');
      await submitButton(w).click();
    },
    'register.dismiss': async (_e, w) => w.page.getByRole('alertdialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click(),
    // Valid or invalid as the typed code makes it; "network": a dropped connection.
    'xstate.done.actor.checkAffiliate': async (_e, w) => w.data.affiliate!.pass(),
    'xstate.error.actor.checkAffiliate': async (_e, w) => w.data.affiliate!.fail(),
    'xstate.done.actor.submitRegister': async (_e, w) => w.data.submit!.pass(),
    // Refused for the wrong captcha typed; the page then loads a fresh captcha (a new cookie).
    'xstate.error.actor.submitRegister': async (_e, w) => {
      const before = await captchaCookie(w);
      await w.data.submit!.pass();
      await until('a fresh captcha cookie', () => captchaCookie(w), (v) => v !== before, `not ${before}`, 100);
    },
  },
});
