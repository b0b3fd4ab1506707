import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFirstViewLogic, readServedDrawing } from './first-view.runtime';

function page(html: string, mark?: { language: string; parts?: string }) {
  const root = document.createElement('div');
  root.innerHTML = html;
  if (mark) {
    root.dataset.firstView = mark.language;
    if (mark.parts) root.dataset.parts = mark.parts;
  }
  return root;
}

function start(root: HTMLElement, language = 'bn') {
  const hydrate = vi.fn();
  const draw = vi.fn();
  const actor = createActor(createFirstViewLogic({ root, loadParts: async () => undefined, hydrate, draw }), {
    input: { served: readServedDrawing(root), language },
  }).start();
  return { actor, hydrate, draw };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('first view: what the server drew is kept, taken over or dropped', () => {
  it('reads the mark, the parts and whether anything was drawn', () => {
    expect(readServedDrawing(page('<main><h1>Home</h1></main>', { language: 'bn', parts: 'home lobby' }))).toEqual({
      language: 'bn',
      parts: ['home', 'lobby'],
      drawnSomething: true,
    });
    expect(readServedDrawing(page('', { language: 'en' }))).toEqual({ language: 'en', parts: [], drawnSomething: false });
    expect(readServedDrawing(page('<p>shell</p>'))).toBeNull();
  });

  it("a drawing in another language than the tab's is taken away before the site starts", () => {
    const root = page('<h1>Home</h1>', { language: 'en' });
    const { actor } = start(root, 'bn');
    expect(actor.getSnapshot().value).toBe('starting');
    expect(root).toBeEmptyDOMElement();
    expect(root.dataset.firstView).toBeUndefined();
  });

  it("while hydrating, the root's commit keeps the mark; only a page's own drawing removes it", async () => {
    const root = page('<h1>হোম</h1>', { language: 'bn', parts: 'home' });
    const { actor, hydrate, draw } = start(root);
    actor.send({ type: 'site.started', routerReady: true });
    await settled();
    expect(hydrate).toHaveBeenCalledOnce();
    expect(draw).not.toHaveBeenCalled();
    actor.send({ type: 'drawing.root' });
    expect(root.dataset.firstView).toBe('bn');
    actor.send({ type: 'drawing.page' });
    expect(root.dataset.firstView).toBeUndefined();
    expect(root.querySelector('h1')).toHaveTextContent('হোম');
  });

  it('without a router to match the address, the browser draws afresh and the first commit removes the mark', async () => {
    const root = page('<h1>হোম</h1>', { language: 'bn' });
    const { actor, hydrate, draw } = start(root);
    actor.send({ type: 'site.started', routerReady: false });
    await settled();
    expect(draw).toHaveBeenCalledOnce();
    expect(hydrate).not.toHaveBeenCalled();
    actor.send({ type: 'drawing.root' });
    expect(root.dataset.firstView).toBeUndefined();
  });

  it('a page drawn after the take-over changes nothing', async () => {
    const root = page('');
    const { actor, draw } = start(root);
    actor.send({ type: 'site.started', routerReady: true });
    actor.send({ type: 'drawing.page' });
    actor.send({ type: 'drawing.page' });
    expect(draw).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('drawn');
  });
});
