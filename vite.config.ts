import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 8081);

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
  ],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/wps': `http://127.0.0.1:${apiPort}`,
      '/lgw': `http://127.0.0.1:${apiPort}`,
      '/lotto': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the site supports has <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // XState is shared by the entry and the lazy forms; one chunk for it (instead of several
        // small shared ones) compresses better on the home page's first load. Its graph utilities
        // belong to the visualiser's lazy chunk only.
        // Small modules the entry shares with lazy chunks (the bundler would otherwise split each
        // into its own tiny file the home page must also fetch) ride along in the same chunk.
        codeSplitting: {
          groups: [
            {
              name: 'xstate',
              test: /node_modules[\\/](xstate|@xstate)[\\/](?!.*graph)|src[\\/]api[\\/]errors\.ts|src[\\/]machines[\\/]required-context\.tsx|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
});
