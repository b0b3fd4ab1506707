/**
 * True while the server draws a page's first view (src/entry-server.tsx): there is no window, no
 * viewport to measure and no observer. A view that decides by measuring draws, there, what lets
 * the browser decide by itself until the site's own drawing replaces it (a media query, native
 * lazy loading). A build-time constant: the browser's bundle carries none of those branches.
 */
export const drawnByServer: boolean = import.meta.env.SSR;

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
  return eagerImagesLeft-- > 0;
}
