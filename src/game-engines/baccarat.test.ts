import { describe, expect, it } from 'vitest';
import { baccarat, baccaratBetRtps, baccaratMultiplier, baccaratProbabilities, bankerDraws, coup } from './baccarat';

const dealt = (points: number[]) => {
  let i = 0;
  const r = coup(() => {
    if (i >= points.length) throw new Error('dealt more cards than scripted');
    return points[i++]!;
  });
  return { ...r, used: i };
};

describe('baccarat tableau (infinite deck, dealt P B P B, then thirds)', () => {
  it('a natural 8 or 9 on either hand: both stand', () => {
    expect(dealt([4, 0, 4, 0])).toMatchObject({ player: [4, 4], banker: [0, 0], used: 4 }); // player 8
    expect(dealt([0, 5, 0, 4])).toMatchObject({ player: [0, 0], banker: [5, 4], used: 4 }); // banker 9
  });

  it('the player draws on 0–5 and stands on 6–7', () => {
    for (let pt = 0; pt <= 5; pt++) expect(dealt([pt, 7, 0, 0, 1]).player).toHaveLength(3);
    for (const pt of [6, 7]) expect(dealt([pt, 7, 0, 0]).player).toHaveLength(2);
  });

  it('player stood: the banker draws on 0–5 and stands on 6–7', () => {
    for (let bt = 0; bt <= 5; bt++) expect(dealt([6, bt, 0, 0, 3]).banker).toHaveLength(3);
    for (const bt of [6, 7]) expect(dealt([6, bt, 0, 0]).banker).toHaveLength(2);
  });

  // The punto banco table: banker total (rows 0–7) × player's third card (columns 0–9). D draws, S stands.
  const TABLE: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  for (let bt = 0; bt <= 7; bt++) {
    it(`player drew: banker on ${bt} follows the table ${TABLE[bt]}`, () => {
      for (let t = 0; t <= 9; t++) {
        const draws = TABLE[bt]![t] === 'D';
        expect(bankerDraws(bt, t), `banker ${bt}, player third ${t}`).toBe(draws);
        // Through the whole coup: player 0+0 draws t; banker bt+0.
        const r = dealt(draws ? [0, bt, 0, 0, t, 9] : [0, bt, 0, 0, t]);
        expect(r.banker).toHaveLength(draws ? 3 : 2);
      }
    });
  }

  it('pays: player 1:1, banker 0.95:1, tie 8:1; a tie returns player and banker bets', () => {
    const c = baccarat.config({}, null);
    expect(baccaratMultiplier(c, 'player', 'player')).toBe(2);
    expect(baccaratMultiplier(c, 'player', 'banker')).toBe(0);
    expect(baccaratMultiplier(c, 'banker', 'banker')).toBe(1.95);
    expect(baccaratMultiplier(c, 'banker', 'player')).toBe(0);
    expect(baccaratMultiplier(c, 'tie', 'tie')).toBe(9);
    expect(baccaratMultiplier(c, 'tie', 'player')).toBe(0);
    expect(baccaratMultiplier(c, 'player', 'tie')).toBe(1);
    expect(baccaratMultiplier(c, 'banker', 'tie')).toBe(1);
  });

  it('exact infinite-deck odds give the published house edges (banker 1.0638%, player 1.2281%, tie 14.1170%)', () => {
    const p = baccaratProbabilities();
    expect(p.player + p.banker + p.tie).toBeCloseTo(1, 10);
    const rtp = baccaratBetRtps(baccarat.config({}, null));
    expect(1 - rtp.banker).toBeCloseTo(0.010638, 5);
    expect(1 - rtp.player).toBeCloseTo(0.012281, 5);
    expect(1 - rtp.tie).toBeCloseTo(0.14117, 4);
    expect(baccarat.rtp(baccarat.config({}, null))).toBe(rtp.banker);
  });

  it('a played coup shows the cards that were dealt, in hand order', () => {
    // Floats picking card indexes: 8♠(7), K♠(12), A♠(0), 5♠(4), then a 9♠ third for the player (total 9+… ) — scripted floats.
    const floats = [7, 12, 0, 4, 8, 2].map((i) => (i + 0.5) / 52);
    let k = 0;
    const rng = { next: () => floats[k++]!, int: (n: number) => Math.floor(floats[k++]! * n) };
    const o = baccarat.play(rng, baccarat.config({}, null), { bet: 'player' });
    // Player 8 + A = 9 → natural: nobody draws.
    expect(o.player.map((c) => c.rank)).toEqual([8, 1]);
    expect(o.banker.map((c) => c.rank)).toEqual([13, 5]);
    expect(o).toMatchObject({ playerTotal: 9, bankerTotal: 5, winner: 'player', multiplier: 2 });
  });
});
