import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createVendorClient } from './client';
import { PlayPage } from './play-page';
import { emptyPage, sessionFor } from './testing/fixtures';
import { fakeSite, PAGE_URL, renderGame } from './testing/render-game';
import { stubVendorApi } from './testing/stub-api';
import { useVendorLocale, WithVendorI18n } from './testing/vendor-i18n';

useVendorLocale('en');

function renderPage(handlers: Parameters<typeof stubVendorApi>[0], ticket: string | null = 'tk-123', site = fakeSite()) {
  const api = stubVendorApi(handlers);
  const client = createVendorClient({ baseUrl: PAGE_URL, fetch: api.fetch });
  render(
    <WithVendorI18n>
      <PlayPage client={client} ticket={ticket} lang="en" site={site} />
    </WithVendorI18n>,
  );
  return { api, site };
}

describe('play page', () => {
  it('redeems the ticket once at /demo-vendor/api/session on the page’s host, without credentials', async () => {
    const { api } = renderPage({ 'POST /session': () => ({ value: sessionFor('dice') }), 'GET /rounds': () => ({ value: emptyPage }) });
    expect(screen.getByRole('status')).toHaveTextContent('Opening the game…');
    await screen.findByRole('heading', { level: 1, name: 'Demo dice' });
    const [open] = api.calls('POST /session');
    expect(api.calls('POST /session')).toHaveLength(1);
    expect(open!.url.href).toBe('http://games.example/demo-vendor/api/session');
    expect(open!.body).toEqual({ ticket: 'tk-123' });
    expect(open!.headers.get('authorization')).toBeNull();
    expect(api.fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' });
  });

  it('sends the session token (kept in memory only) on every later call', async () => {
    const { api } = await renderGame('dice');
    await waitFor(() => expect(api.calls('GET /rounds')).toHaveLength(1));
    expect(api.calls('GET /rounds')[0]!.headers.get('authorization')).toBe('Bearer st-secret-token');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('st-secret-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('st-secret-token');
    expect(document.cookie).not.toContain('st-secret-token');
  });

  it('shows the balance and the stake bounds of the game', async () => {
    await renderGame('dice');
    expect(screen.getByText('Balance').querySelector('output')).toHaveTextContent('P 100.00');
    expect(screen.getByText('Stake from P 1.00 to P 500.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Stake')).toHaveDisplayValue('P 1.00');
  });

  it('an expired or used ticket is explained; in a window of its own the page offers to close it', async () => {
    const { site } = renderPage({ 'POST /session': () => ({ errorCode: 'demo.ticket.invalid', status: 401 }) }, 'tk-123', fakeSite(false));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link has expired or was already used.');
    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));
    expect(site.close).toHaveBeenCalledTimes(1);
  });

  it('inside the site’s frame an expired ticket is explained without a second close control (the site’s “Close game” is the one)', async () => {
    renderPage({ 'POST /session': () => ({ errorCode: 'demo.ticket.invalid', status: 401 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link has expired or was already used.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without a ticket it says where games open, and makes no request', async () => {
    const { api } = renderPage({}, null);
    expect(screen.getByRole('alert')).toHaveTextContent('This page opens from the site: choose a game there.');
    expect(api.requests).toEqual([]);
  });

  it('a network failure while opening is a translated message', async () => {
    renderPage({ 'POST /session': () => 'network' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  });

  it('in a window of its own, “Close game” asks the site to close the game', async () => {
    const { site, user } = await renderGame('dice', {}, sessionFor('dice'), fakeSite(false));
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(site.close).toHaveBeenCalledTimes(1);
  });

  it('inside the site’s frame the game has no close control of its own', async () => {
    await renderGame('dice');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it('speaks the session’s language (Bengali) unless ?lang= chose one', async () => {
    try {
      const api = stubVendorApi({ 'POST /session': () => ({ value: sessionFor('dice', { language: 'BN' }) }), 'GET /rounds': () => ({ value: emptyPage }) });
      render(
        <WithVendorI18n>
          <PlayPage client={createVendorClient({ baseUrl: PAGE_URL, fetch: api.fetch })} ticket="tk-1" lang={null} site={fakeSite(false)} />
        </WithVendorI18n>,
      );
      expect(await screen.findByRole('button', { name: 'ছুড়ুন' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'গেম বন্ধ করুন' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('bn');
    } finally {
      useVendorLocale('en');
    }
  });

  it('an engine the page does not know is refused politely', async () => {
    await renderGame('poker', {}, sessionFor('dice', { engine: 'poker', gameName: 'Demo poker' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This game is not available.');
  });
});
