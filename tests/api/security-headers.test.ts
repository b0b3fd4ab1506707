import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { inlineScriptHashes, sitePolicy } from '../../server/static/security';
import { makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

const BOOT = 'window.__boot=1';
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const directives = (csp: string | null) => new Map((csp ?? '').split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

let d: OpenedDatabase;
let dist: string;
let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  d = await createTestDb();
  dist = await mkdtemp(join(tmpdir(), 'csp-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8"><style>body{color:red}</style><script>${BOOT}</script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
  );
  await writeFile(join(dist, 'vendor.html'), '<!doctype html><html><head></head><body></body></html>');
  dev = makeTestApp({ db: d.db, config: { distDir: dist } });
  prod = makeTestApp({ db: d.db, config: { distDir: dist, nodeEnv: 'production' } });
}, 120_000);
afterAll(async () => {
  await d.close();
  await rm(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it("the site's page: its inline script allowed by hash only, no unsafe-inline or eval for scripts, framed by itself only", async () => {
    const res = await dev.call('/', { headers: { Accept: 'text/html' } });
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toEqual(["'self'", sha(BOOT)]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('Content-Security-Policy')).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('every answer carries nosniff, a Referrer-Policy, a Permissions-Policy and a policy that frames it from itself only: API, errors, files', async () => {
    for (const [path, init] of [
      ['/wps/system/status', {}],
      ['/wps/nope', {}],
      ['/wps/member/password/email', { method: 'POST', body: '{"email":"a\\u0000"}' }],
      ['/manifest.webmanifest', {}],
    ] as const) {
      const res = await dev.call(path, init);
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Permissions-Policy'), path).toContain('camera=()');
      expect(directives(res.headers.get('Content-Security-Policy')).get('frame-ancestors'), path).toEqual(["'self'"]);
    }
  });

  it("the demo vendor's game page keeps its own sandboxed policy", async () => {
    const res = await dev.call('/demo-vendor/play');
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp.get('sandbox')).toEqual(['allow-scripts']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it("the offline page's own inline script is allowed by its hash, and its retry needs no inline handler", async () => {
    const res = await dev.call('/offline.html');
    const html = await res.text();
    expect(html).not.toMatch(/\son\w+=/i);
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(html)]);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it('in production: HSTS, and the captcha cookie Secure even behind a TLS-ending proxy', async () => {
    const page = await prod.call('/', { headers: { Accept: 'text/html' } });
    expect(page.headers.get('Strict-Transport-Security')).toMatch(/^max-age=31536000/);
    const captcha = await prod.call('/wps/captcha');
    expect(captcha.headers.get('Set-Cookie')).toMatch(/;\s*Secure/i);
    const devCaptcha = await dev.call('/wps/captcha');
    expect(devCaptcha.headers.get('Set-Cookie')).not.toMatch(/;\s*Secure/i);
  });

  it('hashes only executable inline scripts: not sourced ones, not JSON data blocks', () => {
    const html = `<script type="application/json" id="b">{"a":1}</script><script src="/x.js"></script><script type="module">go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('go()')]);
    expect(sitePolicy({})).toContain("script-src 'self';");
  });
});
