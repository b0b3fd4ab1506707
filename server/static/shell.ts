import type { SeedAnswer } from '../../src/api/client';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The brand name in the white-label answer sent with the page, if there is one. */
export function brandNameOf(answers: readonly SeedAnswer[]): string {
  const whitelabel = answers.find((a) => a.name === 'whitelabel')?.value as { info?: { brand?: { name?: unknown } } } | undefined;
  const name = whitelabel?.info?.brand?.name;
  return typeof name === 'string' ? name : '';
}

/**
 * The site header's top bar (brand mark and name), drawn by the server inside #root so the
 * page shows the site at once instead of an empty screen while its JavaScript loads; React's
 * first render replaces it with the same bar and the rest (issue #5, lobby speed). Same classes
 * as src/views/layout/site-header.tsx, so it looks the same; not interactive (nothing works
 * before the JavaScript runs) and hidden from assistive technology, which gets the real header.
 */
export function shellMarkup(brandName: string): string {
  return (
    '<header class="site-header" aria-hidden="true"><div class="top-bar"><div class="top-bar__inner">' +
    `<span class="brand"><span class="brand__mark">★</span><span class="brand__name">${escapeText(brandName)}</span></span>` +
    '</div></div></header>'
  );
}

/** Puts the shell into the empty #root of index.html. */
export function injectShell(html: string, brandName: string): string {
  return html.replace('<div id="root"></div>', `<div id="root">${shellMarkup(brandName)}</div>`);
}
