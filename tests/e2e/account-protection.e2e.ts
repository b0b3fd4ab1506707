import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hotp, base32Decode } from '../../server/domain/auth/totp';
import { home, logIn, loginDialog, openLogin, signOutButton, visitor } from './support/accounts';
import { banner, memberCenter, registerMember, see } from './support/member';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

// Each browser context claims its own address through X-Forwarded-For, believed from loopback.
// RECHECK_WINDOW_MS: a proof of who the member is stays fresh 3 s here instead of 5 minutes, so that the
// last step sees a sensitive change ask "Confirm it's you" without waiting (docs/account-protection.md "Re-check").
const RECHECK_WINDOW_MS = 3_000;
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, RECHECK_WINDOW_MS: String(RECHECK_WINDOW_MS) } });

const PASSWORD = 'Bazar#Green2026';
/** WebAuthn needs a domain as RP ID (not an IP address): the site is opened as localhost. */
const siteUrl = () => `${site.server.url.replace('127.0.0.1', 'localhost')}/`;

type VirtualCredential = { credentialId: string; isResidentCredential: boolean; rpId?: string; privateKey: string; userHandle?: string; signCount: number };

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain) on this page: a platform authenticator
 * with resident keys and user verification that always passes, as a phone's screen lock would.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}
const STEP_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP_MS);
/** RFC 6238 as an authenticator app computes it: HMAC-SHA1 of the 30 s step, 6 digits. */
const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

/** Opens My account (the member center's security center) from the nickname in the header. */
async function myAccount(page: Page, username: string) {
  await banner(page).getByRole('button', { name: username, exact: true }).click();
  const mc = memberCenter(page);
  await mc.getByRole('heading', { name: 'Authenticator app' }).waitFor();
  return mc;
}

async function signOut(page: Page) {
  await signOutButton(page).click();
  await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Confirm' }).click();
  await banner(page).getByRole('button', { name: 'Login', exact: true }).waitFor();
}

/** The new-address check of the login dialog, answered with an authenticator or recovery code. */
async function answerCheck(page: Page, answer: string) {
  const dialog = page.getByRole('dialog', { name: /Log ?in/i });
  await dialog.getByRole('heading', { name: 'Verify it is you' }).waitFor();
  await dialog.getByRole('radio', { name: 'Google verification code' }).check();
  await dialog.getByRole('textbox', { name: 'Google verification code' }).fill(answer);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  return dialog;
}

/**
 * Issue #19's journey, in one test: a new player with a username only enrols an authenticator, a new
 * address asks for its code, a recovery code works once and never again, a sensitive change asks
 * "Confirm it's you", a passkey is added and signs in alone from another address, and the history
 * and the line after each login tell the sign-in before.
 */
describe('account protection as a new player', () => {
  it('enrols an authenticator from the QR text, answers a new-address check with a recovery code once, meets the re-check, adds a passkey and signs in with it, and sees every sign-in', async () => {
    const username = `guard${Date.now() % 1e7}`;
    // Registered with a username only: no mobile, e-mail or payee name, so no second factor yet.
    const first = await visitor(site.browser, '203.0.113.71');
    await home(first.page, siteUrl());
    await registerMember(site.server, first.page, username, PASSWORD);

    let mc = await myAccount(first.page, username);
    const factor = mc.getByRole('region', { name: 'Authenticator app' });
    await factor.getByRole('button', { name: 'Set up authenticator' }).click();
    await factor.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await factor.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolStep = stepNow();
    await factor.getByLabel('Code from the app', { exact: true }).fill(codeAt(secret, enrolStep));
    await factor.getByRole('button', { name: 'Confirm' }).click();
    await see(factor, 'Your authenticator is on.');
    const recoveryCodes = factor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => recoveryCodes.count()).toBe(10);
    const codes = await recoveryCodes.allInnerTexts();
    expect(codes).toHaveLength(10);
    await factor.getByRole('button', { name: 'I have saved them' }).click();
    await see(factor, 'Recovery codes left: 10');
    expect(await factor.innerText()).not.toContain(codes[0]);
    await mc.getByRole('button', { name: 'Close' }).first().click();
    await mc.waitFor({ state: 'detached' });
    await signOut(first.page);
    await first.context.close();

    // A login from a new address asks for the code; a recovery code answers it.
    const second = await visitor(site.browser, '203.0.113.72');
    await home(second.page, siteUrl());
    await logIn(second.page, username, PASSWORD);
    await answerCheck(second.page, codes[0]!);
    await signOutButton(second.page).waitFor();
    await signOut(second.page);
    await second.context.close();

    // The same recovery code from a third address: refused; a current authenticator code then works.
    const third = await visitor(site.browser, '203.0.113.73');
    const device = await virtualAuthenticator(third.page);
    await home(third.page, siteUrl());
    await logIn(third.page, username, PASSWORD);
    const check = await answerCheck(third.page, codes[0]!);
    await see(check, 'Verification code not valid');
    // The enrolment spent its step. The next step's code is accepted at once: the server allows one step of
    // drift (an app whose clock runs a little ahead), and never a step at or before the last one used.
    await check.getByRole('textbox', { name: 'Google verification code' }).fill(codeAt(secret, Math.max(enrolStep + 1, stepNow())));
    await check.getByRole('button', { name: 'Verify', exact: true }).click();
    await signOutButton(third.page).waitFor();
    // After the login, the page tells the sign-in before it (the recovery code's, from the second address) until dismissed.
    const line = third.page.getByRole('region', { name: 'Previous sign-in' });
    await see(line, /^Your previous sign-in was \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d \(GMT\+8\) from 203\.0\.113\.72 on Chrome · \w+\. Not you\? Open My account → Login history\.$/);
    await line.getByRole('button', { name: 'Dismiss' }).click();
    await line.waitFor({ state: 'detached' });

    // The history lists both checked sign-ins and the refused recovery code; one code is used.
    mc = await myAccount(third.page, username);
    await see(mc.getByRole('region', { name: 'Authenticator app' }), 'Recovery codes left: 9');
    const history = mc.getByRole('table', { name: 'Sign-ins and failed attempts of the last 3 months (GMT+8)' });
    await history.waitFor();
    // The sign-in before this one: the recovery code's, from the second address.
    await see(mc, /^Your previous sign-in: \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d from 203\.0\.113\.72 \(Chrome · \w+\)$/);
    // The table can be drawn before its rows are read: this sign-in's row proves they are there.
    await history.getByRole('row', { name: /203\.0\.113\.73/ }).first().waitFor();
    const rows = (await history.getByRole('row').allInnerTexts()).slice(1).map((r) => r.replace(/\s+/g, ' '));
    expect(rows[0]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d 203\.0\.113\.73 — Chrome · \w+ Password \+ authenticator Signed in$/);
    expect(rows[1]).toMatch(/ 203\.0\.113\.73 — Chrome · \w+ Password \+ authenticator Failed$/);
    expect(rows[2]).toMatch(/ 203\.0\.113\.72 — Chrome · \w+ Password \+ authenticator Signed in$/);
    expect(rows.at(-1)).toMatch(/ 203\.0\.113\.71 — Chrome · \w+ Registration Signed in$/);

    // The first payment password carries the login password itself; changing it once the sign-in's proof is
    // older than the window asks "Confirm it's you", and the login password there lets the change through.
    const paymentForm = () => mc.locator('form').filter({ has: third.page.getByLabel('New payment password', { exact: true }) });
    await mc.getByRole('button', { name: 'Set payment password' }).click();
    await paymentForm().getByLabel('Login password', { exact: true }).fill(PASSWORD);
    await paymentForm().getByLabel('New payment password', { exact: true }).fill('246810');
    await paymentForm().getByLabel('Confirm payment password', { exact: true }).fill('246810');
    await paymentForm().getByRole('button', { name: 'Set payment password' }).click();
    await see(mc, 'Your payment password has been set.');
    await mc.getByRole('button', { name: 'Close' }).first().click();
    await mc.waitFor({ state: 'detached' });
    await third.page.waitForTimeout(RECHECK_WINDOW_MS + 100);
    mc = await myAccount(third.page, username);
    await mc.getByRole('button', { name: 'Change payment password' }).click();
    await paymentForm().getByLabel('Old payment password', { exact: true }).fill('246810');
    await paymentForm().getByLabel('New payment password', { exact: true }).fill('135790');
    await paymentForm().getByLabel('Confirm payment password', { exact: true }).fill('135790');
    await paymentForm().getByRole('button', { name: 'Change payment password' }).click();
    const recheck = mc.getByRole('region', { name: "Confirm it's you" });
    await recheck.getByLabel('Login password', { exact: true }).fill(PASSWORD);
    await recheck.getByRole('button', { name: 'Confirm', exact: true }).click();
    await see(mc, 'Your payment password has been changed.');

    // A passkey from this device, then a sign-in with it alone from a fourth address: no password, no check.
    const keys = mc.getByRole('region', { name: 'Passkeys' });
    await see(keys, 'No passkeys yet.');
    await keys.getByRole('button', { name: 'Add a passkey' }).click();
    await keys.getByLabel('Passkey name', { exact: true }).fill('My phone');
    await keys.getByRole('button', { name: 'Create passkey' }).click();
    await see(keys, 'Passkey added.');
    const keyRows = async () => (await keys.getByRole('table', { name: 'Your passkeys' }).getByRole('row').allInnerTexts()).slice(1).map((r) => r.replace(/\s+/g, ' ').trim());
    // The list is read again after the message: the new key's row shows when that read is back.
    await expect.poll(keyRows).toEqual([expect.stringMatching(/^My phone \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d Never Rename Remove$/)]);
    // Renamed from its row: the current name is filled in and replaced.
    await keys.getByRole('button', { name: 'Rename passkey My phone' }).click();
    const nameField = keys.getByLabel('Passkey name', { exact: true });
    await expect.poll(() => nameField.inputValue()).toBe('My phone');
    await nameField.fill('Work phone');
    await keys.getByRole('button', { name: 'Save name' }).click();
    await see(keys, 'Passkey renamed.');
    await keys.getByRole('table', { name: 'Your passkeys' }).getByRole('row', { name: /Work phone/ }).waitFor();
    const { credentials } = (await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId })) as { credentials: VirtualCredential[] };
    expect(credentials).toHaveLength(1);
    await mc.getByRole('button', { name: 'Close' }).first().click();
    await mc.waitFor({ state: 'detached' });
    await signOut(third.page);
    await third.context.close();

    const fourth = await visitor(site.browser, '203.0.113.74');
    const carried = await virtualAuthenticator(fourth.page);
    await carried.cdp.send('WebAuthn.addCredential', { authenticatorId: carried.authenticatorId, credential: credentials[0]! });
    await home(fourth.page, siteUrl());
    const dialog = await openLogin(fourth.page);
    await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signOutButton(fourth.page).waitFor();
    expect(await loginDialog(fourth.page).getByRole('heading', { name: 'Verify it is you' }).count()).toBe(0);
    // The line after this login tells the password sign-in before it, from the third address.
    const after = fourth.page.getByRole('region', { name: 'Previous sign-in' });
    await see(after, /^Your previous sign-in was \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d \(GMT\+8\) from 203\.0\.113\.73 on Chrome · \w+\. Not you\? Open My account → Login history\.$/);
    mc = await myAccount(fourth.page, username);
    const passkeyHistory = mc.getByRole('table', { name: 'Sign-ins and failed attempts of the last 3 months (GMT+8)' });
    await passkeyHistory.getByRole('row', { name: /203\.0\.113\.74/ }).waitFor();
    const latest = (await passkeyHistory.getByRole('row').allInnerTexts()).slice(1).map((r) => r.replace(/\s+/g, ' '));
    expect(latest[0]).toMatch(/ 203\.0\.113\.74 — Chrome · \w+ Passkey Signed in$/);
    expect(latest[1]).toMatch(/ 203\.0\.113\.73 — Chrome · \w+ Password \+ authenticator Signed in$/);
    // The key shows its new name and when it was last used.
    const usedKeys = mc.getByRole('region', { name: 'Passkeys' }).getByRole('table', { name: 'Your passkeys' });
    await usedKeys.getByRole('row', { name: /Work phone/ }).waitFor();
    const usedRows = async () => (await usedKeys.getByRole('row').allInnerTexts()).slice(1).map((r) => r.replace(/\s+/g, ' ').trim());
    await expect.poll(usedRows).toEqual([expect.stringMatching(/^Work phone (\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d ){2}Rename Remove$/)]);
    await fourth.context.close();
  });
});
