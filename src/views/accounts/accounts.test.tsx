import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { captchaPngFixture } from '../../machines/captcha/captcha.fixtures';
import { loginFixtures } from '../../machines/login/login.model';
import { readRememberedLogin } from '../../machines/login/login.remember';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import { renderApp } from '../testing/render-app';

describe('accounts in the app', () => {
  it('logs in from the header: session stored, header shows the member block; a later login shows no welcome', async () => {
    const { user, api } = await renderApp({ responses: { login: loginFixtures.ok, memberInfo: memberInfoFixtures.member } });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('Username'), '  player01 ');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // Not the account's first login: the login dialog closes and nothing opens in its place.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Lucky Player' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Lucky Player' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Agent' })).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('tok-login');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(sessionStorage.getItem('customerId')).toBe('c-1001');
    // Trimmed username, password as typed; no captcha until the server asks.
    expect(api.calls.find((c) => c.name === 'login')?.options?.body).toEqual({ type: 'username', username: 'player01', password: 'Secret123', captcha: undefined });
    // Not ticked: nothing remembered.
    expect(readRememberedLogin()).toBeNull();
  });

  it("greets the account's first login with the welcome, and closing it leaves the page free", async () => {
    const { user } = await renderApp({ responses: { login: loginFixtures.firstTime, memberInfo: memberInfoFixtures.member } });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const welcome = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(await within(welcome).findByText('Welcome to the site, Lucky Player! Your account is ready.')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(welcome).getByRole('button', { name: 'Start playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the first validator message under each field and sends nothing', async () => {
    const { user, api } = await renderApp();
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('Input cannot be empty');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Input cannot be empty');
    expect(api.calls.some((c) => c.name === 'login')).toBe(false);
  });

  it('remember password keeps user and password in the cookie only when ticked', async () => {
    const { user } = await renderApp({ responses: { login: loginFixtures.ok, memberInfo: memberInfoFixtures.member } });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember password' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readRememberedLogin()).toMatchObject({ username: 'player01', password: 'Secret123' });
    document.cookie = 'rememberLogin=; max-age=0; path=/';
  });

  it('free demo starts a trial session; member features answer in_need_true_account', async () => {
    const { user } = await renderApp({ responses: { loginFreeplay: { ...loginFixtures.ok, token: 'tok-trial' }, memberInfo: memberInfoFixtures.trial } });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Free demo' }));
    await user.click(await within(header).findByRole('button', { name: 'Deposit' }));
    const popup = screen.getByRole('alertdialog');
    expect(popup).toHaveTextContent('Please register a real account to use this feature');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('agents get the Agent entry; a 401 login.not.session anywhere signs out with a message', async () => {
    sessionStorage.setItem('token', 'tok-agent');
    let replaced = false;
    const { user, session } = await renderApp({
      responses: {
        memberInfo: async () => {
          if (replaced) throw new ApiError('sessionReplaced', 'login.not.session', { status: 401 });
          return memberInfoFixtures.agent;
        },
      },
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Agent' })).toBeInTheDocument();
    replaced = true;
    session.send({ type: 'session.refresh' });
    const popup = await screen.findByRole('alertdialog');
    expect(popup).toHaveTextContent('You have been logged in elsewhere, please log in again');
    expect(sessionStorage.getItem('token')).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sign out: confirm, delete call, session cleared, merchant re-set, back to /', async () => {
    sessionStorage.setItem('token', 'tok-abc');
    const { user, api, history } = await renderApp({
      path: '/vip',
      responses: { memberInfo: memberInfoFixtures.member, logout: async () => undefined as never },
    });
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alertdialog', { name: 'Sign out?' })).toHaveTextContent('Are you sure you want to log out?');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(api.calls.some((c) => c.name === 'logout')).toBe(true);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('bd01');
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('once the server asks for a captcha, each refused attempt loads a new picture (the old one is used up)', async () => {
    const { user, api } = await renderApp({
      responses: {
        captcha: captchaPngFixture,
        login: async () => {
          throw loginFixtures.captchaNeeded;
        },
      },
    });
    const captchaLoads = () => api.calls.filter((c) => c.name === 'captcha').length;
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // The server's first flag shows the captcha: one picture.
    expect(await within(dialog).findByRole('img', { name: 'Captcha' })).toBeInTheDocument();
    expect(captchaLoads()).toBe(1);
    await user.type(within(dialog).getByLabelText('Captcha'), 'ab12');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // Refused again: a second picture, once the captcha's refresh throttle (1 s) allows it.
    await waitFor(() => expect(captchaLoads()).toBe(2), { timeout: 3000 });
    expect(within(dialog).getByLabelText('Captcha')).toHaveValue('');
  });
});
