import type { Context } from 'hono';
import type { SeedAnswer } from '../../src/api/client';
import type { Endpoint } from '../../src/api/endpoints';
import { DEFAULT_LOCALE } from '../../src/i18n';
import { BOOT_ANSWERS_ID, type FirstRead, firstReads, readsAfter } from '../../src/pages/first-reads';

export interface BootAnswerDeps {
  /** Answers a request as the app does (the API's own routes and middleware). */
  dispatch: (request: Request) => Promise<Response>;
  /** Endpoint definitions by name: only public GET reads are ever answered. */
  registry: Readonly<Record<string, Endpoint<unknown>>>;
  merchantCode: string;
}

/** A read the page may carry: a GET that needs no token and no encryption. */
export function isPublicRead(ep: Endpoint<any> | undefined): ep is Endpoint<any> {
  return !!ep && ep.method === 'GET' && !ep.token && !ep.encrypted;
}

/**
 * The answers to the reads a page opened at this address makes first, made by the API itself
 * for this very request (its client address, its Host) and sent inside the page, so the SPA
 * renders without waiting for them (issue #5, lobby performance; docs/games.md "Boot answers"):
 * the system status and white-label tree (every page), then src/pages/first-reads.ts — the
 * header's game menus, the home page's notices and game sections, a category page's lanes,
 * /rng's first grid page.
 *
 * In the page's language (its cookie's, else the default: server/static/spa.ts), for a visitor
 * (a member's token is not known here and nothing member-specific is ever answered). A read
 * that fails is left out: the SPA asks it itself.
 */
export async function bootAnswers(c: Context, deps: BootAnswerDeps, language: string = DEFAULT_LOCALE): Promise<SeedAnswer[]> {
  const url = new URL(c.req.url);
  const location = { pathname: url.pathname, search: url.search };
  const answers: SeedAnswer[] = [];

  const answer = async (read: FirstRead): Promise<void> => {
    const ep = deps.registry[read.name];
    if (!isPublicRead(ep)) return;
    const target = new URL(ep.path, url.origin);
    for (const [k, v] of Object.entries(read.query ?? {})) if (v !== undefined) target.searchParams.set(k, String(v));
    // The headers the SPA sends (src/api/client.ts), and the client address as this request carries it.
    const headers = new Headers({ Accept: 'application/json', Merchant: deps.merchantCode, Language: language.toUpperCase(), Device: 'WEB', 'X-Gateway-Version': '3' });
    const forwarded = c.req.header('X-Forwarded-For');
    if (forwarded) headers.set('X-Forwarded-For', forwarded);
    const res = await deps.dispatch(new Request(target, { headers }));
    if (res.status !== 200) return;
    const body = (await res.json()) as { success?: unknown; value?: unknown };
    if (body.success !== true) return;
    answers.push({ name: read.name, ...(read.query && { query: read.query }), language, value: body.value });
    await Promise.all(readsAfter(read, body.value, location, language).map((next) => answer(next).catch(() => undefined)));
  };

  const host = c.req.header('Host') ?? url.host;
  const reads: FirstRead[] = [{ name: 'systemStatus', query: { url: host } }, { name: 'whitelabel' }, ...firstReads(location)];
  await Promise.all(reads.map((read) => answer(read).catch(() => undefined)));
  return answers;
}

/**
 * The answers as a JSON data block before `</head>`. Every `<` is escaped (`\u003c`), so text
 * an operator entered (a vendor's name…) can never close the element or open another.
 */
export function injectBootAnswers(html: string, answers: readonly SeedAnswer[]): string {
  if (!answers.length) return html;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="${BOOT_ANSWERS_ID}">${json}</script></head>`);
}
