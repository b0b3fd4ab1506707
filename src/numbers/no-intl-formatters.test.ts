import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
const FORMATTERS = /\bIntl\.(NumberFormat|DateTimeFormat)\(|\.toLocale(Date|Time)?String\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('figures and times are written by the site’s own formatters', () => {
  it('no source makes an Intl number or date formatter: the first one loads ICU data in one long task (src/numbers/grouping.ts)', () => {
    const found = sources(SRC)
      .filter((file) => FORMATTERS.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(found).toEqual([]);
  });
});
