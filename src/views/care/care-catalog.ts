import { ensureCatalogPart } from '../../i18n';
import { loadMemberCatalog } from '../member-center/member-catalog';

/** Responsible gambling's messages: their own catalog part (lingui.config.ts), fetched with its chunks. */
const CARE_CATALOG = {
  bn: () => import('../../../locales/bn/care.po'),
  en: () => import('../../../locales/en/care.po'),
};

/** Also the member center's part: the care panels reuse its form fields, amounts and alerts. */
export async function loadCareCatalog(): Promise<void> {
  await Promise.all([ensureCatalogPart('care', CARE_CATALOG), loadMemberCatalog()]);
}
