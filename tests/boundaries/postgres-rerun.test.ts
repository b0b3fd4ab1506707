import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sources } from './cruise';

/**
 * CI runs the server tests a second time on PostgreSQL with `npm run test:postgres`: `vitest related`
 * picks the test files that import server/testing/test-db.ts (directly or through a kit), and the
 * script names the others that read TEST_DATABASE_URL themselves. A test of the second kind that the
 * script does not name would silently never meet PostgreSQL.
 */
describe('the PostgreSQL rerun (package.json test:postgres)', () => {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['test:postgres']!;
  const named = script.split(/\s+/).filter((w) => /\.ts$/.test(w));

  const testFiles = (dir: string): string[] =>
    sources(join(ROOT, dir))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => relative(ROOT, f));

  it('names every server test that reads TEST_DATABASE_URL without going through test-db.ts', () => {
    const own = ['server', 'tests/api']
      .flatMap(testFiles)
      .filter((f) => {
        const text = readFileSync(join(ROOT, f), 'utf8');
        return /process\.env\.TEST_DATABASE_URL/.test(text) && !/describe\.skipIf\(!!process\.env\.TEST_DATABASE_URL\)/.test(text);
      });
    expect(own.filter((f) => !named.includes(f))).toEqual([]);
  });

  it('starts from the test database helper, and every file it names exists', () => {
    expect(named[0]).toBe('server/testing/test-db.ts');
    expect(named.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });
});
