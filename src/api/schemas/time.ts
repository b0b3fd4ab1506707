import { define } from 'superstruct';
import { isDay, isInstant } from '../../time/wire-time';

// The shapes themselves (and their reasons) are in src/time/wire-time.ts, shared with the screens' formatter.
export { isDay, isInstant };

/** An instant on the wire: `yyyy-MM-ddTHH:mm:ss.sssZ` (UTC), a real date. */
export const instant = () =>
  define<string>('instant', (value) => isInstant(value) || `Expected an ISO 8601 UTC instant (yyyy-MM-ddTHH:mm:ss.sssZ), got ${JSON.stringify(value)}`);

/** A calendar day on the wire: `yyyy-MM-dd`, a real date. */
export const day = () => define<string>('day', (value) => isDay(value) || `Expected a day (yyyy-MM-dd), got ${JSON.stringify(value)}`);
