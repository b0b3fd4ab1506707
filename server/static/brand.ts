import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { DEFAULT_LOCALE, isSupportedLocale } from '../../src/i18n';
import type { MerchantSnapshot } from '../domain/config-cache';

/** What the installable app takes from the merchant's brand (its white-label profile). */
export interface SiteBrand {
  merchantCode: string;
  name: string;
  /** The brand's colour (the profile's chatHeaderColor): the icon's ground and the browser's theme colour. */
  color: string;
  /** The site's language by default (the manifest's `lang`). */
  language: string;
}

/** The site's own ground colour (src/views/styles.css `--bg`): the splash screen matches the first paint. */
export const SITE_BACKGROUND = '#0f1b2d';
const FALLBACK_COLOR = '#0b6e4f';
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function siteBrandOf(m: Pick<MerchantSnapshot, 'code' | 'profile'>): SiteBrand {
  const b = m.profile.brand;
  const language = b.defaultLanguage.toLowerCase();
  return {
    merchantCode: m.code,
    name: b.name.trim() || m.code,
    // Only a plain hex colour reaches the SVG, the manifest and the page: operator text is never markup.
    color: HEX_COLOR.test(b.chatHeaderColor) ? b.chatHeaderColor : FALLBACK_COLOR,
    language: isSupportedLocale(language) ? language : DEFAULT_LOCALE,
  };
}

/** Changes whenever anything drawn from the brand changes: icon URLs, the ETags and the caches key on it. */
export function brandVersion(brand: SiteBrand): string {
  return createHash('sha256').update(JSON.stringify(brand)).digest('hex').slice(0, 12);
}

/** Up to two letters: the first of the first two words ("Elott Bangladesh" → "EB"), or the first two of one word. */
export function brandInitials(name: string): string {
  const words = name.trim().split(/[\s\-_.]+/u).filter(Boolean);
  const letters = words.length >= 2 ? [words[0]!, words[1]!].map((w) => [...w][0]!) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function inkOn(color: string): '#000000' | '#ffffff' {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (lum + 0.05) >= (lum + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/**
 * The brand's mark: its initials on its colour, in a 512-unit square. `maskable`: the colour
 * fills the whole square and the letters stay inside the safe zone (the central circle of 80%
 * that every launcher mask keeps); otherwise a rounded square on a transparent ground.
 */
export function iconSvg(brand: SiteBrand, maskable = false): string {
  const initials = escapeXml(brandInitials(brand.name));
  const size = initials.length > 1 ? (maskable ? 176 : 224) : maskable ? 224 : 288;
  const ground = maskable
    ? `<rect width="512" height="512" fill="${brand.color}"/>`
    : `<rect width="512" height="512" rx="96" fill="${brand.color}"/>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">' +
    ground +
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${inkOn(brand.color)}">${initials}</text>` +
    '</svg>'
  );
}

/** The mark rasterised at `px` (resvg, system fonts for the letters: Debian's DejaVu or Liberation). */
export function iconPng(brand: SiteBrand, px: number, maskable = false): Buffer {
  const resvg = new Resvg(iconSvg(brand, maskable), {
    fitTo: { mode: 'width', value: px },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return Buffer.from(resvg.render().asPng());
}

/** The PNG icons the manifest lists and the page links, by file name. */
export const ICONS = {
  'icon-192.png': { px: 192, maskable: false },
  'icon-512.png': { px: 512, maskable: false },
  'maskable-192.png': { px: 192, maskable: true },
  'maskable-512.png': { px: 512, maskable: true },
  // iOS home screen: 180 px, full bleed (iOS rounds the corners itself).
  'apple-touch-icon.png': { px: 180, maskable: true },
} as const satisfies Record<string, { px: number; maskable: boolean }>;
export type IconName = keyof typeof ICONS;

export const iconUrl = (brand: SiteBrand, file: IconName | 'icon.svg') => `/icons/${file}?v=${brandVersion(brand)}`;

/** The web app manifest (W3C Web Application Manifest) of the merchant's site. */
export function webManifest(brand: SiteBrand) {
  const png = (file: IconName, purpose: 'any' | 'maskable') => ({
    src: iconUrl(brand, file),
    sizes: `${ICONS[file].px}x${ICONS[file].px}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    lang: brand.language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.color,
    background_color: SITE_BACKGROUND,
    icons: [
      png('icon-192.png', 'any'),
      png('icon-512.png', 'any'),
      png('maskable-192.png', 'maskable'),
      png('maskable-512.png', 'maskable'),
      { src: iconUrl(brand, 'icon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * The page's head as the merchant's: its brand as the title, its colour as the theme colour,
 * the manifest, the icon and the iOS home-screen icon. Replaces what index.html carries for
 * development (title "Betsite", the site's colour, no icon).
 */
export function injectBrandHead(html: string, brand: SiteBrand): string {
  const head =
    `<title>${escapeXml(brand.name)}</title>` +
    `<meta name="theme-color" content="${brand.color}">` +
    `<link rel="manifest" href="/manifest.webmanifest">` +
    `<link rel="icon" type="image/svg+xml" href="${iconUrl(brand, 'icon.svg')}">` +
    `<link rel="apple-touch-icon" href="${iconUrl(brand, 'apple-touch-icon.png')}">`;
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']theme-color["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["'](?:icon|manifest|apple-touch-icon)["'][^>]*>\s*/gi, '');
  return stripped.replace('</head>', `${head}</head>`);
}
