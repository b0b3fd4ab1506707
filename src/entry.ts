// The site's stylesheet comes with the entry: the build puts it inside index.html, and the
// server-drawn first view is drawn with it.
import './views/styles.css';

/**
 * The page's entry. The server draws the page's first view inside #root (server/static/shell.ts);
 * the site itself (./main) is evaluated once that view has been painted, so JavaScript that
 * arrives before the first frame (a fast network, a warm cache) does not hold the first paint
 * behind its evaluation: the first view is what a player sees first on any network (issue #21:
 * FCP, LCP). Its chunks download meanwhile: the server preloads them with the page
 * (server/static/preloads.ts). Not a timer: the browser tests' page clock may be paused.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      removeEventListener('load', done);
      resolve();
    };
    // Buffered: a paint that came before this script ran counts.
    const observer = new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && done());
    observer.observe({ type: 'paint', buffered: true });
    // A page that paints nothing contentful (a tab opened in the background, a browser without
    // paint timing) still starts, once it has loaded.
    addEventListener('load', done, { once: true });
  });
}

/**
 * The site's module: the address the server writes into the page (server/static/preloads.ts
 * `siteModuleMeta`, from the build's manifest); in development Vite serves the source. The
 * build does not name the site's chunks here: the page preloads them.
 */
function startSite(): Promise<unknown> {
  if (import.meta.env.DEV) return import('./main');
  const address = document.querySelector<HTMLMetaElement>('meta[name="site-module"]')?.content;
  if (!address) throw new Error('the page names no site module');
  return import(/* @vite-ignore */ address);
}

void afterFirstContentfulPaint().then(startSite);
