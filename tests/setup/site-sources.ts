import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** src/, the site's own code. */
export const SRC = join(import.meta.dirname, '../../src');

/**
 * Every source file of the site (src/, .ts and .tsx, tests left out) with its text and its path
 * relative to src/: what tests of a rule over the whole code base read.
 */
export function siteSources(dir: string = SRC): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return siteSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [{ path: relative(SRC, full), text: readFileSync(full, 'utf8') }] : [];
  });
}
