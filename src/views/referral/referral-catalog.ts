import { ensureCatalogPart } from '../../i18n';
import { loadMemberCatalog } from '../member-center/member-catalog';

/** Invite friends and missions: their own catalog part (lingui.config.ts), fetched with their chunks. */
const REFERRAL_CATALOG = {
  bn: () => import('../../../locales/bn/referral.po'),
  en: () => import('../../../locales/en/referral.po'),
};

/** Also the member center's part: the sections reuse its amounts, pagination and money messages. */
export async function loadReferralCatalog(): Promise<void> {
  await Promise.all([ensureCatalogPart('referral', REFERRAL_CATALOG), loadMemberCatalog()]);
}
