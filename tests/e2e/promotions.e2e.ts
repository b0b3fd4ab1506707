import { describe, expect, it } from 'vitest';
import { closeWelcome, home, signOutButton, solveCaptcha, visitor } from './support/accounts';
import { banner, headerBalance, memberCenter, openSection, see } from './support/member';
import { opsRun } from './support/ops';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK } });

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('promotions as a new member uses them (docs/engagement.md "Promotions")', () => {
  it('claims the welcome bonus, sees its turnover in the reward center, applies with a screenshot and is approved', async () => {
    const { context, page } = await visitor(site.browser);
    await home(page, `${site.server.url}/`);
    // A visitor sees the promotions; the button asks for a login.
    await page.goto(`${site.server.url}/promotions`);
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await page.getByRole('button', { name: 'Claim bonus: Welcome bonus' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');

    const username = `promo${Date.now().toString(36).slice(-6)}`;
    await banner(page).getByRole('button', { name: 'Register', exact: true }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Username', { exact: true }).fill(username);
    await register.getByLabel('Password', { exact: true }).fill('Promo@2026x');
    await register.getByLabel('Confirm password', { exact: true }).fill('Promo@2026x');
    await register.getByLabel(/18 or older/).check();
    await solveCaptcha(site.server, page, register);
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await signOutButton(page).waitFor();
    await closeWelcome(page, { firstLogin: true });
    await page.goto(`${site.server.url}/promotions`);
    const welcome = page.getByRole('article', { name: 'Welcome bonus' });
    await welcome.getByRole('button', { name: 'Claim bonus: Welcome bonus' }).click();
    await see(welcome, 'P 50.00 is in your main wallet.');
    await see(welcome, 'In progress');
    await headerBalance(page, 'P 50.00');

    // Category tabs; a coming-soon promotion has no button.
    await page.getByRole('tab', { name: 'Limited' }).click();
    const festival = page.getByRole('article', { name: 'Festival bonus' });
    await see(festival, 'Coming soon');
    expect(await festival.getByRole('button').count()).toBe(0);

    // The apply form on the promotion's page: a comment and one png.
    await page.getByRole('link', { name: 'Apply: Share your big win' }).click();
    await page.getByRole('heading', { level: 1, name: 'Share your big win' }).waitFor();
    const form = page.getByRole('region', { name: 'Apply for Share your big win' });
    await form.getByLabel('Comment').fill('Won P 2,400 on Lucky Fish');
    await form.getByLabel('Images').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
    await see(form, 'win.png');
    await form.getByRole('button', { name: 'Send application' }).click();
    await see(form, 'Your application was sent.');

    // The operator approves it; the reward center shows both rewards and the locked bonus money.
    const list = await opsRun(site.server, 'promotions', 'applications');
    const id = list.split('\n').find((l) => l.includes(username))!.split(/\s+/)[0]!;
    expect(await opsRun(site.server, 'promotions', 'approve', id)).toContain('P 200.00 paid');
    await banner(page).getByRole('button', { name: username }).click();
    const rewards = await openSection(page, 'Reward center');
    await see(rewards, 'Approved, bonus paid');
    await see(rewards, 'P 250.00 of bonus money can be withdrawn once its turnover is met.');
    await expect.poll(() => memberCenter(page).getByRole('progressbar', { name: 'Turnover of Welcome bonus' }).getAttribute('max')).toBe('25000');
    await context.close();
  });
});
