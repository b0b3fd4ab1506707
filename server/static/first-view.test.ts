import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_BUDGET_MS, loadConfig } from '../config';
import { firstViewDrawer, injectFirstView } from './first-view';

const PAGE = '<!doctype html><html lang="bn"><head><title>Brand</title></head><body><div id="root"></div></body></html>';
const input = { url: '/rng', host: 'localhost', merchantCode: 'bd01', language: 'bn' as const, answers: [] };

describe('injectFirstView', () => {
  it('puts the drawing in #root with its language and parts, the language on <html>, the title in <head>', () => {
    const page = injectFirstView(PAGE, { html: '<main>স্লট</main>', title: 'স্লট · Brand', parts: ['game-category', 'vendor-lanes'] }, 'en');
    expect(page).toBe(
      '<!doctype html><html lang="en"><head><title>স্লট · Brand</title></head><body><div id="root" data-first-view="en" data-parts="game-category vendor-lanes"><main>স্লট</main></div></body></html>',
    );
  });

  it('keeps the page\'s title when the drawing has none, and names no parts when it shows none', () => {
    expect(injectFirstView(PAGE, { html: '<main></main>', title: null, parts: [] }, 'bn')).toContain('<title>Brand</title></head><body><div id="root" data-first-view="bn"><main></main></div>');
  });
});

describe('firstViewDrawer', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));
  const withRenderer = (code: string) => {
    dist = mkdtempSync(join(tmpdir(), 'first-view-'));
    mkdirSync(join(dist, 'server'));
    if (code) writeFileSync(join(dist, 'server', 'first-view.js'), code);
  };

  it('draws with the build\'s renderer', async () => {
    withRenderer('export const renderFirstView = async (i) => ({ html: `<p>${i.url}</p>`, title: null, parts: [] });');
    expect(await firstViewDrawer(dist)(input)).toEqual({ html: '<p>/rng</p>', title: null, parts: [] });
  });

  it('no renderer (an older build): nothing, and the page goes out with its shell', async () => {
    withRenderer('');
    expect(await firstViewDrawer(dist)(input)).toBeNull();
  });

  it('a renderer that fails: nothing, said once', async () => {
    withRenderer('export const renderFirstView = async () => { throw new Error("boom"); };');
    const said: string[] = [];
    const draw = firstViewDrawer(dist, (m) => said.push(m));
    expect(await draw(input)).toBeNull();
    expect(await draw(input)).toBeNull();
    expect(said).toEqual(['first view not drawn (/rng): boom']);
  });

  it(`a drawing slower than ${FIRST_VIEW_BUDGET_MS} ms: the page does not wait for it`, async () => {
    withRenderer('export const renderFirstView = () => new Promise(() => {});');
    expect(await firstViewDrawer(dist)(input)).toBeNull();
  });

  it('waits as long as it is told (FIRST_VIEW_BUDGET_MS), and no longer', async () => {
    withRenderer("export const renderFirstView = () => new Promise((r) => setTimeout(() => r({ html: '<p>late</p>', title: null, parts: [] }), 60));");
    expect(await firstViewDrawer(dist, undefined, 20)(input)).toBeNull();
    expect(await firstViewDrawer(dist, undefined, 2_000)(input)).toEqual({ html: '<p>late</p>', title: null, parts: [] });
  });

  it('its budget is read from FIRST_VIEW_BUDGET_MS, 300 ms when unset or not a whole number', () => {
    expect(loadConfig({ FIRST_VIEW_BUDGET_MS: '5000' }).firstViewBudgetMs).toBe(5000);
    expect(loadConfig({}).firstViewBudgetMs).toBe(FIRST_VIEW_BUDGET_MS);
    expect(loadConfig({ FIRST_VIEW_BUDGET_MS: 'soon' }).firstViewBudgetMs).toBe(300);
  });
});
