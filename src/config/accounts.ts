/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** Sign-in, registration and contact checks: SMS codes and the picture captcha. */
export const SMS = {
  /** The get-code button stays disabled for this many seconds per expiry minute. */
  countdownSecondsPerExpiryMinute: 60,
  /** Countdown when the code goes through the alternative (Firebase) channel. */
  alternativeChannelCountdownSeconds: 60,
  /** Minimum gap between two send requests. */
  resendThrottleMs: 1000,
  /** Maximum length of a verification code input. */
  verificationCodeMaxLength: 255,
} as const;

export const CAPTCHA = {
  /** A captcha image may be refreshed at most once per this many ms (per browser). */
  refreshThrottleMs: 1000,
  /** Server limit per client address (not in the spec): generous for shared NATs, bounded for bots. */
  addressPerMinute: 30,
  /** A load refused as too soon (429) is retried after the throttle this many times, then shown as failed. */
  throttledRetries: 3,
} as const;
