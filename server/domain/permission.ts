import type { Resource, Whitelabel } from '../../src/api/schemas/system';
import type { MerchantProfile } from '../db/database';
import type { Access } from './access';
import type { MerchantSnapshot } from './config-cache';
import { presentCustomerService } from './content/customer-service';
import { pick } from './localize';

/** Side-bar QR size (SPEC §2). */
const RESOURCE_QR_SIZE = 80;

/**
 * Resources with their QR image URL. The QR is drawn by our own /wps/system/qr, and a
 * relative target (our /down page) is made absolute with the origin the visitor used, since
 * a phone scanning it has no page to resolve it against.
 */
export function presentResources(profile: MerchantProfile, lang: string, origin: string): Resource[] {
  const fallback = profile.brand.defaultLanguage.toLowerCase();
  return profile.resources.map((r) => ({
    resourceType: r.resourceType,
    url: r.url,
    qrCodeUrl: r.qrText
      ? `/wps/system/qr?text=${encodeURIComponent(new URL(r.qrText, origin).toString())}&size=${RESOURCE_QR_SIZE}`
      : null,
    labelNameEn: r.labelNameEn,
    label: r.label ? pick(r.label, lang, fallback) : null,
  }));
}

/** The permission response of SPEC §3 for one visitor. */
export function buildWhitelabel(
  m: MerchantSnapshot,
  ctx: { lang: string; origin: string; ip: string; country: string; access: Access },
): Whitelabel {
  const p = m.profile;
  return {
    info: {
      whitelabel: m.modules.nodes,
      register: { captcha: p.register.captcha, affiliateCode: p.register.affiliateCode },
      resources: presentResources(p, ctx.lang, ctx.origin),
      // Type-3 entries are sealed afresh for every answer (docs/engagement.md "Customer service").
      customerService: { version: { pathList: presentCustomerService(p.customerService.pathList) } },
      imageCDNs: p.imageCDNs,
      launchGameCDNs: p.launchGameCDNs,
      analytics: p.analytics,
      brand: { merchantCode: m.code, ...p.brand },
      settings: p.settings,
    },
    location: { ip: ctx.ip, country: ctx.country },
    maintenance: ctx.access.maintenance,
    regionRestriction: ctx.access.regionRestriction,
  };
}
