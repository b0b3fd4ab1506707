/**
 * The page's address as a chart's watcher reads it (the router's history, in the app): what it is
 * now, and a call after every change. The charts that act on the address (popups, slot-vendor)
 * read it through this one shape, built once by the router shell.
 */
export interface PageAddress {
  current(): { pathname: string; search: string };
  /** Calls back after every change of the address; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}
