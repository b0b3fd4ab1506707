import { describe, expect, it } from 'vitest';
import { home, logIn, signOutButton, visitor } from './support/accounts';
import { banner, depositWithBkash, memberCenter, openSection, registerMember, see } from './support/member';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, DEMO_DEPOSIT_DELAY_MS: '1000' } });

const PASSWORD = 'Calm#River2026';
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;

describe('responsible gambling as a new member would use it', () => {
  it('sets a deposit limit and is stopped by it, sees net deposits, takes a 24 h time-out and is refused at login', async () => {
    const { context, page } = await visitor(site.browser);
    await home(page, `${site.server.url}/`);
    const username = `care${unique()}`;
    await registerMember(site.server, page, username, PASSWORD);

    // A first deposit of P 300.00, then a 24 hour limit of P 500.00 from the deposit section's link.
    let mc = await depositWithBkash(page, 300);
    await mc.getByRole('button', { name: 'New deposit' }).click();
    await mc.getByRole('button', { name: 'Responsible gambling: set a deposit limit or take a break' }).click();
    const limits = mc.getByRole('region', { name: 'Deposit limits' });
    await limits.getByLabel('Limit period', { exact: true }).selectOption('day');
    await limits.getByLabel('Limit amount', { exact: true }).fill('500');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await see(limits, 'Your new 24 hours limit applies now.');
    await see(limits, 'You can deposit up to P 200.00 now (the lowest of your limits applies).');

    // A raise waits for its cooling-off; the P 500.00 still applies.
    await limits.getByRole('button', { name: 'Change a limit' }).click();
    await limits.getByLabel('Limit amount', { exact: true }).fill('5000');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await see(limits, /Your higher 24 hours limit applies from .+, after a 24 hour cooling-off/);

    // A deposit of P 300.00 would pass it: refused, nothing requested.
    mc = await openSection(page, 'Deposit');
    await mc.getByRole('button', { name: /bKash/ }).click();
    await mc.getByLabel('Amount', { exact: true }).fill('300');
    await mc.getByRole('button', { name: 'Request deposit' }).click();
    await see(mc, 'This deposit would go over your deposit limit. See Responsible gambling for what you can still deposit.');

    // The account record shows net deposits.
    mc = await openSection(page, 'Account record');
    const net = mc.getByRole('table', { name: 'Net deposits' });
    await expect.poll(() => net.getByRole('row', { name: /Last 24 hours/ }).innerText()).toMatch(/P 300\.00\s+P 0\.00\s+P 300\.00/);

    // A 24 hour time-out: reviewed, understood, confirmed; the member is signed out.
    mc = await openSection(page, 'Responsible gambling');
    const brk = mc.getByRole('region', { name: 'Take a break' });
    await brk.getByRole('radio', { name: 'Time-out (24 hours to 6 weeks)' }).check();
    await brk.getByLabel('How long', { exact: true }).selectOption({ label: '24 hours' });
    await brk.getByRole('button', { name: 'Continue' }).click();
    const start = brk.getByRole('button', { name: 'Start time-out' });
    expect(await start.isDisabled()).toBe(true);
    await brk.getByRole('checkbox', { name: 'I understand that I cannot log in until it ends' }).check();
    await start.click();
    await see(brk, /Your time-out runs until .+\. You cannot log in or receive offers until then\./);
    await brk.getByRole('button', { name: 'Log out now' }).click();
    await memberCenter(page).waitFor({ state: 'detached' });
    await banner(page).getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await signOutButton(page).count()).toBe(0);

    // Login is refused with the reason while the time-out runs.
    const dialog = await logIn(page, username, PASSWORD);
    await see(dialog, 'You are taking a break (time-out). You can log in again when it ends.');
    expect(await signOutButton(page).count()).toBe(0);
    await context.close();
  });
});
