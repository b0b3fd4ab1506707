import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, visitor } from './support/accounts';
import { clock, nearClock } from './support/clock';
import { depositWithBkash, openSection as open, settledBet } from './support/member';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

/**
 * Issue #16: every time a screen shows is GMT+8, as the header clock, whatever the browser's zone.
 * The same journey runs with the browser in Asia/Dhaka (GMT+6, the players' zone) and in UTC:
 * a deposit, a bet and a withdrawal made now must show times within two minutes of the clock in
 * the deposit list, Account record, Betting record and the withdrawal list; the record filters
 * show dd/mm/yyyy and accept a date typed that way. One server and one browser for the file.
 */

const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, DEMO_DEPOSIT_DELAY_MS: '500' } });

/** player01's registered address (seed): no extra login verification. */
const PLAYER01_IP = '203.0.113.150';
const PAY = '123456';

let welcomed = false;

describe('times on money screens are GMT+8 whatever the browser zone', () => {
  it.each(['Asia/Dhaka', 'UTC'])('with the browser in %s, the deposit, the records and the withdrawal list agree with the header clock', async (timezoneId) => {
    const { context, page } = await visitor(site.browser, PLAYER01_IP, { timezoneId });
    // The zone is the browser's own: the page's local time is not GMT+8.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
    await home(page, `${site.server.url}/`);
    await logIn(page, 'player01', 'Player@2026');
    // player01's first login on this server shows the welcome; the second zone's does not.
    await closeWelcome(page, { firstLogin: !welcomed });
    welcomed = true;

    // A deposit made now: its time in Recent deposits is the clock's.
    let mc = await depositWithBkash(page, 100);
    const deposits = mc.getByRole('table', { name: 'Recent deposits' });
    // Newest first: the approved P 100.00 just made.
    const depositRow = deposits.getByRole('row').nth(1);
    await expect.poll(() => depositRow.innerText()).toMatch(/P 100\.00\s+Approved/);
    await depositRow.waitFor();
    await nearClock(page, depositRow.getByRole('cell').first(), 'Recent deposits');

    // Account record: the deposit's posting, newest first, at the clock's time.
    mc = await open(page, 'Account record');
    const postings = mc.getByRole('table', { name: 'Account record' });
    const depositPosting = postings.getByRole('row').filter({ hasText: 'Deposit' }).first();
    await depositPosting.waitFor();
    await nearClock(page, depositPosting.locator('time'), 'Account record');

    // The filter shows dd/mm/yyyy: "To" is today's date on the header clock.
    const today = (await clock(page)).slice(0, 10);
    await expect.poll(() => mc.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    await expect.poll(() => mc.getByLabel('From', { exact: true }).inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // A day typed as dd/mm/yyyy is taken: today alone still holds the deposit.
    await mc.getByLabel('From', { exact: true }).fill(today);
    await mc.getByRole('button', { name: 'Search', exact: true }).click();
    await depositPosting.waitFor();
    expect(await mc.getByLabel('From', { exact: true }).inputValue()).toBe(today);

    // Betting record: a bet settled now shows the clock's time.
    await settledBet(site.server, page, 1_000);
    mc = await open(page, 'Betting record');
    const bets = mc.getByRole('table', { name: 'Betting record' });
    const firstBet = bets.getByRole('row').nth(1);
    await firstBet.waitFor();
    await nearClock(page, firstBet.locator('time'), 'Betting record');

    // A withdrawal requested now: the withdrawal list shows the clock's time.
    mc = await open(page, 'Withdrawal');
    // The seeded merchant's smallest withdrawal is P 500.00.
    await mc.getByLabel('Amount', { exact: true }).fill('500');
    await mc.getByLabel('Payment password', { exact: true }).fill(PAY);
    await mc.getByRole('button', { name: 'Next' }).click();
    await mc.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await mc.getByText('Withdrawal request submitted').waitFor();
    const withdrawal = mc.getByRole('listitem', { name: /^Withdrawal / }).first();
    await nearClock(page, withdrawal.locator('time'), 'Withdrawal list');

    await context.close();
  });
});
