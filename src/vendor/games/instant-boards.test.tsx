import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outcomeFor, roundAnswer } from '../testing/fixtures';
import { renderGame } from '../testing/render-game';
import type { StubRequest } from '../testing/stub-api';
import { useVendorLocale } from '../testing/vendor-i18n';

useVendorLocale('en');

/** POST /round answering the engine's real outcome for the request's choice. */
function roundHandler(engine: Parameters<typeof outcomeFor>[0]) {
  return async (req: StubRequest) => ({ value: roundAnswer(await outcomeFor(engine, req.body.choice), req.body.stake) });
}

const balance = () => screen.getByText((_, el) => el?.tagName === 'OUTPUT' && el.closest('.dv-balance') !== null);

describe('slot', () => {
  it('shows five reels of three rows and every payline; Spin plays one round of the chosen stake (no auto-play)', async () => {
    const { api, site, user } = await renderGame('slot', { 'POST /round': roundHandler('slot') });
    const reels = screen.getByRole('table', { name: 'Reels' });
    expect(within(reels).getAllByRole('row')).toHaveLength(3);
    expect(within(reels).getAllByRole('cell')).toHaveLength(15);
    // Every symbol is an SVG drawing with its name, not an emoji a browser may lack.
    expect(within(reels).getAllByRole('img').map((img) => img.tagName.toLowerCase())).toEqual(Array(15).fill('svg'));
    expect(screen.getAllByRole('img', { name: /^Line \d+: rows/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /auto/i })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Stake'), 'P 5.00');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    const body = api.calls('POST /round')[0]!.body;
    expect(body).toEqual({ requestId: expect.any(String), stake: 500, choice: {} });
    const outcome = await outcomeFor('slot', {});
    await screen.findByText(/(No winning line|winning lines?, ×[\d.]+)\. (You win|No win)/);
    // The grid is the round's grid: the first cell's picture is named by its symbol.
    if (outcome.engine !== 'slot') throw new Error('slot');
    const first = outcome.grid[0]![0]!;
    const cells = within(screen.getByRole('table', { name: 'Reels' })).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('img')).toHaveAccessibleName(first.charAt(0).toUpperCase() + first.slice(1));
    expect(site.balanceChanged).toHaveBeenCalledTimes(1);
    expect(balance()).toHaveTextContent(`P ${(roundAnswer(outcome, 500).balance / 100).toFixed(2)}`);
  });
});

describe('dice', () => {
  it('the target slider sets "roll under", its chance and multiplier; Roll sends the target', async () => {
    const { api, user } = await renderGame('dice', { 'POST /round': roundHandler('dice') });
    const slider = screen.getByRole('slider', { name: 'Roll under' });
    expect(slider).toHaveValue('5000');
    expect(screen.getByText('50.00%')).toBeInTheDocument();
    expect(screen.getByText('×1.92')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body).toMatchObject({ stake: 100, choice: { target: 5000 } });
    const o = await outcomeFor('dice', { target: 5000 });
    if (o.engine !== 'dice') throw new Error('dice');
    const roll = (o.roll / 100).toFixed(2);
    expect(await screen.findByText(o.win ? `Rolled ${roll} under 50.00: win. You win P ${(Math.floor(100 * o.multiplier) / 100).toFixed(2)}.` : `Rolled ${roll}, not under 50.00. No win this time.`)).toBeInTheDocument();
  });
});

describe('baccarat', () => {
  it('a chip on Banker, then Deal shows both hands with totals', async () => {
    const { api, user } = await renderGame('baccarat', { 'POST /round': roundHandler('baccarat') });
    const chips = screen.getByRole('group', { name: 'Your bet' });
    expect(within(chips).getByRole('button', { name: /Player/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: /Banker/ }));
    expect(within(chips).getByRole('button', { name: /Banker/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body.choice).toEqual({ bet: 'banker' });
    const o = await outcomeFor('baccarat', { bet: 'banker' });
    if (o.engine !== 'baccarat') throw new Error('baccarat');
    expect(await screen.findByRole('heading', { name: `Player: ${o.playerTotal}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Banker: ${o.bankerTotal}` })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Player cards' })).getAllByRole('img')).toHaveLength(o.player.length);
    expect(within(screen.getByRole('list', { name: 'Banker cards' })).getAllByRole('img')[0]).toHaveAccessibleName(/ of (Spades|Hearts|Diamonds|Clubs)$/);
  });
});

describe('roulette', () => {
  it('a European table: 37 numbers, red/black, odd/even, low/high, dozens and columns; a straight bet sends its number', async () => {
    const { api, user } = await renderGame('roulette', { 'POST /round': roundHandler('roulette') });
    const table = screen.getByRole('group', { name: 'Roulette table' });
    expect(within(table).getByRole('button', { name: '0 Green' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '1 Red' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '36 Red' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '2 Black' })).toBeInTheDocument();
    for (const name of ['Red', 'Black', 'Odd', 'Even', '1 to 18', '19 to 36', '1st 12', '2nd 12', '3rd 12', 'Column 1', 'Column 2', 'Column 3']) {
      expect(within(table).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(table).getByRole('button', { name: '17 Black' }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body.choice).toEqual({ bet: 'straight', number: 17 });
    await screen.findByText(/^Ball on \d+ (Red|Black|Green)\./);
  });

  it('sends dozens and columns with their number', async () => {
    const { api, user } = await renderGame('roulette', { 'POST /round': roundHandler('roulette') });
    await user.click(screen.getByRole('button', { name: 'Column 3' }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body.choice).toEqual({ bet: 'column', number: 3 });
  });
});

describe('cockfight', () => {
  it('Meron, Wala and Draw with their odds; the chosen side is sent', async () => {
    const { api, user } = await renderGame('cockfight', { 'POST /round': roundHandler('cockfight') });
    const sides = screen.getByRole('group', { name: 'Your side' });
    expect(within(sides).getAllByRole('button').map((b) => b.textContent)).toEqual(['Meron odds 2.08', 'Wala odds 2.08', 'Draw odds 12.00']);
    await user.click(within(sides).getByRole('button', { name: /Wala/ }));
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body.choice).toEqual({ side: 'wala' });
    await screen.findByText(/(Meron wins|Wala wins|Draw)\. (You win|No win)/);
  });
});

describe('teen patti', () => {
  it('the ante is dealt: three cards each and the hands named', async () => {
    const { api, user } = await renderGame('teenpatti', { 'POST /round': roundHandler('teenpatti') });
    expect(screen.getByText('Ante bet: a win pays ×1.95 the ante.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body.choice).toEqual({});
    expect(within(await screen.findByRole('list', { name: 'Your cards' })).getAllByRole('img')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Dealer cards' })).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: /^You: (Trail|Pure sequence|Sequence|Colour|Pair|High card)$/ })).toBeInTheDocument();
  });
});
