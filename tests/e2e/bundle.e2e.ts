import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/server';

/** test:e2e builds first, so dist/ is the production bundle players download. */
describe('production bundle', () => {
  const assets = join(ROOT, 'dist/assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));

  it('contains no code of the Stately inspector (dev only, dynamic import)', () => {
    expect(js.length).toBeGreaterThan(0);
    for (const file of js) {
      const text = readFileSync(join(assets, file), 'utf8');
      expect(text, file).not.toMatch(/createBrowserInspector|stately\.ai|@statelyai\/inspect/);
    }
  });
});
