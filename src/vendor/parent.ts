/**
 * The page's only channel to the site around it. Inside the SPA's /game iframe that is the
 * parent window; opened as a window of its own (window vendors), its opener. The messages carry
 * nothing secret (the SPA reads the balance itself), so the target origin is '*': the page's own
 * origin is opaque and the SPA checks the sender by `source`.
 */
export interface SiteLink {
  /** Inside an iframe (else a window of its own). */
  embedded: boolean;
  balanceChanged(): void;
  close(): void;
}

export const BALANCE_MESSAGE = { type: 'demo-vendor:balance' } as const;
export const CLOSE_MESSAGE = { type: 'demo-vendor:close' } as const;

export function siteLink(w: Window = window): SiteLink {
  const embedded = w.parent !== w;
  const target = (): Window | null => (embedded ? w.parent : (w.opener as Window | null));
  return {
    embedded,
    balanceChanged: () => target()?.postMessage(BALANCE_MESSAGE, '*'),
    close: () => {
      target()?.postMessage(CLOSE_MESSAGE, '*');
      if (!embedded) w.close();
    },
  };
}
