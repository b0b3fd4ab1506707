import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pageInstallPromptSlot } from '../../machines/install-prompt/page-slot';

const InstallAppButton = lazy(() => import('./install-app-button').then((m) => ({ default: m.InstallAppButton })));

/** Where the footer shows "Install app": nothing until the browser has offered the install (src/main.tsx). */
export function InstallAppSlot() {
  const actor = useSyncExternalStore(pageInstallPromptSlot.subscribe, pageInstallPromptSlot.get, () => null);
  return actor ? (
    <Suspense fallback={null}>
      <InstallAppButton actor={actor} />
    </Suspense>
  ) : null;
}
