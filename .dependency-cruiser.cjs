/**
 * The layering of docs/architecture (DESIGN.md "Data flows one way"), checked by
 * tests/boundaries/boundaries.test.ts in `npm test`. Paths are relative to the checkout.
 * Violations that existed when a rule was written are listed, one by one, in
 * tests/boundaries/known-violations.json: that list may only shrink (the test fails on a new
 * violation and on a listed one that is gone, so the list is kept honest).
 */
const notTests = '\\.test\\.tsx?$|-testing\\.tsx?$|/testing/|\\.fixtures\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'views-no-api-values',
      comment: 'Views render state and call intents; only charts and their actors talk to the API (types are fine).',
      severity: 'error',
      from: { path: '^src/views/', pathNot: notTests },
      to: { path: '^src/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'views-no-runtime',
      comment: 'A view receives a ready actor from its flow hook; it does not build one from a *.runtime module.',
      severity: 'error',
      from: { path: '^src/views/', pathNot: notTests },
      to: { path: '\\.runtime\\.tsx?$' },
    },
    {
      name: 'views-no-deps-container',
      comment: "The app's dependency container is for flow providers, not views.",
      severity: 'error',
      from: { path: '^src/views/', pathNot: notTests },
      to: { path: '^src/machines/app-deps\\.tsx?$' },
    },
    {
      name: 'views-no-resource-binding',
      comment:
        "A view shows a read through its named hook in the flow's machine folder (e.g. src/machines/game-reads), which owns the endpoint, the query and when it is read again; it does not bind the resource chart to an endpoint itself.",
      severity: 'error',
      from: { path: '^src/views/', pathNot: notTests },
      to: { path: '^src/machines/resource/use-resource\\.tsx$' },
    },
    {
      name: 'machines-no-views',
      comment: 'Charts know nothing of how they are drawn.',
      severity: 'error',
      from: { path: '^src/machines/', pathNot: notTests },
      to: { path: '^src/views/' },
    },
    {
      name: 'src-no-server',
      comment: 'The SPA never bundles server code; shared wire code lives in src/api.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-src-no-screens',
      comment:
        'The page reads (src/pages) and game engines (src/game-engines) are read by the server too: no views, charts or demo vendor page code (its wire shapes, src/vendor/api.ts, are fine).',
      severity: 'error',
      from: { path: '^src/(pages|game-engines)/', pathNot: notTests },
      to: { path: '^src/(views|machines)/|^src/vendor/(?!api\\.ts$)' },
    },
    {
      name: 'wire-no-routes',
      comment: 'The wire layer (server/wire) is what route groups share; it knows no route group.',
      severity: 'error',
      from: { path: '^server/wire/' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'domain-no-cli',
      comment: 'Domain operations take typed arguments; argv parsing and help text are the CLI\'s (server/cli).',
      severity: 'error',
      from: { path: '^server/domain/', pathNot: notTests },
      to: { path: '^server/cli/' },
    },
    {
      name: 'domain-no-http',
      comment: 'Domain services are free of HTTP: no routes, no wire layer, no Hono.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: '^server/(routes|wire)/|(^|/)node_modules/hono/|^hono(/|$)' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API, so sources are parsed by Babel's TypeScript preset.
    babelConfig: { fileName: 'tests/boundaries/babel.config.json' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
  },
};
