import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureBet, fixtureOf, sessionFor } from '../testing/fixtures';
import { renderGame } from '../testing/render-game';
import { useVendorLocale } from '../testing/vendor-i18n';

useVendorLocale('en');

const page = (list: unknown[]) => ({ value: { list, page: 1, size: 20, total: list.length } });

describe('sports board', () => {
  it('lists the fixtures with 1X2 odds; a pick goes to the slip; Place bet sends one selection and refreshes my bets', async () => {
    let bets: unknown[] = [];
    const { api, user, site } = await renderGame('sports', {
      'GET /fixtures': () => ({ value: { list: [fixtureOf(), fixtureOf({ fixtureId: 'fx-2', home: 'Sylhet Strikers', away: 'Rangpur Riders', status: 'live' })] } }),
      'GET /bets': () => page(bets),
      'POST /bet': (req) => {
        bets = [fixtureBet({ stake: req.body.stake })];
        return { value: { bet: bets[0], balance: 9_800 } };
      },
      'GET /balance': () => ({ value: { balance: 9_800 } }),
    });
    const odds = await screen.findByRole('group', { name: 'Odds for Dhaka Tigers v Chattogram Kings' });
    expect(within(odds).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Dhaka Tigers, odds 1.85',
      'Draw, odds 3.40',
      'Chattogram Kings, odds 4.10',
    ]);
    // A match in play takes no bets.
    for (const b of within(screen.getByRole('group', { name: 'Odds for Sylhet Strikers v Rangpur Riders' })).getAllByRole('button')) expect(b).toBeDisabled();
    expect(screen.getByText('Pick the odds of a match to add it to the slip.')).toBeInTheDocument();

    await user.click(within(odds).getByRole('button', { name: 'Dhaka Tigers, odds 1.85' }));
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('Potential win: P 1.85')).toBeInTheDocument();
    await user.selectOptions(within(slip).getByLabelText('Stake'), 'P 2.00');
    expect(within(slip).getByText('Potential win: P 3.70')).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(api.calls('POST /bet')).toHaveLength(1));
    expect(api.calls('POST /bet')[0]!.body).toEqual({ requestId: expect.any(String), fixtureId: 'fx-1', pick: 'home', stake: 200 });
    expect(await screen.findByText('Bet placed: P 2.00. It settles when the match ends.')).toBeInTheDocument();
    expect(site.balanceChanged).toHaveBeenCalledTimes(1);
    const mine = screen.getByRole('region', { name: 'My bets' });
    await waitFor(() => expect(within(mine).getByText(/Dhaka Tigers v Chattogram Kings/)).toBeInTheDocument());
    expect(within(mine).getByText(/Open$/)).toBeInTheDocument();
    expect(screen.getByText('Pick the odds of a match to add it to the slip.')).toBeInTheDocument();
  });

  it('shows settled bets and, for a settled match, the revealed result seed with a verify link', async () => {
    const settled = fixtureOf({ status: 'settled', result: 'away', resultSeed: 'e'.repeat(64) });
    const { user } = await renderGame('sports', {
      'GET /fixtures': () => ({ value: { list: [settled] } }),
      'GET /bets': () => page([fixtureBet({ status: 'lost', result: 'away', fixtureStatus: 'settled' }), fixtureBet({ betReference: 'DV-B2', pick: 'away', odds: 4.1, status: 'won', payout: 820 })]),
    });
    expect(await screen.findByText(/Finished: Chattogram Kings won/)).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'My bets' });
    await waitFor(() => expect(within(mine).getByText(/Won P 8.20/)).toBeInTheDocument());
    expect(within(mine).getByText(/Lost/)).toBeInTheDocument();
    await user.click(screen.getByText('Provably fair', { selector: 'summary' }));
    const link = screen.getByRole('link', { name: 'Verify the result' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/demo-vendor/verify');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ engine: 'sports', serverSeed: 'e'.repeat(64), clientSeed: 'fx-1', nonce: '0' });
  });

  it('e-sports: match-winner odds (no draw) and only e-sports fixtures', async () => {
    await renderGame(
      'esports',
      {
        'GET /fixtures': () => ({
          value: {
            list: [
              fixtureOf({ kind: 'esports', fixtureId: 'es-1', home: 'Team Liquid', away: 'Fnatic', odds: { home: 1.7, away: 2.05 } }),
              fixtureOf({ fixtureId: 'fx-9', home: 'Football A', away: 'Football B' }),
            ],
          },
        }),
        'GET /bets': () => page([]),
      },
      sessionFor('esports'),
    );
    const odds = await screen.findByRole('group', { name: 'Odds for Team Liquid v Fnatic' });
    expect(within(odds).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByText('Football A v Football B')).toBeNull();
    // The verify page is one link away on the fixture boards too.
    expect(screen.getByRole('link', { name: 'Open the verify page' }).getAttribute('href')).toMatch(/^\/demo-vendor\/verify\?engine=esports&/);
  });

  it('betting closed at kickoff is a translated refusal; the slip keeps the pick', async () => {
    const { user } = await renderGame('sports', {
      'GET /fixtures': () => ({ value: { list: [fixtureOf()] } }),
      'GET /bets': () => page([]),
      'POST /bet': () => ({ errorCode: 'demo.fixture.closed', status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Dhaka Tigers, odds 1.85' }));
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Betting on this match is closed.');
    expect(screen.getByRole('button', { name: 'Dhaka Tigers, odds 1.85' })).toHaveAttribute('aria-pressed', 'true');
  });
});
