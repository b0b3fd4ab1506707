import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../../api/client';
import type { EndpointName } from '../../api/endpoints';
import type { LaunchRequest } from '../../api/schemas/lobby';
import { GAMES } from '../../config/constants';
import { hotGamesFixture, popularLotteryFixture, rankListFixture } from '../../machines/game-launch/game-launch.fixtures';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import { type FakeResponses, renderApp } from '../testing/render-app';

afterEach(() => vi.useRealTimers());

function homeResponses(launches: LaunchRequest[] = []) {
  const queries: { name: EndpointName; query: CallOptions['query'] }[] = [];
  const record =
    <T,>(name: EndpointName, value: T) =>
    async (o?: CallOptions) => {
      queries.push({ name, query: o?.query });
      return value;
    };
  const responses: FakeResponses = {
    hotGames: record('hotGames', hotGamesFixture),
    rankList: record('rankList', rankListFixture),
    popularLottery: record('popularLottery', popularLotteryFixture),
    launchGame: async (o?: CallOptions) => {
      launches.push(o!.body as LaunchRequest);
      return { content: '/lottery?game=SSC1&view=betting' };
    },
    memberInfo: memberInfoFixtures.member,
  };
  return { responses, queries, count: (name: EndpointName) => queries.filter((q) => q.name === name).length };
}

describe('home game sections (lazy)', () => {
  it('hot games, popular lottery and the winner board, read with the SPEC §7 parameters', async () => {
    const { responses, queries } = homeResponses();
    await renderApp({ responses });
    const hot = await screen.findByRole('region', { name: 'Hot games' }, { timeout: 5000 });
    expect(await within(hot).findByRole('button', { name: 'Fortune Tiger' })).toBeInTheDocument();
    // Each section comes in the task after the one above is drawn with its answer (the home-sections chart).
    const board = await screen.findByRole('region', { name: 'Winner board' });
    const rows = within(await within(board).findByRole('table', { name: 'Winner board' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1pl***01Fortune TigerP 12,500.00');
    expect(queries).toEqual(
      expect.arrayContaining([
        { name: 'hotGames', query: { merchantCode: 'bd01', isPlatform: GAMES.hotGamesIsPlatform, platform: 'flash,html5-desktop', language: 'EN' } },
        { name: 'rankList', query: { gameCategory: 'ALL', language: 'EN', limitNum: GAMES.winnerBoardLimit } },
        { name: 'popularLottery', query: { count: GAMES.popularCount, prizeMode: 'Elott', device: 'WEB', language: 'EN' } },
      ]),
    );
  });

  it('popular lottery: name, countdown to the close, last numbers; a press launches the lottery game', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:15.000Z') });
    sessionStorage.setItem('token', 'tok-member');
    const launches: LaunchRequest[] = [];
    const { responses } = homeResponses(launches);
    const { user, history } = await renderApp({ responses });
    const list = await screen.findByRole('list', { name: 'Popular lottery' }, { timeout: 5000 });
    const ssc = within(list).getByRole('button', { name: '1-minute SSC' });
    expect(ssc).toHaveAccessibleDescription('Closes in 00:45 Last numbers: 3 1 4 1 5');
    expect(within(list).getByRole('button', { name: 'Mien Bac' })).toHaveAccessibleDescription('No draw open');
    await user.click(ssc);
    await waitFor(() => expect(history.location.pathname).toBe('/lottery'));
    expect(history.location.search).toBe('?game=SSC1&view=betting');
    expect(launches[0]).toMatchObject({ launchMode: 'LOTT', lottoGameCode: 'SSC1', lottoPrizeMode: 'Lott', lottoView: 'betting', lottoArea: 'GLOBAL', device: 'WEB' });
  });

  it('popular lottery: the countdown (its own chart) shows each second and, at the close, "Sales closed"', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true, now: new Date('2026-11-20T10:00:15.000Z') });
    const { responses } = homeResponses();
    await renderApp({ responses });
    const list = await screen.findByRole('list', { name: 'Popular lottery' }, { timeout: 5000 });
    const ssc = within(list).getByRole('button', { name: '1-minute SSC' });
    const shown = () => ssc.getAttribute('aria-describedby') && document.getElementById(ssc.getAttribute('aria-describedby')!)?.textContent;
    const before = shown();
    expect(before).toMatch(/^Closes in 00:4\d/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const seconds = (text: string | null | undefined) => Number(/00:(\d\d)/.exec(text ?? '')?.[1]);
    expect(seconds(shown())).toBe(seconds(before) - 1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(shown()).toMatch(/^Sales closed/);
  });

  it('reads again after a login (SPEC §4 "popular items load")', async () => {
    const { responses, count } = homeResponses();
    const { session } = await renderApp({ responses });
    await screen.findByRole('list', { name: 'Popular lottery' }, { timeout: 5000 });
    expect([count('hotGames'), count('popularLottery'), count('rankList')]).toEqual([1, 1, 1]);
    act(() => session.send({ type: 'session.start', token: 'tok-new' }));
    await waitFor(() => expect([count('hotGames'), count('popularLottery'), count('rankList')]).toEqual([2, 2, 2]));
  });

  it('says so when a section is empty, and offers a retry when it fails', async () => {
    const { responses } = homeResponses();
    await renderApp({ responses: { ...responses, hotGames: { list: [] }, rankList: { list: [] }, popularLottery: undefined } });
    expect(await screen.findByText('No hot games right now.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No winners yet.')).toBeInTheDocument();
    const lottery = screen.getByRole('region', { name: 'Popular lottery' });
    expect(within(lottery).getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    expect(within(lottery).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
