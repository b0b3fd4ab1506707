import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createActor, waitFor } from 'xstate';
import { createApiClient, type SeedAnswer } from './api/client';
import { i18n, loadCatalog, type Locale, SUPPORTED_LOCALES } from './i18n';
import { createLanguageLogic } from './machines/language/language.runtime';
import { createSessionLogic } from './machines/session/session.runtime';
import { createLoadSystem } from './machines/system-status/actors/load-system';
import { systemStatusMachine } from './machines/system-status/system-status.machine';
import { preloadAppRouter } from './router';
import { SiteTree } from './site-tree';
import { drawCollectingParts, loadFirstViewParts } from './views/common/lazy-page';
import { setHtmlParser } from './views/common/sanitized-html';
import { parseOnServer } from './views/common/sanitized-html.server';
import { startServerDrawing } from './views/common/server-drawing';

/**
 * The server's drawing of a page's first view (issue #21: the first view in the first bytes).
 * The server (server/static/first-view.ts) calls it with the answers it sends inside the page;
 * the site draws from them with its own charts and views, exactly as the browser's first drawing
 * will: on a visitor's tab that drawing takes this one over (hydrates it), on a member's it replaces it (src/main.tsx).
 */
export interface FirstViewInput {
  /** Path and search of the page. */
  url: string;
  /** The Host the page was asked for (the system status read names it). */
  host: string;
  merchantCode: string;
  language: Locale;
  /** The answers sent with the page (server/static/boot-answers.ts), in `language`. */
  answers: readonly SeedAnswer[];
}

export interface FirstView {
  /** The markup of #root. */
  html: string;
  /** The page's title as the site sets it (React draws <title> where the page is; the server puts it in <head>). */
  title: string | null;
  /** Named lazy chunks the drawing shows, in the order found: the browser loads them before its own drawing. */
  parts: string[];
}

// Operator HTML (help articles, a promotion's text) is parsed by parse5 here: the server has no DOMParser.
setHtmlParser(parseOnServer);

/** The most drawings one view takes: a page, the parts inside it, and theirs. */
const MAX_PASSES = 4;
/** How long the site's root charts may take to settle from the answers (they ask nothing else). */
const SETTLE_MS = 1_000;

/** No request leaves the server's drawing: a read without an answer in the page stays loading, as it shows in the browser until answered. */
const noNetwork = (() => new Promise<Response>(() => undefined)) as typeof fetch;

/** A visitor's tab: no stored session. */
const emptyStorage = (): Storage =>
  ({ length: 0, clear() {}, getItem: () => null, key: () => null, removeItem() {}, setItem() {} }) satisfies Storage;

/**
 * Draws the page at `url` for a visitor in `language`, or null when the site's root charts do not
 * settle on what the answers say (the page is then sent with the shell alone, as before).
 */
export async function renderFirstView({ url, host, merchantCode, language, answers }: FirstViewInput): Promise<FirstView | null> {
  const api = createApiClient({ merchantCode: () => merchantCode, language: () => language, token: () => null, fetch: noNetwork });
  await api.seed(answers);
  // The language chart as the browser runs it, less what it writes to the device.
  const languageActor = createActor(createLanguageLogic().provide({ actions: { persist: () => undefined } }), {
    input: { stored: language, storedPrevious: null, available: [...SUPPORTED_LOCALES] },
  }).start();
  const system = createActor(systemStatusMachine.provide({ actors: { loadSystem: createLoadSystem(api, () => host) } })).start();
  const session = createActor(createSessionLogic({ api, merchantCode: () => merchantCode, storage: emptyStorage })).start();
  const actors = [languageActor, system, session];
  try {
    const settled = await Promise.all([
      waitFor(system, (s) => !s.hasTag('state:loading'), { timeout: SETTLE_MS }),
      waitFor(session, (s) => !s.matches('restoring'), { timeout: SETTLE_MS }),
    ]).catch(() => null);
    const whitelabel = settled?.[0].context.whitelabel;
    if (!settled || !whitelabel) return null;
    languageActor.send({ type: 'language.configure', languages: whitelabel.info.brand.languages });
    const ready = await waitFor(languageActor, (s) => s.matches('ready'), { timeout: SETTLE_MS }).catch(() => null);
    if (!ready || ready.context.locale !== language) return null;
    const router = await preloadAppRouter(session, whitelabel, createMemoryHistory({ initialEntries: [url] }), false);

    for (let pass = 0; pass < MAX_PASSES; pass++) {
      // Every catalog part a loaded chunk registered, in this language; activated just before the
      // (synchronous) drawing, as another page may have been drawn in another language meanwhile.
      i18n.load(language, await loadCatalog(language));
      i18n.activate(language);
      startServerDrawing();
      const { drawn, shown, missing } = drawCollectingParts(() =>
        renderToString(<SiteTree api={api} language={languageActor} system={system} session={session} router={router} />),
      );
      // A view that failed to draw here (React marks its boundary for the browser to draw) is left to the browser whole.
      if (drawn.includes('<!--$!-->')) return null;
      if (missing.length === 0) return withTitle(drawn, shown);
      await loadFirstViewParts(missing);
    }
    return null;
  } finally {
    for (const actor of actors) actor.stop();
  }
}

/** React draws the page's <title> among the view's markup (first, in a production build): it belongs in <head>. */
function withTitle(html: string, parts: string[]): FirstView {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html);
  return { html: title ? html.replace(title[0], '') : html, title: title ? title[1]! : null, parts };
}
