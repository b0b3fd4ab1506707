import type { InstallPromptActorRef } from './use-install-prompt';

/**
 * The page's install-prompt actor once there is one. The chart is loaded only when the browser
 * first offers the install (src/main.tsx), not on the home page's JavaScript budget; the footer
 * watches this slot (a few lines, no chart code) to show the button then.
 */
let actor: InstallPromptActorRef | null = null;
const listeners = new Set<() => void>();

export function setPageInstallPrompt(next: InstallPromptActorRef): void {
  actor = next;
  for (const l of [...listeners]) l();
}

export const pageInstallPromptSlot = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): InstallPromptActorRef | null => actor,
};
