import { useLingui } from '@lingui/react';
import { onRewardSettled } from '../reward-claim/reward-signal';
import { useApiResource } from '../resource/use-resource';

/*
 * Missions (SPEC §2 missionLeaderboard). A reward settled anywhere (a mission or a referral
 * reward; reward-signal.ts) makes the counts and lists read again.
 */

/**
 * The mission badge's count (GET /wps/mission/count). Read again when the member moves to
 * another page of the member center (`page`), after a claim, and in another language.
 */
export function useMissionCount(page: string): number | null {
  const { i18n } = useLingui();
  const count = useApiResource('missionCount', undefined, `${page}:${i18n.locale}`, onRewardSettled);
  return count.data?.count ?? null;
}

/** The missions with the member's progress and claims. */
export function useMissions() {
  const { i18n } = useLingui();
  return useApiResource('missionList', undefined, i18n.locale, onRewardSettled);
}

/** This week's mission leaderboard. */
export function useMissionLeaderboard() {
  return useApiResource('missionLeaderboard', undefined, '', onRewardSettled);
}
