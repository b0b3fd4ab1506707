import { GAMES } from '../config/constants';

/**
 * The chosen slot vendor (SPEC §2 "Choosing a slot vendor stores the vendor"), in sessionStorage
 * `gameVendor` (SPEC §3): the slot-vendor chart (src/machines/slot-vendor) writes it from the
 * address, /rng opens on it when the URL names none.
 */
export function readSlotVendor(): string | null {
  try {
    return sessionStorage.getItem(GAMES.slotVendorKey);
  } catch {
    return null;
  }
}

export function storeSlotVendor(vassalage: string): void {
  try {
    sessionStorage.setItem(GAMES.slotVendorKey, vassalage);
  } catch {
    /* storage unavailable: the URL still names the vendor */
  }
}

/**
 * The vendor /rng shows: `wanted` (the one the URL names, else the tab's stored choice) if it has a
 * lane, else the first lane.
 */
export function chooseSlotVendor<V extends { vassalage: string }>(lanes: readonly V[], wanted: string | null | undefined): V | null {
  return lanes.find((v) => v.vassalage === wanted) ?? lanes[0] ?? null;
}

/** The first read of /rng's game grid (src/machines/game-reads/use-slot-lobby-reads.ts useSlotGames), for the boot prefetch to ask the same. */
export function rngGameListQuery(vassalage: string, gameType: string | undefined, page = 1) {
  return { vassalage, gameType, gameCategory: 'RNG', page, size: GAMES.gameListPageSize };
}
