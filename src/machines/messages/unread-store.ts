import type { ApiClient } from '../../api/client';

/**
 * The member's unread platform-message count (CSP_unreadCount), shared by the header badge,
 * the member-center menu badge and the messages chart (which publishes the count each of its
 * answers carries). null: not known (signed out, or not read yet).
 */
type Listener = () => void;

let count: number | null = null;
const listeners = new Set<Listener>();

function set(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const l of listeners) l();
}

export const unreadStore = {
  get: (): number | null => count,
  set: (next: number | null) => set(next),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Reads the count from the server; a failure keeps the last known one. */
  async refresh(api: Pick<ApiClient, 'call'>, signal?: AbortSignal): Promise<void> {
    try {
      const { count: n } = await api.call('unreadCount', { signal });
      set(n);
    } catch {
      /* the badge keeps its last value; the next poll tries again */
    }
  },
};
