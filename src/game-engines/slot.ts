import { is } from 'superstruct';
import { SlotChoice, SlotConfig, type SlotOutcome } from '../vendor/api';
import { EngineInputError, type GameEngine, isRecord, rtpFraction } from './engine';
import { floorTo } from './payout';
import type { Floats } from './fair';

/**
 * Five-reel, three-row line slot (docs/demo-vendor.md "Slot"). Each reel stops at
 * floor(float × strip length); rows 0–2 show strip[stop], strip[stop+1], strip[stop+2]
 * (wrapping). A line pays left to right: the wild substitutes for any symbol; a line pays the
 * better of its leading wild run and its first other symbol's run (3, 4 or 5 long). Pays are in
 * line bets; the round's multiplier is the sum of line pays × scale ÷ the number of lines. No
 * auto-play.
 */

const SYMBOLS = ['wild', 'seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'];

/** Symbol counts on each 32-stop strip (the same on every reel; the order differs). */
const WEIGHTS: Record<string, number> = { wild: 1, seven: 2, bar: 3, bell: 4, plum: 5, orange: 5, lemon: 6, cherry: 6 };

/** A fixed, public strip: the weighted symbols in an order shuffled by a tiny LCG seeded with the reel index. */
function strip(reel: number): string[] {
  const s = SYMBOLS.flatMap((sym) => Array<string>(WEIGHTS[sym]!).fill(sym));
  let x = 2463534242 + reel * 7919;
  for (let i = s.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = x % (i + 1);
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  return s;
}

/** Ten lines: three rows, two Vs, five zigzags (row per reel). */
const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 1, 2, 1],
];

/**
 * Paytables by variant (pays for 3, 4, 5 of a kind, in line bets). A game's configured RTP is
 * met by `scale`: the round's multiplier is Σ line pays × scale ÷ lines, floored to 4
 * decimals, and scale = round4(target ÷ the paytable's unscaled RTP).
 */
export const SLOT_PAYTABLES: Record<string, Record<string, number[]>> = {
  classic: { wild: [95, 475, 4000], seven: [80, 300, 1500], bar: [40, 150, 575], bell: [25, 80, 300], plum: [16, 40, 125], orange: [16, 40, 125], lemon: [10, 25, 80], cherry: [8, 19, 60] },
  fruits: { wild: [50, 250, 2000], seven: [40, 150, 750], bar: [30, 100, 400], bell: [25, 75, 250], plum: [20, 50, 150], orange: [20, 50, 150], lemon: [15, 40, 120], cherry: [12, 30, 100] },
  fortune: { wild: [250, 1000, 10000], seven: [100, 500, 2500], bar: [50, 200, 750], bell: [25, 75, 250], plum: [15, 40, 100], orange: [15, 40, 100], lemon: [10, 20, 60], cherry: [5, 15, 40] },
  gems: { wild: [100, 400, 2500], seven: [60, 250, 1000], bar: [40, 150, 500], bell: [25, 80, 250], plum: [18, 45, 140], orange: [18, 45, 140], lemon: [12, 30, 90], cherry: [10, 25, 75] },
};
export const DEFAULT_SLOT_VARIANT = 'classic';
export const DEFAULT_SLOT_RTP = 0.96;

/** The full config of a paytable variant tuned to a target RTP (fraction). Unknown variants play `classic`. */
export function slotVariant(name: string, target = DEFAULT_SLOT_RTP): SlotConfig {
  const variant = Object.hasOwn(SLOT_PAYTABLES, name) ? name : DEFAULT_SLOT_VARIANT;
  const c: SlotConfig = {
    variant,
    symbols: SYMBOLS,
    wild: 'wild',
    reels: [0, 1, 2, 3, 4].map(strip),
    paylines: PAYLINES,
    paytable: SLOT_PAYTABLES[variant]!,
    scale: 1,
  };
  return { ...c, scale: Math.round((target / slot.rtp(c)) * 10_000) / 10_000 };
}

/** Pays of one line's five symbols, in line bets, with the symbol and run length that pay. */
export function linePay(c: SlotConfig, syms: readonly string[]): { symbol: string; count: number; pays: number } | null {
  let wilds = 0;
  while (wilds < syms.length && syms[wilds] === c.wild) wilds++;
  const base = syms[wilds];
  let run = wilds;
  if (base !== undefined) while (run < syms.length && (syms[run] === base || syms[run] === c.wild)) run++;
  const wildPays = wilds >= 3 ? (c.paytable[c.wild]?.[wilds - 3] ?? 0) : 0;
  const basePays = base !== undefined && run >= 3 ? (c.paytable[base]?.[run - 3] ?? 0) : 0;
  if (wildPays === 0 && basePays === 0) return null;
  return basePays > wildPays ? { symbol: base!, count: run, pays: basePays } : { symbol: c.wild, count: wilds, pays: wildPays };
}

function checkConfig(c: SlotConfig): SlotConfig {
  if (c.reels.length !== 5 || c.reels.some((r) => r.length < 3)) throw new EngineInputError('config.reels', 'five strips of at least 3 stops');
  if (!c.paylines.length || c.paylines.some((l) => l.length !== 5 || l.some((row) => row !== 0 && row !== 1 && row !== 2))) {
    throw new EngineInputError('config.paylines', 'lines of five rows 0-2');
  }
  return c;
}

export const slot: GameEngine<SlotConfig, SlotChoice, SlotOutcome> = {
  config(raw, rtpPercent) {
    if (is(raw, SlotConfig)) return checkConfig(raw);
    const r = isRecord(raw) ? raw : {};
    // Catalogue rows name the paytable as `paytable` (or `variant`).
    const variant = typeof r.variant === 'string' ? r.variant : typeof r.paytable === 'string' ? r.paytable : DEFAULT_SLOT_VARIANT;
    return slotVariant(variant, rtpFraction(rtpPercent, DEFAULT_SLOT_RTP));
  },
  choice(raw) {
    if (raw !== undefined && raw !== null && !is(raw, SlotChoice)) throw new EngineInputError('choice', 'a slot spin takes no choice');
    return {};
  },
  floats: () => 5,
  play(rng: Floats, c) {
    const stops = c.reels.map((r) => rng.int(r.length));
    const grid = [0, 1, 2].map((row) => c.reels.map((r, i) => r[(stops[i]! + row) % r.length]!));
    const wins: SlotOutcome['wins'] = [];
    let total = 0;
    c.paylines.forEach((line, i) => {
      const w = linePay(
        c,
        line.map((row, reel) => grid[row]![reel]!),
      );
      if (w) {
        wins.push({ line: i, ...w });
        total += w.pays;
      }
    });
    return { engine: 'slot', stops, grid, wins, multiplier: floorTo((total * c.scale) / c.paylines.length, 4) };
  },
  /**
   * Exact: stops are uniform and independent, so every line sees on reel r each symbol with
   * probability (its count on strip r) / (strip length), independently of the other reels. The
   * expected line pay is a finite sum over all symbol combinations (8^5 here), and the round's
   * expected multiplier is that line pay × scale (lines × pay ÷ lines). The 4-decimal floor of a
   * round's multiplier is left out: it costs less than 0.0001 of a stake, on winning spins only.
   */
  rtp(c) {
    const dist = c.reels.map((r) => {
      const m = new Map<string, number>();
      for (const s of r) m.set(s, (m.get(s) ?? 0) + 1 / r.length);
      return [...m.entries()];
    });
    let sum = 0;
    const syms: string[] = [];
    const walk = (reel: number, p: number) => {
      if (reel === dist.length) {
        sum += p * (linePay(c, syms)?.pays ?? 0);
        return;
      }
      for (const [s, q] of dist[reel]!) {
        syms[reel] = s;
        walk(reel + 1, p * q);
      }
    };
    walk(0, 1);
    return sum * c.scale;
  },
};
