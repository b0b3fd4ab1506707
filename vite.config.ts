import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 8081);
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

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

export default defineConfig({
  plugins: [
    react(),
    // Lingui's `msg`/`t` macros need a Babel pass; only files that use them pay for it.
    babel({ include: /\/(src|tests)\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    {
      // In dev the server does not serve index.html, so Vite injects the merchant meta the server would.
      name: 'dev-merchant-meta',
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace('<meta charset="UTF-8" />', (m) => `${m}\n    <meta name="merchant-code" content="${process.env.MERCHANT_CODE ?? 'bd01'}" />`),
    },
    demoVendorPages(),
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
    // Every browser the site supports has <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The SPA, and the demo vendor's game pages (served by the server at /demo-vendor/play and
      // /demo-vendor/verify inside the sandboxed /game iframe).
      input: { index: page('./index.html'), vendor: page('./vendor.html') },
      output: {
        // XState is shared by the entry and the lazy forms; one chunk for it (instead of several
        // small shared ones) compresses better on the home page's first load. Its graph utilities
        // belong to the visualiser's lazy chunk only.
        // Small modules the entry shares with lazy chunks (the bundler would otherwise split each
        // into its own tiny file the home page must also fetch) ride along in the same chunk.
        // The demo vendor's entry shares only libraries with the SPA (React DOM, Lingui,
        // superstruct): they ride in this chunk too, so the home page still fetches the same
        // three files rather than one more common chunk of the two entries.
        codeSplitting: {
          groups: [
            {
              name: 'xstate',
              test: /node_modules[\\/](xstate|@xstate)[\\/](?!.*graph)|node_modules[\\/](react-dom|scheduler|@lingui[\\/](core|react|message-utils)|superstruct)[\\/]|src[\\/]api[\\/]errors\.ts|src[\\/]machines[\\/]required-context\.tsx|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
});
