/** The site shows GMT+8 everywhere (SPEC §2 header clock). */
const OFFSET_MS = 8 * 3_600_000;

/**
 * The one shape of an instant on the wire: ISO 8601 UTC, `yyyy-MM-ddTHH:mm:ss.sssZ`
 * (src/api/schemas/time.ts `instant()`; server/README.md "Times on the wire"). Accepts a Date or
 * what a driver gives for a timestamptz (a Date from PGlite, sometimes text from a raw query).
 */
export function wireInstant(d: Date | string): string {
  const t = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(t.getTime())) throw new RangeError(`wireInstant: not a time: ${String(d)}`);
  return t.toISOString();
}

/** {@link wireInstant} of a time that may be absent. */
export function wireInstantOrNull(d: Date | string | null | undefined): string | null {
  return d === null || d === undefined ? null : wireInstant(d);
}

/**
 * `yyyy-MM-dd HH:mm:ss` in GMT+8, for people reading text the server writes (CLI output,
 * e-mails). Never on the wire: the API sends {@link wireInstant}.
 */
export function formatSiteTime(d: Date): string {
  return new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
