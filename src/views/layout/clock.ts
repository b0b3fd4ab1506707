import { UI } from '../../config/constants';
import { formatSiteDateTime, gmtLabel } from '../common/site-time';

/** `DD/MM/YYYY HH:mm:ss` of an instant seen at a fixed UTC offset (the header clock shows GMT+8, SPEC §2). */
export function formatClock(instant: Date | number, utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  return formatSiteDateTime(instant, utcOffsetHours);
}

/** `GMT+8`, `GMT-3`, `GMT+5:30` (defined beside the display formatter, ../common/site-time.ts). */
export { gmtLabel };
