import { endpointModules } from '../../src/api/endpoints';
import { DEFAULT_LOCALE } from '../../src/i18n';
import { categoryOfPath, firstReads, PAGE_MODULES_ID, pagePath } from '../../src/pages/first-reads';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as preloading needs it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

const catalog = (part: string, language: string = DEFAULT_LOCALE) => `locales/${language}/${part}.po`;

/**
 * Each lazily loaded page's chunk and the catalog parts its first render waits for, by page
 * path, as src/router.tsx loads them (lazyPage with its catalog). The schemas and endpoint groups
 * its first reads need (a lobby's schemas too) come from those reads, in `pageModules`.
 */
const PAGE_CHUNKS: Record<string, readonly string[]> = {
  '/game': ['src/views/games/game-frame-page.tsx', catalog('games')],
  '/seamless': ['src/views/games/game-frame-page.tsx', catalog('games')],
  '/lottery': ['src/views/pages/lottery-page.tsx', 'src/views/lottery/lottery-screen.tsx', catalog('lottery')],
  '/Vnlottery': ['src/views/pages/lottery-page.tsx', 'src/views/lottery/lottery-screen.tsx', catalog('lottery')],
  '/promotions': ['src/views/promotions/promotions-page.tsx', catalog('promotions')],
  '/promoDetail': ['src/views/promotions/promo-detail-page.tsx', catalog('promotions')],
  '/vip': ['src/views/points/vip-page.tsx', catalog('points')],
  '/pointMall': ['src/views/points/point-mall-page.tsx', catalog('points')],
  '/help': ['src/views/pages/help-page.tsx'],
  '/down': ['src/views/content/download-page.tsx', catalog('content')],
  '/join': ['src/views/content/join-page.tsx', catalog('content')],
};
const CATEGORY_CHUNKS = ['src/views/pages/game-category-page.tsx', catalog('games')];

/**
 * The modules a page's first render loads after the entry, by source path: the page's
 * language's catalog on every page (nothing is translated before it), the page's own chunk and
 * its catalog part in that language, and what checking its first reads' answers loads (the endpoint groups looked
 * through and the response schema: src/api/endpoints.ts endpointModules), so nothing on the
 * way to the first view waits for another round trip.
 */
export async function pageModules(location: { pathname: string; search: string }, language: string = DEFAULT_LOCALE): Promise<string[]> {
  const path = pagePath(location.pathname);
  const category = categoryOfPath(path);
  const own = (category ? CATEGORY_CHUNKS : (PAGE_CHUNKS[path] ?? [])).map((m) => m.replace(`locales/${DEFAULT_LOCALE}/`, `locales/${language}/`));
  const modules = new Set([catalog('messages', language), ...own]);
  // The other categories' vendor lanes (src/router.tsx bootPrefetch fetches them alongside the page).
  if (category && category !== 'RNG') modules.add('src/views/games/vendor-lanes.tsx');
  for (const read of firstReads(location)) for (const m of await endpointModules(read.name)) modules.add(m);
  return [...modules];
}

/**
 * A module's chunk: by its source path, or, for a module the bundler put in a shared chunk of
 * its own name (lazily loaded schemas), the one shared chunk of that name.
 */
function chunkKey(manifest: ViteManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const shared = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k]!.name === name);
  return shared.length === 1 ? shared[0] : undefined;
}

/** A page's chunks beyond the entry's (built file names): their scripts and their stylesheets. */
export function pageFiles(manifest: ViteManifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const entry = Object.values(manifest).find((c) => c.isEntry && c.src === 'index.html');
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const i of manifest[key]!.imports ?? []) walk(i, into);
  };
  if (entry) walk('index.html', loaded);
  const wanted = new Set<string>();
  for (const m of modules) {
    const key = chunkKey(manifest, m);
    if (key) walk(key, wanted);
  }
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    scripts.push(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) styles.add(css);
  }
  return { scripts, styles: [...styles] };
}

/**
 * What fetches a page's chunks (with their static imports and stylesheets) alongside the entry
 * instead of one round trip after it (issue #5, lobby performance): the scripts as a JSON list
 * the page asks for with its entry after the first paint (#page-modules), the stylesheets as
 * preloads (not a stylesheet link: that would hold the first paint).
 * What the entry itself already loads is left out; an unknown module is skipped. A stylesheet
 * in `inlined` (file → its text) goes in as a <style> instead: the page's first view is drawn by
 * the server and must look right at its first paint (server/static/first-view.ts).
 */
export function preloadLinks(manifest: ViteManifest, modules: readonly string[], inlined: ReadonlyMap<string, string> = new Map()): string {
  const { scripts, styles } = pageFiles(manifest, modules);
  return [
    // Asked for with the entry, once the page has painted (vite.config.ts scriptsAfterFirstPaint):
    // scripts never hold the first view the server drew, nor compete with what it shows.
    ...(scripts.length ? [`<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(scripts.map((f) => `/${f}`)).replace(/</g, '\\u003c')}</script>`] : []),
    ...styles.map((f) => {
      const text = inlined.get(f);
      return text === undefined ? `<link rel="preload" as="style" crossorigin href="/${f}">` : `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`;
    }),
  ].join('');
}
