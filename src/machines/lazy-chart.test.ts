import { join } from 'node:path';
import { createActor, getNextSnapshot, setup, StateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { siteSources } from '../../tests/setup/site-sources';
import { lazyChart } from './lazy-chart';

const define = () =>
  setup({ types: { events: {} as { type: 'go' } }, actions: { noted: () => undefined } }).createMachine({
    id: 'lazy',
    initial: 'idle',
    states: { idle: { on: { go: 'done' } }, done: { entry: 'noted', type: 'final' } },
  });

describe('a chart built on first use', () => {
  it('is not built when its module is evaluated, and is built once, when first read', () => {
    const build = vi.fn(define);
    const chart = lazyChart(build);
    expect(build).not.toHaveBeenCalled();
    expect(chart.id).toBe('lazy');
    void chart.root;
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs as the chart itself: actors, provide, the next snapshot, instanceof and in', () => {
    const chart = lazyChart(define);
    const noted = vi.fn();
    const actor = createActor(chart.provide({ actions: { noted } })).start();
    actor.send({ type: 'go' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(noted).toHaveBeenCalledTimes(1);
    expect(getNextSnapshot(chart, chart.resolveState({ value: 'idle' }), { type: 'go' }).value).toBe('done');
    expect(chart).toBeInstanceOf(StateMachine);
    expect('root' in chart).toBe(true);
  });

  it('the actor of the chart itself (not a provided copy) runs too', () => {
    const actor = createActor(lazyChart(define)).start();
    actor.send({ type: 'go' });
    expect(actor.getSnapshot().value).toBe('done');
  });
});

describe("the site's charts", () => {
  it('every chart the site defines is built on first use, not when its module is evaluated', () => {
    // The mutation run builds its altered copies of charts for QA, never in a page.
    const files = siteSources().filter(({ path }) => path !== join('machines', 'graph', 'mutants.ts'));
    const eager = files.flatMap(({ path, text }) => {
      const charts = text.split('.createMachine(').length - 1;
      const lazy = text.match(/lazyChart\(\(\) =>\s+setup\(/g)?.length ?? 0;
      return charts > lazy ? [`${path}: ${charts - lazy} of ${charts}`] : [];
    });
    expect(eager).toEqual([]);
    expect(files.filter(({ text }) => text.includes('lazyChart(() =>')).length).toBeGreaterThan(50);
  });
});
