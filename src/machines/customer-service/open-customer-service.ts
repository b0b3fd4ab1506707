import type { CustomerService } from '../../api/schemas/system';
import { CS_PATH_TYPE_PLAIN, CS_PATH_TYPE_SEALED } from '../../api/customer-service-types';

/**
 * Opens the customer-service window (SPEC §2, §3, §8). Type 1 paths are plain URLs; type 3
 * paths are sealed (src/api/customer-service-path.ts: last 8 characters the key, the rest the
 * ciphertext). A type-3 window is opened at once, inside the click — a window opened after an
 * await is blocked — and sent to the URL once the path is opened; if the path does not open
 * (damaged, edited, or not a web address) the window is closed again (SPEC §8 "Customer-service
 * call failure: popup window closed").
 */
export type CustomerServiceOutcome = 'opened' | 'blocked' | 'failed' | 'unavailable';

const WINDOW_NAME = 'customer-service';
const WINDOW_FEATURES = 'width=420,height=640';

type Entry = CustomerService['version']['pathList'][number];

function entryOf(cs: CustomerService | null | undefined, win: Window): Entry | null {
  return cs?.version.pathList.find((p) => (p.type === CS_PATH_TYPE_PLAIN && safeUrl(p.path, win)) || p.type === CS_PATH_TYPE_SEALED) ?? null;
}

/** An absolute http(s) URL (relative paths resolve against the site), else null. */
function safeUrl(path: string, win: Window): string | null {
  try {
    const url = new URL(path, win.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The chat address of the first usable entry, type 3 opened; null when there is none or it does not open. */
export async function customerServiceUrl(cs: CustomerService | null | undefined, win: Window = window): Promise<string | null> {
  const entry = entryOf(cs, win);
  if (!entry) return null;
  if (entry.type === CS_PATH_TYPE_PLAIN) return safeUrl(entry.path, win);
  // The cipher loads with the first sealed path opened, not with every page.
  const { openCsPath } = await import('../../api/customer-service-path');
  const url = await openCsPath(entry.path);
  return url === null ? null : safeUrl(url, win);
}

export async function openCustomerService(cs: CustomerService | null | undefined, win: Window = window): Promise<CustomerServiceOutcome> {
  const entry = entryOf(cs, win);
  if (!entry) return 'unavailable';
  if (entry.type === CS_PATH_TYPE_PLAIN) return win.open(entry.path, WINDOW_NAME, `${WINDOW_FEATURES},noopener=no`) ? 'opened' : 'blocked';
  const popup = win.open('', WINDOW_NAME, WINDOW_FEATURES);
  if (!popup) return 'blocked';
  const url = await customerServiceUrl(cs, win);
  if (url === null) {
    popup.close();
    return 'failed';
  }
  try {
    // The chat page gets no handle back to the site.
    popup.opener = null;
  } catch {
    /* some browsers make it read-only: the window is ours either way */
  }
  popup.location.href = url;
  return 'opened';
}
