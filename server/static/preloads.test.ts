import { describe, expect, it } from 'vitest';
import { pageModules, preloadLinks, type ViteManifest } from './preloads';

/** A build manifest of the shape Vite writes (dist/.vite/manifest.json). */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_xstate-b.js'] },
  '_xstate-b.js': { file: 'assets/xstate-b.js', name: 'xstate' },
  'locales/bn/messages.po': { file: 'assets/messages-c.js', src: 'locales/bn/messages.po' },
  'locales/bn/games.po': { file: 'assets/games-d.js', src: 'locales/bn/games.po' },
  'src/views/pages/game-category-page.tsx': {
    file: 'assets/game-category-page-e.js',
    src: 'src/views/pages/game-category-page.tsx',
    imports: ['_xstate-b.js', 'index.html', '_pager-f.js'],
  },
  '_pager-f.js': { file: 'assets/pager-f.js', name: 'pager', imports: ['_xstate-b.js'], css: ['assets/games-g.css'] },
  '_lobby-h.js': { file: 'assets/lobby-h.js', name: 'lobby' },
};

const at = (pathname: string, search = '') => ({ pathname, search });

describe('page preloads', () => {
  it('a lobby preloads its page chunk with its imports and stylesheet, the catalogs and the lobby schemas, not what the entry loads', async () => {
    const modules = await pageModules(at('/rng'));
    expect(preloadLinks(manifest, modules)).toBe(
      [
        // Asked for with the entry once the page has painted (vite.config.ts scriptsAfterFirstPaint).
        '<script type="application/json" id="page-modules">["/assets/messages-c.js","/assets/game-category-page-e.js","/assets/pager-f.js","/assets/games-d.js","/assets/lobby-h.js"]</script>',
        // Preloaded, not linked: a stylesheet link would hold the first paint.
        '<link rel="preload" as="style" crossorigin href="/assets/games-g.css">',
      ].join(''),
    );
    // A page the server drew carries its stylesheets in it: its first paint looks as the site does.
    expect(preloadLinks(manifest, modules, new Map([['assets/games-g.css', '.game-grid{display:grid}</style><b>']]))).toContain(
      '<style>.game-grid{display:grid}<\\/style><b></style>',
    );
  });

  it('every page preloads the default language\'s catalog; modules the build does not have are skipped', async () => {
    expect(preloadLinks(manifest, await pageModules(at('/')))).toBe('<script type="application/json" id="page-modules">["/assets/messages-c.js"]</script>');
    expect(preloadLinks(manifest, ['src/nowhere.tsx'])).toBe('');
    expect(preloadLinks({}, await pageModules(at('/rng')))).toBe('');
  });

  it('a module name shared by two chunks is ambiguous: not preloaded', () => {
    const twice: ViteManifest = { ...manifest, '_lobby-i.js': { file: 'assets/lobby-i.js', name: 'lobby' } };
    expect(preloadLinks(twice, ['src/api/schemas/lobby.ts'])).toBe('');
  });

  it('names the modules of each kind of page: its chunk, its catalog part, and what checking its first reads loads', async () => {
    expect(await pageModules(at('/live/'))).toContain('src/views/pages/game-category-page.tsx');
    expect(await pageModules(at('/game'))).toContain('src/views/games/game-frame-page.tsx');
    expect(await pageModules(at('/Vnlottery'))).toEqual(expect.arrayContaining(['src/views/pages/lottery-page.tsx', 'src/views/lottery/lottery-screen.tsx', 'locales/bn/lottery.po', 'src/api/game-endpoints.ts', 'src/api/schemas/lottery.ts']));
    // The promotions list is an engagement read: endpointByName looks through every lazy group before it.
    expect(await pageModules(at('/promotions'))).toEqual([
      'locales/bn/messages.po',
      'src/views/promotions/promotions-page.tsx',
      'locales/bn/promotions.po',
      'src/api/game-endpoints.ts',
      'src/api/money-endpoints.ts',
      'src/api/agent-endpoints.ts',
      'src/api/engagement-endpoints.ts',
      'src/api/schemas/promotions.ts',
    ]);
    expect(await pageModules(at('/promoDetail', '?id=7'))).toContain('src/api/schemas/promotions.ts');
    expect(await pageModules(at('/vip'))).toEqual(expect.arrayContaining(['src/views/points/vip-page.tsx', 'locales/bn/points.po', 'src/api/schemas/points.ts']));
    expect(await pageModules(at('/down'))).toEqual(expect.arrayContaining(['src/views/content/download-page.tsx', 'locales/bn/content.po']));
    // A page without a chunk of its own preloads the catalog and its reads' modules only.
    expect(await pageModules(at('/nowhere'))).toEqual(['locales/bn/messages.po']);
  });

  it('each lazy response schema names the module it loads (the server preloads by that name)', async () => {
    const { endpoints, LAZY_ENDPOINT_GROUPS } = await import('../../src/api/endpoints');
    const groups = await Promise.all(LAZY_ENDPOINT_GROUPS.map((g) => g.load()));
    const all = Object.entries(Object.assign({}, endpoints, ...groups) as Record<string, { response: object }>);
    let lazy = 0;
    for (const [name, ep] of all) {
      if (!('load' in ep.response)) continue;
      lazy++;
      const { module, load } = ep.response as { module: string; load: () => Promise<unknown> };
      const loaded = await import(/* @vite-ignore */ new URL(`../../${module}`, import.meta.url).href);
      expect(Object.values(loaded), `${name}: ${module}`).toContain(await load());
    }
    expect(lazy).toBeGreaterThan(50);
  });
});
