import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFirstView } from '../../src/entry-server';
import type { OpenedDatabase } from '../../server/db/connect';
import { makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';
import { addressOf, PLAYER_ROUTES } from '../e2e/support/player-routes';

/**
 * The server draws a visitor's first view (server/static/first-view.ts) with the site's own charts
 * and views (src/entry-server.tsx), from the answers it sends with the page. Here with the source
 * renderer; the built one (dist/server/first-view.js) is the same module, bundled, and the browser
 * tests serve it (tests/e2e/first-view.e2e.ts).
 */
let d: OpenedDatabase;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="bn"><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>',
  );
  d = await createTestDb();
  t = makeTestApp({ db: d.db, config: { distDir: dist }, firstView: renderFirstView });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await d.close();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await t.call(path, { headers: { Accept: 'text/html', ...headers } });
  const html = await res.text();
  const root = /<div id="root"(?: data-first-view="(\w+)")?(?: data-parts="([^"]*)")?>([\s\S]*)<\/div><\/body>/.exec(html);
  return {
    res,
    html,
    drawnIn: root?.[1] ?? null,
    view: root?.[3] ?? '',
    parts: root?.[1] ? (root[2] ?? '').split(' ').filter(Boolean) : null,
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    lang: /<html lang="(\w+)"/.exec(html)?.[1],
  };
}

/** Scripts in the view itself: none may run (the page's policy allows only the hashed ones of index.html). */
const scriptsIn = (view: string) => [...view.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe('the first view drawn by the server', () => {
  it('a lobby: the header, the nav of the seeded menus, the heading, the vendors and the first games, in Bengali by default', async () => {
    const p = await page('/rng');
    expect(p.res.status).toBe(200);
    expect(p.drawnIn).toBe('bn');
    expect(p.lang).toBe('bn');
    expect(p.title).toBe('স্লট · Elott Bangladesh');
    expect(p.parts).toEqual(['game-category']);
    expect(p.view).toContain('<header class="site-header">');
    expect(p.view).toContain('লগইন');
    // Both the row and the menu button: the browser's media query picks, as the site's first drawing will.
    expect(p.view).toContain('game-nav game-nav--auto');
    expect(p.view).toMatch(/<h1[^>]*>স্লট<\/h1>/);
    expect(p.view).toContain('PG Soft');
    expect(p.view).toContain('ফরচুন টাইগার');
    // Catalogue images: the browser's own lazy loading until the site runs.
    expect(p.view).toMatch(/<img class="lazy-image[^"]*"[^>]*loading="lazy"/);
    expect(scriptsIn(p.view)).toEqual([]);
    expect(p.res.headers.get('vary')).toContain('Cookie');
  });

  it('in the language of the lang cookie: the answers and the drawing both', async () => {
    const p = await page('/rng', { Cookie: 'theme=x; lang=en' });
    expect(p.drawnIn).toBe('en');
    expect(p.lang).toBe('en');
    expect(p.view).toMatch(/<h1[^>]*>Slots<\/h1>/);
    expect(p.view).toContain('Login');
    expect(p.html).toMatch(/"language":"en"/);
    expect(p.html).not.toMatch(/"language":"bn"/);
    // A cookie naming a language the site does not speak is the default.
    expect((await page('/rng', { Cookie: 'lang=xx' })).drawnIn).toBe('bn');
  });

  it('the home page: the banners and notices; the promotions page: its cards', async () => {
    const home = await page('/');
    expect(home.drawnIn).toBe('bn');
    expect(home.view).toContain('banners__track');
    expect(home.parts).toEqual([]);
    const promotions = await page('/promotions');
    expect(promotions.parts).toEqual(['promotions']);
    expect(promotions.view).toContain('promo-card');
    expect(promotions.view).toContain('স্বাগতম বোনাস');
    expect(scriptsIn(promotions.view)).toEqual([]);
  });

  // Every page players open (npm run bench:web's rows): a view that cannot be drawn here (one that
  // touches the browser's window while it draws, say) costs that page its first view, and with it
  // the first paint the LCP waits for; nothing else would notice, as the browser draws it anyway.
  it('every player-facing page is drawn, with its level-1 heading and no boundary left to the browser', async () => {
    const promoId = /promoDetail\?id=([^"&]+)/.exec((await page('/promotions')).view)?.[1];
    expect(promoId).toBeTruthy();
    for (const path of PLAYER_ROUTES.map((route) => addressOf(route, decodeURIComponent(promoId!)))) {
      const p = await page(path);
      expect(p.drawnIn, path).toBe('bn');
      expect(p.view, path).toMatch(/<h1[\s>]/);
      expect(p.view, path).not.toContain('<!--$!-->');
    }
  });

  it('an address without a page: the not-found page, with 404', async () => {
    const p = await page('/no-such-page');
    expect(p.res.status).toBe(404);
    expect(p.parts).toEqual(['not-found']);
    expect(p.view).toContain('<main');
  });

  it('the help centre: its operator HTML sanitised on the server as in the browser (parse5 for DOMParser)', async () => {
    const p = await page('/help');
    expect(p.res.status).toBe(200);
    expect(p.drawnIn).toBe('bn');
    expect(p.parts).toContain('help');
    expect(p.view).toContain('আমরা একটি লাইসেন্সপ্রাপ্ত অনলাইন গেমিং প্ল্যাটফর্ম।');
    expect(scriptsIn(p.view)).toEqual([]);
  });

  it('a lottery lobby: the area’s games on their cards, drawn from the menu the page carries', async () => {
    for (const [path, game] of [
      ['/lottery', 'এসএসসি ৫ মিনিট'],
      ['/Vnlottery', null],
    ] as const) {
      const p = await page(path);
      expect(p.drawnIn, path).toBe('bn');
      const lobby = /<section class="lottery-lobby"[^>]*>([\s\S]*?)<\/section>/.exec(p.view)?.[1] ?? '';
      // Not the lobby's loading state: the chart started from the answer (lottery-lobby.machine.ts `start`).
      expect(lobby, path).not.toContain('role="status"');
      expect(lobby, path).toMatch(game ? /<article[^>]*>/ : /<article[^>]*>|<p/);
      if (game) expect(lobby).toContain(`${game} খেলুন`);
    }
  });

  it('a members-only site: no page is drawn for a visitor sent to log in, so a member\'s tab, which keeps the drawing, is shown nothing of a visitor\'s', async () => {
    const members = (on: boolean) =>
      d.db
        .updateTable('merchants')
        .set({ profile: sql<string>`jsonb_set(profile, '{settings,loginedToHomePage}', to_jsonb(${on}::boolean), true)` })
        .where('code', '=', 'bd01')
        .execute()
        .then(() => t.cache.invalidate());
    await members(true);
    try {
      const p = await page('/rng');
      expect(p.drawnIn).toBe('bn');
      expect(p.view).toBe('');
    } finally {
      await members(false);
    }
    expect((await page('/rng')).view).toMatch(/<h1[^>]*>স্লট<\/h1>/);
  });
});
