/**
 * True while the server draws a page's first view (src/entry-server.tsx): there is no window, no
 * viewport to measure and no observer. A view that decides by measuring draws, there, what lets
 * the browser decide by itself until the site's own drawing replaces it (a media query, native
 * lazy loading).
 */
export const drawnByServer = typeof window === 'undefined';
