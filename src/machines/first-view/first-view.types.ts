/** What the server drew in `#root` for this address (server/static/first-view.ts), as the page arrived. */
export interface ServedDrawing {
  /** The language it is drawn in (`#root[data-first-view]`). */
  language: string;
  /** The lazy chunks it shows (`#root[data-parts]`): loaded before the browser's first drawing, which must show the same. */
  parts: string[];
  /** False for an address the server drew as nothing (a page that sends the visitor elsewhere). */
  drawnSomething: boolean;
}

export interface FirstViewInput {
  /** Null when the server drew nothing (no mark on `#root`). */
  served: ServedDrawing | null;
  /** The language the tab starts in (the language chart's initial pick). */
  language: string;
}

export interface FirstViewContext extends FirstViewInput {
  /** The site's router matched the address before drawing (src/router.tsx preloadAppRouter). */
  routerReady: boolean;
}

export type FirstViewEvent =
  | { type: 'site.started'; routerReady: boolean }
  /** The site's root committed (SiteTree). */
  | { type: 'drawing.root' }
  /** A page drew without the server's snapshot: a layout, a page of the system gate, the not-found page (useReportPageDrawn). */
  | { type: 'drawing.page' };
