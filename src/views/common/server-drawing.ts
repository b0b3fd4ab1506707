import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useFirstViewReports } from '../../machines/first-view/use-first-view';

const subscribeNothing = () => () => undefined;
const no = () => false;
const yes = () => true;

/**
 * True while the server draws a page's first view (src/entry-server.tsx), and while the browser's
 * first drawing takes that drawing over (hydrates it, src/main.tsx): there is no window, no
 * viewport to measure and no observer on the server, and the browser's first drawing must equal
 * the server's. A view that decides by measuring draws, then, what lets the browser decide by
 * itself (a media query, native lazy loading); React draws it again with the browser's own
 * answer once the drawing is taken over (useSyncExternalStore's server snapshot is used while
 * hydrating, and the browser's right after).
 */
export function useDrawnByServer(): boolean {
  return useSyncExternalStore(subscribeNothing, no, yes);
}

/**
 * In every layout, the system gate's pages and the not-found page: tells the first-view chart that
 * the page drew without the server's snapshot, i.e. with the browser's own answers (the tab's
 * account among them). The chart decides what that ends (src/machines/first-view).
 */
export function useReportPageDrawn(): void {
  const reports = useFirstViewReports();
  const drawnByServer = useDrawnByServer();
  useLayoutEffect(() => {
    if (!drawnByServer) reports?.pageDrawn();
  }, [drawnByServer, reports]);
}

/** Catalogue images a server drawing asks for at once: about a phone's first two rows of a lobby. */
const EAGER_IMAGES = 4;
let eagerImagesLeft = 0;

/** A new drawing (src/entry-server.tsx; synchronous, so no other drawing runs meanwhile). */
export function startServerDrawing(): void {
  eagerImagesLeft = EAGER_IMAGES;
}

/**
 * Whether the next image the server draws is fetched at once rather than lazily: the first ones of
 * the page, so the largest image in view paints with the page instead of after the site's scripts.
 */
export function eagerServerImage(): boolean {
  return import.meta.env.SSR && eagerImagesLeft-- > 0;
}
