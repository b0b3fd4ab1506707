import { type ChartGraph, chartGraph } from './chart-graph';
import { type ChartModel, describeEvent, type GeneratedPath, generatePaths, transitionId } from './paths';
import { specIds } from './requirements';

/**
 * Chart diffs for sign-off: a chart's definition as plain data (a snapshot, what a baseline file
 * holds), and what changed between two snapshots — states, transitions, guards, delays,
 * descriptions, requirement ids, and the generated paths that appear, disappear or change.
 * `npm run flows:diff <ref>` (scripts/flows-diff.ts) and /flows both use it.
 */
export interface StateSnapshot {
  id: string;
  type: string;
  initial: boolean;
  description?: string;
  invokes: string[];
  spec: string[];
}

export interface TransitionSnapshot {
  /**
   * Identity across revisions: source, event, guard and target. Not the transition id: its
   * `#index` shifts when a guarded alternative is inserted before it. A delay is not part of
   * it (`after`), so a changed delay is a change, not a removal plus an addition.
   */
  key: string;
  /** The drawn edge's id in this revision (`ChartEdge.id`), for highlighting. */
  edgeId: string;
  source: string;
  target: string;
  event: string;
  guard?: string;
  delay?: number | string;
  description?: string;
  spec: string[];
}

export interface PathSnapshot {
  /** The path's event sequence, its identity (`after` without the delay, so a new delay changes the path). */
  events: string;
  description: string;
}

export interface ChartSnapshot {
  id: string;
  machineId: string;
  states: StateSnapshot[];
  transitions: TransitionSnapshot[];
  paths: PathSnapshot[];
}

export interface Baseline {
  format: 'flows-baseline/1';
  /** What the baseline was taken from: a git revision or "working tree". */
  source: string;
  createdAt: string;
  charts: ChartSnapshot[];
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface Changed<T> {
  before: T;
  after: T;
  changes: FieldChange[];
}

export interface ChartDiff {
  chart: string;
  /** The chart is new, or gone, or in both revisions. */
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  states: { added: StateSnapshot[]; removed: StateSnapshot[]; changed: Changed<StateSnapshot>[] };
  transitions: { added: TransitionSnapshot[]; removed: TransitionSnapshot[]; changed: Changed<TransitionSnapshot>[] };
  paths: { added: PathSnapshot[]; removed: PathSnapshot[]; changed: Changed<PathSnapshot>[] };
}

/** The drawn event label (`onDone loadSetup`), but `after` without its delay. */
const eventKey = (e: { eventType: string; event: string }) => (e.eventType.startsWith('xstate.after.') ? 'after' : e.event);

/** A path step's identity: an `after` by the state that waits (`xstate.after.<delay>.<state id>`), not its delay. */
const pathEventKey = (e: { type: string }) => (e.type.startsWith('xstate.after.') ? `after(${e.type.split('.').slice(3).join('.')})` : describeEvent(e as never));

/** A chart as data; the graph and paths may be passed in when the caller already has them. */
export function chartSnapshot(model: ChartModel, graph: ChartGraph = chartGraph(model.machine), paths: GeneratedPath[] = generatePaths(model)): ChartSnapshot {
  const nodes = new Map<string, { meta?: unknown }>();
  // Transition meta by transition id, read from the same definitions chartGraph drew.
  const transitionMeta = new Map<string, unknown>();
  const collect = (node: { id: string; meta?: unknown; states: Record<string, unknown>; transitions: Map<string, unknown[]>; always?: unknown[] }) => {
    nodes.set(node.id, node);
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) transitionMeta.set(transitionId(t as never), (t as { meta?: unknown }).meta);
    for (const child of Object.values(node.states)) collect(child as never);
  };
  collect(model.machine.root as never);

  const seen = new Map<string, number>();
  const uniqueKey = (key: string) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key} (${n + 1})`;
  };
  const seenPaths = new Map<string, number>();
  const uniquePath = (key: string) => {
    const n = seenPaths.get(key) ?? 0;
    seenPaths.set(key, n + 1);
    return n === 0 ? key : `${key} (${n + 1})`;
  };
  return {
    id: model.id,
    machineId: model.machine.id,
    states: graph.nodes.map((n) => ({
      id: n.id,
      type: n.type,
      initial: n.initial,
      ...(n.description ? { description: n.description } : {}),
      invokes: n.invokes.map((i) => i.src),
      spec: specIds(nodes.get(n.id)?.meta),
    })),
    transitions: graph.edges.map((e) => {
      const base = `${e.source} —${eventKey(e)}${e.guard ? ` [${e.guard}]` : ''}→ ${e.internal ? '(stays)' : e.target}`;
      return {
        key: uniqueKey(base),
        edgeId: e.id,
        source: e.source,
        target: e.target,
        event: e.event,
        ...(e.guard ? { guard: e.guard } : {}),
        ...(e.delay !== undefined ? { delay: e.delay } : {}),
        ...(e.description ? { description: e.description } : {}),
        spec: specIds(transitionMeta.get(e.transitionId)),
      };
    }),
    paths: paths.map((p) => ({ events: uniquePath(p.steps.map((s) => pathEventKey(s.event)).join(' → ')), description: p.description })),
  };
}

function fieldChanges<T extends object>(before: T, after: T, fields: (keyof T)[]): FieldChange[] {
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((f) => ({ field: String(f), before: before[f], after: after[f] }));
}

function diffBy<T extends object>(before: T[], after: T[], key: (x: T) => string, fields: (keyof T)[]) {
  const old = new Map(before.map((x) => [key(x), x]));
  const now = new Map(after.map((x) => [key(x), x]));
  return {
    added: after.filter((x) => !old.has(key(x))),
    removed: before.filter((x) => !now.has(key(x))),
    changed: after
      .filter((x) => old.has(key(x)))
      .map((x) => ({ before: old.get(key(x))!, after: x, changes: fieldChanges(old.get(key(x))!, x, fields) }))
      .filter((c) => c.changes.length > 0),
  };
}

const EMPTY: ChartSnapshot = { id: '', machineId: '', states: [], transitions: [], paths: [] };

/** What changed from `before` to `after` (either may be missing: a chart added or removed). */
export function diffChart(before: ChartSnapshot | undefined, after: ChartSnapshot | undefined): ChartDiff {
  const chart = after?.id ?? before?.id ?? '';
  const states = diffBy((before ?? EMPTY).states, (after ?? EMPTY).states, (s) => s.id, ['type', 'initial', 'description', 'invokes', 'spec']);
  const transitions = diffBy((before ?? EMPTY).transitions, (after ?? EMPTY).transitions, (t) => t.key, ['event', 'delay', 'description', 'spec']);
  const paths = diffBy((before ?? EMPTY).paths, (after ?? EMPTY).paths, (p) => p.events, ['description']);
  const count = [states, transitions, paths].reduce((n, d) => n + d.added.length + d.removed.length + d.changed.length, 0);
  const status = !before ? 'added' : !after ? 'removed' : count > 0 ? 'changed' : 'unchanged';
  return { chart, status, states, transitions, paths };
}

/** Every chart of two baselines compared, in chart id order. */
export function diffBaselines(before: Pick<Baseline, 'charts'>, after: Pick<Baseline, 'charts'>): ChartDiff[] {
  const old = new Map(before.charts.map((c) => [c.id, c]));
  const now = new Map(after.charts.map((c) => [c.id, c]));
  const ids = [...new Set([...old.keys(), ...now.keys()])].sort();
  return ids.map((id) => diffChart(old.get(id), now.get(id)));
}

export function makeBaseline(charts: ChartSnapshot[], source: string, createdAt = new Date().toISOString()): Baseline {
  return { format: 'flows-baseline/1', source, createdAt, charts };
}

/** A baseline file's text, checked; throws with a reason a person can act on. */
export function parseBaseline(text: string): Baseline {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const b = data as Partial<Baseline> | null;
  if (!b || b.format !== 'flows-baseline/1' || !Array.isArray(b.charts)) throw new Error('not a flows baseline (format flows-baseline/1)');
  for (const c of b.charts) {
    const ok = c && typeof c.id === 'string' && Array.isArray(c.states) && Array.isArray(c.transitions) && Array.isArray(c.paths);
    if (!ok) throw new Error('a chart in it is incomplete');
  }
  return b as Baseline;
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The readable report `flows:diff` prints: only charts that changed. */
export function formatDiffs(diffs: ChartDiff[], from: string, to: string): string {
  const changed = diffs.filter((d) => d.status !== 'unchanged');
  const out = [`Charts at ${from} → ${to}: ${changed.length} of ${diffs.length} changed`];
  for (const d of changed) {
    out.push('', `== ${d.chart} (${d.status})`);
    if (d.status === 'added' || d.status === 'removed') {
      const part = d.status === 'added' ? 'added' : 'removed';
      out.push(`  ${d.states[part].length} states, ${d.transitions[part].length} transitions, ${d.paths[part].length} generated paths`);
      continue;
    }
    const section = <T,>(title: string, part: { added: T[]; removed: T[]; changed: Changed<T>[] }, name: (x: T) => string) => {
      if (!part.added.length && !part.removed.length && !part.changed.length) return;
      out.push(`  ${title}:`);
      for (const x of part.added) out.push(`    + ${name(x)}`);
      for (const x of part.removed) out.push(`    - ${name(x)}`);
      for (const c of part.changed) {
        out.push(`    ~ ${name(c.after)}`);
        if (title === 'generated paths') {
          out.push(`        was: ${name(c.before)}`);
          continue;
        }
        for (const f of c.changes) out.push(`        ${f.field}: ${show(f.before)} → ${show(f.after)}`);
      }
    };
    section('states', d.states, (s) => s.id);
    section('transitions', d.transitions, (t) => t.key + (t.delay !== undefined ? ` (delay ${t.delay})` : ''));
    section('generated paths', d.paths, (p) => p.description);
  }
  return out.join('\n');
}
