import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, visitor } from './support/accounts';
import { settledBet } from './support/member';
import { opsRun } from './support/ops';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK } });

/** player01's registered address (seed): no extra login verification. */
const PLAYER01_IP = '203.0.113.150';
const PAY = '123456';

const myPoints = (page: Page) => page.getByRole('region', { name: 'My points' }).locator('strong').innerText();

describe('the points mall as player01 uses it', () => {
  it('earns points from a bet, redeems a reward (In Process → Approved), converts points to balance and sees its VIP level', async () => {
    const { context, page } = await visitor(site.browser, PLAYER01_IP);
    await home(page, `${site.server.url}/`);
    await logIn(page, 'player01', 'Player@2026');
    await closeWelcome(page, { firstLogin: true });

    await page.goto(`${site.server.url}/pointMall`);
    await page.getByRole('heading', { level: 1, name: 'Points Mall' }).waitFor();
    // Seeded bets and deposit: 1,470 points at 1× plus Bronze's 100 level-up points.
    await expect.poll(() => myPoints(page)).toBe('1,570');
    await page.getByText('VIP level: Bronze (points ×1.10)').waitFor();

    // A P 100.00 bet at Bronze's 1.1× earns 110 points, credited by the accrual job within seconds.
    await settledBet(site.server, page, 10_000);
    await expect
      .poll(
        async () => {
          await page.reload();
          return myPoints(page);
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe('1,680');

    // Redeem two mobile recharges with the payment password: In Process, 1,000 points taken.
    await page.getByRole('button', { name: 'Redeem Mobile recharge ৳100' }).click();
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByLabel('Payment password', { exact: true }).fill(PAY);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'Confirm redemption' }).waitFor();
    await page.getByRole('button', { name: 'Confirm redemption' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Redemption submitted' });
    await expect.poll(() => result.innerText()).toContain('In Process');
    await expect.poll(() => myPoints(page)).toBe('680');
    const reference = /PR\w+/.exec(await result.innerText())![0];

    // The operator approves it; My redemptions shows Approved.
    expect(await opsRun(site.server, 'points', 'redeem', 'approve', reference)).toContain('approved');
    await page.getByRole('tab', { name: 'My redemptions' }).click();
    const table = page.getByRole('table', { name: 'My redemptions' });
    await expect.poll(() => table.getByRole('row').nth(1).innerText()).toContain('Approved');

    // Convert 100 points → P 10.00 into the main wallet (the header balance follows).
    const balance = () => page.getByRole('banner').getByRole('button', { name: /Hide balance/ }).innerText();
    // The balance before, once the header shows one (not while its read is on the way).
    await expect.poll(balance).toMatch(/^P [\d,]+\.\d\d$/);
    const before = await balance();
    await page.getByRole('tab', { name: 'Convert to balance' }).click();
    await page.getByLabel('Points to convert', { exact: true }).fill('100');
    await page.getByLabel('Payment password', { exact: true }).fill(PAY);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'Confirm conversion' }).getByText('P 10.00').waitFor();
    await page.getByRole('button', { name: 'Confirm conversion' }).click();
    await page.getByText('Points converted').waitFor();
    await expect.poll(() => myPoints(page)).toBe('580');
    const cents = (s: string) => Number(s.replace(/[^\d]/g, ''));
    await expect.poll(async () => cents(await balance())).toBe(cents(before) + 1_000);

    // Point records: the conversion and the redemption with their SPEC §3 columns.
    await page.getByRole('tab', { name: 'Point records' }).click();
    const records = page.getByRole('table', { name: 'Point records' });
    await expect.poll(() => records.getByRole('row').nth(1).innerText()).toContain('Converted to balance');
    await expect.poll(() => records.getByRole('row').nth(2).innerText()).toContain('Approved');

    // /vip: Bronze, with the progress to Silver.
    await page.getByRole('link', { name: 'VIP benefits' }).click();
    await page.getByText('Your level: Bronze').waitFor();
    await page.getByText('Next level: Silver. Both thresholds are needed.').waitFor();
    await context.close();
  });
});
