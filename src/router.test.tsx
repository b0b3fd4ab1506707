import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../tests/setup/i18n';
import { guardRedirect, PUBLIC_PATHS } from './router';
import { lazyPage } from './views/common/lazy-page';
import { whitelabelWith } from './views/testing/fixtures';
import { renderApp } from './views/testing/render-app';
import { memberInfoFixtures } from './machines/session/session.fixtures';
import { ApiError } from './api/errors';

type Layout = 'full' | 'headerOnly' | 'bare';

/** Every route of SPEC §2 with its layout and page heading (English catalog). */
const ROUTES: [path: string, layout: Layout, heading: string][] = [
  ['/', 'full', 'Home'],
  ['/index', 'full', 'Home'],
  ['/index.html', 'full', 'Home'],
  ['/home', 'full', 'Home'],
  ['/register', 'full', 'Home'],
  ['/register.html', 'full', 'Home'],
  ['/login', 'full', 'Home'],
  ['/vip', 'full', 'VIP'],
  ['/pointMall', 'headerOnly', 'Points Mall'],
  ['/lottery', 'headerOnly', 'Lottery'],
  ['/Vnlottery', 'headerOnly', 'Vietnam Lottery'],
  ['/elott', 'full', 'E-Lottery'],
  ['/rng', 'full', 'Slots'],
  ['/live', 'full', 'Live Casino'],
  ['/fish', 'full', 'Fishing'],
  ['/pvp', 'full', 'Card Games'],
  ['/sports', 'full', 'Sports'],
  ['/esports', 'full', 'E-Sports'],
  ['/promotions', 'full', 'Promotions'],
  ['/promoDetail', 'full', 'Promotion details'],
  ['/seamless', 'headerOnly', 'Seamless games'],
  ['/help', 'full', 'Help Center'],
  ['/helpmc', 'bare', 'Help Center'],
  ['/down', 'full', 'App Download'],
  ['/download', 'full', 'App Download'],
  ['/join', 'full', 'Join Us'],
  ['/game', 'headerOnly', 'Game'],
  ['/reset-password', 'full', 'Reset password'],
  ['/flows', 'bare', 'Flows'],
  ['/no/such/page', 'full', 'Page not found'],
];

function expectLayout(layout: Layout) {
  expect(screen.getByRole('main')).toBeInTheDocument();
  const header = screen.queryByRole('banner');
  if (layout === 'bare') {
    expect(header).toBeNull();
  } else {
    expect(header).not.toBeNull();
    expect(within(header!).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  }
  const hasFooterAndSideBar = layout === 'full';
  expect(screen.queryByRole('contentinfo') !== null).toBe(hasFooterAndSideBar);
  expect(screen.queryByRole('complementary', { name: 'Quick links' }) !== null).toBe(hasFooterAndSideBar);
}

/** The browser tab: "<page> · <brand>" (the fixture's brand is Demo); home is the brand alone; /register and /login name their modal. */
function expectedTitle(path: string, heading: string): string {
  if (heading === 'Home') return path.startsWith('/register') ? 'Register · Demo' : path === '/login' ? 'Login · Demo' : 'Demo';
  return `${heading} · Demo`;
}

describe('routes and layouts', () => {
  it.each(ROUTES)('%s renders in the %s layout with heading "%s", and its name in the title', async (path, layout, heading) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expectLayout(layout);
    await waitFor(() => expect(document.title).toBe(expectedTitle(path, heading)));
  });

  it('/register opens the register modal over the home content, /login the login modal', async () => {
    await renderApp({ path: '/register' });
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    screen.getByRole('heading', { level: 1, name: 'Home' });
  });

  it('/login opens the login modal', async () => {
    await renderApp({ path: '/login' });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('/register opens no modal when direct registration is off', async () => {
    await renderApp({ path: '/register', whitelabel: whitelabelWith({ modules: { DIRECTREG3: false } }) });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/help lists help articles with sanitised content', async () => {
    await renderApp({
      path: '/help',
      responses: {
        helpCenter: {
          categories: [
            { id: 1, title: 'Deposits', articles: [{ id: 2, title: 'How to deposit', content: '<p>Open <i>wallet</i></p><script>x()</script>' }] },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposits' })).toBeInTheDocument();
    const article = screen.getByText('How to deposit').closest('details')!;
    expect(await within(article).findByText('wallet')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
  });

  it('/help shows a retry when the help center fails', async () => {
    await renderApp({ path: '/help', responses: { helpCenter: undefined } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('/down shows both QR codes at the default size', async () => {
    await renderApp({ path: '/down' });
    const ios = await screen.findByRole('img', { name: 'QR code to download the iOS app' });
    expect(ios).toHaveAttribute('width', '200');
    expect(screen.getByRole('img', { name: 'QR code to download the Android app' })).toHaveAttribute('height', '200');
  });
});

describe('a router matched before the first render (main.tsx)', () => {
  it('is the router the site draws, and is not matched again when the site mounts', async () => {
    const rendered = vi.fn();
    let load: ReturnType<typeof vi.fn> | undefined;
    await renderApp({
      path: '/help',
      preloadRouter: (router) => {
        expect(router?.state.location.pathname).toBe('/help');
        expect(router?.state.status).toBe('idle');
        router!.subscribe('onRendered', rendered);
        load = vi.spyOn(router!, 'load') as unknown as ReturnType<typeof vi.fn>;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await waitFor(() => expect(rendered).toHaveBeenCalled());
    expect(load).not.toHaveBeenCalled();
  });

  it('the guard ran with the restored session: a visitor on a members-only site is at /login', async () => {
    const { router } = await renderApp({ path: '/vip', preloadRouter: true, whitelabel: whitelabelWith({ settings: { loginedToHomePage: true } }) });
    expect(router?.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});

describe('loginedToHomePage guard', () => {
  const membersOnly = whitelabelWith({ settings: { loginedToHomePage: true } });

  it('sends a visitor without a token to /login', async () => {
    const { history } = await renderApp({ path: '/vip', whitelabel: membersOnly });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });

  it('lets a visitor through to /helpmc', async () => {
    const { history } = await renderApp({ path: '/helpmc', whitelabel: membersOnly });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/helpmc');
  });

  it('lets a member with a session token through', async () => {
    sessionStorage.setItem('token', 'abc');
    const { history } = await renderApp({ path: '/vip', whitelabel: membersOnly, responses: { memberInfo: memberInfoFixtures.member } });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/vip');
  });

  it('sends a visitor to /login when the restored token turns out to be dead', async () => {
    sessionStorage.setItem('token', 'stale');
    const { history } = await renderApp({
      path: '/vip',
      whitelabel: membersOnly,
      responses: { memberInfo: async () => Promise.reject(new ApiError('sessionReplaced', 'login.not.session')) },
    });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('lets a visitor through to /reset-password (whoever forgot the password has no session)', async () => {
    const { history } = await renderApp({ path: '/reset-password?code=abc', whitelabel: membersOnly });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/reset-password');
  });

  it('is off when the setting is off', () => {
    expect(guardRedirect('/vip', { whitelabel: whitelabelWith(), token: null })).toBeNull();
  });

  it('allows exactly the public paths', () => {
    const ctx = { whitelabel: membersOnly, token: null };
    for (const path of PUBLIC_PATHS) expect(guardRedirect(path, ctx)).toBeNull();
    expect(guardRedirect('/helpmc/', ctx)).toBeNull();
    for (const path of ['/', '/home', '/help', '/down', '/game', '/vip']) expect(guardRedirect(path, ctx)).toBe('/login');
  });
});

describe('/reset-password', () => {
  it('prefills the code of the e-mail link, editable; resets, then "Log in" opens the login modal', async () => {
    const seen: unknown[] = [];
    const { user } = await renderApp({
      path: '/reset-password?code=Zm9vYmFy-_1',
      responses: {
        resetByEmailCode: async (o?: { body?: unknown }) => {
          seen.push(o?.body);
          return null as never;
        },
      },
    });
    const code = await screen.findByLabelText('Reset code');
    expect(code).toHaveValue('Zm9vYmFy-_1');
    await user.type(code, 'X');
    await user.type(screen.getByLabelText('New password'), 'NewPass2025');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass2025');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(seen).toEqual([{ code: 'Zm9vYmFy-_1X', newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2025' }]);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('without a code the field is empty and required', async () => {
    const { user } = await renderApp({ path: '/reset-password' });
    const code = await screen.findByLabelText('Reset code');
    expect(code).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(code).toHaveAccessibleDescription('Input cannot be empty');
  });
});

describe('lazy pages', () => {
  it('a chunk that does not arrive in time shows a translated error, and retry loads it', async () => {
    useTestLocale('en');
    let attempt = 0;
    const Page = lazyPage<object>(
      () => (++attempt === 1 ? new Promise(() => {}) : Promise.resolve(() => <h1>Loaded page</h1>)),
      { timeoutMs: 20 },
    );
    render(
      <WithI18n>
        <Page />
      </WithI18n>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The page took longer to load, check your network');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });
});
