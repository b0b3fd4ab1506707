import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createVendorClient } from './client';
import { sessionFor } from './testing/fixtures';
import { stubVendorApi } from './testing/stub-api';

const BASE = 'https://site.example/demo-vendor/play?ticket=t';

describe('demo vendor client', () => {
  it('calls the API on the page’s host whatever the page’s (opaque) origin, with the bearer token after the session opens', async () => {
    const api = stubVendorApi({
      'POST /session': () => ({ value: sessionFor('dice') }),
      'GET /rounds': () => ({ value: { list: [], page: 2, size: 20, total: 0 } }),
    });
    const client = createVendorClient({ baseUrl: BASE, fetch: api.fetch });
    await client.openSession('t');
    await client.rounds(2);
    const [, rounds] = api.requests;
    expect(rounds!.url.href).toBe('https://site.example/demo-vendor/api/rounds?page=2');
    expect(rounds!.headers.get('authorization')).toBe('Bearer st-secret-token');
  });

  it('refuses to call a session endpoint before a session is open', async () => {
    const api = stubVendorApi({});
    const client = createVendorClient({ baseUrl: BASE, fetch: api.fetch });
    await expect(client.balance()).rejects.toMatchObject({ messageKey: 'demo.session.missing' });
    expect(api.requests).toEqual([]);
  });

  it('turns a refusal into an ApiError with its code, status and value', async () => {
    const api = stubVendorApi({ 'POST /session': () => ({ errorCode: 'demo.ticket.invalid', status: 401, value: { why: 'used' } }) });
    const client = createVendorClient({ baseUrl: BASE, fetch: api.fetch });
    const e = await client.openSession('t').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'server', messageKey: 'demo.ticket.invalid', status: 401, value: { why: 'used' } });
  });

  it('an answer that does not fit the schema is an unreadable answer (outcome unknown), not a success', async () => {
    const api = stubVendorApi({ 'POST /session': () => ({ value: { sessionToken: 1 } }) });
    const client = createVendorClient({ baseUrl: BASE, fetch: api.fetch });
    await expect(client.openSession('t')).rejects.toMatchObject({ kind: 'invalidResponse', messageKey: 'response.invalid' });
  });

  it('a lost connection is network.abnormal; a slow answer is network.timeout', async () => {
    const lost = createVendorClient({ baseUrl: BASE, fetch: stubVendorApi({ 'POST /session': () => 'network' }).fetch });
    await expect(lost.openSession('t')).rejects.toMatchObject({ kind: 'network', messageKey: 'network.abnormal' });

    vi.useFakeTimers();
    try {
      const hanging = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const slow = createVendorClient({ baseUrl: BASE, fetch: hanging, timeoutMs: 1_000 });
      const p = slow.openSession('t').catch((x: unknown) => x);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await p).toMatchObject({ kind: 'timeout', messageKey: 'network.timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 5xx without an envelope is a server error', async () => {
    const fetch = vi.fn(async () => new Response('oops', { status: 502 }));
    const client = createVendorClient({ baseUrl: BASE, fetch });
    await expect(client.openSession('t')).rejects.toMatchObject({ kind: 'server', status: 502, messageKey: 'system.error' });
  });
});
