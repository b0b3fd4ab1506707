import { ensureCatalogPart } from '../../i18n';
import { loadAccountsCatalog } from '../accounts/accounts-catalog';

/** The member center's messages (money, records, the overlay): their own catalog, see lingui.config.ts. */
const MEMBER_CATALOG = {
  bn: () => import('../../../locales/bn/member.po'),
  en: () => import('../../../locales/en/member.po'),
};

/** Also the account screens' part: the security center reuses their country-code picker. */
export async function loadMemberCatalog(): Promise<void> {
  await Promise.all([ensureCatalogPart('member', MEMBER_CATALOG), loadAccountsCatalog()]);
}
