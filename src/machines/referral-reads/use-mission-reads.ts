import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useApiResource } from '../resource/use-resource';

/*
 * Missions (SPEC §2 missionLeaderboard). A claim anywhere (a mission or a referral reward) makes
 * the counts and lists read again: `missionsChanged()` tells every mounted mission read.
 */
const listeners = new Set<() => void>();

/** A mission or referral reward was claimed: counts and lists read again. */
export function missionsChanged(): void {
  for (const l of listeners) l();
}

/** How many claims were told since the calling component mounted. */
export function useMissionsChanged(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const l = () => setVersion((v) => v + 1);
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  }, []);
  return version;
}

/**
 * The mission badge's count (GET /wps/mission/count). Read again when the member moves to
 * another page of the member center (`page`), after a claim, and in another language.
 */
export function useMissionCount(page: string): number | null {
  const { i18n } = useLingui();
  const version = useMissionsChanged();
  const count = useApiResource('missionCount', undefined, `${page}:${version}:${i18n.locale}`);
  return count.data?.count ?? null;
}

/** The missions with the member's progress and claims; `version` counts the section's own claims. */
export function useMissions(version: number) {
  const { i18n } = useLingui();
  return useApiResource('missionList', undefined, `${version}:${i18n.locale}`);
}

/** This week's mission leaderboard; read again after the section's claims. */
export function useMissionLeaderboard(version: number) {
  return useApiResource('missionLeaderboard', undefined, String(version));
}
