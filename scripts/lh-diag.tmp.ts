import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/support/server';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const routes = (process.env.ROUTES ?? '/').split(',');
const server = await startServer();
try {
  for (const r of routes) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
    const res = await lighthouse(server.url + r, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
    chrome.kill();
    const a = res!.lhr.audits;
    const n = (k: string) => Math.round(a[k]?.numericValue ?? NaN);
    console.log(`\n## ${r}: perf ${Math.round(res!.lhr.categories.performance!.score! * 100)} FCP ${n('first-contentful-paint')} LCP ${n('largest-contentful-paint')} TBT ${n('total-blocking-time')} SI ${n('speed-index')}`);
    const el = (a['largest-contentful-paint-element']?.details as any)?.items;
    console.log(' LCP element:', JSON.stringify(el?.[0]?.items?.[0]?.node?.snippet ?? el?.[0]?.items?.[0]?.node ?? el).slice(0, 300));
    console.log(' LCP phases:', JSON.stringify(el?.[1]?.items ?? '').slice(0, 400));
    const lt = (a['long-tasks']?.details as any)?.items ?? [];
    console.log(' long tasks:', lt.slice(0, 8).map((t: any) => `${Math.round(t.duration)}ms@${Math.round(t.startTime)} ${String(t.url).replace(/.*\//, '')}`).join(', '));
    const bt = (a['bootup-time']?.details as any)?.items ?? [];
    console.log(' bootup:', bt.slice(0, 6).map((t: any) => `${String(t.url).replace(/.*\//, '')} ${Math.round(t.total)}ms(script ${Math.round(t.scripting)})`).join(', '));
  }
} finally {
  await server.stop();
}
