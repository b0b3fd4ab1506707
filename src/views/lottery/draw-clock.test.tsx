import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { LOTTERY } from '../../config/lottery';
import { AppDepsProvider } from '../../machines/app-deps';
import { onBalanceChanged } from '../../machines/balance/balance-signal';
import { fakeApi } from '../testing/render-app';
import { formatCountdown } from '../../time/countdown';
import { GamePanel } from './game-panel';
import { loadLotteryCatalog } from './lottery-catalog';
import { LotteryLobby } from './game-menu';
import { openDraw, sscDetail, sscGame, sscHistory, sscLastDraw } from './lottery.fixtures';

useTestLocale('en');
beforeAll(() => loadLotteryCatalog());
afterEach(() => {
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

describe('draw clock', () => {
  it('counts down as MM:SS, H:MM:SS from an hour, never below zero', () => {
    expect(formatCountdown(90_000)).toBe('01:30');
    expect(formatCountdown(89_001)).toBe('01:30');
    expect(formatCountdown(5 * 3600_000 + 61_000)).toBe('5:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('the game panel’s draw cycle (lottery-game chart, fake clock)', () => {
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  async function renderPanel(api: ReturnType<typeof fakeApi>) {
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <GamePanel gameCode="SSC1" symbol="P" signedIn={false} onLogin={() => {}} />
        </AppDepsProvider>
      </WithI18n>,
    );
    await flush();
    return screen.getByRole('region', { name: 'SSC 1 minute' });
  }

  it('ticks each second in a timer; at closeAt says "drawing…", reads the game at once and every LOTTERY.drawPollMs until the next draw opens; the result shows from drawAt', async () => {
    vi.useFakeTimers({ now: NOW });
    let nextDrawShown = false;
    const api = fakeApi({
      // Sales close 3 s from now (drawn at 13 s); the server shows the next draw and 0721's result once told to.
      lotteryGame: async () => {
        if (!nextDrawShown) return sscDetail(NOW, openDraw('SSC1', '20261120-0721', NOW, 3));
        const detail = sscDetail(NOW, openDraw('SSC1', '20261120-0722', Date.now(), 60));
        return { ...detail, game: { ...detail.game, last: sscLastDraw(NOW, { numero: '20261120-0721' }) } };
      },
      lotteryDraws: async () => sscHistory(NOW),
    });
    const reads = () => api.calls.filter((c) => c.name === 'lotteryGame').length;
    const historyReads = () => api.calls.filter((c) => c.name === 'lotteryDraws').length;
    const panel = await renderPanel(api);
    const [status, result] = within(panel).getAllByRole('status');
    expect(status).toHaveTextContent('Draw 20261120-0721 is open for bets.');
    expect(result).toHaveTextContent('');
    const timer = within(panel).getByRole('timer', { name: 'Sales close in' });
    // role=timer is aria-live off: the seconds are not announced; the status line is (polite).
    expect(timer).not.toHaveAttribute('aria-live');
    expect(timer).toHaveTextContent('00:03');
    await advance(1000);
    expect(timer).toHaveTextContent('00:02');
    expect(status).toHaveTextContent('Draw 20261120-0721 is open for bets.');
    expect(reads()).toBe(1);

    await advance(2000);
    expect(status).toHaveTextContent('Sales for draw 20261120-0721 are closed, drawing…');
    expect(result).toHaveTextContent('Waiting for the result of draw 20261120-0721…');
    expect(within(panel).queryByRole('timer')).toBeNull();
    // Read once at the close (the server still shows 0721), then every drawPollMs.
    expect(reads()).toBe(2);
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(3);
    expect(historyReads()).toBe(1);

    // At 13 s 0721's drawAt has come: its result is read (game and history), and that read shows 0722
    // open, which takes bets at once (the poll due at the same instant is not needed).
    nextDrawShown = true;
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(4);
    expect(status).toHaveTextContent('Draw 20261120-0722 is open for bets.');
    expect(within(panel).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent('01:00');
    expect(result).toHaveTextContent('Draw 20261120-0721 is settled: your bets and balance are up to date.');
    expect(within(panel).getByRole('heading', { name: 'Last result: draw 20261120-0721' })).toBeInTheDocument();
    // The result read the history's first page; the new result reloads the history table.
    expect(historyReads()).toBe(3);
    // Nothing is read while 0722 takes bets.
    await advance(3 * LOTTERY.drawPollMs);
    expect(reads()).toBe(4);
  });

  it("when the next draw already takes bets at the close, reads the closed draw's result from its drawAt until it shows, and tells the balance", async () => {
    vi.useFakeTimers({ now: NOW });
    let drawn = false;
    // At the close the server shows 0722 open at once (as the engine does); 0721 is drawn 10 s later.
    const api = fakeApi({
      lotteryGame: async () => {
        if (Date.now() < NOW + 3000) return sscDetail(NOW, openDraw('SSC1', '20261120-0721', NOW, 3));
        const detail = sscDetail(NOW, openDraw('SSC1', '20261120-0722', NOW + 3000, 60));
        return drawn ? { ...detail, game: { ...detail.game, last: sscLastDraw(NOW, { numero: '20261120-0721' }) } } : detail;
      },
      lotteryDraws: async () => sscHistory(NOW),
    });
    const reads = () => api.calls.filter((c) => c.name === 'lotteryGame').length;
    const balance = vi.fn();
    const stop = onBalanceChanged(balance);
    const panel = await renderPanel(api);
    await advance(3000);
    const [status, result] = within(panel).getAllByRole('status');
    expect(status).toHaveTextContent('Draw 20261120-0722 is open for bets.');
    expect(result).toHaveTextContent('Waiting for the result of draw 20261120-0721…');
    expect(reads()).toBe(2);
    // Nothing is read while 0722 takes bets and 0721 is not due.
    await advance(9000);
    expect(reads()).toBe(2);
    // From 0721's drawAt (closeAt + 10 s) the game is read every drawPollMs until its result shows.
    await advance(1000);
    expect(reads()).toBe(3);
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(4);
    expect(balance).not.toHaveBeenCalled();
    drawn = true;
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(5);
    expect(within(panel).getByRole('heading', { name: 'Last result: draw 20261120-0721' })).toBeInTheDocument();
    expect(result).toHaveTextContent('Draw 20261120-0721 is settled: your bets and balance are up to date.');
    expect(balance).toHaveBeenCalledTimes(1);
    await advance(3 * LOTTERY.drawPollMs);
    expect(reads()).toBe(5);
    stop();
  });

  it('a cancelled draw (listed so in the history, never the last result) says its bets were refunded; a result still missing LOTTERY.resultWaitMs after drawAt is called late', async () => {
    vi.useFakeTimers({ now: NOW });
    let cancelled = false;
    const api = fakeApi({
      lotteryGame: async () => sscDetail(NOW, openDraw('SSC1', Date.now() < NOW + 3000 ? '20261120-0721' : '20261120-0722', Date.now() < NOW + 3000 ? NOW : NOW + 3000, Date.now() < NOW + 3000 ? 3 : 600)),
      lotteryDraws: async () => {
        const page = sscHistory(NOW);
        return cancelled ? { ...page, list: [{ ...openDraw('SSC1', '20261120-0721', NOW, 3), status: 'cancelled' as const }, ...page.list] } : page;
      },
    });
    const panel = await renderPanel(api);
    await advance(3000 + 10_000);
    const result = within(panel).getAllByRole('status')[1]!;
    expect(result).toHaveTextContent('Waiting for the result of draw 20261120-0721…');
    cancelled = true;
    await advance(LOTTERY.drawPollMs);
    expect(result).toHaveTextContent('Draw 20261120-0721 was cancelled; its bets were refunded.');

    // 0722 closes at 603 s and is drawn at 613 s; nothing comes for it.
    await advance(600_000);
    expect(result).toHaveTextContent('Waiting for the result of draw 20261120-0722…');
    await advance(LOTTERY.resultWaitMs);
    expect(result).toHaveTextContent('The result of draw 20261120-0722 is late; it will show in the draw history.');
    // The result is no longer asked for (the sales side still polls: the server shows no open draw).
    const resultReads = api.calls.filter((c) => c.name === 'lotteryDraws').length;
    await advance(3 * LOTTERY.drawPollMs);
    expect(api.calls.filter((c) => c.name === 'lotteryDraws').length).toBe(resultReads);
  });
});

describe('the lobby’s reads (lottery-lobby chart, fake clock)', () => {
  it('reads the menu again when a card’s draw closes, then every LOTTERY.drawPollMs while a game takes no bets, and stops once every game sells', async () => {
    vi.useFakeTimers({ now: NOW });
    let nextShown = false;
    // SSC 1 closes 3 s from now; the server shows its next draw once told to.
    const api = fakeApi({
      lotteryMenu: async () => ({ list: [sscGame(NOW, nextShown ? openDraw('SSC1', '20261120-0722', Date.now(), 60) : openDraw('SSC1', '20261120-0721', NOW, 3))] }),
    });
    const reads = () => api.calls.filter((c) => c.name === 'lotteryMenu').length;
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <LotteryLobby area="GLOBAL" nav={{ href: () => '/lottery', go: () => {} }} />
        </AppDepsProvider>
      </WithI18n>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const card = screen.getByRole('article', { name: 'SSC 1 minute' });
    expect(within(card).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent('00:03');
    expect(reads()).toBe(1);
    // At the close the menu is read; the server still shows 0721 (closed by the clock): the card waits.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(reads()).toBe(2);
    expect(screen.getByRole('article', { name: 'SSC 1 minute' })).toHaveTextContent('Sales closed, drawing…');
    await act(() => vi.advanceTimersByTimeAsync(LOTTERY.drawPollMs));
    expect(reads()).toBe(3);
    nextShown = true;
    await act(() => vi.advanceTimersByTimeAsync(LOTTERY.drawPollMs));
    expect(reads()).toBe(4);
    expect(within(screen.getByRole('article', { name: 'SSC 1 minute' })).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent('01:00');
    await act(() => vi.advanceTimersByTimeAsync(3 * LOTTERY.drawPollMs));
    expect(reads()).toBe(4);
  });
});
