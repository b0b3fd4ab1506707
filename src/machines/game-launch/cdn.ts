/**
 * CDN choice of SPEC §9: "Random pick among image and game-launch CDNs". An entry is an origin
 * (optionally with a path prefix) put before a site path; '' means this site.
 */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (!cdns.length) return '';
  return cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? '';
}

/** A site path served from a CDN ("/img/a.png" + "https://cdn1.example" → "https://cdn1.example/img/a.png"); absolute URLs stay. */
export function withCdn(url: string, cdn: string): string {
  if (!cdn || !url.startsWith('/') || url.startsWith('//')) return url;
  return cdn.replace(/\/+$/, '') + url;
}
