import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedAnswer } from '../../src/api/client';
import { endpoints } from '../../src/api/endpoints';
import { moneyEndpoints } from '../../src/api/money-endpoints';
import type { Whitelabel } from '../../src/api/schemas/system';
import { BOOT_ANSWERS_ID, HOME_NOTICE_QUERY, homeSectionReads } from '../../src/pages/first-reads';
import type { OpenedDatabase } from '../../server/db/connect';
import { injectBootAnswers, isPublicRead } from '../../server/static/boot-answers';
import { shellMarkup } from '../../server/static/shell';
import { makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

/**
 * Boot answers (server/static/boot-answers.ts): the page the server sends carries the answers to
 * the reads its first render makes, made by the API itself for the same request.
 */
let d: OpenedDatabase;
let t: TestApp;
let dist: string;
const HTML = { Accept: 'text/html' };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>');
  d = await createTestDb();
  t = makeTestApp({ db: d.db, config: { distDir: dist } });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await d.close();
});

async function pageAnswers(path: string, init: RequestInit & { ip?: string } = {}): Promise<{ html: string; answers: SeedAnswer[] }> {
  const res = await t.call(path, { ...init, headers: { ...HTML, ...(init.headers as Record<string, string>) } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const html = await res.text();
  const m = html.match(new RegExp(`<script type="application/json" id="${BOOT_ANSWERS_ID}">(.*?)</script>`));
  return { html, answers: m ? (JSON.parse(m[1]!) as SeedAnswer[]) : [] };
}

/** The API's own answer to a read, asked as the SPA asks it. */
async function apiValue(path: string, query: Record<string, unknown> = {}, ip = '127.0.0.1') {
  const qs = new URLSearchParams(Object.entries(query).filter((kv) => kv[1] !== undefined).map(([k, v]) => [k, String(v)]));
  const res = await t.call(`${path}${qs.size ? `?${qs}` : ''}`, { ip, headers: { Merchant: 'bd01', Language: 'BN', Device: 'WEB', 'X-Gateway-Version': '3' } });
  const body = (await res.json()) as { success: boolean; value: unknown };
  expect(body.success).toBe(true);
  return body.value;
}

describe('boot answers', () => {
  it('/rng carries the status, the white-label tree, the menus, the slot lanes and the first vendor\'s first grid page and tabs, each the API\'s own answer', async () => {
    const { answers } = await pageAnswers('/rng', { ip: '198.51.100.7' });
    expect(answers.map((a) => a.name).sort()).toEqual(['gameList', 'gameMenus', 'gameVendor', 'systemStatus', 'vassGameTypes', 'whitelabel']);
    expect(new Set(answers.map((a) => a.language))).toEqual(new Set(['bn']));
    const by = (name: string) => answers.find((a) => a.name === name)!;

    // The status is this request's: its client address, and the Host the SPA sends as ?url=.
    expect(by('systemStatus').query).toEqual({ url: 'localhost' });
    expect((by('systemStatus').value as { ip: string }).ip).toBe('198.51.100.7');
    expect(by('systemStatus').value).toEqual(await apiValue(endpoints.systemStatus.path, { url: 'localhost' }, '198.51.100.7'));
    // The customer-service paths are enciphered afresh for every answer (a random nonce): compared by type.
    const plain = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x) => (k === 'pathList' ? (x as { type: number }[]).map((p) => p.type) : x)));
    expect(plain(by('whitelabel').value)).toEqual(plain(await apiValue(endpoints.whitelabel.path, {}, '198.51.100.7')));
    expect(by('gameMenus').value).toEqual(await apiValue(endpoints.gameMenus.path));
    expect(by('gameVendor')).toMatchObject({ query: { gameCategory: 'RNG' } });
    const lanes = by('gameVendor').value as { data: { lanes: { vassalage: string }[] } };
    expect(lanes).toEqual(await apiValue(endpoints.gameVendor.path, { gameCategory: 'RNG' }));
    const first = lanes.data.lanes[0]!.vassalage;
    expect(by('gameList').query).toEqual({ vassalage: first, gameCategory: 'RNG', page: 1, size: 24 });
    expect(by('gameList').value).toEqual(await apiValue(endpoints.gameList.path, by('gameList').query));
    expect(by('vassGameTypes')).toMatchObject({ query: { vassalage: first } });
  });

  it('the vendor and tab the address names are the ones answered', async () => {
    const { answers } = await pageAnswers('/rng?vendor=JILI&page=SLOT');
    expect(answers.find((a) => a.name === 'gameList')!.query).toEqual({ vassalage: 'JILI', gameType: 'SLOT', gameCategory: 'RNG', page: 1, size: 24 });
    expect(answers.find((a) => a.name === 'vassGameTypes')!.query).toEqual({ vassalage: 'JILI' });
  });

  it('other pages carry only what every page reads first (and a category page its lanes)', async () => {
    expect((await pageAnswers('/live')).answers.map((a) => a.name).sort()).toEqual(['gameMenus', 'gameVendor', 'systemStatus', 'whitelabel']);
    expect((await pageAnswers('/down')).answers.map((a) => a.name).sort()).toEqual(['gameMenus', 'systemStatus', 'whitelabel']);
  });

  it('the lottery lobby, promotions, VIP and help pages carry their own first read, as their charts ask it', async () => {
    const names = async (path: string) => (await pageAnswers(path)).answers.map((a) => a.name).sort();
    expect(await names('/lottery')).toEqual(['gameMenus', 'lotteryMenu', 'systemStatus', 'whitelabel']);
    expect((await pageAnswers('/Vnlottery')).answers.find((a) => a.name === 'lotteryMenu')?.query).toEqual({ area: 'VN' });
    expect(await names('/promotions')).toEqual(['gameMenus', 'promotions', 'systemStatus', 'whitelabel']);
    expect(await names('/vip')).toEqual(['gameMenus', 'systemStatus', 'vipLevels', 'whitelabel']);
    expect(await names('/help')).toEqual(['gameMenus', 'helpCenter', 'systemStatus', 'whitelabel']);
    const { list } = (await pageAnswers('/promotions')).answers.find((a) => a.name === 'promotions')!.value as { list: { id: string | number }[] };
    expect(list.length).toBeGreaterThan(0);
    const detail = (await pageAnswers(`/promoDetail?id=${list[0]!.id}`)).answers.find((a) => a.name === 'promotionDetail');
    expect(detail?.query).toEqual({ id: String(list[0]!.id) });
    expect(detail?.value).toEqual(await apiValue('/wps/promotion/detail', { id: list[0]!.id }));
    // A promotion that does not exist is not answered: the page asks, and shows the refusal.
    expect(await names('/promoDetail?id=999999')).toEqual(['gameMenus', 'promotions', 'systemStatus', 'whitelabel']);
  });

  it('the home page carries its notices and, for the brand the white-label tree names, its game sections in the default language', async () => {
    const { answers } = await pageAnswers('/');
    expect(answers.map((a) => a.name).sort()).toEqual(['gameMenus', 'homeNotices', 'hotGames', 'popularLottery', 'rankList', 'systemStatus', 'whitelabel']);
    const whitelabel = answers.find((a) => a.name === 'whitelabel')!.value as Whitelabel;
    const expected = homeSectionReads(whitelabel.info.brand, 'BN');
    for (const read of Object.values(expected)) expect(answers.find((a) => a.name === read.name)!.query).toEqual(read.query);
    for (const a of answers) expect(a.language).toBe('bn');
    expect(answers.find((a) => a.name === 'homeNotices')!.query).toEqual(HOME_NOTICE_QUERY);
  });

  it('text an operator entered cannot close the data block (every < is escaped)', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    const before = await d.db.selectFrom('vendors').select('display_name').where('vassalage', '=', 'PG').executeTakeFirstOrThrow();
    await d.db.updateTable('vendors').set({ display_name: evil }).where('vassalage', '=', 'PG').execute();
    try {
      const { html, answers } = await pageAnswers('/rng');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toContain('<!--');
      const lanes = answers.find((a) => a.name === 'gameVendor')!.value as { data: { lanes: { vassalage: string; displayName: string }[] } };
      expect(lanes.data.lanes.find((l) => l.vassalage === 'PG')!.displayName).toBe(evil);
    } finally {
      await d.db.updateTable('vendors').set({ display_name: before.display_name }).where('vassalage', '=', 'PG').execute();
    }
  });

  it('a HEAD, and a page whose reads all fail, carry none; the page is still served', async () => {
    const head = await t.call('/rng', { method: 'HEAD', headers: HTML });
    expect(head.status).toBe(200);
    const broken = makeTestApp({ db: d.db, config: { distDir: dist, merchantCode: 'nosuchmerchant' } });
    const res = await broken.call('/rng', { headers: HTML });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain(BOOT_ANSWERS_ID);
  });

  it('the page shows the site header\'s top bar with the brand before its JavaScript runs (escaped, hidden from assistive technology)', async () => {
    const { html, answers } = await pageAnswers('/rng');
    const name = (answers.find((a) => a.name === 'whitelabel')!.value as { info: { brand: { name: string } } }).info.brand.name;
    expect(name).not.toBe('');
    expect(html).toContain(`<div id="root">${shellMarkup(name)}</div>`);
    expect(shellMarkup('A&B <i>')).toContain('<span class="brand__name">A&amp;B &lt;i&gt;</span>');
    expect(shellMarkup('x')).toMatch(/^<header class="site-header" aria-hidden="true">/);
  });

  it('only public GET reads qualify: never one that needs a token or an encrypted body', () => {
    expect(isPublicRead(endpoints.gameVendor)).toBe(true);
    expect(isPublicRead(endpoints.memberInfo)).toBe(false);
    expect(isPublicRead(endpoints.login)).toBe(false);
    expect(isPublicRead(moneyEndpoints.walletBalance)).toBe(false);
    expect(isPublicRead(undefined)).toBe(false);
  });

  it('injectBootAnswers leaves a page without answers as it was', () => {
    const page = '<html><head></head><body></body></html>';
    expect(injectBootAnswers(page, [])).toBe(page);
    expect(injectBootAnswers(page, [{ name: 'whitelabel', language: 'bn', value: { a: '<b>' } }])).toBe(
      `<html><head><script type="application/json" id="${BOOT_ANSWERS_ID}">[{"name":"whitelabel","language":"bn","value":{"a":"\\u003cb>"}}]</script></head><body></body></html>`,
    );
  });
});
