import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { home, logIn, signOutButton, visitor } from './support/accounts';
import { gameFrame, openCategory, P, spinOnce } from './support/games';
import { banner, depositWithBkash, headerBalance, memberCenter, openSection, registerMember, see, transfer } from './support/member';
import { opsRun } from './support/ops';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

/**
 * Issue #7's browser test "as a new user would": claim a promotion, earn and redeem points, set a
 * deposit limit and be stopped by it, take a 24 h time-out and be refused at login with the right
 * message. One member, one session, everything through the pages (the operator's approval through
 * the ops CLI, as a back office would).
 */
// The demo payment provider confirms demo-channel deposits after this delay (dev and test only).
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, DEMO_DEPOSIT_DELAY_MS: '1000' } });

const PASSWORD = 'Sunny#Delta2026';
const PAYMENT_PASSWORD = '135790';
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;

/** The points the points mall shows ("1,570" → 1570). */
async function myPoints(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: 'My points' }).locator('strong').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

describe('engagement and care as a new player would meet them', () => {
  it('claims the welcome bonus, earns points on a spin and redeems them, is stopped by a deposit limit, takes a 24 h time-out and is refused at login', async () => {
    const { context, page } = await visitor(site.browser);
    await home(page, `${site.server.url}/`);
    const username = `fresh${unique()}`;
    await registerMember(site.server, page, username, PASSWORD);
    await headerBalance(page, 'P 0.00');

    // Promotions: the newbie welcome bonus is claimed at once and lands in the main wallet.
    await page.goto(`${site.server.url}/promotions`);
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    const welcome = page.getByRole('article', { name: 'Welcome bonus' });
    await welcome.getByRole('button', { name: 'Claim bonus: Welcome bonus' }).click();
    await see(welcome, 'P 50.00 is in your main wallet.');
    await headerBalance(page, 'P 50.00');

    // A first deposit, P 1,000.00 with bKash; P 200.00 of it moves to PG Soft's wallet to play.
    let mc = await depositWithBkash(page, 1000);
    await headerBalance(page, 'P 1,050.00');
    mc = await openSection(page, 'My wallet');
    await transfer(mc, 'Main wallet', 'PG Soft', '200');
    await mc.getByRole('button', { name: 'Close' }).first().click();
    await memberCenter(page).waitFor({ state: 'detached' });

    // Earn points: one P 100.00 spin of Fortune Tiger (one point per P 1.00 of valid bet).
    await (await openCategory(page, 'Slots')).getByRole('link', { name: 'PG Soft' }).click();
    await page.getByRole('list', { name: 'PG Soft games' }).getByRole('button', { name: 'Fortune Tiger', exact: true }).click();
    const game = await gameFrame(page);
    await game.getByLabel('Stake', { exact: true }).selectOption({ label: P(10_000) });
    const spin = await spinOnce(game);
    expect(spin.stake).toBe(10_000);

    // The points mall: the spin's points arrive (the accrual job folds settled bets within seconds).
    await page.goto(`${site.server.url}/pointMall`);
    await page.getByRole('heading', { level: 1, name: 'Points Mall' }).waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('region', { name: 'My points' }).waitFor();
          return myPoints(page);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(100);
    const earned = await myPoints(page);

    // Redeeming asks for a payment password: one press opens My account with its form open; the login
    // password confirms the new one. Closed, "Check again" reads it and opens the chosen reward's form.
    await page.getByRole('button', { name: 'Redeem Mobile data 1 GB' }).click();
    await page.getByRole('button', { name: 'Set payment password' }).click();
    mc = memberCenter(page);
    await mc.getByLabel('Login password', { exact: true }).fill(PASSWORD);
    await mc.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await mc.getByLabel('Confirm payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await mc.getByRole('button', { name: 'Set payment password' }).last().click();
    await mc.getByText('Your payment password has been set.').waitFor();
    await mc.getByRole('button', { name: 'Close' }).first().click();
    await mc.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Check again' }).click();

    // Redeem 1 GB of mobile data (100 points) with the payment password: In Process, the points taken at once.
    await page.getByRole('heading', { name: 'Redeem Mobile data 1 GB' }).waitFor();
    await page.getByLabel('Quantity', { exact: true }).fill('1');
    await page.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'Confirm redemption' }).waitFor();
    await page.getByRole('button', { name: 'Confirm redemption' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Redemption submitted' });
    await expect.poll(() => result.innerText()).toContain('In Process');
    await expect.poll(() => myPoints(page)).toBe(earned - 100);
    const reference = /PR\w+/.exec(await result.innerText())![0];

    // The operator approves the redemption; the member's list says Approved.
    expect(await opsRun(site.server, 'points', 'redeem', 'approve', reference)).toContain('approved');
    await page.getByRole('tab', { name: 'My redemptions' }).click();
    const redemptions = page.getByRole('table', { name: 'My redemptions' });
    await expect.poll(() => redemptions.getByRole('row').nth(1).innerText()).toContain('Approved');

    // A 24 hour deposit limit of P 1,200.00 from home's responsible-gambling link: P 200.00 is left today.
    // (The home notice was seen in this session: it does not open again.)
    await page.goto(`${site.server.url}/`);
    await page.getByRole('button', { name: 'Responsible gambling: deposit limits, reality check, time-out' }).click();
    mc = memberCenter(page);
    const limits = mc.getByRole('region', { name: 'Deposit limits' });
    await limits.getByLabel('Limit period', { exact: true }).selectOption('day');
    await limits.getByLabel('Limit amount', { exact: true }).fill('1200');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await see(limits, 'Your new 24 hours limit applies now.');
    await see(limits, 'You can deposit up to P 200.00 now (the lowest of your limits applies).');

    // A P 300.00 deposit would pass the limit: refused, nothing requested.
    mc = await openSection(page, 'Deposit');
    await mc.getByRole('button', { name: /bKash/ }).click();
    await mc.getByLabel('Amount', { exact: true }).fill('300');
    await mc.getByRole('button', { name: 'Request deposit' }).click();
    await see(mc, 'This deposit would go over your deposit limit. See Responsible gambling for what you can still deposit.');

    // A 24 hour time-out, confirmed: the member is signed out at once.
    mc = await openSection(page, 'Responsible gambling');
    const brk = mc.getByRole('region', { name: 'Take a break' });
    await brk.getByRole('radio', { name: 'Time-out (24 hours to 6 weeks)' }).check();
    await brk.getByLabel('How long', { exact: true }).selectOption({ label: '24 hours' });
    await brk.getByRole('button', { name: 'Continue' }).click();
    await brk.getByRole('checkbox', { name: 'I understand that I cannot log in until it ends' }).check();
    await brk.getByRole('button', { name: 'Start time-out' }).click();
    await see(brk, /Your time-out runs until .+\. You cannot log in or receive offers until then\./);
    await brk.getByRole('button', { name: 'Log out now' }).click();
    await memberCenter(page).waitFor({ state: 'detached' });
    await banner(page).getByRole('button', { name: 'Login', exact: true }).waitFor();

    // The right password is refused with the reason while the time-out runs.
    const dialog = await logIn(page, username, PASSWORD);
    await see(dialog, 'You are taking a break (time-out). You can log in again when it ends.');
    expect(await signOutButton(page).count()).toBe(0);
    await context.close();
  });
});
