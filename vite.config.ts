import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { chartDescriptions } from './src/machines/graph/descriptions-plugin.ts';
import { PAGE_MODULES_ID } from './src/pages/page-ids.ts';
import { serviceWorker } from './src/sw/build.ts';

const apiPort = Number(process.env.API_PORT ?? 8081);
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const SPA_ENTRY = page('./index.html');
const VENDOR_ENTRY = page('./vendor.html');

/** Every module an entry imports statically: what its page needs before it can run. */
function staticGraph(ctx: ChunkingContext, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Names the SPA entry's own static graph (less what the demo vendor's entry also imports) after
 * the entry, so it lands in the entry chunk: `index` for those modules, nothing for the rest.
 * The graph is walked once per chunking pass (a watch rebuild brings a new context).
 */
function spaEntryGraph(): (id: string, ctx: ChunkingContext) => string | null {
  const own = new WeakMap<ChunkingContext, Set<string>>();
  return (id, ctx) => {
    let ids = own.get(ctx);
    if (!ids) {
      ids = staticGraph(ctx, SPA_ENTRY);
      for (const shared of staticGraph(ctx, VENDOR_ENTRY)) ids.delete(shared);
      own.set(ctx, ids);
    }
    return ids.has(id) ? 'index' : null;
  };
}

/**
 * Dev only: the demo vendor's pages answer at /demo-vendor/play and /demo-vendor/verify as the
 * server serves them (server/static/spa.ts), here from vendor.html with hot reload. Inside the
 * SPA's sandboxed /game iframe the page's origin is "null", which Vite's dev CORS rightly
 * refuses; open the page on its own (the API calls go through the proxy) or build.
 */
function demoVendorPages(): Plugin {
  return {
    name: 'demo-vendor-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        const query = url.indexOf('?');
        if (/^\/demo-vendor\/(play|verify)(\?|$)/.test(url)) req.url = `/vendor.html${query >= 0 ? url.slice(query) : ''}`;
        next();
      });
    },
  };
}

/**
 * Build only: the SPA's entry stylesheet goes into index.html as a <style> element instead of a
 * render-blocking <link> (about 3.4 KiB compressed): first paint then waits for the HTML alone,
 * one round trip fewer on a mobile network (issue #5, lobby Lighthouse). The lazy pages' own
 * stylesheets stay files. Not the vendor page: its policy allows no inline style.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    /*
     * A lazy chunk that imports from the entry lists the entry's stylesheet among the files to load
     * with it (Vite's preload lists), and the preload helper, which finds only <link>s, would add it
     * as a <link> although its rules are already in the page: the browser would then restyle the
     * whole page once it arrived (issue #21, Total Blocking Time). Each list names the entry's
     * script in its place instead, which has run before any lazy chunk is asked for.
     */
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && /^assets\/index-[^/]+\.js$/.test(file.fileName));
        const css = entry?.type === 'chunk' ? [...(entry.viteMetadata?.importedCss ?? [])] : [];
        if (!entry || css.length === 0) return;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file === entry) continue;
          for (const sheet of css) file.code = file.code.replaceAll(JSON.stringify(sheet), JSON.stringify(entry.fileName));
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('/index.html') || !ctx.bundle) return html;
        const bundle = ctx.bundle;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/index-[^"]+\.css)"[^>]*>/, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          // The asset stays in the bundle (dist/assets): nothing references it, but a cached old page may.
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * Build only: the SPA's scripts are asked for once the page has painted, not while its HTML is
 * read. The server draws the first view (server/static/first-view.ts); the scripts that then take
 * it over (the entry, its modulepreloads, and the page's own chunks the server lists in
 * #page-modules: server/static/preloads.ts) never compete with what that view shows, and nothing
 * on the way to the first paint waits for them (issue #21: LCP). One inline script does it (the
 * server's policy allows it by its hash), told of the first paint by a PerformanceObserver — not a
 * timer or an animation frame, which a paused clock (the browser tests' page clock) would hold (a
 * one-second timer stands behind it); a tab opened in the background, which paints nothing, or a
 * browser that does not report paints, asks at once.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('/index.html')) return html;
        let entry = '';
        const preloads: string[] = [];
        const rest = html
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_tag, src: string) => ((entry = src), ''))
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => (preloads.push(href), ''));
        if (!entry) return html;
        const boot =
          `(function(){var d=document,go=function(){var h=d.head,l=${JSON.stringify(preloads)},m=d.getElementById(${JSON.stringify(PAGE_MODULES_ID)});` +
          `try{if(m)l=l.concat(JSON.parse(m.textContent))}catch(e){}` +
          `l.forEach(function(u){var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=u;h.appendChild(k)});` +
          `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)},n=0,once=function(){n++||go()};` +
          `var P=window.PerformanceObserver;if(d.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)once();` +
          `else{new P(function(l,o){o.disconnect();once()}).observe({type:'paint',buffered:true});setTimeout(once,1000)}})()`;
        return rest.replace('</body>', `<script>${boot}</script></body>`);
      },
    },
  };
}

/**
 * The server's renderer goes beside the site it draws, `<outDir>/server`: dist/server, or under
 * `vite build --outDir elsewhere` (bench:web's DIST_DIR), so a site built elsewhere is served with
 * its own first view rather than without one.
 */
function firstViewBesideSite(): Plugin {
  let outDir = 'dist';
  return {
    name: 'first-view-beside-site',
    apply: 'build',
    config(config) {
      outDir = config.build?.outDir ?? outDir;
    },
    configEnvironment(name) {
      if (name === 'ssr') return { build: { outDir: `${outDir}/server` } };
    },
  };
}

export default defineConfig({
  // `vite build` builds both: the SPA (client) and the server's drawing of a page's first view
  // (ssr: src/entry-server.tsx into <outDir>/server/, loaded by server/static/first-view.ts).
  builder: {},
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The SPA, and the demo vendor's game pages (served by the server at /demo-vendor/play and
          // /demo-vendor/verify inside the sandboxed /game iframe).
          input: { index: page('./index.html'), vendor: page('./vendor.html') },
          output: {
            // Seven characters of content hash (the least the bundler accepts for this many chunks)
            // instead of eight: the entry names every lazy chunk for its preloads, and those random
            // characters do not compress (one fewer per name: 152 B less gzipped JavaScript on the home
            // page, whose budget is 150 KiB).
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            // XState is shared by the entry and the lazy forms; one chunk for it (instead of several
            // small shared ones) compresses better on the home page's first load. Its graph utilities
            // belong to the visualiser's lazy chunk only.
            // Small modules the entry shares with lazy chunks (the bundler would otherwise split each
            // into its own tiny file the home page must also fetch) ride along in the same chunk, as
            // does the site's time formatter, which the vendor's entry shares too, the digit grouping of
            // every figure (its own 0.3 KiB file otherwise), and the CDN pick, which the entry's image chart
            // and the game cards share (in the cards' chunk, the entry would import that chunk and that chunk
            // the entry: a cycle, and a binding read before it was set when the page started).
            // The demo vendor's entry shares only libraries with the SPA (React DOM, Lingui,
            // superstruct), the constants (its engines read GAMES.demoVendor) and the charts' lazyChart: they ride in this
            // chunk too, so the home page still fetches the same three files rather than one more
            // common chunk of the two entries.
            codeSplitting: {
              groups: [
                {
                  name: 'xstate',
                  test: /node_modules[\\/](xstate|@xstate)[\\/](?!.*graph)|node_modules[\\/](react-dom|scheduler|@lingui[\\/](core|react|message-utils)|superstruct)[\\/]|src[\\/]api[\\/]errors\.ts|src[\\/]machines[\\/]required-context\.tsx|src[\\/]machines[\\/]lazy-chart\.ts|src[\\/]config[\\/]constants\.ts|src[\\/]time[\\/](wire-time|countdown)\.ts|src[\\/]numbers[\\/]grouping\.ts|src[\\/]machines[\\/]game-launch[\\/]cdn\.ts|src[\\/]views[\\/]common[\\/]site-time\.ts|vite[\\/]preload-helper/,
                  priority: 2,
                },
                {
                  // Small modules that both the home page's game sections and a lobby load lazily on
                  // arrival (game cards, lobby schema, money format): one chunk instead of seven
                  // tiny ones, each fetched and compressed on its own (issue #16 initial-JS budget). The
                  // lottery schema (the home page's lottery section) rides along: its own file cost more than its bytes.
                  name: 'first-screen',
                  test: /src[\\/](api[\\/]game-endpoints|api[\\/]schemas[\\/]lobby|api[\\/]schemas[\\/]lottery|views[\\/]money[\\/]format|views[\\/]records[\\/]use-currency-symbol|machines[\\/]game-launch[\\/]game-favorites\.context|machines[\\/]countdown[\\/](countdown\.machine|use-countdown)|views[\\/]games[\\/](lobby-actions|lazy-image|game-card|playable-card|titled-section))\.tsx?$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                {
                  // What a lobby's page shares with other pages (its favourites chart, game messages,
                  // pager, page frame, vendor marks): one file where the bundler would make five.
                  name: 'lobby-parts',
                  test: /src[\\/](machines[\\/]game-launch[\\/]game-favorites\.machine\.ts|views[\\/]games[\\/](game-messages\.ts|pager\.tsx|paged-games\.tsx|vendor-mark\.tsx)|views[\\/]pages[\\/]page-frame\.tsx)$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                {
                  // The modal host (loaded with the first modal: src/views/modals/lazy-modal-host.tsx), the
                  // dialog frame, the HTML sanitiser and the notice screen: the home notice opens on a
                  // first visit and needs them all, one file rather than four.
                  name: 'modal-host',
                  test: /src[\\/]views[\\/](modals[\\/](modal-host|dialog|notice-modal)\.tsx|common[\\/]sanitized-html\.tsx|content[\\/]notice-screen\.tsx)$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                {
                  // The rest of the SPA entry's static graph stays in the entry chunk. Rolldown would
                  // keep it there by itself, but since the game pages (the lottery page that loads
                  // the lottery screen, the category pages) its merging pass leaves a dozen of these
                  // modules (the router, i18n, data states…) in small chunks of their own, which the
                  // home page fetched one by one, each compressed on its own.
                  name: spaEntryGraph(),
                  // Only what the name function picks: a dependency shared with the vendor's entry
                  // must not drag that entry into the SPA's chunk.
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // outDir: firstViewBesideSite.
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: {
          input: { 'first-view': page('./src/entry-server.tsx') },
          // One file: the server loads every page's chunk anyway.
          output: { entryFileNames: '[name].js', codeSplitting: false },
        },
      },
    },
  },
  resolve: {
    // @xstate/react and TanStack's store import the React < 18 shims of useSyncExternalStore;
    // React 19 has the hook, so the shims resolve to it (about 1 KiB gzip off every page).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: page('./src/shims/use-sync-external-store.ts') },
    ],
  },
  plugins: [
    react(),
    // Lingui's `msg`/`t` macros need a Babel pass; only files that import a macro pay for it (the
    // preset's code filter: about one file in six of src/ and tests/).
    babel({
      include: /\/(src|tests)\/.*\.[jt]sx?$/,
      presets: [defineRolldownBabelPreset({ preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] }, rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } } })],
    }),
    lingui(),
    {
      // In dev the server does not serve index.html, so Vite injects the merchant meta the server would.
      name: 'dev-merchant-meta',
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace('<meta charset="UTF-8" />', (m) => `${m}\n    <meta name="merchant-code" content="${process.env.MERCHANT_CODE ?? 'bd01'}" />`),
    },
    // Chart descriptions go to /flows only, not to a player's phone (src/machines/graph/descriptions-plugin.ts).
    chartDescriptions(),
    demoVendorPages(),
    inlineEntryCss(),
    scriptsAfterFirstPaint(),
    // dist/sw.js: the service worker, with the build's version and app shell (src/sw/build.ts).
    serviceWorker(),
    firstViewBesideSite(),
  ],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/wps': `http://127.0.0.1:${apiPort}`,
      '/lgw': `http://127.0.0.1:${apiPort}`,
      '/lotto': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
      '/demo-vendor/api': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // dist/.vite/manifest.json: the server preloads a page's lazy chunks from it (server/static/preloads.ts).
    // (Not the server's drawing: environments.ssr.)
    manifest: true,
    // Every browser the site supports has <link rel="modulepreload">; the polyfill is dead weight.
    // A lazy chunk's own imports are not preloaded: Vite's helper would put a <link rel="modulepreload">
    // in the page for each, inside the task that imports the chunk (a React effect, a chart's actor),
    // and each insertion costs the main thread 1–15 ms (a member's home page: 36 links, 124 ms; now 8
    // links, 21 ms). The browser fetches them once it reads the chunk, one round trip later: the
    // member center's first open at 150 ms latency took 701 ms instead of 542. The entry's preloads
    // (hostType 'html') and every lazy chunk's stylesheets stay, and the server still preloads a first
    // view's chunks (server/static/preloads.ts). `npm run bench:preloads` measures both builds side by
    // side (BENCH_LAZY_PRELOADS=1 builds the other).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' || process.env.BENCH_LAZY_PRELOADS === '1' ? deps : []),
    },
  },
});
