import { useLingui } from '@lingui/react';
import { useApiResource } from '../resource/use-resource';

/** One promotion with its rules and the member's standing (SPEC §2 /promoDetail), in the shown language. */
export function usePromotionDetail(id: string) {
  const { i18n } = useLingui();
  return useApiResource('promotionDetail', { id }, i18n.locale);
}
