import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect } from 'vitest';
import { firstViewModel } from '../../src/machines/first-view/first-view.model';
import { createFirstViewImplementations, readServedDrawing } from '../../src/machines/first-view/first-view.runtime';
import type { FirstViewInput } from '../../src/machines/first-view/first-view.types';
import { type FirstViewActor, FirstViewProvider, RootDrawn } from '../../src/machines/first-view/use-first-view';
import { useReportPageDrawn } from '../../src/views/common/server-drawing';
import { describeModel } from './harness';

/** The page as the server draws it and as the browser draws it: the same elements. */
function Page() {
  return (
    <>
      <header>
        <button type="button">লগইন</button>
      </header>
      <main>
        <h1>হোম</h1>
      </main>
    </>
  );
}

/** The page's `#root` as it arrived for the path's start (its name begins with the start's label). */
let root: HTMLElement;
let servedHeading: Element | null = null;
const roots: Root[] = [];
beforeEach(({ task }) => {
  const start = firstViewModel.starts?.find((s) => task.name.startsWith(`(${s.label})`));
  const { served } = (start?.input ?? firstViewModel.input) as FirstViewInput;
  root = document.createElement('div');
  root.id = 'root';
  if (served) {
    root.dataset.firstView = served.language;
    root.dataset.parts = served.parts.join(' ');
    if (served.drawnSomething) root.innerHTML = renderToString(<Page />);
  }
  document.body.append(root);
  servedHeading = root.querySelector('h1');
});
afterEach(() => {
  for (const r of roots.splice(0)) act(() => r.unmount());
  root.remove();
});

/** The site's drawings, as they commit: the root's report, a layout's. */
const drawings = { root: false, page: false, listeners: new Set<() => void>() };
const tell = (which: 'root' | 'page') =>
  act(async () => {
    drawings[which] = true;
    for (const l of drawings.listeners) l();
  });
const subscribe = (l: () => void) => (drawings.listeners.add(l), () => drawings.listeners.delete(l));

function PageDrawn() {
  useReportPageDrawn();
  return null;
}

function Drawings() {
  const rootIn = useSyncExternalStore(subscribe, () => drawings.root);
  const pageIn = useSyncExternalStore(subscribe, () => drawings.page);
  return (
    <>
      {rootIn && <RootDrawn />}
      {pageIn && <PageDrawn />}
    </>
  );
}

/** Whether the chart had React take the server's elements over. */
let hydrated = false;
const heading = () => root.querySelector('h1');
const marked = () => root.dataset.firstView !== undefined;

describeModel({
  model: firstViewModel,
  // The real DOM work (first-view.runtime.ts) on the page's #root; React's real hydrateRoot and createRoot.
  provide: (machine) => {
    drawings.root = drawings.page = false;
    hydrated = false;
    const real = createFirstViewImplementations({
      root,
      loadParts: async () => undefined,
      hydrate: () => {
        hydrated = true;
        roots.push(hydrateRoot(root, <Page />));
      },
      draw: () => {
        const r = createRoot(root);
        roots.push(r);
        r.render(<Page />);
      },
    });
    return machine.provide({ actions: real.actions });
  },
  render: (actor) => (
    <FirstViewProvider actor={actor as FirstViewActor}>
      <Drawings />
    </FirstViewProvider>
  ),
  states: {
    starting: ({ snapshot }) => {
      // What the server drew in another language, or as nothing, is gone; nothing is drawn yet.
      expect(root).toBeEmptyDOMElement();
      expect(marked()).toBe(false);
      expect(readServedDrawing(root)).toBeNull();
      expect(snapshot.context.routerReady).toBe(false);
    },
    keeping: () => {
      expect(root.dataset.firstView).toBe('bn');
      expect(heading()).toBe(servedHeading);
      expect(root.querySelector('button')).toHaveTextContent('লগইন');
    },
    loadingParts: () => {
      expect(root.dataset.firstView).toBe('bn');
      expect(heading()).toBe(servedHeading);
    },
    hydrating: () => {
      // Taken over in place: the elements on screen are the server's, still marked.
      expect(root.dataset.firstView).toBe('bn');
      expect(hydrated).toBe(true);
      expect(heading()).toBe(servedHeading);
      expect(heading()).toHaveTextContent('হোম');
    },
    drawing: ({ snapshot }) => {
      // Drawn afresh by the browser: new elements; the mark stays until the drawing reports in.
      expect(heading()).toHaveTextContent('হোম');
      expect(hydrated).toBe(false);
      expect(heading()).not.toBe(servedHeading);
      expect(marked()).toBe(snapshot.context.served !== null && snapshot.context.served.language === 'bn' && snapshot.context.served.drawnSomething);
    },
    drawn: () => {
      expect(marked()).toBe(false);
      expect(heading()).toHaveTextContent('হোম');
      // Hydrated: still the server's element; otherwise the browser's.
      expect(heading() === servedHeading).toBe(hydrated);
    },
  },
  // The server's Login is there to press while its drawing is kept and taken over; nothing is while the site starts after dropping it.
  controls: {
    starting: [],
    keeping: ['button:লগইন'],
    loadingParts: ['button:লগইন'],
    hydrating: ['button:লগইন'],
    drawing: ['button:লগইন'],
    drawn: ['button:লগইন'],
  },
  exec: {
    'drawing.root': async () => tell('root'),
    'drawing.page': async () => tell('page'),
  },
});
