import { useLingui } from '@lingui/react';
import { onPointsChanged } from '../redeem/points-signal';
import { useApiResource } from '../resource/use-resource';

/**
 * The member's VIP level and progress to the next (docs/engagement.md "VIP"), in the shown
 * language; read again when points move (a conversion is the points mall's, where it shows).
 */
export function useVipProgress() {
  const { i18n } = useLingui();
  return useApiResource('vipProgress', undefined, i18n.locale, onPointsChanged);
}

/** The VIP levels and their benefits, as a visitor sees them, in the shown language. */
export function useVipLevels() {
  const { i18n } = useLingui();
  return useApiResource('vipLevels', undefined, i18n.locale);
}
