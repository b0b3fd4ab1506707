import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, signOutButton, visitor } from './support/accounts';
import { apiVisitor } from './support/api';
import { banner, memberCenter, openSection, see } from './support/member';
import { memberClient } from './support/money';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

/**
 * The agents' journey of issue #6, as agents would do it: agent01 registers a downline agent in
 * the agent center and offers it a daily-salary contract; the downline logs in, sees the offer
 * popup and accepts; its own member bets; the daily settlement runs (dev-only early settlement of
 * the current period); agent01 sees what it paid in the bills, the downline the payout in its
 * account record.
 */
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK }, snapshotDist: true });

const AGENT01_IP = '203.0.113.61';
const DOWNLINE_IP = '203.0.113.62';
const MEMBER_IP = '203.0.113.63';
const PASSWORD = 'Bazar#Green2026';
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
const requestId = () => randomUUID().replaceAll('-', '');

const agentCenter = (page: Page) => page.getByRole('dialog', { name: 'Agent center' });
const agentMenu = (page: Page) => agentCenter(page).getByRole('navigation', { name: 'Agent center menu' });

async function openAgentPage(page: Page, entry: string): Promise<Locator> {
  await agentMenu(page).getByRole('button', { name: entry, exact: true }).click();
  return agentCenter(page);
}

/** The session token the SPA keeps (SPEC §3 sessionStorage `token`), for the API calls a test arranges. */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/**
 * `dialog` is the one dialog on screen and stays so for a moment: a popup that would pile on top
 * arrives within this window (its data is already read when this is called).
 */
async function onlyDialog(page: Page, dialog: Locator) {
  for (let i = 0; i < 5; i++) {
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);
    await page.waitForTimeout(100);
  }
}

describe('agents as agents would use them', () => {
  it('an agent registers a downline agent and offers it a daily salary; the downline accepts in the popup; after bets and the settlement both see the payout', async () => {
    const downline = `ag${unique()}`;
    const member = `mb${unique()}`;

    // ---- agent01: register a downline agent in the agent center ----------------------------
    const a = await visitor(site.browser, AGENT01_IP);
    await home(a.page, `${site.server.url}/`);
    await logIn(a.page, 'agent01', 'Agent@2026');
    await signOutButton(a.page).waitFor();
    await closeWelcome(a.page, { firstLogin: true });
    await banner(a.page).getByRole('button', { name: 'Agent', exact: true }).click();
    const center = await openAgentPage(a.page, 'Account registration');
    await center.getByLabel('Username', { exact: true }).fill(downline);
    await center.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await center.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await center.getByLabel('Account type', { exact: true }).selectOption({ label: 'Agent' });
    await center.getByRole('button', { name: 'Register account' }).click();
    await see(center, `Agent ${downline} registered`);

    // ---- agent01: offer it a daily-salary contract within its own tiers ---------------------
    await openAgentPage(a.page, 'Daily salary');
    const daily = center.getByRole('region', { name: 'Daily salary' });
    await see(daily, 'My contract');
    await daily.getByRole('button', { name: 'Offer a contract' }).click();
    const editor = daily.getByRole('region', { name: 'New offer: Daily salary' });
    await editor.getByLabel('Offer to', { exact: true }).selectOption(downline);
    const tier = editor.getByRole('group', { name: 'Tier 1' });
    // agent01's own daily salary pays 1% from P 100 a day with one active member (seeded): 0.5% there.
    await tier.getByLabel('Bet amount daily (P)', { exact: true }).fill('100');
    await tier.getByLabel('Active members', { exact: true }).fill('1');
    await tier.getByLabel('Rate (%)', { exact: true }).fill('0.5');
    await editor.getByRole('button', { name: 'Send offer' }).click();
    await see(daily, `Offer sent to ${downline}.`);

    // ---- the downline logs in (its first login): the welcome, then the offer; it accepts ----------
    const b = await visitor(site.browser, DOWNLINE_IP);
    await home(b.page, `${site.server.url}/`);
    const popup = b.page.getByRole('dialog', { name: 'Contract offer' });
    const welcome = b.page.getByRole('dialog', { name: 'Welcome' });
    // The signed-in site looks for offers at once and reads the one it finds while the welcome shows.
    const offerRead = b.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/ACS_dailySalaryReq');
    await logIn(b.page, downline, PASSWORD);
    await signOutButton(b.page).waitFor();
    await welcome.waitFor();
    await offerRead;
    await onlyDialog(b.page, welcome);
    // One popup at a time, the welcome first: the offer opens once the welcome is closed.
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    await popup.waitFor();
    await onlyDialog(b.page, popup);
    await see(popup, `agent01 offers you a contract: Daily salary.`);
    const offered = popup.getByRole('table', { name: 'Tiers offered to you' });
    expect(await offered.getByRole('row').nth(1).innerText()).toMatch(/P 100\.00\s+1\s+.*0\.5%\s+1%/s);
    await popup.getByRole('button', { name: 'Accept', exact: true }).click();
    const outcome = popup.getByRole('status');
    await see(outcome, 'You accepted the contract (Daily salary).');
    await outcome.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    // Nothing else was waiting: the page is free (the welcome does not come back).
    expect(await b.page.getByRole('dialog').count()).toBe(0);

    // agent01 sees the answer.
    await daily.getByRole('button', { name: 'Check for an answer' }).click();
    await see(daily, `${downline} accepted your offer: the contract is valid.`);

    // ---- bets: the downline's own member deposits and loses P 1,000 --------------------------
    const downlineApi = memberClient(site.server, DOWNLINE_IP, (await tokenOf(b.page))!);
    await downlineApi.call('agentRegister', { body: { username: member, password: PASSWORD, confirmPassword: PASSWORD, type: 0 } });
    let memberToken: string | null = null;
    const m = apiVisitor(site.server, MEMBER_IP, () => memberToken);
    memberToken = (await m.api.call('login', { body: { type: 'username', username: member, password: PASSWORD } })).token;
    const deposit = await m.api.call('deposit', { body: { requestId: requestId(), channel: 'BKASH', amount: 100_000 } });
    await m.api.call('devDepositConfirm', { body: { reference: deposit.reference } });
    await m.api.call('devBet', { body: { requestId: requestId(), wallet: 'MAIN', stake: 100_000, payout: null } });

    // ---- the daily settlement of the current period (dev-only, as the job would) ------------
    const settled = await fetch(`${site.server.url}/dev/agents/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'daily' }),
    });
    expect(settled.status, await settled.clone().text()).toBe(200);

    // ---- agent01: the bill it paid the downline (0.5% of P 1,000), and the platform's to it ----
    await daily.getByRole('button', { name: 'Close' }).click();
    const bills = center.getByRole('region', { name: 'Bills' });
    await bills.getByRole('button', { name: 'Paid to my downlines' }).click();
    const paidRow = bills.getByRole('row').filter({ hasText: downline });
    await see(bills, downline);
    const paid = await paidRow.innerText();
    expect(paid).toContain('P 1,000.00');
    expect(paid).toContain('0.5%');
    expect(paid).toMatch(/P 5\.00\s+P 5\.00\s+Issued/);
    await bills.getByRole('button', { name: 'Received', exact: true }).click();
    await see(bills, 'The platform');
    expect(await bills.getByRole('row').filter({ hasText: 'The platform' }).first().innerText()).toMatch(/Issued/);

    // ---- the downline: the payout in its account record --------------------------------------
    await banner(b.page).getByRole('button', { name: downline, exact: true }).click();
    await memberCenter(b.page).waitFor();
    const record = await openSection(b.page, 'Account record');
    const payout = record.getByRole('table', { name: 'Account record' }).getByRole('row').filter({ hasText: 'Daily salary' }).first();
    await payout.waitFor();
    expect(await payout.innerText()).toMatch(/Daily salary\s+Main wallet\s+P 5\.00/);

    await a.context.close();
    await b.context.close();
  });
  it("agent02's first login shows one popup at a time: the home notice once (a reload does not bring it back), the welcome, then its waiting offer; closed from its frame the offer is put off", async () => {
    const { context, page } = await visitor(site.browser, '203.0.113.64');
    await home(page, `${site.server.url}/`);
    // Once per session: a reload keeps the tab's session, and the notice stays closed.
    await page.reload();
    await page.getByRole('region', { name: 'Banners' }).waitFor();
    for (let i = 0; i < 5; i++) {
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.waitForTimeout(100);
    }
    const offerRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/ACS_dailySalaryReq');
    await logIn(page, 'agent02', 'Agent02@2026');
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await welcome.waitFor();
    await offerRead;
    await onlyDialog(page, welcome);
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    const popup = page.getByRole('dialog', { name: 'Contract offer' });
    await see(popup, 'agent01 offers you a contract: Daily salary.');
    await onlyDialog(page, popup);
    // Closed from its frame (×): "Later" — the offer is put off, nothing else opens.
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
