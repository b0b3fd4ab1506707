import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, loginDialog, openLogin, outboxCode, signOutButton, solveCaptcha, visitor } from './support/accounts';
import { clockIsGmt8Now } from './support/clock';
import { DHAKA_EN, JOURNEYS, UTC_BN } from './support/journeys';
import { say, says } from './support/language';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

// Each browser context claims its own address through X-Forwarded-For, believed from loopback.
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK } });

/**
 * A seeded account that has logged in from one address is challenged from another (new-address
 * verification), so the tests that reuse an account reuse its address.
 */
const PLAYER01_IP = '203.0.113.150';
const STAFF01_IP = '203.0.113.200';
/** expired01 changes its password at login in one test and resets it by e-mail in a later one. */
const EXPIRED01_IP = '203.0.113.201';
/** staff01 resets its password by phone in one test and logs in with it in a later one. */
const STAFF01_NEW_PASSWORD = 'Phone#Reset2026';

/** A forced change can happen once per account: the seeded {secret} account, then the one whose password expired. */
const FORCED = [
  { ...DHAKA_EN, account: 'player02', password: '{secret}', ip: undefined, newPassword: 'Fresh#Start2026' },
  { ...UTC_BN, account: 'expired01', password: 'Expired@2026', ip: EXPIRED01_IP, newPassword: 'Fresh#Expired2026' },
];

const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;

describe('accounts as a new user would use them', () => {
  it('registers by username with the captcha and is logged in', async () => {
    const { context, page } = await visitor(site.browser);
    await home(page, `${site.server.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const username = `new${unique()}`;
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Bazar#Green2026');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Bazar#Green2026');
    await solveCaptcha(site.server, page, dialog);
    // Age consent: without the 18+ terms box nothing is sent; the reason shows under the box.
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByText('Please agree to the terms').waitFor();
    await dialog.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' }).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await signOutButton(page).waitFor();
    // The header names the account once its profile is read, which can come after the sign-out button.
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(username);
    await context.close();
  });

  it('registers by mobile with the SMS code from the outbox and sees the countdown', async () => {
    const { context, page } = await visitor(site.browser);
    await page.goto(`${site.server.url}/register`);
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('tab', { name: 'Register by mobile' }).click();
    const mobile = `17${unique().padStart(8, '0').slice(-8)}`;
    const getCode = dialog.getByRole('button', { name: 'Get code' });
    // The get-code button needs a valid mobile number first.
    expect(await getCode.isDisabled()).toBe(true);
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await getCode.click();
    const countdown = dialog.getByRole('button', { name: /Resend in \d+ s/ });
    await countdown.waitFor();
    await expect.poll(() => countdown.isDisabled()).toBe(true);
    const secondsLeft = async () => Number(/(\d+)/.exec(await countdown.innerText())![1]);
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(60);
    // It counts down: a lower number shows (on a loaded machine a second's tick can come late).
    await expect.poll(secondsLeft).toBeLessThan(first);
    const code = await outboxCode(site.server, `+880${mobile}`);
    await dialog.getByLabel('Verification code', { exact: true }).fill(code);
    // SPEC §5: the username is required in both registration methods.
    await dialog.getByLabel('Username', { exact: true }).fill(`mob${unique()}`);
    await dialog.getByLabel('Password', { exact: true }).fill('Bazar#Green2026');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Bazar#Green2026');
    await solveCaptcha(site.server, page, dialog);
    await dialog.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' }).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await signOutButton(page).waitFor();
    await context.close();
  });

  it('on a 390 px phone in Bengali (Asia/Dhaka), the register dialog\'s country code is chosen by pointer and by keyboard; Escape closes its list, not the dialog', async () => {
    const { context, page } = await visitor(site.browser, undefined, { viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka', language: 'bn' });
    const t = say(page);
    await page.goto(`${site.server.url}/register`);
    const dialog = page.getByRole('dialog', { name: t('Register') });
    await dialog.getByRole('tab', { name: t('Register by mobile') }).click();
    const code = dialog.getByRole('button', { name: t('Country code') });
    expect(await code.innerText()).toBe('+880');
    await code.click();
    const list = dialog.getByRole('listbox', { name: t('Country code') });
    await list.getByRole('option', { name: 'IN +91' }).click();
    await list.waitFor({ state: 'detached' });
    expect(await code.innerText()).toBe('+91');
    // The keyboard: the list opens at the chosen code; Home, Enter chooses the first.
    await code.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => list.getByRole('option', { name: 'IN +91' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await code.innerText()).toBe('+880');
    // Escape closes the open list; the dialog stays, and its next Escape is the dialog's.
    await page.keyboard.press('ArrowDown');
    await list.waitFor();
    const listBox = (await list.boundingBox())!;
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it.each([
    { who: 'on a 390 px phone in Asia/Dhaka, in Bengali', timezoneId: 'Asia/Dhaka', language: 'bn', viewport: { width: 390, height: 844 } },
    { who: 'on a 1366 px desktop in UTC, in English', timezoneId: 'UTC', language: 'en', viewport: { width: 1366, height: 768 } },
  ] as const)('$who: a first visit opened at /login shows the login form alone, not the notice over it; the notice comes at the next home page', async ({ timezoneId, language, viewport }) => {
    const { context, page } = await visitor(site.browser, undefined, { viewport, timezoneId, language });
    const t = say(page);
    await page.goto(`${site.server.url}/login`);
    const dialog = loginDialog(page);
    await dialog.getByLabel(t('Username'), { exact: true }).waitFor();
    // The home notices come inside the page: a notice would already be asked for by now.
    for (let i = 0; i < 8; i++) {
      expect(await page.getByRole('dialog').count()).toBe(1);
      await page.waitForTimeout(100);
    }
    await dialog.getByRole('button', { name: t('Close') }).click();
    await dialog.waitFor({ state: 'detached' });
    // Through the site (no new page): the home page's notice is still due this session, and shows.
    await page.getByRole('banner').getByRole('link', { name: says(page)('{brand} home') }).click();
    await page.waitForURL(`${site.server.url}/`);
    const notice = page.getByRole('dialog');
    await notice.getByRole('checkbox', { name: t("Don't show again today") }).waitFor();
    await context.close();
  });

  it('logs in a seeded member', async () => {
    const { context, page } = await visitor(site.browser, PLAYER01_IP);
    await home(page, `${site.server.url}/`);
    await logIn(page, 'player01', 'Player@2026');
    await signOutButton(page).waitFor();
    // Seeded accounts have never logged in: player01's first login on this server is welcomed.
    await closeWelcome(page, { firstLogin: true });
    expect(await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('asks for a captcha after three wrong passwords', async () => {
    const { context, page } = await visitor(site.browser);
    await home(page, `${site.server.url}/`);
    const dialog = await openLogin(page);
    // The form drawn first (its fields come together): only then does "no captcha field" mean something.
    await dialog.getByLabel('Password', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Captcha', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Username', { exact: true }).fill('agent01');
    for (let i = 0; i < 3; i++) {
      await dialog.getByLabel('Password', { exact: true }).fill(`wrong-password-${i}`);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      const alert = dialog.getByRole('alert').first();
      await expect.poll(() => alert.innerText()).toMatch(/Incorrect username or password|Please enter the captcha/);
      const tryAgain = alert.getByRole('button', { name: 'Try again' });
      if (await tryAgain.count()) await tryAgain.click();
    }
    await dialog.getByLabel('Captcha', { exact: true }).waitFor();
    await dialog.getByRole('img', { name: /captcha/i }).waitFor();
    // With the right password and the captcha solved, the owner still gets in.
    await dialog.getByLabel('Password', { exact: true }).fill('Agent@2026');
    await solveCaptcha(site.server, page, dialog);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await signOutButton(page).waitFor();
    await context.close();
  });

  it.each(FORCED)('$who: $account is made to change its password at login (no old password asked), then is signed in at home', async ({ timezoneId, language, account, password, ip, newPassword }) => {
    const { context, page } = await visitor(site.browser, ip, { timezoneId, language });
    const t = say(page);
    await home(page, `${site.server.url}/`);
    await logIn(page, account, password);
    const dialog = page.getByRole('dialog', { name: t('Change password') });
    await dialog.getByText(t('Account: {account}', { account })).waitFor();
    // Known from login: no old password asked.
    expect(await dialog.getByLabel(t('Old password')).count()).toBe(0);
    await dialog.getByLabel(t('New password'), { exact: true }).fill(newPassword);
    await dialog.getByLabel(t('Confirm new password'), { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: t('Change password') }).click();
    await signOutButton(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await clockIsGmt8Now(page);
    await context.close();
  });

  it('resets a forgotten password by e-mail', async () => {
    const { context, page } = await visitor(site.browser, EXPIRED01_IP);
    await home(page, `${site.server.url}/`);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'By e-mail' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill('expired01');
    await dialog.getByLabel('E-mail', { exact: true }).fill('expired01@example.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const popup = page.getByRole('alertdialog');
    await expect.poll(() => popup.innerText()).toMatch(/reset e-mail/i);
    const code = await outboxCode(site.server, 'expired01@example.com');
    expect(code.length).toBeGreaterThan(10);
    // The e-mail's link opens the reset page with the code filled in.
    await page.goto(`${site.server.url}/reset-password?code=${encodeURIComponent(code)}`);
    await expect.poll(() => page.getByLabel('Reset code').inputValue()).toBe(code);
    await page.getByLabel('New password', { exact: true }).fill('Mail#Reset2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Mail#Reset2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset. Log in with your new password.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const again = page.getByRole('dialog', { name: 'Login' });
    await again.getByLabel('Username', { exact: true }).fill('expired01');
    await again.getByLabel('Password', { exact: true }).fill('Mail#Reset2026');
    await again.getByRole('button', { name: 'Log in', exact: true }).click();
    await signOutButton(page).waitFor();
    await context.close();
  });

  it('resets a forgotten password by phone, then is logged in and at home', async () => {
    const { context, page } = await visitor(site.browser, STAFF01_IP);
    await page.goto(`${site.server.url}/help`);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'By mobile number' }).click();
    await dialog.getByLabel('Mobile number', { exact: true }).fill('1711000005');
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await outboxCode(site.server, '+8801711000005');
    await dialog.getByLabel('Verification code', { exact: true }).fill(code);
    await dialog.getByLabel('New password', { exact: true }).fill(STAFF01_NEW_PASSWORD);
    const confirm = dialog.getByLabel('Confirm new password', { exact: true });
    if (await confirm.count()) await confirm.fill(STAFF01_NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await signOutButton(page).waitFor();
    await page.waitForURL(`${site.server.url}/`);
    await context.close();
  });

  it('a login in a second browser logs the first one out with a message', async () => {
    const first = await visitor(site.browser, STAFF01_IP);
    await home(first.page, `${site.server.url}/`);
    await logIn(first.page, 'staff01', STAFF01_NEW_PASSWORD);
    await signOutButton(first.page).waitFor();

    const second = await visitor(site.browser, STAFF01_IP);
    await home(second.page, `${site.server.url}/`);
    await logIn(second.page, 'staff01', STAFF01_NEW_PASSWORD);
    await signOutButton(second.page).waitFor();

    // The first browser learns at its next call.
    await first.page.reload();
    const notice = first.page.getByRole('alertdialog');
    await expect.poll(() => notice.innerText()).toContain('You have been logged in elsewhere, please log in again');
    await notice.getByRole('button', { name: 'OK' }).click();
    await first.page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect.poll(() => first.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await first.context.close();
    await second.context.close();
  });

  it.each(JOURNEYS)('$who: logs out after confirmation', async ({ timezoneId, language }) => {
    const { context, page } = await visitor(site.browser, PLAYER01_IP, { timezoneId, language });
    const t = say(page);
    await home(page, `${site.server.url}/`);
    await logIn(page, 'player01', 'Player@2026');
    // player01 logged in above ("logs in a seeded member"): no welcome this time.
    await closeWelcome(page, { firstLogin: false });
    await clockIsGmt8Now(page);
    await signOutButton(page).click();
    const confirm = page.getByRole('alertdialog', { name: t('Sign out?') });
    await expect.poll(() => confirm.innerText()).toContain(t('Are you sure you want to log out?'));
    await confirm.getByRole('button', { name: t('Cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    await signOutButton(page).click();
    await confirm.getByRole('button', { name: t('Confirm') }).click();
    await page.getByRole('banner').getByRole('button', { name: t('Login'), exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
