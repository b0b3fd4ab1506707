import { DEFAULT_LOCALE, STORAGE_KEYS, SUPPORTED_LOCALES, type Locale } from '../../src/i18n';
import { escapeXml, iconUrl, inkOn, SITE_BACKGROUND, type SiteBrand } from './brand';

/** The offline page's texts in every language the SPA has (the server's pages are translated here, not by Lingui). */
export const OFFLINE_TEXT: Record<Locale, { title: string; body: string; retry: string }> = {
  bn: {
    title: 'আপনি অফলাইনে আছেন',
    body: 'ইন্টারনেট সংযোগ নেই। সংযোগ ফিরে এলে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
  en: {
    title: 'You are offline',
    body: 'There is no internet connection. Try again when you are back online.',
    retry: 'Try again',
  },
};

/**
 * The page the service worker shows for a navigation while the network is down (src/sw/sw.ts
 * precaches it). One page for every language: each language's text is in its own `lang` block,
 * and the page shows the one of the language the visitor chose in the SPA (localStorage `lang`,
 * readable here: same origin), else the merchant's default. Brand-styled, self-contained (no
 * request of its own: nothing else is reachable offline), "Try again" reloads the address.
 */
export function offlinePage(brand: SiteBrand): string {
  const languages = SUPPORTED_LOCALES;
  const fallback = (languages as readonly string[]).includes(brand.language) ? brand.language : DEFAULT_LOCALE;
  const blocks = languages
    .map((lang) => {
      const t = OFFLINE_TEXT[lang];
      return (
        `<section lang="${lang}" class="offline">` +
        `<h1>${escapeXml(t.title)}</h1><p>${escapeXml(t.body)}</p>` +
        `<button type="button" data-retry>${escapeXml(t.retry)}</button>` +
        '</section>'
      );
    })
    .join('');
  const shown = languages.map((l) => `html[lang="${l}"] section[lang="${l}"]`).join(',');
  const ink = inkOn(brand.color);
  return (
    `<!doctype html><html lang="${fallback}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="theme-color" content="${brand.color}">` +
    `<title>${escapeXml(brand.name)}</title>` +
    `<link rel="icon" type="image/svg+xml" href="${iconUrl(brand, 'icon.svg')}">` +
    '<style>' +
    `body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;background:${SITE_BACKGROUND};color:#eef2f8;text-align:center;` +
    "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Bengali','Lohit Bengali',Arial,sans-serif}" +
    `.brand{font-weight:700;font-size:1.25rem;border-bottom:4px solid ${brand.color};padding-bottom:4px}` +
    `section{display:none}${shown}{display:block}` +
    `button{font:inherit;min-height:44px;padding:8px 24px;border:0;border-radius:8px;background:${brand.color};color:${ink};cursor:pointer}` +
    'button:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}' +
    '</style>' +
    // Before the body is drawn: the chosen language's block is the only one ever shown. Retry is
    // wired here, not by an onclick attribute, which the page's policy (hashed scripts only) refuses.
    `<script>try{var l=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)});if(${JSON.stringify(languages)}.indexOf(l)>=0)document.documentElement.lang=l}catch(e){}` +
    "document.addEventListener('click',function(e){if(e.target.closest&&e.target.closest('[data-retry]'))location.reload()})</script>" +
    `</head><body><main><p class="brand">${escapeXml(brand.name)}</p>${blocks}</main></body></html>`
  );
}
