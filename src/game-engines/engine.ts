import type { Floats } from './fair';

/** A refused engine input (config, choice): the server answers 400 request_param_err with the field. */
export class EngineInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`invalid ${field}: ${reason}`);
    this.name = 'EngineInputError';
  }
}

/**
 * One game engine: pure functions from outcome floats to an outcome and its multiplier
 * (payout = floor(stake × multiplier), ./payout.ts). Shared by the server and the browser.
 */
export interface GameEngine<Config, Choice, Outcome extends { multiplier: number }> {
  /**
   * The full engine config from a catalogue row's engine_config and configured RTP (percent):
   * validated, defaults filled. A full config passes through unchanged (the verify page
   * sends the config the session showed).
   */
  config(raw: unknown, rtpPercent: number | null): Config;
  /** The player's choice for a round, validated against the config. */
  choice(raw: unknown, config: Config): Choice;
  /** How many floats a round may read (the bytes computed ahead: HMAC is async in browsers). */
  floats(config: Config): number;
  play(rng: Floats, config: Config, choice: Choice): Outcome;
  /** The exact theoretical return to player of the game's main bet, as a fraction. */
  rtp(config: Config): number;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A fraction from a configured percent (96.5 → 0.965), or the default. */
export function rtpFraction(rtpPercent: number | null, fallback: number): number {
  if (rtpPercent === null || !Number.isFinite(rtpPercent) || rtpPercent <= 0 || rtpPercent >= 100) return fallback;
  return rtpPercent / 100;
}

export function positiveNumber(v: unknown, field: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) throw new EngineInputError(field, 'positive number');
  return v;
}
