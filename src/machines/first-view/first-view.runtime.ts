import { fromPromise } from 'xstate';
import { firstViewMachine } from './first-view.machine';
import type { ServedDrawing } from './first-view.types';

/** What the server drew in `root` (server/static/first-view.ts marks it), or null where it drew nothing. */
export function readServedDrawing(root: HTMLElement): ServedDrawing | null {
  const { firstView, parts } = root.dataset;
  if (!firstView) return null;
  return { language: firstView, parts: parts ? parts.split(' ') : [], drawnSomething: root.firstElementChild !== null };
}

export interface FirstViewDeps {
  /** `#root`, holding the server's drawing. */
  root: HTMLElement;
  /** Loads the chunks the drawing shows and waits for its language's messages. */
  loadParts: (parts: readonly string[]) => Promise<void>;
  /** Takes the server's elements over (React's hydrateRoot on `root`). */
  hydrate: () => void;
  /** Draws the page afresh in `root` (React's createRoot). */
  draw: () => void;
}

export function createFirstViewImplementations({ root, loadParts, hydrate, draw }: FirstViewDeps) {
  return {
    actors: { loadParts: fromPromise<void, { parts: readonly string[] }>(({ input }) => loadParts(input.parts)) },
    actions: {
      dropServerDrawing: () => {
        root.replaceChildren();
        delete root.dataset.firstView;
      },
      removeMark: () => {
        delete root.dataset.firstView;
      },
      hydrate,
      draw,
    },
  };
}

export function createFirstViewLogic(deps: FirstViewDeps) {
  return firstViewMachine.provide(createFirstViewImplementations(deps));
}
