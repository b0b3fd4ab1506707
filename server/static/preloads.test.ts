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

describe('page preloads', () => {
  it('a lobby preloads its page chunk with its imports and stylesheet, the catalogs and the lobby schemas, not what the entry loads', () => {
    expect(preloadLinks(manifest, pageModules('/rng'))).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/messages-c.js">',
        '<link rel="modulepreload" crossorigin href="/assets/game-category-page-e.js">',
        '<link rel="modulepreload" crossorigin href="/assets/pager-f.js">',
        '<link rel="modulepreload" crossorigin href="/assets/games-d.js">',
        '<link rel="modulepreload" crossorigin href="/assets/lobby-h.js">',
        // Preloaded, not linked: a stylesheet link would hold the first paint.
        '<link rel="preload" as="style" crossorigin href="/assets/games-g.css">',
      ].join(''),
    );
  });

  it('every page preloads the default language\'s catalog; modules the build does not have are skipped', () => {
    expect(preloadLinks(manifest, pageModules('/'))).toBe('<link rel="modulepreload" crossorigin href="/assets/messages-c.js">');
    expect(preloadLinks(manifest, ['src/nowhere.tsx'])).toBe('');
    expect(preloadLinks({}, pageModules('/rng'))).toBe('');
  });

  it('a module name shared by two chunks is ambiguous: not preloaded', () => {
    const twice: ViteManifest = { ...manifest, '_lobby-i.js': { file: 'assets/lobby-i.js', name: 'lobby' } };
    expect(preloadLinks(twice, ['src/api/schemas/lobby.ts'])).toBe('');
  });

  it('names the modules of each kind of page', () => {
    expect(pageModules('/live/')).toContain('src/views/pages/game-category-page.tsx');
    expect(pageModules('/game')).toContain('src/views/games/game-frame-page.tsx');
    expect(pageModules('/Vnlottery')).toContain('src/views/pages/lottery-page.tsx');
    expect(pageModules('/promotions')).toEqual(['locales/bn/messages.po']);
  });
});
