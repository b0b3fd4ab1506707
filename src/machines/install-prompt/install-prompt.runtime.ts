import { createActor } from 'xstate';
import { inspectionHub } from '../inspection';
import { createWatchBrowser, type InstallWindow, showPrompt } from './actors/browser';
import { installPromptMachine } from './install-prompt.machine';

export function createInstallPromptImplementations({ win }: { win: InstallWindow }) {
  return { actors: { watchBrowser: createWatchBrowser(win), showPrompt } };
}

export function createInstallPromptLogic(deps: { win: InstallWindow }) {
  return installPromptMachine.provide(createInstallPromptImplementations(deps));
}

export type InstallPromptActor = ReturnType<typeof createActor<typeof installPromptMachine>>;

let pageActor: InstallPromptActor | null = null;

/**
 * The page's one install-prompt actor, started at boot (src/main.tsx) so the browser's offer,
 * which comes once per page load, is kept whichever page is open; the button reads it.
 */
export function pageInstallPrompt(): InstallPromptActor {
  pageActor ??= createActor(createInstallPromptLogic({ win: window }), { inspect: inspectionHub.inspect, systemId: 'installPrompt' }).start();
  return pageActor;
}
