/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** Responsible gambling (issue #7; docs/engagement.md "Responsible gambling"). */
export const CARE = {
  /** Deposit-limit windows, rolling (UKGC RTS 12): the lowest remaining amount of the three applies. */
  limitWindowsMs: { day: 24 * 3_600_000, week: 7 * 24 * 3_600_000, month: 30 * 24 * 3_600_000 },
  /** A raise or removal of a limit waits this long; a decrease applies at once. */
  coolingOffMs: 24 * 3_600_000,
  /** Time-out: 24 hours to 6 weeks, in whole days (the choices offered are timeoutDayChoices). */
  timeoutMinDays: 1,
  timeoutMaxDays: 42,
  timeoutDayChoices: [1, 3, 7, 14, 30, 42],
  /** Self-exclusion: at least 6 months, in whole months (up to 5 years). */
  selfExclusionMinMonths: 6,
  selfExclusionMaxMonths: 60,
  selfExclusionMonthChoices: [6, 12, 24, 60],
  /** Reality check interval bounds and the choices offered, in minutes. */
  realityCheckMinMinutes: 5,
  realityCheckMaxMinutes: 240,
  realityCheckChoices: [15, 30, 60, 90, 120],
  /** Care changes per member per hour (throttle before any work). */
  changesPerHour: 30,
} as const;
