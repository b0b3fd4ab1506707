import { assign, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { DeferredInstallPrompt, InstallOutcome, InstallPromptContext, InstallPromptEvent } from './install-prompt.types';
import { lazyChart } from '../lazy-chart';

export const installPromptMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as InstallPromptContext,
      events: {} as InstallPromptEvent,
    },
    actors: {
      // Real implementations: install-prompt.runtime.ts (the browser's events and its dialog).
      watchBrowser: fromCallback<InstallPromptEvent>(() => {
        throw new Error('watchBrowser not provided');
      }),
      showPrompt: fromPromise<InstallOutcome, { offer: DeferredInstallPrompt | null }>(async () => {
        throw new Error('showPrompt not provided');
      }),
    },
    actions: {
      keepOffer: assign({ offer: ({ event }) => (event.type === 'install.available' ? event.offer : null) }),
      dropOffer: assign({ offer: null }),
    },
    guards: {
      accepted: ({ event }) => (event as { output?: InstallOutcome }).output === 'accepted',
    },
  }).createMachine({
    id: 'installPrompt',
    description:
      'Install the site as an app (issue #16, Android): the browser offers it (beforeinstallprompt), the site shows an "Install app" button, a press opens the browser\'s own dialog; hidden when there is no offer or the app is installed.',
    context: { offer: null },
    // For the whole life of the page the browser may say that it offers an install or that the app
    // was installed; a listener with no result of its own: spawned, not invoked.
    entry: spawnChild('watchBrowser', { id: 'watchBrowser' }),
    on: {
      'install.installed': {
        target: '.installed',
        actions: 'dropOffer',
        description: 'Installed (appinstalled), or the page already runs as the installed app: no button any more.',
      },
    },
    initial: 'idle',
    states: {
      idle: {
        description: 'No offer from the browser (not installable, another browser, or not yet): no button.',
        on: { 'install.available': { target: 'available', actions: 'keepOffer', description: 'The browser offers to install the app.' } },
      },
      available: {
        tags: ['install:offered'],
        description: 'The "Install app" button shows.',
        on: {
          'install.request': { target: 'prompting', description: 'The visitor presses "Install app".' },
          'install.available': { actions: 'keepOffer', description: 'A newer offer replaces the kept one.' },
        },
      },
      prompting: {
        tags: ['install:offered', 'state:loading'],
        description: "The browser's install dialog is open; the button waits.",
        invoke: {
          id: 'showPrompt',
          src: 'showPrompt',
          input: ({ context }) => ({ offer: context.offer }),
          onDone: [
            { guard: 'accepted', target: 'installed', actions: 'dropOffer', description: 'The visitor installs the app.' },
            { target: 'dismissed', actions: 'dropOffer', description: 'The visitor closes the dialog: an offer is shown once.' },
          ],
          onError: {
            target: 'idle',
            actions: 'dropOffer',
            description: 'The browser refused to show its dialog (an offer already used): wait for a new offer.',
          },
        },
      },
      dismissed: {
        description: 'Declined: no button until the browser offers again.',
        on: { 'install.available': { target: 'available', actions: 'keepOffer', description: 'The browser offers again (a later visit).' } },
      },
      installed: {
        type: 'final',
        description: 'The app is installed: nothing to offer.',
      },
    },
  }),
);
