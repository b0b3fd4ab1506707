import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Site paths a game category links to. */
export type CategoryPath = '/elott' | '/lottery' | '/live' | '/sports' | '/esports' | '/fish' | '/rng' | '/pvp' | '/cockfight' | '/mini';

interface CategoryMeta {
  label: MessageDescriptor;
  /** The category's page; null: none, its vendors launch straight into the game. */
  path: CategoryPath | null;
}

/**
 * Game categories of the bottom nav (SPEC §2), in menu order. The server also sends a
 * localised title; ours wins so the nav reads the same as the rest of the UI.
 * COCKFIGHT and MINI have lobbies like the others (issue #16): a visitor may look at their games
 * and is asked to log in only to launch one.
 */
export const CATEGORIES: Record<string, CategoryMeta> = {
  ELOTT: { label: msg`E-Lottery`, path: '/elott' },
  LOTT: { label: msg`Lottery`, path: '/lottery' },
  LIVE: { label: msg`Live Casino`, path: '/live' },
  SPORTS: { label: msg`Sports`, path: '/sports' },
  FISH: { label: msg`Fishing`, path: '/fish' },
  RNG: { label: msg`Slots`, path: '/rng' },
  PVP: { label: msg`Card Games`, path: '/pvp' },
  ESPORTS: { label: msg`E-Sports`, path: '/esports' },
  COCKFIGHT: { label: msg`Cockfight`, path: '/cockfight' },
  MINI: { label: msg`Mini Games`, path: '/mini' },
};

export function categoryMeta(code: string): CategoryMeta | null {
  return CATEGORIES[code.toUpperCase()] ?? null;
}
