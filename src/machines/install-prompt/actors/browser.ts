import { fromCallback, fromPromise } from 'xstate';
import type { DeferredInstallPrompt, InstallOutcome, InstallPromptEvent } from '../install-prompt.types';

/** What the chart needs of the window (tests pass a stand-in). */
export type InstallWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'>;

/**
 * The browser's side: `beforeinstallprompt` (kept, and the browser's own mini bar held back, so
 * the site offers the install where it chooses), `appinstalled`, and a page that already runs
 * as the installed app (display-mode standalone).
 */
export function createWatchBrowser(win: InstallWindow) {
  return fromCallback<InstallPromptEvent>(({ sendBack }) => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      sendBack({ type: 'install.available', offer: event as unknown as DeferredInstallPrompt });
    };
    const onInstalled = () => sendBack({ type: 'install.installed' });
    win.addEventListener('beforeinstallprompt', onOffer);
    win.addEventListener('appinstalled', onInstalled);
    if (win.matchMedia?.('(display-mode: standalone)').matches) sendBack({ type: 'install.installed' });
    return () => {
      win.removeEventListener('beforeinstallprompt', onOffer);
      win.removeEventListener('appinstalled', onInstalled);
    };
  });
}

/** Opens the browser's install dialog with the kept offer and answers the visitor's choice. */
export const showPrompt = fromPromise<InstallOutcome, { offer: DeferredInstallPrompt | null }>(async ({ input }) => {
  if (!input.offer) throw new Error('no install offer');
  await input.offer.prompt();
  return (await input.offer.userChoice).outcome;
});
