import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { contentEndpoints as e } from '../../src/api/content-endpoints';
import { sendMessages } from '../../server/domain/content/messages';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit, type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);

/** Delivers `n` service messages to the member, one minute apart (oldest first); returns their ids, newest first. */
async function inbox(m: Member, n: number, kind = 'platform.notice'): Promise<string[]> {
  for (let i = 0; i < n; i++) {
    k.clock.advance(60_000);
    await sendMessages(d.db, { merchantCode: TEST_MERCHANT, kind, title: { bn: `বার্তা ${i + 1}`, en: `Message ${i + 1}` }, body: { bn: 'বিস্তারিত', en: 'Details' } }, [m.id], k.clock.now());
  }
  const rows = await d.db.selectFrom('member_messages').select('id').where('user_id', '=', m.id).orderBy('id', 'desc').execute();
  return rows.map((r) => String(r.id));
}

const messageRow = (id: string) => d.db.selectFrom('member_messages').select(['user_id', 'read_at']).where('id', '=', id).executeTakeFirst();
const list = (m: Member, q = '') => k.get(`/wps/message/list${q}`, m);
const unread = async (m: Member) => (await k.get('/wps/relay/CSP_unreadCount', m))[1].value.count as number;

describe('GET /wps/message/list (messageV2)', () => {
  it('lists the member’s own messages newest first, in the Language header language, with the unread count', async () => {
    const m = await k.member();
    const other = await k.member();
    await inbox(m, 3);
    await inbox(other, 2);
    const [status, body] = await list(m);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.messageList));
    expect(body.value).toMatchObject({ page: 1, size: 10, total: 3, unread: 3 });
    expect(body.value.list.map((x: { title: string }) => x.title)).toEqual(['বার্তা 3', 'বার্তা 2', 'বার্তা 1']);
    expect(body.value.list[0]).toMatchObject({ kind: 'platform.notice', body: 'বিস্তারিত', read: false });
    expect(body.value.list[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const en = await k.t.call('/wps/message/list', { headers: { Authorization: m.token, Language: 'EN' } });
    expect((await en.json()).value.list[0].title).toBe('Message 3');
  });

  it('pages with page and size', async () => {
    const m = await k.member();
    await inbox(m, 5);
    const [, body] = await list(m, '?page=2&size=2');
    expect(body.value).toMatchObject({ page: 2, size: 2, total: 5 });
    expect(body.value.list.map((x: { title: string }) => x.title)).toEqual(['বার্তা 3', 'বার্তা 2']);
  });

  it.each([['?size=51'], ['?size=0'], ['?page=0'], ['?page=x']])('refuses %s with request_param_err', async (q) => {
    const m = await k.member();
    const [status, body] = await list(m, q);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('needs a signed-in real account', async () => {
    expect((await k.get('/wps/message/list'))[0]).toBe(401);
    const trial = await k.member({ type: 4 });
    const [status, body] = await list(trial);
    expect(status).toBe(403);
    expect(body.errorCode).toBe('in_need_true_account');
    expect((await k.get('/wps/relay/CSP_unreadCount', trial))[0]).toBe(403);
  });
});

describe('read, read all and delete', () => {
  it('reading marks one message read (again: no change) and answers what is left unread', async () => {
    const m = await k.member();
    const [newest] = await inbox(m, 2);
    expect(await unread(m)).toBe(2);
    const [status, body] = await k.send('POST', '/wps/message/read', { id: newest }, m);
    expect(status).toBe(200);
    expect(body.value).toEqual({ unread: 1 });
    const first = (await messageRow(newest!))!.read_at;
    k.clock.advance(60_000);
    expect((await k.send('POST', '/wps/message/read', { id: newest }, m))[1].value).toEqual({ unread: 1 });
    expect((await messageRow(newest!))!.read_at).toEqual(first);
    expect(await unread(m)).toBe(1);
  });

  it('read all leaves nothing unread', async () => {
    const m = await k.member();
    await inbox(m, 4);
    expect((await k.send('POST', '/wps/message/readAll', {}, m))[1].value).toEqual({ unread: 0 });
    expect(await unread(m)).toBe(0);
    const [, body] = await list(m);
    expect(body.value.list.every((x: { read: boolean }) => x.read)).toBe(true);
  });

  it('delete removes the message for good; deleting it again is 404', async () => {
    const m = await k.member();
    const [newest, older] = await inbox(m, 2);
    const [status, body] = await k.send('DELETE', `/wps/message?id=${newest}`, undefined, m);
    expect(status).toBe(200);
    expect(body.value).toEqual({ unread: 1 });
    expect(await messageRow(newest!)).toBeUndefined();
    expect((await list(m))[1].value.list.map((x: { id: string }) => x.id)).toEqual([older]);
    const [again, b2] = await k.send('DELETE', `/wps/message?id=${newest}`, undefined, m);
    expect(again).toBe(404);
    expect(b2.errorCode).toBe('message.not.found');
  });

  it('another member’s message answers 404 message.not.found to read and delete, and nothing changes', async () => {
    const owner = await k.member();
    const intruder = await k.member();
    const [theirs] = await inbox(owner, 1);
    const [s1, b1] = await k.send('POST', '/wps/message/read', { id: theirs }, intruder);
    expect([s1, b1.errorCode]).toEqual([404, 'message.not.found']);
    const [s2, b2] = await k.send('DELETE', `/wps/message?id=${theirs}`, undefined, intruder);
    expect([s2, b2.errorCode]).toEqual([404, 'message.not.found']);
    // The same answer as for an id that does not exist: ids tell nothing.
    const [s3, b3] = await k.send('POST', '/wps/message/read', { id: '999999999' }, intruder);
    expect([s3, b3.errorCode]).toEqual([404, 'message.not.found']);
    await k.send('POST', '/wps/message/readAll', {}, intruder);
    expect(await messageRow(theirs!)).toEqual({ user_id: owner.id, read_at: null });
    expect(await unread(owner)).toBe(1);
    expect((await list(intruder))[1].value.total).toBe(0);
  });

  it.each([
    ['a word', { id: 'abc' }],
    ['zero', { id: '0' }],
    ['a negative id', { id: '-1' }],
    ['a number instead of a string', { id: 12 }],
    ['a 19-digit id', { id: '1234567890123456789' }],
    ['no id', {}],
    ['an extra field', { id: '1', userId: 'someone' }],
  ])('refuses %s with request_param_err', async (_n, payload) => {
    const m = await k.member();
    const [status, body] = await k.send('POST', '/wps/message/read', payload, m);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('delete without a valid id is request_param_err', async () => {
    const m = await k.member();
    for (const q of ['', '?id=', '?id=x1']) {
      const [status, body] = await k.send('DELETE', `/wps/message${q}`, undefined, m);
      expect([status, body.errorCode]).toEqual([400, 'request_param_err']);
    }
  });
});

describe('marketing messages', () => {
  it('reach only members with no time-out or self-exclusion in force; service messages reach everyone', async () => {
    const free = await k.member();
    const excluded = await k.member();
    const now = k.clock.now();
    await d.db
      .insertInto('care_exclusions' as never)
      .values({ user_id: excluded.id, kind: 'timeout', starts_at: new Date(now.getTime() - 1000), ends_at: new Date(now.getTime() + 86_400_000), created_at: now } as never)
      .execute();
    const out = await k.ops('content', 'message', 'send', '--all', '--marketing', '--title', 'Weekend offer', '--body', 'Deposit bonus this weekend');
    expect(out.ok).toBe(true);
    expect(await unread(free)).toBe(1);
    expect(await unread(excluded)).toBe(0);
    await k.ops('content', 'message', 'send', excluded.username, '--title', 'Security notice', '--body', 'Your password was changed');
    const [, body] = await k.get('/wps/message/list', excluded);
    expect(body.value.list.map((x: { kind: string }) => x.kind)).toEqual(['platform.notice']);
  });

  it('ops refuses a message without a title or to an unknown member', async () => {
    expect((await k.ops('content', 'message', 'send', '--all', '--body', 'x')).ok).toBe(false);
    expect((await k.ops('content', 'message', 'send', 'nobody-here', '--title', 't', '--body', 'b')).ok).toBe(false);
  });
});
