import { createActor } from 'xstate';
import { inspector } from '../inspection-port';
import { createWatchBrowser, type InstallWindow, showPrompt } from './actors/browser';
import { installPromptMachine } from './install-prompt.machine';
import type { DeferredInstallPrompt } from './install-prompt.types';
import { setPageInstallPrompt } from './page-slot';

export function createInstallPromptImplementations({ win }: { win: InstallWindow }) {
  return { actors: { watchBrowser: createWatchBrowser(win), showPrompt } };
}

export function createInstallPromptLogic(deps: { win: InstallWindow }) {
  return installPromptMachine.provide(createInstallPromptImplementations(deps));
}

let pageActor: ReturnType<typeof createActor<typeof installPromptMachine>> | null = null;

/**
 * The page's one install-prompt actor, started with the browser's first offer (src/main.tsx
 * loads this chunk only then) and kept for the page's life; the footer's button reads it
 * through the page slot.
 */
export function startPageInstallPrompt(firstOffer: DeferredInstallPrompt): void {
  if (!pageActor) {
    pageActor = createActor(createInstallPromptLogic({ win: window }), { inspect: inspector(), systemId: 'installPrompt' }).start();
    setPageInstallPrompt(pageActor);
  }
  pageActor.send({ type: 'install.available', offer: firstOffer });
}
