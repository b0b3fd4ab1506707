import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  fallbackLocales: { default: 'en' },
  // The account screens and the member center (money, records) have their own catalogs, loaded
  // with their chunks: the home route's JavaScript budget has no room for messages most visitors
  // never see (src/i18n.ts "catalog parts").
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/*.test.*',
        'src/views/accounts/**',
        'src/views/money/**',
        'src/views/member-center/**',
        'src/views/records/**',
        // The game views have their own catalog, but for the home page's game sections and the
        // game card they show: they are on the home route, so their messages are here.
        'src/views/games/**/!(home-sections|game-card).*',
        'src/views/lottery/**',
        'src/views/contracts/**',
        'src/views/agents/**',
        'src/views/promotions/**',
        'src/views/points/**',
        'src/views/care/**',
        // The notice screen opens on the home page's first visit (the home notice popup): its two
        // messages are here rather than the whole content part on the home route.
        'src/views/content/**/!(notice-screen).*',
        'src/views/referral/**',
        'src/vendor/**',
        'src/views/flows/**',
        'src/views/error-messages.ts',
        // Opened by a person, with their chunks: the side bar's panel, the not-found and staff-only
        // pages (content part), the date field (member part).
        'src/views/layout/side-bar-panel.tsx',
        'src/views/pages/simple-pages.tsx',
        'src/views/common/day-field.tsx',
      ],
    },
    // The messages of server answers' codes and form checks: loaded with the first request and with
    // every other part (src/i18n.ts `ensureErrorMessages`), not with a page that asks nothing.
    { path: '<rootDir>/locales/{locale}/errors', include: ['src/views/error-messages.ts'] },
    { path: '<rootDir>/locales/{locale}/accounts', include: ['src/views/accounts'], exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/locales/{locale}/member',
      include: ['src/views/money', 'src/views/member-center', 'src/views/records', 'src/views/common/day-field.tsx'],
      exclude: ['**/*.test.*'],
    },
    // Game lobby, launch, /game and the vendor list (issue #5), loaded with their chunks.
    {
      path: '<rootDir>/locales/{locale}/games',
      include: ['src/views/games'],
      exclude: ['**/*.test.*', 'src/views/games/home-sections.tsx', 'src/views/games/game-card.tsx'],
    },
    // The lottery pages, loaded with their chunk: neither the home route nor a lobby needs them.
    { path: '<rootDir>/locales/{locale}/lottery', include: ['src/views/lottery'], exclude: ['**/*.test.*'] },
    // Contracts (issue #6): the agent center's dividend / salary sections and the offer popup, loaded with their chunks.
    { path: '<rootDir>/locales/{locale}/contracts', include: ['src/views/contracts'], exclude: ['**/*.test.*'] },
    // The agent center (issue #6): overlay and sections, loaded with its chunk when an agent opens it.
    { path: '<rootDir>/locales/{locale}/agents', include: ['src/views/agents'], exclude: ['**/*.test.*'] },
    // Engagement and care (issue #7; docs/engagement.md): one part per area, loaded with its chunks.
    { path: '<rootDir>/locales/{locale}/promotions', include: ['src/views/promotions'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/points', include: ['src/views/points'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/care', include: ['src/views/care'], exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/locales/{locale}/content',
      include: ['src/views/content', 'src/views/layout/side-bar-panel.tsx', 'src/views/pages/simple-pages.tsx'],
      exclude: ['**/*.test.*', 'src/views/content/notice-screen.tsx'],
    },
    { path: '<rootDir>/locales/{locale}/referral', include: ['src/views/referral'], exclude: ['**/*.test.*'] },
    // The flow visualiser (/flows, staff and development only), loaded with its chunk.
    { path: '<rootDir>/locales/{locale}/flows', include: ['src/views/flows'], exclude: ['**/*.test.*'] },
    // The demo vendor's game pages: a separate Vite entry served inside the sandboxed /game iframe.
    { path: '<rootDir>/locales/{locale}/vendor', include: ['src/vendor'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
