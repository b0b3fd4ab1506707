import { describe, expect, it } from 'vitest';
import { loadCharts } from '../registry';
import { chartStructure, generatePaths, stateKey } from './paths';
import { replayPath } from './replay';
import { toStatelyJson } from './stately-export';

const charts = await loadCharts();

describe('path replay (the visualiser’s step-by-step view)', () => {
  it.each(charts.map((c) => [c.id, c] as const))('%s: every generated path replays on a real actor to its expected states', (_id, model) => {
    const transitions = new Set(chartStructure(model.machine).transitions);
    for (const path of generatePaths(model)) {
      const frames = replayPath(model, path);
      expect(frames).toHaveLength(path.steps.length + 1);
      for (const frame of frames.slice(1)) {
        expect(frame.matches, `${path.description} @${frame.index}: ${stateKey(frame.value)}`).toBe(true);
        for (const id of frame.takenIds) expect(transitions.has(id), id).toBe(true);
      }
      expect(frames.at(-1)!.activeIds).toContain(model.machine.root.id);
    }
  });
});

describe('export for Stately’s editor', () => {
  it.each(charts.map((c) => [c.id, c] as const))('%s: JSON config with the id, every state and every transition', (_id, model) => {
    const json = JSON.parse(toStatelyJson(model.machine));
    expect(json.id).toBe(model.machine.id);
    const keys: string[] = [];
    const walk = (node: { states?: Record<string, unknown> }) => {
      for (const [key, child] of Object.entries(node.states ?? {})) {
        keys.push(key);
        walk(child as never);
      }
    };
    walk(json);
    const expected = Object.values(model.machine.root.states).length;
    expect(keys.length).toBeGreaterThanOrEqual(expected);
  });

  it('replaces functions by their names and keeps transitions, guards and delays', async () => {
    const system = charts.find((c) => c.id === 'system-status')!;
    const json = JSON.parse(toStatelyJson(system.machine));
    expect(json.states.loading.invoke.onDone[0]).toMatchObject({ guard: 'isMaintenance', target: 'maintenance' });
    expect(json.states.retrying.after).toEqual({ retryDelay: 'loading' });
    expect(json.states.normal.on).toEqual({ 'system.refresh': 'loading' });
    const login = charts.find((c) => c.id === 'login')!;
    const text = toStatelyJson(login.machine);
    expect(text).toContain('xstate.assign');
    expect(text).not.toMatch(/=>/);
  });
});
