/** The browser's `beforeinstallprompt` event, kept to show the install dialog later (Chromium; not in the DOM typings). */
export interface DeferredInstallPrompt {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: InstallOutcome }>;
}

export type InstallOutcome = 'accepted' | 'dismissed';

export interface InstallPromptContext {
  /** The browser's offer while it may be used (one prompt per offer). */
  offer: DeferredInstallPrompt | null;
}

export type InstallPromptEvent =
  | { type: 'install.available'; offer: DeferredInstallPrompt }
  | { type: 'install.request' }
  | { type: 'install.installed' };
