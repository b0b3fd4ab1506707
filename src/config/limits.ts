/** Limits of forms and lists, beside constants.ts so that the home page does not load them (constants.ts says why). */

export const LIMITS = {
  winnerBoard: 20,
  popularNumbers: 20,
  vnNumbers: 100,
  /** Too-many-requests wait. */
  tooManyRequestsWaitMs: 5 * 60_000,
  /** Real-time salary settlement period. */
  realtimeSalaryPeriodMs: 5 * 60_000,
  activityComment: 140,
  activityImages: 3,
  activityImageBytes: 5 * 1024 * 1024,
  consentAge: 18,
  birthdayCheckAge: 21,
  datePickerShortcutDays: [7, 30],
  zaloRewardHint: 131_000,
} as const;
