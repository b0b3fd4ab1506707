/** Time source; tests pass a fixed or stepping clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
