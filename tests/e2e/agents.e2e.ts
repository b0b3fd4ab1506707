import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, signOutButton, visitor } from './support/accounts';
import { apiVisitor } from './support/api';
import { nearClock } from './support/clock';
import { DHAKA_EN, UTC_BN } from './support/journeys';
import { say, says } from './support/language';
import { banner, memberCenter, openSection, see } from './support/member';
import { memberClient } from './support/money';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

/**
 * The agents' journey of issue #6, as agents would do it: agent01 registers a downline agent in
 * the agent center and offers it a salary contract (daily; hourly in the second run); the
 * downline logs in, sees the offer popup and accepts; its own member bets; the period is settled
 * (dev-only early settlement of the current period); agent01 sees what it paid in the bills, the
 * downline the payout in its account record.
 */
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK }, snapshotDist: true });

const AGENT01_IP = '203.0.113.61';
const PASSWORD = 'Bazar#Green2026';
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
const requestId = () => randomUUID().replaceAll('-', '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The offer read each kind's popup waits for (the relay endpoint of its overview). */
const OFFER_READS = { daily: '/wps/relay/ACS_dailySalaryReq', hourly: '/wps/relay/ACS_contractHourSalaryReq' } as const;

/**
 * The contract journey in both zones and languages (support/journeys.ts). A period is settled
 * once (POST /dev/agents/settle keys it as the job would), so each run offers its own kind:
 * daily salary in the first, hourly salary in the second, each within agent01's seeded tiers
 * (daily 1% from P 100 a day with one active member; hourly 0.5% from P 100 an hour).
 */
const CONTRACT_JOURNEYS = [
  {
    ...DHAKA_EN,
    kind: 'daily' as const,
    kindName: 'Daily salary',
    fields: [
      ['Bet amount daily', 'P', '100'],
      ['Active members', '', '1'],
      ['Rate', '%', '0.5'],
    ] as const,
    offered: /P 100\.00\s+1\s+.*0\.5%\s+1%/s,
    payout: { rate: '0.5%', amount: 'P 5.00' },
    firstLogin: true,
    ips: { downline: '203.0.113.62', member: '203.0.113.63' },
  },
  {
    ...UTC_BN,
    kind: 'hourly' as const,
    kindName: 'Hourly salary',
    fields: [
      ['Bet amount per hour', 'P', '100'],
      ['Active members', '', '1'],
      ['Rate', '%', '0.25'],
    ] as const,
    offered: /P 100\.00\s+1\s+.*0\.25%\s+0\.5%/s,
    payout: { rate: '0.25%', amount: 'P 2.50' },
    firstLogin: false,
    ips: { downline: '203.0.113.65', member: '203.0.113.66' },
  },
];

const agentCenter = (page: Page) => page.getByRole('dialog', { name: say(page)('Agent center') });
const agentMenu = (page: Page) => agentCenter(page).getByRole('navigation', { name: say(page)('Agent center menu') });

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
  it.each(CONTRACT_JOURNEYS)(
    '$who: an agent registers a downline agent and offers it a $kindName contract; the downline accepts in the popup; after bets and the settlement both see the payout',
    async ({ timezoneId, language, kind, kindName, fields, offered, payout, firstLogin, ips }) => {
      const downline = `ag${unique()}`;
      const member = `mb${unique()}`;
      const options = { timezoneId, language };

      // ---- agent01: register a downline agent in the agent center ----------------------------
      const a = await visitor(site.browser, AGENT01_IP, options);
      const t = say(a.page);
      const kindTitle = t(kindName);
      await home(a.page, `${site.server.url}/`);
      await logIn(a.page, 'agent01', 'Agent@2026');
      await signOutButton(a.page).waitFor();
      await closeWelcome(a.page, { firstLogin });
      await banner(a.page).getByRole('button', { name: t('Agent'), exact: true }).click();
      const center = await openAgentPage(a.page, t('Account registration'));
      await center.getByLabel(t('Username'), { exact: true }).fill(downline);
      await center.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
      await center.getByLabel(t('Confirm password'), { exact: true }).fill(PASSWORD);
      await center.getByLabel(t('Account type'), { exact: true }).selectOption({ label: t('Agent') });
      await center.getByRole('button', { name: t('Register account') }).click();
      await see(center, says(a.page)('Agent {account} registered with a rebate of {rate}.', { account: downline }));

      // ---- agent01: offer it a contract within its own tiers ---------------------------------
      await openAgentPage(a.page, kindTitle);
      const region = center.getByRole('region', { name: kindTitle });
      await see(region, t('My contract'));
      await region.getByRole('button', { name: t('Offer a contract') }).click();
      const editor = region.getByRole('region', { name: t('New offer: {kindName}', { kindName: kindTitle }) });
      await editor.getByLabel(t('Offer to'), { exact: true }).selectOption(downline);
      const tier = editor.getByRole('group', { name: t('Tier {n}', { n: 1 }) });
      for (const [field, unit, typed] of fields) await tier.getByLabel(unit ? `${t(field)} (${unit})` : t(field), { exact: true }).fill(typed);
      await editor.getByRole('button', { name: t('Send offer') }).click();
      await see(region, says(a.page)('Offer sent to {downline}. They get a message and see it when they sign in; the answer shows here.', { downline }));

      // ---- the downline logs in (its first login): the welcome, then the offer; it accepts ----------
      const b = await visitor(site.browser, ips.downline, options);
      await home(b.page, `${site.server.url}/`);
      const popup = b.page.getByRole('dialog', { name: t('Contract offer') });
      const welcome = b.page.getByRole('dialog', { name: t('Welcome') });
      // The signed-in site looks for offers at once and reads the one it finds while the welcome shows.
      const offerRead = b.page.waitForResponse((r) => new URL(r.url()).pathname === OFFER_READS[kind]);
      await logIn(b.page, downline, PASSWORD);
      await signOutButton(b.page).waitFor();
      await welcome.waitFor();
      await offerRead;
      await onlyDialog(b.page, welcome);
      // One popup at a time, the welcome first: the offer opens once the welcome is closed.
      await welcome.getByRole('button', { name: t('Start playing') }).click();
      await popup.waitFor();
      await onlyDialog(b.page, popup);
      await see(popup, t('{from} offers you a contract: {kindName}.', { from: 'agent01', kindName: kindTitle }));
      const offeredTiers = popup.getByRole('table', { name: t('Tiers offered to you') });
      await expect.poll(() => offeredTiers.getByRole('row').nth(1).innerText()).toMatch(offered);
      await popup.getByRole('button', { name: t('Accept'), exact: true }).click();
      const outcome = popup.getByRole('status');
      await see(outcome, t('You accepted the contract ({kindName}). It is valid from now on: each settlement pays you by its tiers.', { kindName: kindTitle }));
      await outcome.getByRole('button', { name: t('Close') }).click();
      await popup.waitFor({ state: 'detached' });
      // Nothing else was waiting: the page is free (the welcome does not come back).
      expect(await b.page.getByRole('dialog').count()).toBe(0);

      // agent01 sees the answer.
      await region.getByRole('button', { name: t('Check for an answer') }).click();
      await see(region, t('{downline} accepted your offer: the contract is valid.', { downline }));

      // ---- bets: the downline's own member deposits and loses P 1,000 --------------------------
      const downlineApi = memberClient(site.server, ips.downline, (await tokenOf(b.page))!);
      await downlineApi.call('agentRegister', { body: { username: member, password: PASSWORD, confirmPassword: PASSWORD, type: 0 } });
      let memberToken: string | null = null;
      const m = apiVisitor(site.server, ips.member, () => memberToken);
      memberToken = (await m.api.call('login', { body: { type: 'username', username: member, password: PASSWORD } })).token;
      const deposit = await m.api.call('deposit', { body: { requestId: requestId(), channel: 'BKASH', amount: 100_000 } });
      await m.api.call('devDepositConfirm', { body: { reference: deposit.reference } });
      await m.api.call('devBet', { body: { requestId: requestId(), wallet: 'MAIN', stake: 100_000, payout: null } });

      // ---- the settlement of the current period (dev-only, as the job would) ------------------
      const settled = await fetch(`${site.server.url}/dev/agents/settle`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind }),
      });
      expect(settled.status, await settled.clone().text()).toBe(200);

      // ---- agent01: the bill it paid the downline, and the platform's to it ------------------
      await region.getByRole('button', { name: t('Close') }).click();
      const bills = center.getByRole('region', { name: t('Bills') });
      await bills.getByRole('button', { name: t('Paid to my downlines') }).click();
      const paidRow = bills.getByRole('row').filter({ hasText: downline });
      await see(bills, downline);
      await expect.poll(() => paidRow.innerText()).toContain('P 1,000.00');
      await expect.poll(() => paidRow.innerText()).toContain(payout.rate);
      await expect.poll(() => paidRow.innerText()).toMatch(new RegExp(`${escape(payout.amount)}\\s+${escape(payout.amount)}\\s+${escape(t('Issued'))}`));
      await bills.getByRole('button', { name: t('Received'), exact: true }).click();
      await see(bills, t('The platform'));
      await expect.poll(() => bills.getByRole('row').filter({ hasText: t('The platform') }).first().innerText()).toContain(t('Issued'));

      // ---- the downline: the payout in its account record, at the header clock's time ----------
      await banner(b.page).getByRole('button', { name: downline, exact: true }).click();
      await memberCenter(b.page).waitFor();
      const record = await openSection(b.page, t('Account record'));
      const payoutRow = record.getByRole('table', { name: t('Account record') }).getByRole('row').filter({ hasText: kindTitle }).first();
      await payoutRow.waitFor();
      await expect.poll(() => payoutRow.innerText()).toMatch(new RegExp(`${escape(kindTitle)}\\s+${escape(t('Main wallet'))}\\s+${escape(payout.amount)}`));
      await nearClock(b.page, payoutRow.locator('time'), 'Account record');

      await a.context.close();
      await b.context.close();
    },
  );
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
