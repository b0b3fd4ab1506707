import { useCallback, useState } from 'react';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import type { CustomerService } from '../../api/schemas/system';

/**
 * Opens the customer-service window (SPEC §2, §3). Type 1 paths are plain URLs.
 * Type 3 paths are encrypted with a scheme the spec does not show; we do not guess it,
 * so such entries are skipped (documented in README "Decisions").
 * Returns false when nothing could be opened (no entry, or the popup was blocked).
 */
export function openCustomerService(cs: CustomerService | null | undefined, win: Window = window): boolean {
  const entry = cs?.version.pathList.find((p) => p.type === 1 && isSafeUrl(p.path, win));
  if (!entry) return false;
  const popup = win.open(entry.path, 'customer-service', 'width=420,height=640,noopener=no');
  if (!popup) return false;
  return true;
}

function isSafeUrl(path: string, win: Window): boolean {
  try {
    const url = new URL(path, win.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Opens customer service from the loaded config and remembers whether the popup was blocked. */
export function useCustomerService() {
  const whitelabel = useWhitelabel();
  const [blocked, setBlocked] = useState(false);
  const open = useCallback(() => setBlocked(!openCustomerService(whitelabel?.info.customerService)), [whitelabel]);
  return { open, blocked };
}
