import { useLingui } from '@lingui/react';
import { useApiResource } from '../resource/use-resource';

/** The member's VIP level and progress to the next (docs/engagement.md "VIP"), in the shown language. */
export function useVipProgress() {
  const { i18n } = useLingui();
  return useApiResource('vipProgress', undefined, i18n.locale);
}

/** The VIP levels and their benefits, as a visitor sees them, in the shown language. */
export function useVipLevels() {
  const { i18n } = useLingui();
  return useApiResource('vipLevels', undefined, i18n.locale);
}
