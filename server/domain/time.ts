/** The site shows GMT+8 everywhere (SPEC §2 header clock), so notice dates use it too. */
const OFFSET_MS = 8 * 3_600_000;

/** `yyyy-MM-dd HH:mm:ss` in GMT+8 (SPEC §3 notice date). */
export function formatSiteTime(d: Date): string {
  return new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
