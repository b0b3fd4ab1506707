/**
 * JSON column values go over the wire as text: node-postgres would send a JS array as a
 * Postgres array literal, and PGlite and pg both cast text parameters to jsonb.
 */
export function json<T>(value: T): string {
  return JSON.stringify(value);
}
