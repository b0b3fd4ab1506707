import { ensureCatalogPart } from '../../i18n';
import { loadMemberCatalog } from '../member-center/member-catalog';

/** The agent center's messages: their own catalog part (lingui.config.ts), fetched with its chunks. */
const AGENTS_CATALOG = {
  bn: () => import('../../../locales/bn/agents.po'),
  en: () => import('../../../locales/en/agents.po'),
};

/**
 * Also the member center's part: the agent reports reuse its record screen frame, pagination,
 * amounts and the transfer form.
 */
export async function loadAgentsCatalog(): Promise<void> {
  await Promise.all([ensureCatalogPart('agents', AGENTS_CATALOG), loadMemberCatalog()]);
}
