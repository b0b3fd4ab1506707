import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { LaunchRequest } from '../../api/schemas/lobby';
import { GAMES } from '../../config/constants';
import { fortuneTiger, gameListFixture, mahjongWays } from '../../machines/game-launch/game-launch.fixtures';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import { renderApp } from '../testing/render-app';
import { lobbyResponses, signInAsMember } from './games-testing';

/** A lazily loaded page's first render waits for its chunk (and the games catalog part). */
const page = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('category pages: vendor lanes', () => {
  it('/live shows a lane per vendor: its name, hot badge, its games as named cards', async () => {
    await renderApp({ path: '/live', responses: lobbyResponses() });
    await page('Live Casino');
    const evo = await screen.findByRole('region', { name: 'Evolution Hot' });
    const games = within(evo).getByRole('list', { name: 'Evolution games' });
    expect(within(games).getByRole('button', { name: 'Speed Baccarat' })).toBeInTheDocument();
    expect(within(games).getByRole('img', { name: 'Speed Baccarat' })).toBeInTheDocument();
    // A vassalage item opens the vendor's list instead of launching.
    expect(within(games).getByRole('button', { name: 'Evolution lobby' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(games).getByRole('button', { name: 'Speed Baccarat' })).not.toHaveAttribute('aria-haspopup');
    const sexy = screen.getByRole('region', { name: 'AE Sexy' });
    // All of AE Sexy's games are in its lane: no "More".
    expect(within(sexy).queryByRole('button', { name: /More/ })).toBeNull();
  });

  it('"More" opens an accessible popup list of the vendor’s games (GCSGAME_gameList)', async () => {
    const calls: CallOptions['query'][] = [];
    const responses = lobbyResponses();
    const gameList = responses.gameList as (o?: CallOptions) => Promise<unknown>;
    const { user } = await renderApp({
      path: '/live',
      responses: { ...responses, gameList: async (o?: CallOptions) => (calls.push(o?.query), gameList(o)) as never },
    });
    await user.click(await screen.findByRole('button', { name: 'More Evolution games' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Evolution' });
    expect(await within(dialog).findByRole('button', { name: 'Lightning Roulette' })).toBeInTheDocument();
    expect(calls).toEqual([{ vassalage: 'EVO', gameCategory: 'LIVE', page: 1, size: GAMES.gameListPageSize }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the game popup is a modal like the others: the page behind is locked while it shows, and Escape closes it', async () => {
    const { user } = await renderApp({ path: '/live', responses: lobbyResponses() });
    await user.click(await screen.findByRole('button', { name: 'More Evolution games' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Evolution' });
    expect(await within(dialog).findByRole('list', { name: 'Evolution games' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
    // The lobby behind is where it was: its lanes are still there to press.
    expect(screen.getByRole('button', { name: 'More Evolution games' })).toBeInTheDocument();
  });

  it('a VASSALAGE item opens the popup list of its game type; a game chosen there launches into /game', async () => {
    const launches: LaunchRequest[] = [];
    const queries: CallOptions['query'][] = [];
    const responses = lobbyResponses(launches);
    const gameList = responses.gameList as (o?: CallOptions) => Promise<unknown>;
    const { user, history } = await renderApp({
      path: '/live',
      responses: { ...responses, ...signInAsMember(), gameList: async (o?: CallOptions) => (queries.push(o?.query), gameList(o)) as never },
    });
    await user.click(await screen.findByRole('button', { name: 'Evolution lobby' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Evolution lobby' });
    await user.click(await within(dialog).findByRole('button', { name: 'Lightning Roulette' }));
    // The popup closes as the game starts; the launch outlives it.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Evolution lobby' })).toBeNull());
    expect(queries[0]).toEqual({ vassalage: 'EVO', gameType: 'TABLE', page: 1, size: GAMES.gameListPageSize });
    await waitFor(() => expect(history.location.pathname).toBe('/game'));
    expect(launches).toEqual([expect.objectContaining({ gameId: 'EVO-roulette', vassalage: 'EVO', launchMode: 'GLS', language: 'EN' })]);
    // The frame is named by the game it shows.
    expect(await screen.findByTitle('Lightning Roulette')).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('a visitor pressing a game gets the login modal', async () => {
    const launches: LaunchRequest[] = [];
    const { user } = await renderApp({ path: '/live', responses: lobbyResponses(launches) });
    await user.click(await screen.findByRole('button', { name: 'Speed Baccarat' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(launches).toEqual([]);
  });

  it('a trial account is warned before a game that forbids trial play', async () => {
    sessionStorage.setItem('token', 'tok-trial');
    const launches: LaunchRequest[] = [];
    const forbidden = { ...fortuneTiger, trial: false };
    const { user } = await renderApp({
      path: '/rng',
      responses: { ...lobbyResponses(launches), memberInfo: memberInfoFixtures.trial, gameList: gameListFixture([forbidden]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Fortune Tiger' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Please register a real account to use this feature');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launches).toEqual([]);
  });

  it('a refused launch shows its message (SPEC §8) and no retry; a network failure offers one', async () => {
    let failure: ApiError | null = new ApiError('server', 'game.unknown', { status: 404 });
    const { user } = await renderApp({
      path: '/live',
      responses: {
        ...lobbyResponses(),
        ...signInAsMember(),
        launchGame: async () => {
          if (failure) throw failure;
          return { content: '/demo-vendor/play?ticket=t9' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Speed Baccarat' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Speed Baccarat could not be opened' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This game is not available');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    failure = new ApiError('network', 'network.abnormal');
    await user.click(screen.getByRole('button', { name: 'Speed Baccarat' }));
    dialog = await screen.findByRole('dialog', { name: 'Speed Baccarat could not be opened' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    failure = null;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sessionStorage.getItem('iframeUrl')).toBe('/demo-vendor/play?ticket=t9'));
  });

  it('says so when a category has no vendors yet, and offers a retry when lanes fail', async () => {
    let fail = true;
    const { user } = await renderApp({
      path: '/fish',
      responses: {
        ...lobbyResponses(),
        gameVendor: async () => {
          if (fail) throw new ApiError('timeout', 'network.timeout');
          return { data: { lanes: [] } };
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The page took longer to load, check your network');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games in this category yet.')).toBeInTheDocument();
  });
});

describe('/rng', () => {
  it('tabs of the vendor’s game types change ?page=, and the grid follows', async () => {
    const queries: CallOptions['query'][] = [];
    const responses = lobbyResponses();
    const gameList = responses.gameList as (o?: CallOptions) => Promise<unknown>;
    const { user, history } = await renderApp({
      path: '/rng?vendor=PG',
      responses: { ...responses, gameList: async (o?: CallOptions) => (queries.push(o?.query), gameList(o)) as never },
    });
    const tabs = await screen.findByRole('tablist', { name: 'PG Soft game types' }, { timeout: 5000 });
    expect(within(tabs).getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    // The vendor's game types come with their own read, drawn when it has them.
    await user.click(await within(tabs).findByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(history.location.search).toBe('?vendor=PG&page=SLOT'));
    expect(within(tabs).getByRole('tab', { name: 'Slots', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tabpanel', { name: 'Slots' })).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)).toEqual({ vassalage: 'PG', gameType: 'SLOT', gameCategory: 'RNG', page: 1, size: GAMES.gameListPageSize }));
    // Arrow keys move between tabs (ARIA tabs pattern) and set the page too.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(history.location.search).toBe('?vendor=PG&page=FISH'));
    expect(await screen.findByText('No games found.')).toBeInTheDocument();
  });

  it('opens on the tab the URL names', async () => {
    await renderApp({ path: '/rng?vendor=PG&page=SLOT', responses: lobbyResponses() });
    expect(await screen.findByRole('tab', { name: 'Slots', selected: true }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the vendor chooser keeps the choice in sessionStorage; without ?vendor= the stored one opens', async () => {
    sessionStorage.setItem(GAMES.slotVendorKey, 'JILI');
    const { user, history } = await renderApp({ path: '/rng', responses: lobbyResponses() });
    const chooser = await screen.findByRole('group', { name: 'Game vendors' }, { timeout: 5000 });
    expect(within(chooser).getByRole('button', { name: 'JILI Slots', pressed: true })).toBeInTheDocument();
    await user.click(within(chooser).getByRole('button', { name: 'PG Soft Hot' }));
    await waitFor(() => expect(history.location.search).toBe('?vendor=PG'));
    expect(sessionStorage.getItem(GAMES.slotVendorKey)).toBe('PG');
    expect(within(chooser).getByRole('button', { name: 'PG Soft Hot', pressed: true })).toBeInTheDocument();
  });

  it('pages through the vendor’s games', async () => {
    const { user } = await renderApp({ path: '/rng?vendor=PG', responses: lobbyResponses() });
    const pager = await screen.findByRole('navigation', { name: 'PG Soft games pages' }, { timeout: 5000 });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'PG Soft games pages' })).toHaveTextContent('Page 2 of 2'));
  });
});

describe('/pvp', () => {
  it('lists each vendor’s rooms; joining launches with the roomId; a full room cannot be joined', async () => {
    const launches: LaunchRequest[] = [];
    const { user, history } = await renderApp({ path: '/pvp', responses: { ...lobbyResponses(launches), ...signInAsMember() } });
    const rooms = await screen.findByRole('list', { name: 'Kingmaker rooms' }, { timeout: 5000 });
    expect(within(rooms).getByRole('button', { name: 'Teen Patti 100 is full' })).toBeDisabled();
    expect(rooms).toHaveTextContent('Bets P 10.00 – P 1,000.00');
    expect(rooms).toHaveTextContent('2 of 6 seats taken');
    await user.click(within(rooms).getByRole('button', { name: 'Join Teen Patti 10' }));
    await waitFor(() => expect(history.location.pathname).toBe('/game'));
    expect(launches[0]).toMatchObject({ roomId: 'KM-tp-1', vassalage: 'KM' });
    expect(launches[0]).not.toHaveProperty('gameId');
  });
});

describe('favourites and recently played (members)', () => {
  it('a member stars a game: setFavoriteGame is sent and the Favourites strip shows it', async () => {
    const sent: unknown[] = [];
    const { user } = await renderApp({
      path: '/rng?vendor=PG',
      responses: {
        ...lobbyResponses(),
        ...signInAsMember(),
        favoriteGames: { list: [] },
        favoriteGamesList: { list: [] },
        recentGames: { list: [mahjongWays] },
        setFavoriteGame: async (o?: CallOptions) => {
          sent.push(o?.body);
          return { list: [fortuneTiger.gameId] };
        },
      },
    });
    const strip = await screen.findByRole('region', { name: 'Favourites' }, { timeout: 5000 });
    expect(await within(strip).findByText('No favourites yet. Tap the star on a game to keep it here.')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByRole('button', { name: 'Mahjong Ways' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'PG Soft games' });
    const star = within(grid).getByRole('button', { name: 'Favourite Fortune Tiger', pressed: false });
    await user.click(star);
    await waitFor(() => expect(within(grid).getByRole('button', { name: 'Favourite Fortune Tiger' })).toHaveAttribute('aria-pressed', 'true'));
    expect(sent).toEqual([{ gameId: fortuneTiger.gameId, favorite: true }]);
    expect(within(strip).getByRole('button', { name: 'Fortune Tiger' })).toBeInTheDocument();
  });

  it('while a stored token is checked with the server, the lobby keeps the member strips’ place: their headings over loading shelves; the answer adds stars without drawing the lobby again', async () => {
    sessionStorage.setItem('token', 'tok-member');
    let answer: (info: unknown) => void = () => {};
    await renderApp({
      path: '/rng?vendor=PG',
      responses: {
        ...lobbyResponses(),
        memberInfo: () => new Promise((resolve) => (answer = resolve)) as never,
        favoriteGames: { list: [] },
        favoriteGamesList: { list: [] },
        recentGames: { list: [mahjongWays] },
      },
    });
    const grid = await screen.findByRole('list', { name: 'PG Soft games' }, { timeout: 5000 });
    const card = within(grid).getByRole('button', { name: 'Fortune Tiger' });
    expect(within(screen.getByRole('region', { name: 'Favourites' })).getByRole('status')).toHaveTextContent('Loading favourites');
    expect(within(screen.getByRole('region', { name: 'Recently played' })).getByRole('status')).toHaveTextContent('Loading recently played games');
    answer(memberInfoFixtures.member);
    // A member: the strips themselves take the place.
    const recent = await screen.findByRole('list', { name: 'Recently played' }, { timeout: 5000 });
    expect(within(recent).getByRole('button', { name: 'Mahjong Ways' })).toBeInTheDocument();
    // The lobby below is the same one, not drawn again: its cards gain their stars in place.
    expect(await within(grid).findByRole('button', { name: 'Favourite Fortune Tiger', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'PG Soft games' })).toBe(grid);
    // Each card too: the star is added beside its button, which is the one drawn before (and its picture with it).
    expect(within(grid).getByRole('button', { name: 'Fortune Tiger' })).toBe(card);
  });

  it('visitors get no stars and no member strips', async () => {
    await renderApp({ path: '/rng?vendor=PG', responses: lobbyResponses() });
    await screen.findByRole('list', { name: 'PG Soft games' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /^Favourite / })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
  });
});
