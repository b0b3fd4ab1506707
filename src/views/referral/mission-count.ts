import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useApiResource } from '../../machines/resource/use-resource';

/**
 * The mission badge's count (GET /wps/mission/count). Read again when the member moves to
 * another page of the member center and right after a claim (missionsChanged), so the badge
 * follows the claims made in the missions section.
 */
const listeners = new Set<() => void>();

/** A mission or referral reward was claimed: counts and lists read again. */
export function missionsChanged(): void {
  for (const l of listeners) l();
}

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

export function useMissionCount(page: string): number | null {
  const { i18n } = useLingui();
  const version = useMissionsChanged();
  const count = useApiResource('missionCount', undefined, `${page}:${version}:${i18n.locale}`);
  return count.data?.count ?? null;
}
