import { fromPromise } from 'xstate';
import { type Locale, loadCatalog } from '../../../i18n';
import type { CatalogLoaded } from '../language.types';

export function createLoadCatalog(load: (locale: Locale) => Promise<CatalogLoaded['messages']> = loadCatalog) {
  return fromPromise<CatalogLoaded, { locale: Locale }>(async ({ input }) => ({
    locale: input.locale,
    messages: await load(input.locale),
  }));
}
