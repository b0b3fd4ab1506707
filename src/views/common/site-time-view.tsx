import { formatSiteDate, formatSiteDateTime } from './site-time';

/**
 * A wire instant on screen, in GMT+8 as the header clock shows time (./site-time.ts);
 * `dateTime` keeps the instant itself for machines and assistive technology.
 */
export function SiteTime({ iso, date = false }: { iso: string; date?: boolean }) {
  return <time dateTime={iso}>{date ? formatSiteDate(iso) : formatSiteDateTime(iso)}</time>;
}
