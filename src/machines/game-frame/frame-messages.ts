/**
 * Messages the game in the /game iframe may send to the site (window.parent.postMessage):
 * `{ type: 'demo-vendor:balance' }` — a round moved money: refresh the header balance;
 * `{ type: 'demo-vendor:close' }` — the player left the game: close it.
 */
export type VendorMessage = 'balance' | 'close';

const TYPES: Record<string, VendorMessage> = {
  'demo-vendor:balance': 'balance',
  'demo-vendor:close': 'close',
};

/** The message a payload carries, or null for anything else (wrong shape, unknown type). */
export function vendorMessage(data: unknown): VendorMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(TYPES, type) ? TYPES[type]! : null;
}

/**
 * Whether a message event comes from the game frame: its window, and an origin of "null" (the
 * sandboxed frame, without allow-same-origin) or this site's own.
 */
export function fromGameFrame(event: MessageEvent, frame: Window | null | undefined, siteOrigin: string): boolean {
  return frame != null && event.source === frame && (event.origin === 'null' || event.origin === siteOrigin);
}
