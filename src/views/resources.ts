import type { Resource, Whitelabel } from '../api/schemas/system';

/** Resource types the merchant config uses (server seed: TELEGRAM, LINE, FACEBOOK, IOS_APP, ANDROID_APP, PARTNER_LOGO). */
export const RESOURCE_TYPES = {
  telegram: 'TELEGRAM',
  line: 'LINE',
  facebook: 'FACEBOOK',
  iosApp: 'IOS_APP',
  androidApp: 'ANDROID_APP',
  /** Some configs name the iOS download "mobile config". */
  mobileConfig: 'MOBILE_CONFIG',
  partnerLogo: 'PARTNER_LOGO',
} as const;

export function resourcesOf(whitelabel: Whitelabel | null | undefined, type: string): Resource[] {
  return whitelabel?.info.resources.filter((r) => r.resourceType.toUpperCase() === type) ?? [];
}

/** The iOS download, or the mobile config that stands in for it. */
export function iosResource(whitelabel: Whitelabel | null | undefined): Resource | null {
  return resourcesOf(whitelabel, RESOURCE_TYPES.iosApp)[0] ?? resourcesOf(whitelabel, RESOURCE_TYPES.mobileConfig)[0] ?? null;
}

export function androidResource(whitelabel: Whitelabel | null | undefined): Resource | null {
  return resourcesOf(whitelabel, RESOURCE_TYPES.androidApp)[0] ?? null;
}

/** Only http(s) and same-origin paths are followed; anything else (javascript:, data:) is dropped. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
