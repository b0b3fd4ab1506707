import { File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI } from '../config/constants';
import { createApiClient, isModuleEnabled } from './client';
import { ApiError } from './errors';
import { endpoints } from './endpoints';
import { moneyEndpoints } from './money-endpoints';
import { decryptPayload, toBase64 } from './wire-crypto';

const status = { status: 0, ip: '1.2.3.4', country: 'BD', maintenanceMessage: null };

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}

function client(fetchImpl: typeof fetch, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl: 'http://site.test',
    merchantCode: () => 'bd01',
    language: () => 'bn',
    token: () => 'tok123',
    fetch: fetchImpl,
    ...extra,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('API client', () => {
  it('sends the WPS headers and validates the response', async () => {
    const fetchImpl = vi.fn(async (req: Request) => {
      expect(req.headers.get('Merchant')).toBe('bd01');
      expect(req.headers.get('Language')).toBe('BN');
      expect(req.headers.get('Device')).toBe('WEB');
      expect(req.headers.get('X-Gateway-Version')).toBe('3');
      expect(req.headers.get('Authorization')).toBeNull();
      expect(new URL(req.url).searchParams.get('url')).toBe('example.com');
      return jsonResponse({ success: true, value: status });
    });
    const value = await client(fetchImpl as never).call('systemStatus', { query: { url: 'example.com' } });
    expect(value).toEqual(status);
  });

  it('maps a server failure to its errorCode', async () => {
    const api = client((async () =>
      jsonResponse({ success: false, errorCode: 'request_param_err', message: 'bad' }, { status: 400 })) as never);
    await expect(api.call('systemStatus')).rejects.toMatchObject({ kind: 'server', messageKey: 'request_param_err', status: 400 });
  });

  it('reports a replaced session once and as its own kind', async () => {
    const onSessionReplaced = vi.fn();
    const api = client(
      (async () => jsonResponse({ success: false, errorCode: 'login.not.session', message: 'replaced' }, { status: 401 })) as never,
      { onSessionReplaced },
    );
    await expect(api.call('systemStatus')).rejects.toMatchObject({ kind: 'sessionReplaced', messageKey: 'login.not.session' });
    expect(onSessionReplaced).toHaveBeenCalledTimes(1);
  });

  it('maps a network failure to "network abnormal"', async () => {
    const api = client((async () => {
      throw new TypeError('Failed to fetch');
    }) as never);
    await expect(api.call('systemStatus')).rejects.toMatchObject({ kind: 'network', messageKey: 'network.abnormal' });
  });

  it('maps a slow server to "the page took longer to load"', async () => {
    const api = client(
      ((_: Request, init?: RequestInit) =>
        new Promise((_res, rej) => init?.signal?.addEventListener('abort', () => rej(init.signal!.reason)))) as never,
      { timeoutMs: 20 },
    );
    await expect(api.call('systemStatus')).rejects.toMatchObject({ kind: 'timeout', messageKey: 'network.timeout' });
  });

  it('passes a caller abort through as an abort, not as a network failure, and aborts the request', async () => {
    let seen: Request | null = null;
    const api = client(((req: Request) => {
      seen = req;
      return new Promise((_res, rej) => req.signal.addEventListener('abort', () => rej(req.signal.reason)));
    }) as never);
    const caller = new AbortController();
    const pending = api.call('systemStatus', { signal: caller.signal });
    await vi.waitFor(() => expect(seen).not.toBeNull());
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen!.signal.aborted).toBe(true);
  });

  it('refuses a response that does not match the schema', async () => {
    const api = client((async () => jsonResponse({ success: true, value: { status: 7 } })) as never);
    await expect(api.call('systemStatus')).rejects.toMatchObject({ kind: 'invalidResponse', messageKey: 'response.invalid' });
    const notJson = client((async () => new Response('<html>', { status: 502 })) as never);
    await expect(notJson.call('systemStatus')).rejects.toBeInstanceOf(ApiError);
  });

  it('fails fast, without a request, when the module of an endpoint is disabled', async () => {
    const fetchImpl = vi.fn();
    const original = endpoints.systemStatus.module;
    (endpoints.systemStatus as { module: string | null }).module = 'FREEPLAY3';
    try {
      const api = client(fetchImpl as never, { moduleEnabled: () => false });
      await expect(api.call('systemStatus')).rejects.toMatchObject({ messageKey: 'function.not.available' });
      expect(fetchImpl).not.toHaveBeenCalled();
    } finally {
      (endpoints.systemStatus as { module: string | null }).module = original;
    }
  });

  it('adds the token on token endpoints and encrypts payloads of encrypted endpoints', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    const seen: unknown[] = [];
    const fetchImpl = async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (path === '/wps/system/key') return jsonResponse({ success: true, value: { keyId: 'k1', alg: 'RSA-OAEP-256', publicKey: spki } });
      expect(req.headers.get('Authorization')).toBe('tok123');
      expect(req.headers.get('Encryption')).toBe('1');
      expect(req.headers.get('X-Key-Id')).toBe('k1');
      const body = await req.json();
      expect(JSON.stringify(body)).not.toContain('hunter2');
      seen.push(
        await decryptPayload(pair.privateKey, { rsa: req.headers.get('X-RSA')!, digest: req.headers.get('X-Digest')! }, body),
      );
      return jsonResponse({ success: true, value: status });
    };
    const ep = endpoints.systemStatus as { method: string; token: boolean; encrypted: boolean };
    const saved = { ...ep };
    Object.assign(ep, { method: 'POST', token: true, encrypted: true });
    try {
      const api = client(fetchImpl as never);
      await api.call('systemStatus', { body: { password: 'hunter2' } });
      await api.call('systemStatus', { body: { password: 'hunter2', n: 2 } });
      expect(seen.map((p) => (p as { data: unknown }).data)).toEqual([{ password: 'hunter2' }, { password: 'hunter2', n: 2 }]);
      // Each call is sealed with its own time and single-use nonce (replay protection).
      const seals = seen as { at: number; nonce: string }[];
      expect(seals.every((p) => Math.abs(p.at - Date.now()) < 60_000)).toBe(true);
      expect(new Set(seals.map((p) => p.nonce)).size).toBe(2);
    } finally {
      Object.assign(ep, saved);
    }
  });

  it('seals again once, on the server\'s clock, when a seal is refused as outside its window; a second refusal is reported', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    const serverTime = Date.now() + 3_600_000;
    const seals: { at: number; nonce: string }[] = [];
    let refuseAll = false;
    const fetchImpl = async (req: Request) => {
      if (new URL(req.url).pathname === '/wps/system/key') return jsonResponse({ success: true, value: { keyId: 'k1', alg: 'RSA-OAEP-256', publicKey: spki } });
      const body = await req.json();
      const seal = (await decryptPayload(pair.privateKey, { rsa: req.headers.get('X-RSA')!, digest: req.headers.get('X-Digest')! }, body)) as { at: number; nonce: string };
      seals.push(seal);
      if (refuseAll || Math.abs(seal.at - serverTime) > 300_000) {
        return jsonResponse({ success: false, errorCode: 'encryption.expired', message: 'outside window', value: { serverTime } }, { status: 400 });
      }
      return jsonResponse({ success: true, value: status });
    };
    const ep = endpoints.systemStatus as { method: string; token: boolean; encrypted: boolean };
    const saved = { ...ep };
    Object.assign(ep, { method: 'POST', token: false, encrypted: true });
    try {
      const api = client(fetchImpl as never);
      await api.call('systemStatus', { body: { password: 'hunter2' } });
      expect(seals).toHaveLength(2);
      expect(Math.abs(seals[1]!.at - serverTime)).toBeLessThan(60_000);
      expect(seals[1]!.nonce).not.toBe(seals[0]!.nonce);
      // The offset is kept: the next seal is on time at once.
      await api.call('systemStatus', { body: { n: 2 } });
      expect(seals).toHaveLength(3);
      refuseAll = true;
      await expect(api.call('systemStatus', { body: { n: 3 } })).rejects.toMatchObject({ messageKey: 'encryption.expired' });
      expect(seals).toHaveLength(5);
    } finally {
      Object.assign(ep, saved);
    }
  });

  it('refuses a token endpoint without a token, before any request', async () => {
    const fetchImpl = vi.fn();
    const ep = endpoints.systemStatus as { token: boolean };
    ep.token = true;
    try {
      const api = client(fetchImpl as never, { token: () => null });
      await expect(api.call('systemStatus')).rejects.toMatchObject({ messageKey: 'login.required' });
      expect(fetchImpl).not.toHaveBeenCalled();
    } finally {
      ep.token = false;
    }
  });
});

describe('multipart uploads', async () => {
  // jsdom replaces the global FormData and File with ones Node's fetch (undici) cannot read; a
  // browser's fetch reads its own. The tests build the body from Node's classes, as a page does from its own.
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const png = () => new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'proof.png', { type: 'image/png' }) as unknown as File;
  const form = () => {
    const body = new NodeFormData();
    body.append('file', png());
    return body;
  };
  const proof = { proofId: 'pf_1' };

  it('sends a FormData body as multipart/form-data, with the token and headers, and validates the answer', async () => {
    const seen: { contentType: string | null; auth: string | null; merchant: string | null; encryption: string | null; file: File | null }[] = [];
    const fetchImpl = async (req: Request) => {
      const form = await req.formData();
      seen.push({
        contentType: req.headers.get('content-type'),
        auth: req.headers.get('Authorization'),
        merchant: req.headers.get('Merchant'),
        encryption: req.headers.get('Encryption'),
        file: form.get('file') as File | null,
      });
      expect(req.method).toBe('PUT');
      return jsonResponse({ success: true, value: proof });
    };
    await expect(client(fetchImpl as never).call('withdrawalProof', { body: form() })).resolves.toEqual(proof);
    const [sent] = seen;
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.auth).toBe('tok123');
    expect(sent?.merchant).toBe('bd01');
    expect(sent?.encryption).toBeNull();
    expect(sent?.file?.name).toBe('proof.png');
    expect(sent?.file?.type).toBe('image/png');
    expect([...new Uint8Array(await sent!.file!.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  });

  it('never encrypts or JSON-encodes a FormData, even on an encrypted endpoint', async () => {
    const fetchImpl = vi.fn(async (req: Request) => {
      expect(new URL(req.url).pathname).not.toBe('/wps/system/key');
      expect(req.headers.get('X-RSA')).toBeNull();
      expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data/);
      return jsonResponse({ success: true, value: proof });
    });
    const ep = moneyEndpoints.withdrawalProof as { encrypted: boolean };
    ep.encrypted = true;
    try {
      await client(fetchImpl as never).call('withdrawalProof', { body: form() });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      ep.encrypted = false;
    }
  });

  it('still maps an upload refused by the server to its errorCode', async () => {
    const api = client((async () => jsonResponse({ success: false, errorCode: 'money.proof.size', message: 'too big' }, { status: 413 })) as never);
    await expect(api.call('withdrawalProof', { body: form() })).rejects.toMatchObject({ kind: 'server', messageKey: 'money.proof.size', status: 413 });
  });

  it('keeps sending plain objects as JSON', async () => {
    const fetchImpl = async (req: Request) => {
      expect(req.headers.get('content-type')).toBe('application/json');
      expect(await req.json()).toEqual({ withdrawalId: 'w1', outcome: 'received' });
      return jsonResponse({ success: false, errorCode: 'money.withdrawal.state', message: 'no' }, { status: 409 });
    };
    await expect(client(fetchImpl as never).call('withdrawalConfirm', { body: { withdrawalId: 'w1', outcome: 'received' } })).rejects.toMatchObject({
      messageKey: 'money.withdrawal.state',
    });
  });
});

describe('module flags', () => {
  const tree = [
    { modId: 'A', enabled: '1', childrenNodes: [{ modId: 'A1', enabled: '1', childrenNodes: [] }] },
    { modId: 'B', enabled: '0', childrenNodes: [{ modId: 'B1', enabled: '1', childrenNodes: [] }] },
  ];
  it('a flag counts only when it and all its ancestors are enabled', () => {
    expect(isModuleEnabled(tree, 'A1')).toBe(true);
    expect(isModuleEnabled(tree, 'B1')).toBe(false);
    expect(isModuleEnabled(tree, 'B')).toBe(false);
    expect(isModuleEnabled(tree, 'missing')).toBe(false);
  });
});

describe('answers the server sent with the page (seed)', () => {
  it('stand in for the first identical call, validated; the next call asks', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, value: status }));
    const api = client(fetchImpl as never);
    api.seed([{ name: 'systemStatus', query: { url: 'a' }, language: 'bn', value: status }]);
    expect(await api.call('systemStatus', { query: { url: 'a' } })).toEqual(status);
    expect(fetchImpl).not.toHaveBeenCalled();
    await api.call('systemStatus', { query: { url: 'a' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('one that does not pass its schema is asked for instead', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, value: status }));
    const api = client(fetchImpl as never);
    api.seed([{ name: 'systemStatus', query: { url: 'a' }, language: 'bn', value: { status: 'broken' } }]);
    expect(await api.call('systemStatus', { query: { url: 'a' } })).toEqual(status);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('are handed over synchronously by peek once validated, in the shown language only, and stay for the next call', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, value: status }));
    const api = client(fetchImpl as never);
    api.seed([
      { name: 'systemStatus', query: { url: 'a' }, language: 'bn', value: status },
      { name: 'systemStatus', query: { url: 'b' }, language: 'en', value: status },
      { name: 'systemStatus', query: { url: 'c' }, language: 'bn', value: { status: 'broken' } },
    ]);
    // Validation is asynchronous (the endpoint's schema loads): nothing is handed over before it.
    expect(api.peek('systemStatus', { url: 'a' })).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.peek('systemStatus', { url: 'a' })).toEqual({ value: status });
    expect(api.peek('systemStatus', { url: 'a' })).toEqual({ value: status });
    expect(api.peek('systemStatus', { url: 'b' })).toBeUndefined();
    expect(api.peek('systemStatus', { url: 'c' })).toBeUndefined();
    expect(api.peek('systemStatus', { url: 'z' })).toBeUndefined();
    expect(await api.call('systemStatus', { query: { url: 'a' } })).toEqual(status);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(api.peek('systemStatus', { url: 'a' })).toBeUndefined();
  });

  it('are checked one after another in the order sent, betweenSeedChecks awaited between two (a browser task each)', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, value: status }));
    let gates = 0;
    let open: (() => void) | undefined;
    const api = client(fetchImpl as never, {
      betweenSeedChecks: () => new Promise<void>((resolve) => ((gates += 1), (open = resolve))),
    });
    const seeded = api.seed([
      { name: 'systemStatus', query: { url: 'a' }, language: 'bn', value: status },
      { name: 'systemStatus', query: { url: 'b' }, language: 'bn', value: status },
    ]);
    await vi.waitFor(() => expect(api.peek('systemStatus', { url: 'a' })).toEqual({ value: status }));
    // The second waits for its turn: one gate, held shut.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gates).toBe(1);
    expect(api.peek('systemStatus', { url: 'b' })).toBeUndefined();
    open!();
    await seeded;
    expect(gates).toBe(1);
    expect(api.peek('systemStatus', { url: 'b' })).toEqual({ value: status });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('are not used once UI.prefetchTtlMs has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchImpl = vi.fn(async () => jsonResponse({ success: true, value: status }));
      const api = client(fetchImpl as never);
      await api.seed([{ name: 'systemStatus', query: { url: 'a' }, language: 'bn', value: status }]);
      vi.setSystemTime(Date.now() + UI.prefetchTtlMs + 1);
      expect(api.peek('systemStatus', { url: 'a' })).toBeUndefined();
      await api.call('systemStatus', { query: { url: 'a' } });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not used for another query or language', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, value: status }));
    const api = client(fetchImpl as never);
    api.seed([
      { name: 'systemStatus', query: { url: 'b' }, language: 'bn', value: status },
      { name: 'whitelabel', language: 'en', value: {} },
    ]);
    await api.call('systemStatus', { query: { url: 'a' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

