import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { endpoints, responseStruct } from '../../../src/api/endpoints';
import type { OpenedDatabase } from '../../db/connect';
import { json, makeTestApp, type TestApp } from '../../testing/test-app';
import { createTestDb } from '../../testing/test-db';

let d: OpenedDatabase;
let t: TestApp;
beforeAll(async () => {
  d = await createTestDb();
  t = makeTestApp({ db: d.db });
});
afterAll(() => d.close());

const menus = async (lang = 'EN') => (await json(await t.call('/lgw/games/game_menus', { headers: { Language: lang } }))).value;

describe('GET /lgw/games/game_menus', () => {
  it('lists the game lines in order with their vendors', async () => {
    const value = await menus();
    assert(value, await responseStruct(endpoints.gameMenus));
    expect(value.map((m: any) => m.gameCategory)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'COCKFIGHT', 'MINI']);
    const rng = value.find((m: any) => m.gameCategory === 'RNG');
    expect(rng!.vendors[0]).toEqual({ vassalage: 'PG', isHot: 1, displayName: 'PG Soft', accountTypeId: 501, gameType: 'RNG' });
  });

  it('splits e-sports vendors (AV, AI, IMES, TF, IA) out of SPORTS', async () => {
    const value = await menus();
    const of = (code: string) => value.find((m: any) => m.gameCategory === code).vendors.map((v: any) => v.vassalage);
    expect(of('ESPORTS')).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(of('SPORTS')).toEqual(['SABA', 'BTI', 'CMD']);
  });

  it('has a single-vendor category', async () => {
    const value = await menus();
    expect(value.find((m: any) => m.gameCategory === 'COCKFIGHT').vendors).toHaveLength(1);
  });

  it('titles categories in the request language', async () => {
    expect((await menus('EN'))[0].title).toBe('E-Lottery');
    expect((await menus('BN'))[0].title).toBe('ই-লটারি');
  });

  it('lists only categories that have vendors', async () => {
    await d.db.updateTable('vendors').set({ enabled: false }).where('category_code', '=', 'MINI').execute();
    try {
      expect((await menus()).map((m: any) => m.gameCategory)).not.toContain('MINI');
    } finally {
      await d.db.updateTable('vendors').set({ enabled: true }).where('category_code', '=', 'MINI').execute();
    }
  });
});
