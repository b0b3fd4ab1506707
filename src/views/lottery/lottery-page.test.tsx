import { screen, waitFor, within } from '@testing-library/react';
import { is } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import { DrawPage, LotteryBetPage, LotteryGameDetail, LotteryGames, PlaceLotteryBets } from '../../api/schemas/lottery';
import { MONEY } from '../../config/constants';
import { placedFixture } from '../../machines/lottery-slip/lottery-slip.fixtures';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import { walletsFixture } from '../../machines/wallet-transfer/wallet-transfer.fixtures';
import { type FakeResponses, renderApp } from '../testing/render-app';
import { loadLotteryCatalog } from './lottery-catalog';
import { betPage, openDraw, sscDetail, sscGame, sscHistory, sscLastDraw, vnDetail, vnGame, x5Detail, x5Game } from './lottery.fixtures';

// The page's chunk and catalog part transform once here, not inside the first test's time-outs.
beforeAll(async () => {
  await Promise.all([import('../pages/lottery-page'), import('./lottery-screen'), loadLotteryCatalog()]);
});

const query = (o?: CallOptions) => (o?.query ?? {}) as Record<string, string | number | undefined>;

/** The lottery endpoints answered from fixtures around `now` (real timers: countdowns run from now). */
function lotteryResponses(now = Date.now(), extra: FakeResponses = {}): FakeResponses {
  const details = { SSC1: sscDetail(now), GD11X5: x5Detail(now), MB: vnDetail(now) } as Record<string, LotteryGameDetail>;
  return {
    lotteryMenu: async (o) => ({ list: query(o).area === 'VN' ? [vnGame(now)] : [sscGame(now), x5Game(now)] }),
    lotteryRecent: { list: [sscGame(now), vnGame(now)] },
    lotteryGame: async (o) => {
      const detail = details[String(query(o).gameCode)];
      if (!detail) throw new ApiError('server', 'lottery.game.unknown', { status: 404 });
      return detail;
    },
    lotteryDraws: async (o) => sscHistory(now, Number(query(o).page ?? 1)),
    lotteryBets: async (o) => betPage(query(o).status === 'settled' ? 'settled' : 'open'),
    ...extra,
  };
}

/** A signed-in member (restored from sessionStorage), with the header balance. */
function asMember(responses: FakeResponses): FakeResponses {
  sessionStorage.setItem('token', 'tok-abc');
  return { memberInfo: memberInfoFixtures.member, walletBalance: walletsFixture, ...responses };
}

async function chooseBet(user: Awaited<ReturnType<typeof renderApp>>['user'], type: string, picks: { position?: string; numbers: string[] }, stake: string) {
  const form = screen.getByRole('form', { name: 'Choose a bet' });
  await user.selectOptions(within(form).getByLabelText('Bet type'), type);
  if (picks.position) await user.click(within(within(form).getByRole('group', { name: 'Position' })).getByRole('button', { name: picks.position }));
  for (const n of picks.numbers) await user.click(within(form).getByRole('button', { name: n }));
  const field = within(form).getByLabelText('Stake');
  await user.clear(field);
  await user.type(field, stake);
  await user.click(within(form).getByRole('button', { name: 'Add to slip' }));
}

describe('fixtures match the wire schemas', () => {
  it('menu, game details, history and bets are valid superstruct values', () => {
    const now = Date.now();
    expect(is({ list: [sscGame(now), x5Game(now), vnGame(now)] }, LotteryGames)).toBe(true);
    for (const d of [sscDetail(now), x5Detail(now), vnDetail(now)]) expect(is(d, LotteryGameDetail)).toBe(true);
    expect(is(sscHistory(now), DrawPage)).toBe(true);
    expect(is(betPage('settled'), LotteryBetPage)).toBe(true);
  });
});

describe('/lottery as a member', () => {
  it('menu → a game → countdown → bets of each pick kind → confirm → placed; balance and open bets refresh', async () => {
    const bodies: unknown[] = [];
    const { user, api, history } = await renderApp({
      path: '/lottery',
      responses: asMember(
        lotteryResponses(Date.now(), {
          placeLotteryBets: async (o) => {
            bodies.push(o?.body);
            return placedFixture;
          },
        }),
      ),
    });
    // The lobby: GLOBAL games with their countdowns; recently played shows this area's games only.
    // The lobby's region shows at once, its loading status first; the cards come with the menu.
    const lobby = await screen.findByRole('region', { name: 'All games' });
    const card = await within(lobby).findByRole('article', { name: 'SSC 1 minute' });
    expect(within(card).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent(/^01:(2\d|30)$/);
    expect(within(card).getByRole('list', { name: 'Winning numbers' })).toHaveTextContent('30719');
    expect(api.calls.find((c) => c.name === 'lotteryMenu')!.options!.query).toEqual({ area: 'GLOBAL' });
    const recent = await screen.findByRole('navigation', { name: 'Recently played' });
    expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['SSC 1 minute']);

    await user.click(within(card).getByRole('link', { name: 'Play SSC 1 minute' }));
    expect(history.location.href).toBe('/lottery?game=SSC1&view=betting');
    const panel = await screen.findByRole('region', { name: 'SSC 1 minute' });
    expect(within(panel).getAllByRole('status')[0]).toHaveTextContent('Draw 20261120-0721 is open for bets.');
    expect(within(panel).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent(/^01:(2\d|30)$/);
    // Each read draws its part when it has it (src/machines/resource/use-resource.tsx): the games' menu may come a frame later.
    expect(await screen.findByRole('navigation', { name: 'Lottery games' })).toContainElement(screen.getAllByRole('link', { name: 'SSC 1 minute' })[0]!);
    expect(screen.getAllByRole('link', { name: 'SSC 1 minute' }).every((a) => a.getAttribute('aria-current') === 'page')).toBe(true);

    // An option pick (Big) and a positioned number pick (3rd digit: 7).
    await chooseBet(user, 'Big/Small', { numbers: ['Big ×1.98'] }, '10');
    await chooseBet(user, 'Digit at a position', { position: '3rd digit', numbers: ['7'] }, '2.5');
    const slip = screen.getByRole('table', { name: 'Bet slip for draw 20261120-0721' });
    expect(within(slip).getAllByRole('row')).toHaveLength(4);
    expect(within(slip).getByRole('row', { name: /^Total/ })).toHaveTextContent('TotalP 12.50P 44.30');

    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    const confirm = screen.getByRole('group', { name: 'Confirm your bets' });
    expect(confirm).toHaveTextContent('Place 2 bets on draw 20261120-0721?');
    expect(confirm).toHaveTextContent('Total stakeP 12.50Potential winP 44.30');
    const balanceCalls = api.calls.filter((c) => c.name === 'walletBalance').length;
    const openBetCalls = api.calls.filter((c) => c.name === 'lotteryBets').length;
    await user.click(within(confirm).getByRole('button', { name: 'Confirm bets' }));

    expect(await screen.findByText('1 bet placed on draw 20261120-0721. Good luck!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        requestId: expect.stringMatching(MONEY.requestIdPattern),
        gameCode: 'SSC1',
        numero: '20261120-0721',
        bets: [
          { betType: 'SSC_BS', picks: ['big'], stake: 10_00 },
          { betType: 'SSC_DIGIT', position: '3', picks: ['7'], stake: 2_50 },
        ],
      },
    ]);
    expect(is(bodies[0], PlaceLotteryBets)).toBe(true);
    await waitFor(() => expect(api.calls.filter((c) => c.name === 'walletBalance').length).toBeGreaterThan(balanceCalls));
    await waitFor(() => expect(api.calls.filter((c) => c.name === 'lotteryBets').length).toBeGreaterThan(openBetCalls));
  });

  it('a numbers pick takes exactly `count` numbers (11X5 any three)', async () => {
    const { user } = await renderApp({ path: '/lottery?game=GD11X5', responses: asMember(lotteryResponses()) });
    await screen.findByRole('region', { name: 'Guangdong 11 pick 5' });
    const form = screen.getByRole('form', { name: 'Choose a bet' });
    await user.selectOptions(within(form).getByLabelText('Bet type'), 'Any three');
    const numbers = within(form).getByRole('group', { name: 'Numbers' });
    expect(numbers).toHaveAccessibleDescription('Choose 3 numbers. Odds ×19.5');
    expect(within(numbers).getAllByRole('button').map((b) => b.textContent)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']);
    await user.click(within(numbers).getByRole('button', { name: '02' }));
    await user.type(within(form).getByLabelText('Stake'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add to slip' }));
    expect(within(form).getByRole('group', { name: 'Numbers' })).toHaveAccessibleDescription(/Choose exactly 3 numbers/);
    for (const n of ['09', '05']) await user.click(within(numbers).getByRole('button', { name: n }));
    // Three chosen: the others wait until one is released.
    expect(within(numbers).getByRole('button', { name: '11' })).toBeDisabled();
    expect(within(numbers).getByRole('button', { name: '05' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form).getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('table', { name: 'Bet slip for draw 20261120-042' })).toHaveTextContent('Any three ×19.502 05 09P 2.00P 39.00');
  });

  it('a stake outside the bet type’s limits is refused under the stake', async () => {
    const { user } = await renderApp({ path: '/lottery?game=SSC1', responses: asMember(lotteryResponses()) });
    await screen.findByRole('region', { name: 'SSC 1 minute' });
    await chooseBet(user, 'Big/Small', { numbers: ['Small ×1.95'] }, '20000');
    expect(screen.getByLabelText('Stake')).toHaveAccessibleDescription('From P 1.00 to P 10,000.00 The stake must be between P 1.00 and P 10,000.00');
    expect(screen.getByText('Your slip is empty. Choose a bet and add it to the slip.')).toBeInTheDocument();
  });

  it('lottery.draw.closed: nothing placed; once the next draw shows, the slip moves to it on request', async () => {
    const now = Date.now();
    let reads = 0;
    const bodies: { numero: string; requestId: string }[] = [];
    const { user } = await renderApp({
      path: '/lottery?game=SSC1&view=betting',
      responses: asMember(
        lotteryResponses(now, {
          // The first reads show draw 0721; after the refusal the page reads the game again and sees 0722.
          lotteryGame: async () => (++reads <= 1 ? sscDetail(now) : sscDetail(now, openDraw('SSC1', '20261120-0722', now, 150))),
          placeLotteryBets: async (o) => {
            bodies.push(o!.body as { numero: string; requestId: string });
            if (bodies.length === 1) throw new ApiError('server', 'lottery.draw.closed', { status: 409 });
            return placedFixture;
          },
        }),
      ),
    });
    await screen.findByRole('region', { name: 'SSC 1 minute' });
    await chooseBet(user, 'Big/Small', { numbers: ['Big ×1.98'] }, '10');
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(screen.getByRole('button', { name: 'Confirm bets' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sales for this draw are closed');
    const move = await within(alert).findByRole('button', { name: 'Move the slip to draw 20261120-0722' });
    expect(screen.getByText('Draw 20261120-0722 is open for bets.')).toBeInTheDocument();
    await user.click(move);
    expect(screen.getByRole('table', { name: 'Bet slip for draw 20261120-0722' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(screen.getByRole('button', { name: 'Confirm bets' }));
    expect(await screen.findByText('1 bet placed on draw 20261120-0722. Good luck!')).toBeInTheDocument();
    expect(bodies.map((b) => b.numero)).toEqual(['20261120-0721', '20261120-0722']);
    expect(bodies[1]!.requestId).not.toBe(bodies[0]!.requestId);
  });

  it('lottery.bet.stake names the refused bet and field', async () => {
    const { user } = await renderApp({
      path: '/lottery?game=SSC1',
      responses: asMember(
        lotteryResponses(Date.now(), {
          placeLotteryBets: async () =>
            Promise.reject(new ApiError('server', 'lottery.bet.stake', { status: 400, value: { field: 'bets[1].stake', index: 1, min: 1_00, max: 4_00 } })),
        }),
      ),
    });
    await screen.findByRole('region', { name: 'SSC 1 minute' });
    await chooseBet(user, 'Big/Small', { numbers: ['Big ×1.98'] }, '10');
    await chooseBet(user, 'Big/Small', { numbers: ['Small ×1.95'] }, '5');
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(screen.getByRole('button', { name: 'Confirm bets' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A stake is outside its bet type’s limits. Check it and try again.');
    expect(alert).toHaveTextContent('Bet 2: the stake was refused.');
    expect(screen.getByRole('row', { name: /Refused: stake/ })).toHaveTextContent('Small');
    // Back in the slip: the member can fix it.
    expect(screen.getByRole('button', { name: 'Remove bet 2' })).toBeEnabled();
  });

  it('lottery.bet.invalid marks the refused pick', async () => {
    const { user } = await renderApp({
      path: '/lottery?game=SSC1',
      responses: asMember(
        lotteryResponses(Date.now(), {
          placeLotteryBets: async () =>
            Promise.reject(new ApiError('server', 'lottery.bet.invalid', { status: 400, value: { field: 'bets[0].picks', index: 0, reason: 'option' } })),
        }),
      ),
    });
    await screen.findByRole('region', { name: 'SSC 1 minute' });
    await chooseBet(user, 'Big/Small', { numbers: ['Big ×1.98'] }, '10');
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(screen.getByRole('button', { name: 'Confirm bets' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A bet was refused. Check it and try again.Bet 1: the pick was refused.');
    expect(screen.getByRole('row', { name: /Refused: pick/ })).toHaveTextContent('Big');
  });

  it('my bets: open and settled tabs of this game', async () => {
    const { user, api } = await renderApp({ path: '/lottery?game=SSC1', responses: asMember(lotteryResponses()) });
    const bets = await screen.findByRole('region', { name: 'My bets' });
    expect(within(bets).getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(bets).findByRole('table', { name: 'Open bets' })).toHaveTextContent('20261120-0721Big/SmallBigP 10.00×1.98Waiting for the draw—');
    await user.click(within(bets).getByRole('tab', { name: 'Settled' }));
    expect(await within(bets).findByRole('table', { name: 'Settled bets' })).toHaveTextContent('WonP 19.80');
    expect(api.calls.filter((c) => c.name === 'lotteryBets').map((c) => c.options!.query)).toEqual([
      { status: 'open', gameCode: 'SSC1', page: 1 },
      { status: 'settled', gameCode: 'SSC1', page: 1 },
    ]);
  });
});

describe('/lottery as a visitor', () => {
  it('sees the menu, the draw and the history; placing a bet opens the login modal', async () => {
    const { user, api } = await renderApp({ path: '/lottery?game=SSC1', responses: lotteryResponses() });
    await screen.findByRole('region', { name: 'SSC 1 minute' });
    expect(await screen.findByRole('navigation', { name: 'Lottery games' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Draw history' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My bets' })).toBeNull();
    expect(screen.getByText('Log in to place bets and follow them here.')).toBeInTheDocument();
    await chooseBet(user, 'Big/Small', { numbers: ['Big ×1.98'] }, '10');
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Confirm your bets' })).toBeNull();
    expect(api.calls.some((c) => c.name === 'lotteryRecent' || c.name === 'lotteryBets' || c.name === 'placeLotteryBets')).toBe(false);
  });

  it('history is paged (LOTTERY.pageSize a page)', async () => {
    const { user, api } = await renderApp({ path: '/lottery?game=SSC1', responses: lotteryResponses() });
    const table = await screen.findByRole('table', { name: 'Draw history' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Draw history pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Draw history' }).querySelectorAll('tbody tr')).toHaveLength(5));
    expect(api.calls.filter((c) => c.name === 'lotteryDraws').map((c) => c.options!.query)).toEqual([
      { gameCode: 'SSC1', page: 1 },
      { gameCode: 'SSC1', page: 3 },
    ]);
  });
});

describe('/Vnlottery', () => {
  it('lists VN games, shows the result as a prize table (G.ĐB, G1…) and bao lô numbers a hundred at a time', async () => {
    const { user, api } = await renderApp({ path: '/Vnlottery', responses: lotteryResponses() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeInTheDocument();
    const lobby = await screen.findByRole('region', { name: 'All games' });
    expect(api.calls.find((c) => c.name === 'lotteryMenu')!.options!.query).toEqual({ area: 'VN' });
    await user.click(await within(lobby).findByRole('link', { name: 'Play Miền Bắc' }));

    const prizes = await screen.findByRole('table', { name: 'Results of draw 20261119' });
    const rows = within(prizes).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'PrizeNumbers',
      'G.ĐB12345',
      'G167890',
      'G21111122222',
      'G3333334444455555666667777788888',
      'G41234234534564567',
      'G5567867897890890190120123',
      'G6456567678',
      'G712345678',
    ]);
    expect(within(prizes).getByRole('rowheader', { name: 'G.ĐB' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Sales close in' })).toHaveTextContent(/^[45]:\d\d:\d\d$/);

    const form = screen.getByRole('form', { name: 'Choose a bet' });
    await user.selectOptions(within(form).getByLabelText('Bet type'), 'Bao lô 3 digits');
    const range = within(form).getByRole('group', { name: 'Number range' });
    expect(within(range).getAllByRole('button')).toHaveLength(10);
    await user.click(within(range).getByRole('button', { name: '900–999' }));
    const numbers = within(form).getByRole('group', { name: 'Numbers' });
    expect(within(numbers).getAllByRole('button', { name: /^\d{3}$/ }).map((b) => b.textContent)).toEqual(Array.from({ length: 100 }, (_, i) => String(900 + i)));
    await user.click(within(numbers).getByRole('button', { name: '907' }));
    await user.type(within(form).getByLabelText('Stake'), '1');
    await user.click(within(form).getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('table', { name: 'Bet slip for draw 20261120' })).toHaveTextContent('Bao lô 3 digits ×900907P 1.00P 900.00');
  });
});

describe('verifying a draw', () => {
  it('recomputes SHA-256(numbers,salt) in the browser: the published commitment matches', async () => {
    const { user } = await renderApp({ path: '/lottery?game=SSC1', responses: lotteryResponses() });
    const verify = await screen.findByRole('button', { name: 'Verify draw 20261120-0720' });
    expect(verify).toHaveAttribute('aria-expanded', 'false');
    await user.click(verify);
    expect(verify).toHaveAttribute('aria-expanded', 'true');
    const result = await screen.findByText('Verified: the numbers were fixed before sales opened.');
    expect(result).toHaveAttribute('role', 'status');
    expect(screen.getByText('3,0,7,1,9|5f1c9a0e7b2d4c68')).toBeInTheDocument();
  });

  it('says so when the numbers do not give the commitment', async () => {
    const now = Date.now();
    const tampered = { ...sscDetail(now), game: { ...sscGame(now), last: sscLastDraw(now, { numbers: ['8', '0', '7', '1', '9'] }) } };
    const { user } = await renderApp({ path: '/lottery?game=SSC1', responses: lotteryResponses(now, { lotteryGame: tampered }) });
    await user.click(await screen.findByRole('button', { name: 'Verify draw 20261120-0720' }));
    expect(await screen.findByText('Does not match: these numbers and salt do not give the published commitment.')).toBeInTheDocument();
  });

  it('the Vietnamese draw checks out over all 27 numbers', async () => {
    const { user } = await renderApp({ path: '/Vnlottery?game=MB', responses: lotteryResponses() });
    await user.click(await screen.findByRole('button', { name: 'Verify draw 20261119' }));
    expect(await screen.findByText('Verified: the numbers were fixed before sales opened.')).toBeInTheDocument();
  });
});
