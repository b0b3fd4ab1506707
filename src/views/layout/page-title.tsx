import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useWhitelabel } from '../../machines/system-status/use-system-status';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab and history ("<page> · <brand>"); none: the brand alone (home). */
    title?: MessageDescriptor;
  }
}

/** "<page> · <brand>"; the brand alone for a page without a name; the page alone before the brand is known. */
export function documentTitle(page: string | null, brand: string): string {
  if (page && brand) return `${page} · ${brand}`;
  return page || brand;
}

/**
 * The document's <title>, from the deepest matched route that names its page (route `staticData.title`)
 * and the merchant's brand; React puts it in <head>, ahead of index.html's. Follows the language.
 */
export function PageTitle() {
  const { i18n } = useLingui();
  const brand = useWhitelabel()?.info.brand.name ?? '';
  const page = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title ?? null });
  const text = documentTitle(page ? i18n._(page) : null, brand);
  return text ? <title>{text}</title> : null;
}
