import { useLingui } from '@lingui/react';
import { useApiResource } from '../resource/use-resource';

/** The member's applications, rewards and turnover still to play (SPEC §2 rewardCenter), in the shown language. */
export function useRewardCenter() {
  const { i18n } = useLingui();
  return useApiResource('rewardCenter', undefined, i18n.locale);
}
