import { DEFAULT_LOCALE, i18n } from '../i18n';
import { createApiClient } from './client';

/** Merchant code: injected by the server as <meta name="merchant-code">, else remembered, else default. */
export function resolveMerchantCode(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="merchant-code"]')?.content;
  if (meta) {
    try {
      localStorage.setItem('merchantCode', meta);
    } catch {
      /* storage unavailable */
    }
    return meta;
  }
  try {
    return localStorage.getItem('merchantCode') ?? 'bd01';
  } catch {
    return 'bd01';
  }
}

export function createBrowserApiClient(deps: { moduleEnabled?: (modId: string) => boolean; onSessionReplaced?: () => void } = {}) {
  const merchantCode = resolveMerchantCode();
  return createApiClient({
    merchantCode: () => merchantCode,
    language: () => i18n.locale || DEFAULT_LOCALE,
    token: () => {
      try {
        return sessionStorage.getItem('token');
      } catch {
        return null;
      }
    },
    moduleEnabled: deps.moduleEnabled,
    onSessionReplaced: deps.onSessionReplaced,
  });
}
