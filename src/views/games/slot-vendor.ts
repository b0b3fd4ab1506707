import { GAMES } from '../../config/constants';

/**
 * The chosen slot vendor (SPEC §2 "Choosing a slot vendor stores the vendor"), in sessionStorage
 * `gameVendor` (SPEC §3): the nav writes it, /rng opens on it when the URL names none.
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
