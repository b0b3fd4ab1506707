import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server';

/**
 * A private copy of the built SPA, for a server started with `DIST_DIR` pointing at it: another
 * build in the same checkout (a colleague's, CI's) empties `dist/` while it runs, which would
 * otherwise break pages mid-test. Copies only a complete build (index.html and every file it
 * references present, unchanged during the copy); waits up to `timeoutMs` for one.
 */
const CACHE = join(ROOT, 'node_modules', '.cache', 'e2e-dist');

export async function snapshotDist(timeoutMs = 60_000): Promise<{ dir: string; remove: () => void }> {
  const source = join(ROOT, 'dist');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stamp = builtAt(source);
    if (stamp !== null) {
      // Inside the checkout (node_modules/.cache): the server's first-view renderer (dist/server)
      // finds its packages (React…) in node_modules from there, as it does from dist/.
      mkdirSync(CACHE, { recursive: true });
      const dir = mkdtempSync(join(CACHE, 'dist-'));
      try {
        cpSync(source, dir, { recursive: true });
        if (builtAt(source) === stamp && complete(dir)) return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
      } catch {
        /* the build changed under the copy: try again */
      }
      rmSync(dir, { recursive: true, force: true });
    }
    if (Date.now() > deadline) throw new Error('no complete build in dist/: run `npx vite build` first');
    await new Promise((r) => setTimeout(r, 500));
  }
}

function builtAt(dir: string): number | null {
  const index = join(dir, 'index.html');
  return existsSync(index) && complete(dir) ? statSync(index).mtimeMs : null;
}

function complete(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  // Attributes, and the quoted paths of the script that asks for the entry after the first paint (vite.config.ts).
  const refs = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"|"\/(assets\/[^"]+\.js)"/g)].map((m) => (m[1] ?? m[2])!);
  // And the server's drawing of a page's first view (server/static/first-view.ts).
  if (!existsSync(join(dir, 'server', 'first-view.js'))) return false;
  return refs.length > 0 && refs.every((r) => existsSync(join(dir, r)));
}
