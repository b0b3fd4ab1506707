import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { chartSnapshot, diffBaselines, diffChart, formatDiffs, makeBaseline, parseBaseline } from './chart-diff';
import type { ChartModel } from './paths';

/** The chart at the signed-off revision. */
const before = createMachine({
  id: 'otp',
  initial: 'idle',
  states: {
    idle: { on: { send: { target: 'counting', guard: () => true } } },
    counting: { description: 'Button disabled.', after: { 60000: 'idle' }, on: { cancel: 'idle' } },
    gone: {},
  },
});

/** The chart now: a state added, one removed, a delay and a description changed, a transition added. */
const after = createMachine({
  id: 'otp',
  initial: 'idle',
  states: {
    idle: { on: { send: { target: 'counting', guard: () => true }, reset: 'blocked' } },
    counting: { description: 'Button disabled during the countdown.', meta: { spec: ['§4 SMS countdown'] }, after: { 30000: 'idle' }, on: { cancel: 'idle' } },
    blocked: {},
  },
});

const model = (machine: typeof before): ChartModel => ({
  id: 'otp',
  machine,
  events: () => [{ type: 'send' }, { type: 'cancel' }, { type: 'reset' }],
});

describe('chart diff', () => {
  const old = chartSnapshot(model(before));
  const now = chartSnapshot(model(after));
  const diff = diffChart(old, now);

  it('lists added and removed states, and a changed description or requirement as a change of that state', () => {
    expect(diff.status).toBe('changed');
    expect(diff.states.added.map((s) => s.id)).toEqual(['otp.blocked']);
    expect(diff.states.removed.map((s) => s.id)).toEqual(['otp.gone']);
    expect(diff.states.changed.map((c) => [c.after.id, c.changes.map((f) => f.field)])).toEqual([['otp.counting', ['description', 'spec']]]);
  });

  it('lists an added transition, and a changed delay as a change of the same transition', () => {
    expect(diff.transitions.added.map((t) => t.key)).toEqual(['otp.idle —reset→ otp.blocked']);
    expect(diff.transitions.removed).toEqual([]);
    const delay = diff.transitions.changed.find((c) => c.after.key === 'otp.counting —after→ otp.idle')!;
    expect(delay.changes).toContainEqual({ field: 'delay', before: 60000, after: 30000 });
  });

  it('keeps a guard in a transition identity, so a transition whose guard changed is removed and added', () => {
    const guarded = createMachine({ id: 'g', initial: 'a', states: { a: { on: { go: { target: 'b', guard: 'ok' } } }, b: {} } });
    const open = createMachine({ id: 'g', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
    const m = (machine: typeof guarded): ChartModel => ({ id: 'g', machine, events: () => [] });
    const d = diffChart(chartSnapshot(m(guarded), undefined, []), chartSnapshot(m(open), undefined, []));
    expect(d.transitions.removed.map((t) => t.key)).toEqual(['g.a —go [ok]→ g.b']);
    expect(d.transitions.added.map((t) => t.key)).toEqual(['g.a —go→ g.b']);
  });

  it('names the generated paths that appear, disappear and change', () => {
    expect(diff.paths.added.map((p) => p.events)).toEqual(['reset']);
    expect(diff.paths.changed[0]!.before.description).toContain('after 60000');
    expect(diff.paths.removed).toEqual([]);
    // Same events, different delay: the path's description (its `after` step) changed.
    expect(diff.paths.changed.map((c) => c.after.events)).toEqual(['send → after(otp.counting)']);
    expect(diff.paths.changed[0]!.after.description).toContain('after 30000');
  });

  it('an unchanged chart has nothing in its diff; a new or removed chart says so', () => {
    expect(diffChart(now, chartSnapshot(model(after))).status).toBe('unchanged');
    expect(diffChart(undefined, now).status).toBe('added');
    expect(diffChart(old, undefined).states.removed).toHaveLength(old.states.length);
  });

  it('compares baselines chart by chart and prints only the charts that changed', () => {
    const same = { ...old, id: 'same' };
    const diffs = diffBaselines({ charts: [old, same] }, { charts: [now, same] });
    expect(diffs.map((d) => [d.chart, d.status])).toEqual([
      ['otp', 'changed'],
      ['same', 'unchanged'],
    ]);
    const text = formatDiffs(diffs, 'v1', 'working tree');
    expect(text).toContain('Charts at v1 → working tree: 1 of 2 changed');
    expect(text).toContain('+ otp.idle —reset→ otp.blocked');
    expect(text).toContain('- otp.gone');
    expect(text).toContain('delay: 60000 → 30000');
    expect(text).not.toContain('== same');
    expect(formatDiffs(diffBaselines({ charts: [] }, { charts: [now] }), 'v1', 'v2')).toContain(`== otp (added)\n  ${now.states.length} states, ${now.transitions.length} transitions, ${now.paths.length} generated paths`);
  });

  it('reads back a baseline it wrote, and refuses a file that is not one', () => {
    const baseline = makeBaseline([now], 'HEAD', '2026-01-01T00:00:00.000Z');
    expect(parseBaseline(JSON.stringify(baseline))).toEqual(baseline);
    expect(() => parseBaseline('{')).toThrow('not JSON');
    expect(() => parseBaseline('{"charts":[]}')).toThrow('not a flows baseline');
    expect(() => parseBaseline('{"format":"flows-baseline/1","charts":[{"id":"x"}]}')).toThrow('incomplete');
  });
});
