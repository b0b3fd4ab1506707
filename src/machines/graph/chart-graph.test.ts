import { describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, not, setup } from 'xstate';
import { loadCharts } from '../registry';
import { activeNodeIds, chartGraph, edgeLabel } from './chart-graph';
import { chartStructure } from './paths';

const charts = await loadCharts();

/** A chart with every feature the converter must draw. */
const kitchenSink = setup({
  actors: { fetchThing: fromPromise(async () => 1) },
  guards: { ready: () => true, open: () => true },
  delays: { backoff: 500 },
}).createMachine({
  id: 'sink',
  description: 'Everything at once.',
  type: 'parallel',
  states: {
    loader: {
      initial: 'idle',
      states: {
        idle: { on: { go: { target: 'loading', guard: and(['ready', not('open')]), description: 'Start when ready.' } } },
        loading: {
          invoke: { id: 'fetch', src: 'fetchThing', onDone: 'done', onError: { target: 'idle', guard: { type: 'ready', params: { n: 1 } } } },
          after: { 2000: { target: 'idle', description: 'Gives up.' }, backoff: 'idle' },
        },
        done: { type: 'final', description: 'Loaded.' },
        hist: { type: 'history', history: 'deep' },
      },
      onDone: '#sink.ui.shown',
    },
    ui: {
      initial: 'hidden',
      states: {
        hidden: { always: { target: 'shown', guard: ({ context }) => context === null } },
        shown: { on: { poke: { actions: () => {} } } },
      },
    },
  },
});

describe('chart → graph converter', () => {
  it.each(charts.map((c) => [c.id, c] as const))('%s: one node per state node, one edge per transition target', (_id, model) => {
    const graph = chartGraph(model.machine);
    const structure = chartStructure(model.machine);
    expect(graph.nodes.map((n) => n.id)).toEqual(structure.states);
    expect(new Set(graph.edges.map((e) => e.transitionId))).toEqual(new Set(structure.transitions));
    const ids = new Set(graph.nodes.map((n) => n.id));
    for (const e of graph.edges) expect(ids.has(e.source) && ids.has(e.target), e.id).toBe(true);
    // Every compound state marks exactly one initial child.
    for (const parent of graph.nodes.filter((n) => n.type === 'compound'))
      expect(graph.nodes.filter((n) => n.parentId === parent.id && n.initial), parent.id).toHaveLength(1);
    // Invoked actors appear on their state, their results as onDone/onError edges. A callback actor that only
    // sends events back (a watcher) has no result to draw.
    for (const node of graph.nodes)
      for (const inv of node.invokes) {
        const results = [...model.machine.getStateNodeById(node.id).transitions.keys()].filter((type) => type.endsWith(`.actor.${inv.id}`));
        if (results.length)
          expect(graph.edges.some((e) => e.source === node.id && e.event.endsWith(inv.id)), `${node.id} ${inv.id}`).toBe(true);
      }
  });

  it('draws the real charts’ nesting, guards, delays, invokes and descriptions', () => {
    const byId = Object.fromEntries(charts.map((c) => [c.id, chartGraph(c.machine)]));
    const login = byId.login!;
    expect(login.nodes.find((n) => n.id === 'login.form.editing')).toMatchObject({ parentId: 'login.form', initial: true, depth: 2 });
    expect(login.edges.some((e) => e.guard === 'formValid' && e.description === 'Validated: send it.')).toBe(true);
    const system = byId['system-status']!;
    expect(system.nodes[0]!.description).toMatch(/maintenance page/);
    expect(system.nodes.find((n) => n.key === 'loading')!.invokes).toEqual([{ id: 'loadSystem', src: 'loadSystem' }]);
    expect(system.edges.map(edgeLabel)).toEqual(expect.arrayContaining(['onDone loadSystem [isMaintenance]', 'after retryDelay', 'system.retry']));
  });

  it('handles parallel regions, final and history states, numeric and named delays, always and composite guards', () => {
    const graph = chartGraph(kitchenSink);
    const node = (key: string) => graph.nodes.find((n) => n.key === key)!;
    expect(node('sink')).toMatchObject({ type: 'parallel', parentId: null, description: 'Everything at once.' });
    expect(node('loader')).toMatchObject({ type: 'compound', initial: false });
    expect(node('done')).toMatchObject({ type: 'final', description: 'Loaded.' });
    expect(node('hist')).toMatchObject({ type: 'history', history: 'deep' });
    expect(node('loading').invokes).toEqual([{ id: 'fetch', src: 'fetchThing' }]);
    const labels = graph.edges.map(edgeLabel);
    expect(labels).toEqual(
      expect.arrayContaining([
        'go [ready && !open]',
        'after 2000ms',
        'after backoff',
        'onDone fetch',
        'onError fetch [ready]',
        'always [guard]', // an inline guard takes the name of its property
        'poke',
        'onDone',
      ]),
    );
    expect(graph.edges.find((e) => e.event === 'after 2000ms')).toMatchObject({ delay: 2000, description: 'Gives up.', target: 'sink.loader.idle' });
    expect(graph.edges.find((e) => e.event === 'poke')).toMatchObject({ internal: true, source: 'sink.ui.shown', target: 'sink.ui.shown' });
    expect(graph.edges.find((e) => e.event === 'onDone')).toMatchObject({ source: 'sink.loader', target: 'sink.ui.shown' });
  });

  it('maps a state value to its active node ids', () => {
    expect(activeNodeIds(kitchenSink, { loader: 'loading', ui: 'shown' })).toEqual([
      'sink',
      'sink.loader',
      'sink.loader.loading',
      'sink.ui',
      'sink.ui.shown',
    ]);
    expect(activeNodeIds(createMachine({ id: 'm', initial: 'a', states: { a: {} } }), 'a')).toEqual(['m', 'm.a']);
  });
});
