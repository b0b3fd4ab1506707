import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createVendorClient } from './client';
import { activateVendorLocale, i18n, pickVendorLocale } from './i18n';
import { siteLink } from './parent';
import { PlayPage } from './play-page';
import { readVerifyParams } from './verify/verify-params';
import { VerifyPage } from './verify/verify-page';
import './vendor.css';

/**
 * The demo vendor's game pages (a second Vite entry, vendor.html), served at
 * /demo-vendor/play?ticket=… (inside the SPA's sandboxed /game iframe) and /demo-vendor/verify.
 */
async function boot() {
  const query = new URLSearchParams(location.search);
  const lang = query.get('lang');
  await activateVendorLocale(pickVendorLocale(lang));
  const page = location.pathname.endsWith('/verify') ? (
    <div className="dv-page">
      <main>
        <VerifyPage initial={readVerifyParams(location.search)} />
      </main>
    </div>
  ) : (
    <PlayPage client={createVendorClient({ baseUrl: location.href })} ticket={query.get('ticket')} lang={lang} site={siteLink()} />
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>{page}</I18nProvider>
    </StrictMode>,
  );
}

void boot();
