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

const HOME = '/wps/announcement/home?types=B,PL,PU,PR&platform=W&execution=B';

describe('GET /wps/announcement/home', () => {
  it('answers player notices, banners, popup and promotions', async () => {
    const res = await t.call(HOME);
    expect(res.status).toBe(200);
    const { value } = await json(res);
    assert(value, await responseStruct(endpoints.homeNotices));
    expect(value.player.length).toBeGreaterThan(9); // more than one notice page (SPEC §9: 9 per page)
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.popup).toHaveLength(1);
    expect(value.promotion.length).toBeGreaterThan(0);
    expect(value.player[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(value.banners[0]!.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('fills only the requested types', async () => {
    const { value } = await json(await t.call('/wps/announcement/home?types=PU&platform=W&execution=B'));
    expect(value.popup).toHaveLength(1);
    expect(value.player).toEqual([]);
    expect(value.banners).toEqual([]);
    expect(value.promotion).toEqual([]);
  });

  it('writes titles and HTML content in the Language header language', async () => {
    const en = await json(await t.call(HOME, { headers: { Language: 'EN' } }));
    const bn = await json(await t.call(HOME, { headers: { Language: 'bn' } }));
    const none = await json(await t.call(HOME));
    expect(en.value.popup[0].title).toBe('Important notice');
    expect(bn.value.popup[0].title).toBe('গুরুত্বপূর্ণ ঘোষণা');
    expect(none.value.popup[0].title).toBe('গুরুত্বপূর্ণ ঘোষণা');
    expect(en.value.popup[0].content).toContain('<p>');
  });

  it('leaves out notices an operator deactivated', async () => {
    await d.db.updateTable('notices').set({ active: false }).where('key', '=', 'promo-referral').execute();
    const { value } = await json(await t.call(HOME, { headers: { Language: 'EN' } }));
    expect(value.promotion.map((n: any) => n.title)).not.toContain('Invite friends');
    await d.db.updateTable('notices').set({ active: true }).where('key', '=', 'promo-referral').execute();
  });

  it.each([
    ['an unknown type', '/wps/announcement/home?types=B,XX', 'types'],
    ['an unknown platform', '/wps/announcement/home?types=B&platform=Q', 'platform'],
    ['an unknown execution', '/wps/announcement/home?types=B&execution=Z', 'execution'],
  ])('refuses %s with request_param_err', async (_n, path, field) => {
    const res = await t.call(path);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ success: false, errorCode: 'request_param_err', value: { field } });
  });
});
