import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { endpoints, responseStruct } from '../../../src/api/endpoints';
import type { OpenedDatabase } from '../../db/connect';
import { json, makeTestApp, type TestApp } from '../../testing/test-app';
import { createTestDb } from '../../testing/test-db';
import { openCsPath } from '../../../src/api/customer-service-path';

let d: OpenedDatabase;
let t: TestApp;
beforeAll(async () => {
  d = await createTestDb();
  t = makeTestApp({ db: d.db });
});
afterAll(() => d.close());

const SPEC_FLAGS = [
  'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'USERNAMEREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3', 'DIRECTREG3', 'AGENTPOLICY3', 'MANPLAYREB3', 'CHNGPASSVERIF3', 'enableCt', 'salary', 'hourSalary', 'referral',
];

function flatten(nodes: { modId: string; childrenNodes: any[] }[]): string[] {
  return nodes.flatMap((n) => [n.modId, ...flatten(n.childrenNodes)]);
}

describe('GET /wps/system/status', () => {
  it('answers status 0 with the visitor ip and country for a local visit', async () => {
    const res = await t.call('/wps/system/status?url=localhost', { ip: '127.0.0.1' });
    expect(res.status).toBe(200);
    const body = await json(res);
    assert(body.value, await responseStruct(endpoints.systemStatus));
    expect(body).toEqual({ success: true, value: { status: 0, ip: '127.0.0.1', country: 'BD', maintenanceMessage: null } });
  });

  it('reports ZZ for an address no geo range covers', async () => {
    const body = await json(await t.call('/wps/system/status', { ip: '203.0.113.9' }));
    expect(body.value.country).toBe('ZZ');
  });

  it('rejects an over-long url with request_param_err naming the field', async () => {
    const res = await t.call(`/wps/system/status?url=${'a'.repeat(300)}`);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ success: false, errorCode: 'request_param_err', value: { field: 'url' } });
  });
});

describe('GET /wps/system/key', () => {
  it('publishes one RSA-OAEP-256 SPKI key, the same on every call', async () => {
    const a = await json(await t.call('/wps/system/key'));
    const b = await json(await t.call('/wps/system/key'));
    assert(a.value, await responseStruct(endpoints.systemKey));
    expect(a.value.alg).toBe('RSA-OAEP-256');
    expect(b.value).toEqual(a.value);
    const key = await crypto.subtle.importKey('spki', Buffer.from(a.value.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, true, ['encrypt']);
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('matches the permission schema and carries every module flag of SPEC §3', async () => {
    const body = await json(await t.call('/wps/system/whitelabel'));
    assert(body.value, await responseStruct(endpoints.whitelabel));
    const ids = flatten(body.value.info.whitelabel);
    for (const f of SPEC_FLAGS) expect(ids).toContain(f);
    expect(body.value.info.brand).toMatchObject({ merchantCode: 'bd01', platform: 'web', lotteryType: 'Elott', device: 'WEB', defaultLanguage: 'BN', currencySymbol: 'P' });
    expect(body.value.info.settings).toEqual({ loginedToHomePage: false, flowsEnabled: false });
    // The seeded type-3 entry goes out sealed (last 8 characters the key) and opens to /helpmc.
    const [cs] = body.value.info.customerService.version.pathList;
    expect(cs.type).toBe(3);
    expect(cs.path).toMatch(/^[A-Za-z0-9_-]+[A-Za-z0-9]{8}$/);
    expect(await openCsPath(cs.path)).toBe('/helpmc');
    const again = await json(await t.call('/wps/system/whitelabel'));
    expect(again.value.info.customerService.version.pathList[0].path).not.toBe(cs.path);
    expect(body.value).toMatchObject({ location: { ip: '127.0.0.1', country: 'BD' }, maintenance: false, regionRestriction: false });
  });

  it('points app QR codes at our own QR endpoint with an absolute target', async () => {
    const body = await json(await t.call('http://site.test/wps/system/whitelabel'));
    const ios = body.value.info.resources.find((r: any) => r.resourceType === 'IOS_APP');
    expect(ios.qrCodeUrl).toBe(`/wps/system/qr?text=${encodeURIComponent('http://site.test/down?os=ios')}&size=80`);
  });

  it('labels resources in the Language header language, BN by default', async () => {
    const bn = await json(await t.call('/wps/system/whitelabel'));
    const en = await json(await t.call('/wps/system/whitelabel', { headers: { Language: 'en' } }));
    const label = (b: any) => b.value.info.resources.find((r: any) => r.resourceType === 'ANDROID_APP').label;
    expect(label(bn)).toBe('অ্যান্ড্রয়েড অ্যাপ');
    expect(label(en)).toBe('Android app');
  });
});

describe('GET /wps/system/setting/register', () => {
  it('gives a rule for every registration field and countries with Bangladesh first', async () => {
    const body = await json(await t.call('/wps/system/setting/register'));
    assert(body.value, await responseStruct(endpoints.registerSetting));
    const fields = ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'payeeName', 'paymentPassword', 'qqNum',
      'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'affiliateCode', 'captcha'];
    expect(Object.keys(body.value.fields).sort()).toEqual([...fields].sort());
    expect(body.value.fields.username).toMatchObject({ required: true, minLength: 6, maxLength: 16 });
    expect(new RegExp(body.value.fields.username.acceptedPattern).test('a12345')).toBe(true);
    expect(new RegExp(body.value.fields.username.acceptedPattern).test('1abcde')).toBe(false);
    expect(body.value.fields.verificationCode.maxLength).toBe(255);
    expect(body.value.countries[0]).toEqual({ countryCode: 'BD', countryDialingCode: '+880' });
    expect(body.value.countries).toContainEqual({ countryCode: 'IN', countryDialingCode: '+91' });
    expect(body.value.mobileRegistration).toBe(true);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('falls back to the host the visitor used when no domains are configured', async () => {
    const body = await json(await t.call('http://bd.example:8080/wps/system/domainRoute'));
    assert(body.value, await responseStruct(endpoints.domainRoute));
    expect(body.value.domainList).toEqual([{ domain: 'bd.example:8080', speed: 0 }]);
    expect(body.value.resources.length).toBeGreaterThan(0);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('answers categories and HTML articles in the requested language', async () => {
    const en = await json(await t.call('/wps/system/helpCenter', { headers: { Language: 'EN' } }));
    const bn = await json(await t.call('/wps/system/helpCenter', { headers: { Language: 'BN' } }));
    assert(en.value, await responseStruct(endpoints.helpCenter));
    expect(en.value.categories[0].title).toBe('About us');
    expect(bn.value.categories[0].title).toBe('আমাদের সম্পর্কে');
    expect(en.value.categories[0].articles[0].content).toMatch(/^<p>/);
  });

  it('falls back to the merchant default for a language it does not offer', async () => {
    const zh = await json(await t.call('/wps/system/helpCenter', { headers: { Language: 'ZH' } }));
    expect(zh.value.categories[0].title).toBe('আমাদের সম্পর্কে');
  });
});

describe('GET /wps/system/qr', () => {
  it('draws a PNG of the requested size', async () => {
    const res = await t.call('/wps/system/qr?text=https%3A%2F%2Fexample.com&size=80');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(80);
  });

  it.each([
    ['size below 40', '/wps/system/qr?text=x&size=10', 'size'],
    ['size above 400', '/wps/system/qr?text=x&size=4000', 'size'],
    ['size not a number', '/wps/system/qr?text=x&size=big', 'size'],
    ['text missing', '/wps/system/qr?size=80', 'text'],
    ['text too long', `/wps/system/qr?text=${'x'.repeat(1025)}`, 'text'],
  ])('refuses %s', async (_name, path, field) => {
    const res = await t.call(path);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ success: false, errorCode: 'request_param_err', value: { field } });
  });
});
