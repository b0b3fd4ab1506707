import { ensureCatalogPart } from '../../i18n';
import { loadMemberCatalog } from '../member-center/member-catalog';

/**
 * The contract screens' messages (the agent center's dividend and salary sections, the offer
 * popup): their own catalog part (lingui.config.ts), fetched with their chunks. The member
 * part comes too: the bills reuse the record screens' date form and page buttons.
 */
const CONTRACTS_CATALOG = {
  bn: () => import('../../../locales/bn/contracts.po'),
  en: () => import('../../../locales/en/contracts.po'),
};

export async function loadContractsCatalog(): Promise<void> {
  await Promise.all([ensureCatalogPart('contracts', CONTRACTS_CATALOG), loadMemberCatalog()]);
}

/** A lazy loader whose part renders contract screens: it resolves once their messages are in too. */
export function withContractsCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadContractsCatalog()]).then(([loaded]) => loaded);
}
