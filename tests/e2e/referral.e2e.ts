import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, signOutButton, solveCaptcha, visitor } from './support/accounts';
import { banner, memberCenter, openSection, see } from './support/member';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

/**
 * Invite friends and missions as members would use them (docs/engagement.md "Referral",
 * "Missions"): a friend opens player01's personal link (seeded code RAHM2026) and registers;
 * player01 finds it among its invited members, sees the mission badge, claims the finished
 * mission and finds itself on the week's leaderboard.
 */
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK }, snapshotDist: true });

const PASSWORD = 'Bazar#Green2026';
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;

/** The Register dialog the personal link opens on arrival. */
async function registerFromLink(page: Page, username: string) {
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Username', { exact: true }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  const terms = register.getByRole('checkbox');
  for (let i = 0; i < (await terms.count()); i++) await terms.nth(i).check();
  await solveCaptcha(site.server, page, register);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await signOutButton(page).waitFor();
  await closeWelcome(page, { firstLogin: true });
}

describe('invite friends and missions', () => {
  it("a friend registers from player01's link; player01 sees it invited, claims its finished mission and reaches the leaderboard", async () => {
    const friend = `fr${unique()}`;
    const f = await visitor(site.browser);
    // The first visit's popup notice is seen on the home page; then the friend follows the link.
    await home(f.page, `${site.server.url}/`);
    await f.page.goto(`${site.server.url}/register?ref=RAHM2026`);
    await registerFromLink(f.page, friend);
    await f.context.close();

    const p = await visitor(site.browser);
    await home(p.page, `${site.server.url}/`);
    await logIn(p.page, 'player01', 'Player@2026');
    await signOutButton(p.page).waitFor();
    // player01's first login on this server.
    await closeWelcome(p.page, { firstLogin: true });
    await banner(p.page).getByRole('button', { name: 'player01', exact: true }).click();
    const mc = memberCenter(p.page);

    // Invite friends: the seeded code, the link on this site, and the new friend (masked) waiting for a deposit.
    let section = await openSection(p.page, 'Invite friends');
    await expect.poll(() => section.getByLabel('Invitation code', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('RAHM2026');
    await expect.poll(() => section.getByLabel('Invitation link', { exact: true }).inputValue()).toBe(`${site.server.url}/register?ref=RAHM2026`);
    const masked = `${friend.slice(0, 2)}***${friend.slice(-2)}`;
    const invited = section.getByRole('table', { name: 'Invited members' });
    await see(invited, masked);
    await expect.poll(() => invited.getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) }).innerText()).toContain('Waiting for a qualifying deposit');

    // The menu badge counts the finished, unclaimed mission (seeded: P 5,000 deposited, "Deposit P 100 in total").
    const menu = mc.getByRole('navigation', { name: 'Member center menu' });
    await see(menu, '1 missions available');
    // With the badge, the entry's name reads "Mission activity 1 missions available".
    await menu.getByRole('button', { name: /^Mission activity/ }).click();
    section = mc;
    const claim = section.getByRole('button', { name: 'Claim P 20.00 for Deposit P 100 in total' });
    await claim.click();
    await see(section, /P 20\.00 added to your main wallet \(reference M/);
    await expect.poll(() => section.getByRole('listitem', { name: 'Deposit P 100 in total' }).innerText(), { timeout: 15_000 }).toContain('Claimed');
    await expect.poll(() => menu.getByText('missions available').count(), { timeout: 15_000 }).toBe(0);
    const board = section.getByRole('table', { name: /^This week/ });
    await see(board, 'pl***01');
    await see(section, /Your rank: \d+, missions claimed: 1, rewards: P 20\.00/);
    await p.context.close();
  });
});
