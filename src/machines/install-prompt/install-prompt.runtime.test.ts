import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createInstallPromptLogic } from './install-prompt.runtime';
import type { InstallOutcome } from './install-prompt.types';

/** A window that can fire the browser's install events, in or out of the installed app. */
function fakeWindow(standalone = false) {
  const target = new EventTarget();
  return Object.assign(target, { matchMedia: (q: string) => ({ matches: standalone && q === '(display-mode: standalone)' }) as MediaQueryList });
}

/** The browser's beforeinstallprompt: its dialog answers `outcome`. */
function offerEvent(outcome: InstallOutcome) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
}

const start = (win: ReturnType<typeof fakeWindow>) => createActor(createInstallPromptLogic({ win: win as unknown as Window })).start();

describe('install prompt with the browser', () => {
  it('keeps the browser\'s offer (holding back its own mini bar) and opens its dialog on request; accepting installs', async () => {
    const win = fakeWindow();
    const actor = start(win);
    expect(actor.getSnapshot().value).toBe('idle');
    const offer = offerEvent('accepted');
    win.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(actor.getSnapshot().value).toBe('available');
    actor.send({ type: 'install.request' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('installed');
  });

  it('a dismissed dialog hides the button until the browser offers again', async () => {
    const win = fakeWindow();
    const actor = start(win);
    win.dispatchEvent(offerEvent('dismissed'));
    actor.send({ type: 'install.request' });
    await waitFor(actor, (s) => s.matches('dismissed'));
    win.dispatchEvent(offerEvent('accepted'));
    expect(actor.getSnapshot().value).toBe('available');
  });

  it('the installed app offers nothing, nor after appinstalled', () => {
    expect(start(fakeWindow(true)).getSnapshot().value).toBe('installed');
    const win = fakeWindow();
    const actor = start(win);
    win.dispatchEvent(offerEvent('accepted'));
    win.dispatchEvent(new Event('appinstalled'));
    expect(actor.getSnapshot().value).toBe('installed');
  });
});
