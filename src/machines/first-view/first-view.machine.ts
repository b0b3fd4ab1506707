import { assign, fromPromise, setup } from 'xstate';
import type { FirstViewContext, FirstViewEvent, FirstViewInput } from './first-view.types';
import { lazyChart } from '../lazy-chart';

/**
 * How a tab takes over what the server drew (issue #21): keep it, hydrate it or draw the page
 * afresh, and when the server drawing's mark (`#root[data-first-view]`) goes. The mark is what
 * styles.css reads to hide, on a member's tab, what the server drew for a visitor (Login and
 * Register) and what browser tests wait on.
 */
export const firstViewMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as FirstViewInput,
      context: {} as FirstViewContext,
      events: {} as FirstViewEvent,
    },
    actors: {
      // Real implementations: first-view.runtime.ts and src/main.tsx (the chunks and the language's messages).
      loadParts: fromPromise<void, { parts: readonly string[] }>(async () => {
        throw new Error('loadParts not provided');
      }),
    },
    actions: {
      dropServerDrawing: () => {
        throw new Error('dropServerDrawing not provided');
      },
      hydrate: () => {
        throw new Error('hydrate not provided');
      },
      draw: () => {
        throw new Error('draw not provided');
      },
      removeMark: () => {
        throw new Error('removeMark not provided');
      },
      noteRouter: assign({ routerReady: ({ event }) => event.type === 'site.started' && event.routerReady }),
    },
    guards: {
      nothingServed: ({ context }) => context.served === null,
      servedUnusable: ({ context }) => context.served !== null && (context.served.language !== context.language || !context.served.drawnSomething),
      routerReady: ({ context }) => context.routerReady,
    },
  }).createMachine({
    id: 'firstView',
    description:
      "The page's first view: what the server drew stays on screen while the site starts, then the browser takes it over in place (hydrates it) or draws the page itself; the server drawing's mark goes once the browser's own drawing is in.",
    context: ({ input }) => ({ ...input, routerReady: false }),
    initial: 'reading',
    states: {
      reading: {
        description: 'The page has arrived; its scripts read what the server drew in #root.',
        always: [
          { guard: 'nothingServed', target: 'starting', description: 'The server drew nothing here (an address it does not draw): nothing to keep.' },
          {
            guard: 'servedUnusable',
            target: 'starting',
            actions: 'dropServerDrawing',
            description:
              "Drawn in another language than the tab's (index.html already hid it before the first paint), or drawn as nothing (a page that sends the visitor elsewhere): taken away at once.",
          },
          { target: 'keeping', description: "Drawn in the tab's language: it stays on screen, usable, while the site starts." },
        ],
      },
      starting: {
        description: "Nothing of the server's on screen: the site starts its charts and router.",
        on: { 'site.started': { target: 'drawing', actions: 'draw', description: 'Charts and router are up: the browser draws the page.' } },
      },
      keeping: {
        tags: ['firstView:served'],
        description: "The server's drawing stays on screen, its links usable, while the site starts its charts and matches the address.",
        on: {
          'site.started': {
            target: 'loadingParts',
            actions: 'noteRouter',
            description: 'Charts and router are up: the chunks the drawing shows and its language’s messages are fetched.',
          },
        },
      },
      loadingParts: {
        description:
          "The chunks the server's drawing shows and its language's messages load, so that the browser's first drawing is the same, element for element (until a catalog is active Lingui draws nothing at all).",
        invoke: {
          id: 'loadParts',
          src: 'loadParts',
          input: ({ context }) => ({ parts: context.served?.parts ?? [] }),
          onDone: [
            {
              guard: 'routerReady',
              target: 'hydrating',
              actions: 'hydrate',
              description: "The browser takes the server's elements over (hydrateRoot) instead of building the page again.",
            },
            {
              target: 'drawing',
              actions: 'draw',
              description: 'The router could not match the address before drawing (the white-label or the session still loading): the browser draws the page, replacing the server’s.',
            },
          ],
          onError: {
            target: 'drawing',
            actions: 'draw',
            description: 'What the drawing shows could not be loaded: the browser draws the page with its own loading and error views, replacing the server’s.',
          },
        },
      },
      hydrating: {
        description:
          "React takes the server's elements over. Its root commits first, while the router's boundary is taken over in a pass of its own after it; only then does the header show the tab's account. So only a page's own drawing ends this (a layout, a system page or the not-found page drawn without the server's snapshot); the root's commit does not, or a member's phone would show Login for a frame.",
        on: { 'drawing.page': { target: 'drawn', description: "A page drew with the browser's own answers." } },
      },
      drawing: {
        description: "The browser draws the page itself (createRoot), replacing whatever the server drew: its first commit is the browser's drawing.",
        on: {
          'drawing.root': { target: 'drawn', description: "The site's root committed." },
          'drawing.page': { target: 'drawn', description: 'A page committed (before the root reports it: effects run from the leaves up).' },
        },
      },
      drawn: {
        entry: 'removeMark',
        description:
          "The browser's drawing is in: the mark goes, and with it the styles that hid, on a member's tab, what the server drew for a visitor. Later drawings (another layout) change nothing.",
      },
    },
  }),
);
