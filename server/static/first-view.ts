import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstView, FirstViewInput } from '../../src/entry-server';
import { FIRST_VIEW_BUDGET_MS } from '../config';

export type { FirstView, FirstViewInput };
export type DrawFirstView = (input: FirstViewInput) => Promise<FirstView | null>;

/**
 * The server's drawing of a page's first view (issue #21), from the build's own renderer
 * (dist/server/first-view.js, `vite build`'s ssr environment: src/entry-server.tsx). Loaded on
 * first use and again after a rebuild. No renderer (an older build), a drawing that fails or takes
 * longer than `budgetMs` (the FIRST_VIEW_BUDGET_MS setting): null, and the page goes out with the shell as before.
 */
export function firstViewDrawer(distDir: string, log: (message: string) => void = () => undefined, budgetMs: number = FIRST_VIEW_BUDGET_MS): DrawFirstView {
  const file = join(distDir, 'server', 'first-view.js');
  let loaded: { mtimeMs: number; draw: DrawFirstView } | null = null;
  let warned = false;

  const renderer = async (): Promise<DrawFirstView | null> => {
    const st = await stat(file).catch(() => null);
    if (!st?.isFile()) return null;
    if (!loaded || loaded.mtimeMs !== st.mtimeMs) {
      const mod = (await import(`${pathToFileURL(file).href}?v=${st.mtimeMs}`)) as { renderFirstView: DrawFirstView };
      loaded = { mtimeMs: st.mtimeMs, draw: mod.renderFirstView };
    }
    return loaded.draw;
  };

  // Loaded now rather than by the first page asked for (a large module: that page would miss its budget).
  void renderer().catch(() => undefined);
  return async (input) => {
    try {
      const draw = await renderer();
      if (!draw) return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
      try {
        return await Promise.race([draw(input), late]);
      } finally {
        clearTimeout(timer);
      }
    } catch (e) {
      if (!warned) {
        warned = true;
        log(`first view not drawn (${input.url}): ${e instanceof Error ? e.message : String(e)}`);
      }
      return null;
    }
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts a drawing into the page: its markup in #root, marked with its language (the browser takes
 * it over only in that language) and the chunks it shows (`data-parts`, space-separated: the
 * browser loads them before its own drawing), the page's language on <html>, its title in <head>.
 */
export function injectFirstView(html: string, view: FirstView, language: string): string {
  let page = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(language)}"`);
  if (view.title !== null) page = page.replace(/<title>[\s\S]*?<\/title>/, `<title>${view.title}</title>`);
  const parts = view.parts.length ? ` data-parts="${escapeAttr(view.parts.join(' '))}"` : '';
  return page.replace('<div id="root"></div>', `<div id="root" data-first-view="${escapeAttr(language)}"${parts}>${view.html}</div>`);
}
