export interface CaptchaContext {
  /** The base64 PNG of GET /wps/captcha, or null before the first one. */
  image: string | null;
  errorKey: string | null;
  /** Consecutive loads the server refused as too frequent (429); retried a few times. */
  throttled: number;
}

export type CaptchaEvent =
  /** The person clicks the image: throttled to one per CAPTCHA.refreshThrottleMs. */
  | { type: 'captcha.refresh' }
  /** The form needs a new one (the last was used by a failed attempt, or the tab changed). */
  | { type: 'captcha.reload' };
