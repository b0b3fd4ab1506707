import type { ComponentType } from 'react';
import { ensureCatalogPart } from '../../i18n';
import { loadErrorMessages } from '../messages';

/** Messages, notices, feedback, chat, join-us and download screens: their own catalog part (lingui.config.ts). */
const CONTENT_CATALOG = {
  bn: () => import('../../../locales/bn/content.po'),
  en: () => import('../../../locales/en/content.po'),
};

/**
 * The content screens' part alone: the page buttons they share with the member center's lists
 * speak from the core catalog (src/views/common/pagination.tsx), so the home page's popup notice
 * does not fetch the member center's messages. The messages section opens inside the member
 * center, whose part is loaded by then.
 */
export async function loadContentCatalog(): Promise<void> {
  // Its forms (feedback, join us) can show a code's message before any request (a field check).
  await Promise.all([ensureCatalogPart('content', CONTENT_CATALOG), loadErrorMessages()]);
}

/** A content view that arrives with its messages. */
export function withContentCatalog<P>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [component] = await Promise.all([load(), loadContentCatalog()]);
    return component;
  };
}
