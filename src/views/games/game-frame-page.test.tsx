import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBalanceChanged } from '../../machines/balance/balance-signal';
import { whitelabelWith } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { fromGameFrame, vendorMessage } from '../../machines/game-frame/frame-messages';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const withLaunchCdns = (cdns: string[]) => {
  const w = whitelabelWith();
  return { ...w, info: { ...w.info, launchGameCDNs: cdns } };
};

/** The stored game (no name kept: the frame is then "Game window"). */
async function openGame(path = '/game', cdns = [''], name?: string) {
  sessionStorage.setItem('iframeUrl', '/demo-vendor/play?ticket=t1');
  if (name) sessionStorage.setItem('iframeTitle', name);
  const app = await renderApp({ path, whitelabel: withLaunchCdns(cdns) });
  const frame = (await screen.findByTitle(name ?? 'Game window', {}, { timeout: 5000 })) as HTMLIFrameElement;
  return { ...app, frame };
}

function post(data: unknown, source: MessageEventSource | null, origin = 'null') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

describe('/game', () => {
  it('shows the stored game in a sandboxed iframe (scripts only, never same-origin), from a random launch CDN', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.75);
    const { frame } = await openGame('/game', ['https://cdn1.example', 'https://cdn2.example/']);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('https://cdn2.example/demo-vendor/play?ticket=t1');
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeInTheDocument();
  });

  it('refreshes the header balance when its game says a round moved money; ignores other windows, origins and shapes', async () => {
    const { frame } = await openGame();
    const changed = vi.fn();
    const stop = onBalanceChanged(changed);
    try {
      post({ type: 'demo-vendor:balance' }, window);
      post({ type: 'demo-vendor:balance' }, frame.contentWindow, 'https://evil.example');
      post('demo-vendor:balance', frame.contentWindow);
      post({ type: 'demo-vendor:balanc' }, frame.contentWindow);
      post([{ type: 'demo-vendor:balance' }], frame.contentWindow);
      expect(changed).not.toHaveBeenCalled();
      post({ type: 'demo-vendor:balance' }, frame.contentWindow);
      post({ type: 'demo-vendor:balance', extra: 1 }, frame.contentWindow, window.location.origin);
      expect(changed).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });

  it('closes when its game asks, and forgets the spent URL', async () => {
    const { frame, history } = await openGame();
    post({ type: 'demo-vendor:close' }, window);
    expect(history.location.pathname).toBe('/game');
    post({ type: 'demo-vendor:close' }, frame.contentWindow);
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });

  it('the one close control, “Close game”, leaves the game and forgets its URL and name', async () => {
    const { user, history } = await openGame('/game', [''], 'Fortune Tiger');
    expect(screen.getAllByRole('button', { name: /close/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
    expect(sessionStorage.getItem('iframeTitle')).toBeNull();
  });

  it('the frame is named by the launched game (kept at launch), so a screen reader says what is in it', async () => {
    const { frame } = await openGame('/game', [''], 'Fortune Tiger');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAccessibleName('Fortune Tiger');
  });

  it('without a game says so, with a way home; a stored URL that is not a site path or http(s) counts as none', async () => {
    sessionStorage.setItem('iframeUrl', 'javascript:alert(1)');
    await renderApp({ path: '/game' });
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('No game is open. Choose a game to play.');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByTitle('Game window')).toBeNull();
  });

  it('/seamless is the same page under its own name', async () => {
    await openGame('/seamless');
    expect(screen.getByRole('heading', { level: 1, name: 'Seamless games' })).toBeInTheDocument();
  });
});

describe('vendor messages', () => {
  it('accepts exactly the two message types, as objects', () => {
    expect(vendorMessage({ type: 'demo-vendor:balance' })).toBe('balance');
    expect(vendorMessage({ type: 'demo-vendor:close' })).toBe('close');
    for (const bad of [null, 'demo-vendor:close', { type: 'toString' }, { type: 5 }, [], { kind: 'demo-vendor:close' }]) expect(vendorMessage(bad)).toBeNull();
  });

  it('trusts only the frame’s own window with origin "null" or the site’s', () => {
    const frame = {} as Window;
    const ev = (source: unknown, origin: string) => ({ source, origin }) as unknown as MessageEvent;
    expect(fromGameFrame(ev(frame, 'null'), frame, 'https://site.example')).toBe(true);
    expect(fromGameFrame(ev(frame, 'https://site.example'), frame, 'https://site.example')).toBe(true);
    expect(fromGameFrame(ev(frame, 'https://evil.example'), frame, 'https://site.example')).toBe(false);
    expect(fromGameFrame(ev({}, 'null'), frame, 'https://site.example')).toBe(false);
    expect(fromGameFrame(ev(null, 'null'), null, 'https://site.example')).toBe(false);
  });
});
