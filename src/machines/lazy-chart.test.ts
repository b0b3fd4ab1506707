import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, getNextSnapshot, setup, StateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
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

/** Every source file under src/ but tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the site's charts", () => {
  it('every chart the site defines is built on first use, not when its module is evaluated', () => {
    const src = join(import.meta.dirname, '..');
    // The mutation run builds its altered copies of charts for QA, never in a page.
    const tooling = join(src, 'machines/graph/mutants.ts');
    const eager = sources(src)
      .filter((file) => file !== tooling)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const charts = text.split('.createMachine(').length - 1;
        const lazy = text.match(/lazyChart\(\(\) =>\s+setup\(/g)?.length ?? 0;
        return charts > lazy ? [`${file.slice(src.length + 1)}: ${charts - lazy} of ${charts}`] : [];
      });
    expect(eager).toEqual([]);
    expect(sources(src).filter((file) => readFileSync(file, 'utf8').includes('lazyChart(() =>')).length).toBeGreaterThan(50);
  });
});
