import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { LOTTERY } from '../../config/constants';
import { AppDepsProvider } from '../../machines/app-deps';
import { fakeApi } from '../testing/render-app';
import { drawPhase, formatCountdown } from './draw-clock';
import { GamePanel } from './game-panel';
import { loadLotteryCatalog } from './lottery-catalog';
import { openDraw, sscDetail, sscHistory, sscLastDraw } from './lottery.fixtures';

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

  it('a draw takes bets while open and before closeAt', () => {
    const draw = openDraw('SSC1', 'N1', NOW, 10);
    expect(drawPhase(draw, NOW)).toBe('open');
    expect(drawPhase(draw, NOW + 10_000)).toBe('closed');
    expect(drawPhase({ ...draw, status: 'closed' }, NOW)).toBe('closed');
    expect(drawPhase(null, NOW)).toBe('none');
  });
});

describe('the game panel’s countdown and polling (fake clock)', () => {
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('ticks each second in a timer; at closeAt says "drawing…" and polls every LOTTERY.drawPollMs until the next draw opens', async () => {
    vi.useFakeTimers({ now: NOW });
    let nextDrawShown = false;
    const api = fakeApi({
      // Sales close 3 s from now; the server shows the next draw (and 0721's result) once told to.
      lotteryGame: async () => {
        if (!nextDrawShown) return sscDetail(NOW, openDraw('SSC1', '20261120-0721', NOW, 3));
        const detail = sscDetail(NOW, openDraw('SSC1', '20261120-0722', Date.now(), 60));
        return { ...detail, game: { ...detail.game, last: sscLastDraw(NOW, { numero: '20261120-0721' }) } };
      },
      lotteryDraws: async () => sscHistory(NOW),
    });
    const reads = () => api.calls.filter((c) => c.name === 'lotteryGame').length;
    const historyReads = () => api.calls.filter((c) => c.name === 'lotteryDraws').length;
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <GamePanel gameCode="SSC1" symbol="P" signedIn={false} onLogin={() => {}} />
        </AppDepsProvider>
      </WithI18n>,
    );
    await flush();
    const panel = screen.getByRole('region', { name: 'SSC 1 minute' });
    const status = within(panel).getAllByRole('status')[0]!;
    expect(status).toHaveTextContent('Draw 20261120-0721 is open for bets.');
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
    expect(within(panel).queryByRole('timer')).toBeNull();
    // Read once at the close, then every drawPollMs.
    expect(reads()).toBe(2);
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(3);
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(4);
    expect(historyReads()).toBe(1);

    nextDrawShown = true;
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(5);
    expect(status).toHaveTextContent('Draw 20261120-0722 is open for bets.');
    expect(within(panel).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent('01:00');
    expect(within(panel).getByRole('heading', { name: 'Last result: draw 20261120-0721' })).toBeInTheDocument();
    // The new result reloads the history; polling stops while the draw takes bets.
    expect(historyReads()).toBe(2);
    await advance(3 * LOTTERY.drawPollMs);
    expect(reads()).toBe(5);
  });

  it('when the next draw already takes bets at the close, reads the game again from the closed draw\'s drawAt until its result shows', async () => {
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
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <GamePanel gameCode="SSC1" symbol="P" signedIn={false} onLogin={() => {}} />
        </AppDepsProvider>
      </WithI18n>,
    );
    await flush();
    await advance(3000);
    const panel = screen.getByRole('region', { name: 'SSC 1 minute' });
    expect(within(panel).getAllByRole('status')[0]).toHaveTextContent('Draw 20261120-0722 is open for bets.');
    expect(reads()).toBe(2);
    // Nothing is read while 0722 takes bets and 0721 is not due.
    await advance(9000);
    expect(reads()).toBe(2);
    // From 0721's drawAt (closeAt + 10 s) the game is read every drawPollMs until its result shows.
    await advance(1000);
    expect(reads()).toBe(3);
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(4);
    drawn = true;
    await advance(LOTTERY.drawPollMs);
    expect(reads()).toBe(5);
    expect(within(panel).getByRole('heading', { name: 'Last result: draw 20261120-0721' })).toBeInTheDocument();
    await advance(3 * LOTTERY.drawPollMs);
    expect(reads()).toBe(5);
  });
});
