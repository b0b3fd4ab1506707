import type { ComponentType } from 'react';
import { ensureCatalogPart } from '../../i18n';
import { loadMemberCatalog } from '../member-center/member-catalog';

/** Messages, notices, feedback, chat, join-us and download screens: their own catalog part (lingui.config.ts). */
const CONTENT_CATALOG = {
  bn: () => import('../../../locales/bn/content.po'),
  en: () => import('../../../locales/en/content.po'),
};

/** Also the member center's part: the notice screen and the messages reuse its pagination. */
export async function loadContentCatalog(): Promise<void> {
  await Promise.all([ensureCatalogPart('content', CONTENT_CATALOG), loadMemberCatalog()]);
}

/** A content view that arrives with its messages. */
export function withContentCatalog<P>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [component] = await Promise.all([load(), loadContentCatalog()]);
    return component;
  };
}
