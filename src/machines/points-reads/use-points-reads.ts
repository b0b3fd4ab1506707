import { useLingui } from '@lingui/react';
import { onPointsChanged } from '../redeem/points-signal';
import { useApiResource } from '../resource/use-resource';

/*
 * The points mall's reads (SPEC §7 points; docs/engagement.md). Lists with texts are made again
 * in another language. After a redemption or a conversion (src/machines/redeem/points-signal.ts)
 * the balance, the lists and the VIP progress read again: their resource charts' `watchChanges`.
 */

/** The member's points balance. */
export function usePointBalance() {
  return useApiResource('pointBalance', undefined, '', onPointsChanged);
}

/** How points are earned and converted (the operator's settings). */
export function usePointSettings() {
  return useApiResource('pointConfig');
}

/** One page of the member's redemptions, of one status or all. */
export function usePointRedemptions(page: number, status: string) {
  const { i18n } = useLingui();
  return useApiResource('pointRedemptions', { page, ...(status ? { status } : {}) }, i18n.locale, onPointsChanged);
}

/** One page of the movements of the member's points, of one kind or all. */
export function usePointRecords(page: number, type: string) {
  const { i18n } = useLingui();
  return useApiResource('pointRecords', { page, ...(type ? { type } : {}) }, i18n.locale, onPointsChanged);
}
