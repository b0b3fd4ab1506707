import { DEFAULT_LOCALE } from '../../src/i18n';
import { categoryOfPath, pagePath } from '../../src/pages/first-reads';

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

/**
 * The modules a page's first render loads after the entry, by source path: the default
 * language's catalog on every page (nothing is translated before it), and on a game page its
 * lazily loaded page, the games catalog part and the lobby schemas its first answers are
 * checked against. Kept beside the lazy imports of src/router.tsx, which they mirror.
 */
export function pageModules(pathname: string): string[] {
  const path = pagePath(pathname);
  const modules = [`locales/${DEFAULT_LOCALE}/messages.po`];
  if (categoryOfPath(path)) modules.push('src/views/pages/game-category-page.tsx', `locales/${DEFAULT_LOCALE}/games.po`, 'src/api/schemas/lobby.ts');
  else if (path === '/game' || path === '/seamless') modules.push('src/views/games/game-frame-page.tsx', `locales/${DEFAULT_LOCALE}/games.po`);
  else if (path === '/lottery' || path === '/Vnlottery') modules.push('src/views/pages/lottery-page.tsx', `locales/${DEFAULT_LOCALE}/lottery.po`);
  return modules;
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

/**
 * `<link>`s that fetch a page's chunks (with their static imports and stylesheets) alongside the
 * entry instead of one round trip after it (issue #5, lobby performance): modulepreload for
 * scripts, preload for stylesheets (not a stylesheet link: that would hold the first paint).
 * What the entry itself already loads is left out; an unknown module is skipped.
 */
export function preloadLinks(manifest: ViteManifest, modules: readonly string[]): string {
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
  return [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...[...styles].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
  ].join('');
}
