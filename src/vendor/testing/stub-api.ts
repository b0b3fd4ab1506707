import { vi } from 'vitest';

/** One request the game page made to the demo vendor's API. */
export interface StubRequest {
  method: string;
  /** Below /demo-vendor/api, e.g. "/round". */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: any;
  url: URL;
}

export type StubAnswer =
  | { value: unknown; status?: number }
  | { errorCode: string; status: number; value?: unknown }
  /** The request never gets an answer (connection lost). */
  | 'network';

export type StubHandler = (req: StubRequest) => StubAnswer | Promise<StubAnswer>;

/**
 * A fetch for the game page's client that answers like the demo vendor (the WPS envelope),
 * by "METHOD /path" below /demo-vendor/api, and records every request.
 */
export function stubVendorApi(handlers: Record<string, StubHandler>) {
  const requests: StubRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/demo-vendor\/api/, '');
    const req: StubRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      url,
    };
    requests.push(req);
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected request ${method} ${path}`);
    const answer = await handler(req);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const body =
      'errorCode' in answer
        ? { success: false, errorCode: answer.errorCode, message: answer.errorCode, ...(answer.value === undefined ? {} : { value: answer.value }) }
        : { success: true, value: answer.value };
    return new Response(JSON.stringify(body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, requests, calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}
