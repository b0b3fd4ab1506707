import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { contentEndpoints as e } from '../../src/api/content-endpoints';
import { CONTENT } from '../../src/config/content';
import { makeMoneyKit, type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);

const words = (n: number, w = 'good') => Array.from({ length: n }, () => w).join(' ');
const send = (m: Member | undefined, payload: unknown) => k.send('PUT', '/wps/feedback', payload, m);
const stored = (m: Member) => d.db.selectFrom('feedback').select(['content', 'status']).where('user_id', '=', m.id).execute();

describe('PUT /wps/feedback', () => {
  it('keeps a feedback within the word bounds and lists it for its author', async () => {
    const m = await k.member();
    const text = 'পেমেন্ট খুব দ্রুত হয়েছে, ধন্যবাদ সবাইকে';
    const [status, body] = await send(m, { category: 'payment', content: `  ${text}  ` });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.feedbackSend));
    expect(body.value).toMatchObject({ category: 'payment', content: text, status: 'open', reply: null, answeredAt: null });
    const [, listed] = await k.get('/wps/feedback/list', m);
    assert(listed.value, await responseStruct(e.feedbackList));
    expect(listed.value.list.map((f: { content: string }) => f.content)).toEqual([text]);
    const other = await k.member();
    expect((await k.get('/wps/feedback/list', other))[1].value.list).toEqual([]);
  });

  it.each([
    [`fewer than ${CONTENT.feedbackMinWords} words`, words(CONTENT.feedbackMinWords - 1), CONTENT.feedbackMinWords - 1],
    ['only white space', '   \n\t ', 0],
    [`more than ${CONTENT.feedbackMaxWords} words`, words(CONTENT.feedbackMaxWords + 1), CONTENT.feedbackMaxWords + 1],
    [`more than ${CONTENT.feedbackMaxChars} characters`, words(5, 'x'.repeat(CONTENT.feedbackMaxChars)), -1],
  ])('refuses %s with feedback.length and the bounds, and keeps nothing', async (_n, content, count) => {
    const m = await k.member();
    const [status, body] = await send(m, { category: 'other', content });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'feedback.length',
      value: { min: CONTENT.feedbackMinWords, max: CONTENT.feedbackMaxWords, words: count },
    });
    expect(await stored(m)).toEqual([]);
  });

  it('accepts exactly the bounds', async () => {
    const a = await k.member();
    expect((await send(a, { category: 'other', content: words(CONTENT.feedbackMinWords) }))[0]).toBe(200);
    const b = await k.member();
    expect((await send(b, { category: 'other', content: words(CONTENT.feedbackMaxWords) }))[0]).toBe(200);
  });

  it.each([
    ['an unknown category', { category: 'praise', content: words(6) }],
    ['no category', { content: words(6) }],
    ['content that is not text', { category: 'other', content: 12345 }],
    ['an extra field', { category: 'other', content: words(6), userId: 'x' }],
    ['a list', [words(6)]],
  ])('refuses %s with request_param_err', async (_n, payload) => {
    const m = await k.member();
    const [status, body] = await send(m, payload);
    expect([status, body.errorCode]).toEqual([400, 'request_param_err']);
    expect(await stored(m)).toEqual([]);
  });

  it('refuses a body of 64 KB or more with 413 before reading it', async () => {
    const m = await k.member();
    const [status, body] = await send(m, { category: 'other', content: 'y'.repeat(70_000) });
    expect([status, body.errorCode]).toEqual([413, 'request.too_large']);
  });

  it(`takes one feedback per ${CONTENT.feedbackGapMs / 1000} s and ${CONTENT.feedbackPerDay} a day; a refused text costs no slot`, async () => {
    const m = await k.member();
    expect((await send(m, { category: 'other', content: 'too short' }))[0]).toBe(400);
    expect((await send(m, { category: 'game', content: words(6, 'first') }))[0]).toBe(200);
    const [status, body] = await send(m, { category: 'game', content: words(6, 'second') });
    expect([status, body.errorCode]).toEqual([429, 'feedback.too.frequent']);
    for (let i = 1; i < CONTENT.feedbackPerDay; i++) {
      k.clock.advance(CONTENT.feedbackGapMs);
      expect((await send(m, { category: 'game', content: words(6, `n${i}`) }))[0]).toBe(200);
    }
    k.clock.advance(CONTENT.feedbackGapMs);
    const [s2, b2] = await send(m, { category: 'game', content: words(6, 'over') });
    expect([s2, b2.errorCode]).toEqual([429, 'feedback.daily.limit']);
    expect(await stored(m)).toHaveLength(CONTENT.feedbackPerDay);
    k.clock.advance(86_400_000);
    expect((await send(m, { category: 'game', content: words(6, 'tomorrow') }))[0]).toBe(200);
  });

  it('needs a signed-in real account', async () => {
    expect((await send(undefined, { category: 'other', content: words(6) }))[0]).toBe(401);
    const trial = await k.member({ type: 4 });
    const [status, body] = await send(trial, { category: 'other', content: words(6) });
    expect([status, body.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('ops content feedback', () => {
  it('lists open feedback and a reply reaches the member as a platform message', async () => {
    const m = await k.member();
    const [, sent] = await send(m, { category: 'complaint', content: 'the withdrawal took two days' });
    const listed = await k.ops('content', 'feedback', 'list');
    expect(listed.output).toContain(`#${sent.value.id}`);
    const replied = await k.ops('content', 'feedback', 'reply', sent.value.id, 'Sorry, it is fixed now.');
    expect(replied).toEqual({ ok: true, output: `feedback #${sent.value.id} answered` });
    const [, mine] = await k.get('/wps/feedback/list', m);
    expect(mine.value.list[0]).toMatchObject({ status: 'answered', reply: 'Sorry, it is fixed now.' });
    const [, inbox] = await k.get('/wps/message/list', m);
    expect(inbox.value.list[0]).toMatchObject({ kind: 'feedback.reply', read: false });
    expect(inbox.value.list[0].body).toContain('Sorry, it is fixed now.');
    // Answered once only.
    expect((await k.ops('content', 'feedback', 'reply', sent.value.id, 'again')).ok).toBe(false);
  });
});
