/**
 * `npm run bench:renders` (issue #21, blocking time): how often React draws each page while it
 * starts, for a visitor and for a member. The built SPA is served by the real server; Chromium
 * opens each route at 412 × 823 px in Bengali with its CPU slowed 4× (Lighthouse's mobile
 * profile) and React's commit hook (the one its DevTools use) counts, for 7 s, every commit and
 * the components it drew. A whole-page drawing is what blocking time is made of; the counts show
 * which ones a change removed, where Lighthouse's figures move less than their run-to-run spread.
 * Figures, not assertions.
 *
 * Environment: BENCH_ONLY (comma-separated paths, default `/,/rng,/live,/vip,/help`);
 * `--no-build` reuses dist/ (otherwise `vite build --minify false` first, so that components keep
 * their names; it leaves that build in dist/).
 */
import { execFileSync } from 'node:child_process';
import { apiVisitor } from '../tests/e2e/support/api';
import { launchBrowser } from '../tests/e2e/support/browser';
import { ROOT, startServer } from '../tests/e2e/support/server';

/**
 * React calls a DevTools hook on every commit; this one records, per commit, the components that
 * rendered (fiber flag PerformedWork), skipping subtrees React did not enter (same child fibers).
 */
const COMMIT_HOOK = `
window.__commits = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), isDisabled: false,
  inject(renderer) { this.renderers.set(this.renderers.size + 1, renderer); return this.renderers.size; },
  onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  onCommitFiberRoot(_id, root) {
    const drawn = new Map();
    const walk = (parent) => {
      if (parent.alternate && parent.child === parent.alternate.child) return;
      for (let f = parent.child; f; f = f.sibling) {
        if ((f.flags & 1) && typeof f.type === 'function') {
          const name = f.type.displayName || f.type.name || '?';
          drawn.set(name, (drawn.get(name) || 0) + 1);
        }
        walk(f);
      }
    };
    walk(root.current);
    const total = [...drawn.values()].reduce((a, b) => a + b, 0);
    const most = [...drawn].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, c]) => n + ' ' + c).join(', ');
    window.__commits.push({ at: Math.round(performance.now()), total, most });
  },
};`;

interface Commit {
  at: number;
  total: number;
  most: string;
}

async function main() {
  if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--minify', 'false'], { cwd: ROOT, stdio: 'inherit' });
  const routes = (process.env.BENCH_ONLY ?? '/,/rng,/live,/vip,/help').split(',').map((r) => r.trim());
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { register } = apiVisitor(server, '203.0.113.210');
    const token = (await register(`rend${Date.now().toString(36)}`, 'Bench@2026x', true)).session?.token;
    if (!token) throw new Error('registration gave no session');
    const rows: string[] = [];
    for (const route of routes) {
      const bySession: Record<string, Commit[]> = {};
      for (const session of ['visitor', 'member'] as const) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        try {
          const member = session === 'member' ? `sessionStorage.setItem('token', ${JSON.stringify(token)});` : '';
          await context.addInitScript(`${member} localStorage.setItem('lang', 'bn'); ${COMMIT_HOOK}`);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(`${server.url}${route}`);
          await page.waitForTimeout(7000);
          bySession[session] = (await page.evaluate('window.__commits')) as Commit[];
        } finally {
          await context.close();
        }
      }
      for (const [session, commits] of Object.entries(bySession)) {
        // A drawing of at least half as many components as the largest: the page drawn (nearly) whole.
        const largest = Math.max(0, ...commits.map((c) => c.total));
        const whole = commits.filter((c) => c.total >= largest / 2);
        rows.push(`| ${route} | ${session} | ${commits.length} | ${commits.reduce((s, c) => s + c.total, 0)} | ${whole.length} (${whole.map((c) => c.total).join(', ')}) |`);
        console.log(`${route} (${session}): ${commits.map((c) => `${c.at} ms ${c.total} [${c.most}]`).join('; ')}`);
      }
    }
    console.log('\nReact commits in the first 7 s (412 × 823 px, bn, CPU 4×):');
    console.log('| route | session | commits | components drawn | whole-page drawings (components) |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
