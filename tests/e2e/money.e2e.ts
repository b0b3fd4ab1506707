import { describe, expect, it } from 'vitest';
import { home, visitor } from './support/accounts';
import { nearClock } from './support/clock';
import { depositWithBkash, headerBalance, openSection as open, registerMember, see, transfer } from './support/member';
import { opsRun } from './support/ops';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

// The demo payment provider confirms demo-channel deposits after this delay (dev and test only).
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, DEMO_DEPOSIT_DELAY_MS: '1500' } });

const PASSWORD = 'Bazar#Green2026';
const PAYMENT_PASSWORD = '246810';
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;

/**
 * The journey twice: as most players meet it (a browser in Dhaka) on a desktop, and on a 390 px
 * phone with the browser in UTC — the screens must be usable and their times right in both.
 */
const PEOPLE = [
  { who: 'in Dhaka at desktop width', timezoneId: 'Asia/Dhaka', viewport: { width: 1280, height: 1000 } },
  { who: 'in UTC on a 390 px phone', timezoneId: 'UTC', viewport: { width: 390, height: 844 } },
];

describe('money as a new member would use it', () => {
  it.each(PEOPLE)('$who: registers, deposits through the demo provider, moves money between wallets, withdraws, confirms partly received and reads the records', async ({ timezoneId, viewport }) => {
    const { context, page } = await visitor(site.browser, undefined, { timezoneId, viewport });
    await home(page, `${site.server.url}/`);

    // Register by username; the new member is logged in with an empty wallet.
    await registerMember(site.server, page, `cash${unique()}`, PASSWORD);
    await headerBalance(page, 'P 0.00');

    // Deposit P 1,000.00 with bKash: instructions with a reference, then the demo provider pays.
    let mc = await depositWithBkash(page, 1000);
    await headerBalance(page, 'P 1,000.00');

    // My wallet: P 300.00 to a vendor wallet and P 100.00 back; the total stays P 1,000.00.
    mc = await open(page, 'My wallet');
    await transfer(mc, 'Main wallet', 'Evolution', '300');
    await mc.getByRole('button', { name: 'Make another transfer' }).click();
    await transfer(mc, 'Evolution', 'Main wallet', '100');
    const balances = mc.getByRole('table', { name: 'Wallet balances' });
    await expect.poll(() => balances.getByRole('row', { name: /Evolution/ }).innerText()).toContain('P 200.00');
    await expect.poll(() => balances.getByRole('row', { name: /Main wallet/ }).innerText()).toContain('P 800.00');
    await headerBalance(page, 'P 1,000.00');

    // Security center: a payment password (first time: the login password), then a payout account.
    mc = await open(page, 'My account');
    await mc.getByRole('button', { name: 'Set payment password' }).click();
    await mc.getByLabel('Login password', { exact: true }).fill(PASSWORD);
    await mc.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await mc.getByLabel('Confirm payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await mc.getByRole('button', { name: 'Set payment password' }).last().click();
    await mc.getByText('Your payment password has been set.').waitFor();
    await mc.getByRole('button', { name: 'Add payout account' }).click();
    await mc.getByLabel('Bank or e-wallet', { exact: true }).selectOption({ label: 'bKash' });
    await mc.getByLabel('Account number', { exact: true }).fill('01712345678');
    await mc.getByLabel('Payee name', { exact: true }).fill('Karim Ahmed');
    await mc.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await mc.getByRole('button', { name: 'Add account' }).click();
    await see(mc, /Payout account added/);

    // Withdraw P 500.00 to it: the amount is held at once.
    mc = await open(page, 'Withdrawal');
    await mc.getByLabel('Amount', { exact: true }).fill('500');
    await mc.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await mc.getByRole('button', { name: 'Next' }).click();
    await mc.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await mc.getByText('Withdrawal request submitted').waitFor();
    await headerBalance(page, 'P 500.00');
    // Requested now: the list shows the header clock's time, whatever the browser's zone.
    await nearClock(page, mc.getByRole('listitem', { name: /^Withdrawal / }).first().locator('time'), 'Withdrawal list');
    const reference = (await mc.getByRole('listitem', { name: /^Withdrawal / }).first().getAttribute('aria-label'))!.replace('Withdrawal ', '');

    // The operator pays it out; the member sees it waiting for confirmation and reports P 200.00 of it.
    await opsRun(site.server, 'withdrawal', 'approve', reference);
    await mc.getByRole('button', { name: 'Refresh withdrawals' }).click();
    const item = mc.getByRole('listitem', { name: `Withdrawal ${reference}` });
    await item.getByRole('button', { name: 'Confirm receipt' }).click();
    await mc.getByRole('button', { name: 'Partly received' }).click();
    await mc.getByLabel('Amount received', { exact: true }).fill('200');
    await mc.getByText('Remaining: P 300.00').waitFor();
    await mc.getByRole('button', { name: 'Report amount received' }).click();
    await mc.getByText('Thank you, your answer was recorded.').waitFor();
    await mc.getByText('Received P 200.00, remaining P 300.00.').waitFor();
    // The answer shows in its row at once: nothing there asks for it any more.
    expect(await item.getByRole('button', { name: 'Confirm receipt' }).count()).toBe(0);
    expect(await item.innerText()).not.toContain('Please confirm by');

    // Account record: every posting of this member, newest first, with the balance after it.
    mc = await open(page, 'Account record');
    const records = mc.getByRole('table', { name: 'Account record' });
    // The table can be drawn before its rows are read: each posting is waited for as it arrives.
    await expect.poll(() => records.innerText()).toContain('P 1,000.00');
    await expect.poll(() => records.innerText()).toContain('-P 300.00');
    await expect.poll(() => records.innerText()).toContain('-P 500.00');
    await expect.poll(() => records.getByRole('row').count()).toBeGreaterThanOrEqual(1 + 4);
    // The newest posting (the withdrawal's) was made minutes ago: its time is the header clock's.
    await nearClock(page, records.getByRole('row').nth(1).locator('time'), 'Account record');

    // Betting record: this member has not played; the period says so.
    mc = await open(page, 'Betting record');
    await mc.getByText('No records in this period').waitFor();

    await context.close();
  });
});
