import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  fromPromise,
  getInitialSnapshot,
} from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';

/**
 * Path generation shared by the model-based tests and the flow visualiser: one source,
 * so what QA runs is what product staff see.
 */
export interface ChartModel<M extends AnyStateMachine = AnyStateMachine> {
  /** Chart id: the `<name>` of `src/machines/<folder>/<name>.machine.ts`. */
  id: string;
  machine: M;
  input?: unknown;
  /**
   * Other inputs the chart can start from, each taking another of its initial eventless
   * branches (a chart that starts from an answer the page carried, or reads it): paths are
   * generated from each as from `input`, and their descriptions name the start.
   */
  starts?: { label: string; input: unknown }[];
  /**
   * Event variants worth trying from a snapshot: user intents and the results of invoked
   * actors as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. Delayed (`after`)
   * transitions are added automatically. Only events the snapshot `can` take are used.
   */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Projection that makes traversal converge (defaults to value + context). */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Mutants (`npm run test:mutation`, src/machines/graph/mutants.ts) a person judged equivalent:
   * no screen can tell them from the chart. Mutant id → why. They are left out of the score.
   */
  equivalentMutants?: Record<string, string>;
  /**
   * The suite also takes every pair of consecutive transitions the traversal can reach (t1 into a
   * state, t2 out of it): for charts where the extra paths are affordable (`generatePaths` `pairs`).
   */
  pairPaths?: boolean;
}

export interface PathStep {
  event: EventObject;
  /** Expected state value after the event. */
  value: unknown;
}

export interface GeneratedPath {
  description: string;
  /** The input the path starts the chart with (`ChartModel.input`, or one of its `starts`). */
  input: unknown;
  steps: PathStep[];
  /** State value at the end of the path. */
  target: unknown;
}

export function stateKey(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof (logic as { root?: unknown } | null)?.root === 'object' && typeof (logic as { provide?: unknown }).provide === 'function';

/**
 * Every invoked actor replaced by one that never settles: results arrive as events. A child chart
 * (a machine a chart spawns, e.g. a panel's flow) stays a chart, itself made inert, so its view
 * still renders and its own events can be sent to it.
 */
export function inertMachine<M extends AnyStateMachine>(machine: M): M {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors ?? {}).map(([name, logic]) => [
      name,
      isMachine(logic) ? inertMachine(logic) : fromPromise(() => new Promise(() => {})),
    ]),
  );
  return machine.provide({ actors } as never) as M;
}

export function delayedEvents(machine: AnyStateMachine): EventObject[] {
  const types = new Set<string>();
  for (const node of getStateNodes(machine.root)) {
    for (const type of node.transitions.keys()) if (type.startsWith('xstate.after.')) types.add(type);
  }
  return [...types].map((type) => ({ type }));
}

function defaultSerialize(s: AnyMachineSnapshot): string {
  return JSON.stringify({ v: s.value, c: s.context });
}

export function describeEvent(e: EventObject): string {
  const label = (e as { label?: string }).label;
  const suffix = label ? ` (${label})` : '';
  if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice('xstate.done.actor.'.length)} succeeds${suffix}`;
  if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice('xstate.error.actor.'.length)} fails${suffix}`;
  if (e.type.startsWith('xstate.after.')) return `after ${e.type.split('.')[2]}`;
  return `${e.type}${suffix}`;
}

/**
 * Paths that together take every reachable (state, event) edge: the shortest path to each
 * state followed by each of its edges; paths that are prefixes of others are dropped.
 */
export function generatePaths(model: ChartModel, options: { pairs?: boolean } = {}): GeneratedPath[] {
  const starts = [{ label: '', input: model.input }, ...(model.starts ?? [])];
  return starts.flatMap((start) => pathsFrom(model, start, options));
}

function pathsFrom(model: ChartModel, start: { label: string; input: unknown }, options: { pairs?: boolean }): GeneratedPath[] {
  const machine = inertMachine(model.machine);
  const serialize = model.serialize ?? defaultSerialize;
  const delayed = delayedEvents(machine);
  const events = (s: AnyMachineSnapshot) => [...model.events(s), ...delayed].filter((e) => s.can(e));
  const adjacency = getAdjacencyMap(machine as AnyActorLogic, {
    input: start.input,
    events: events as never,
    serializeState: serialize as never,
  }) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

  const initial = getInitialSnapshot(machine, start.input as never) as AnyMachineSnapshot;
  const startKey = serialize(initial);
  // Breadth-first: the shortest event sequence to every vertex.
  const route = new Map<string, PathStep[]>([[startKey, []]]);
  /** The vertices each route passes through, start first (for transition pairs). */
  const routeKeys = new Map<string, string[]>([[startKey, [startKey]]]);
  const queue = [startKey];
  while (queue.length) {
    const key = queue.shift()!;
    const vertex = adjacency[key];
    if (!vertex) continue;
    for (const { event, state } of Object.values(vertex.transitions)) {
      const next = serialize(state);
      if (route.has(next)) continue;
      route.set(next, [...route.get(key)!, { event, value: state.value }]);
      routeKeys.set(next, [...routeKeys.get(key)!, next]);
      queue.push(next);
    }
  }

  const candidates: PathStep[][] = [];
  for (const [key, steps] of route) {
    const vertex = adjacency[key];
    const edges = vertex ? Object.values(vertex.transitions) : [];
    if (edges.length === 0) candidates.push(steps);
    for (const { event, state } of edges) candidates.push([...steps, { event, value: state.value }]);
  }
  if (options.pairs) candidates.push(...pairCandidates(machine, adjacency, serialize, route, routeKeys, candidates));
  const signature = (steps: PathStep[]) => steps.map((s) => JSON.stringify(s.event)).join('\u0000');
  const sigs = candidates.map(signature);
  const unique = [...new Set(sigs)];
  const kept = unique.filter((sig) => !unique.some((other) => other !== sig && other.startsWith(sig + '\u0000')));
  return kept
    .map((sig) => candidates[sigs.indexOf(sig)]!)
    // A path of no step is kept only from another start whose first state takes no event (e.g. /game with no game
    // stored): the start itself is then what the path checks.
    .filter((steps) => steps.length > 0 || (start.label !== '' && kept.length === 1))
    .map((steps) => ({
      steps,
      input: start.input,
      target: steps.length ? steps[steps.length - 1]!.value : initial.value,
      description: `${start.label ? `(${start.label}) ` : ''}${stateKey(initial.value)}${steps.map((s) => ` → ${describeEvent(s.event)} → ${stateKey(s.value)}`).join('')}`,
    }));
}

type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

/**
 * Extra paths so that every pair of consecutive transitions the traversal can take (t1 into a
 * state, t2 out of it) is taken by some path: the shortest route to a vertex, then two edges.
 * The transitions an edge fires are the ones XState selects for its event (eventless follow-ups
 * are not counted). Quadratic in the edges of a vertex: for small and middle-sized charts.
 */
function pairCandidates(
  machine: AnyStateMachine,
  adjacency: Adjacency,
  serialize: (s: AnyMachineSnapshot) => string,
  route: Map<string, PathStep[]>,
  routeKeys: Map<string, string[]>,
  existing: PathStep[][],
): PathStep[][] {
  const fired = (state: AnyMachineSnapshot, event: EventObject) =>
    machine.getTransitionData(state as never, event as never).map((t) => transitionId(t as never));
  const covered = new Set<string>();
  const take = (steps: PathStep[], startKey: string) => {
    let key = startKey;
    let previous: string[] = [];
    for (const step of steps) {
      const vertex = adjacency[key];
      if (!vertex) return;
      const edge = Object.values(vertex.transitions).find((e) => JSON.stringify(e.event) === JSON.stringify(step.event));
      if (!edge) return;
      const now = fired(vertex.state, step.event);
      for (const a of previous) for (const b of now) covered.add(`${a}\u0000${b}`);
      previous = now;
      key = serialize(edge.state);
    }
  };
  const start = [...routeKeys.entries()].find(([, keys]) => keys.length === 1)![0];
  for (const steps of existing) take(steps, start);
  const added: PathStep[][] = [];
  for (const [key, steps] of route) {
    const vertex = adjacency[key];
    if (!vertex) continue;
    for (const first of Object.values(vertex.transitions)) {
      const middle = adjacency[serialize(first.state)];
      if (!middle) continue;
      const t1 = fired(vertex.state, first.event);
      for (const second of Object.values(middle.transitions)) {
        const t2 = fired(middle.state, second.event);
        const fresh = t1.flatMap((a) => t2.map((b) => `${a}\u0000${b}`)).filter((p) => !covered.has(p));
        if (fresh.length === 0) continue;
        for (const p of fresh) covered.add(p);
        added.push([...steps, { event: first.event, value: first.state.value }, { event: second.event, value: second.state.value }]);
      }
    }
  }
  return added;
}

/** Identity of a transition definition, stable across runs of the same chart. */
export function transitionId(t: { source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] }; eventType: string }): string {
  const list = (t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType)) ?? [];
  return `${t.source.id} —${t.eventType || 'always'}→ #${list.indexOf(t)}`;
}

/** Everything the chart defines: state node ids and transition ids (the denominators of coverage). */
export function chartStructure(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = getStateNodes(machine.root);
  const states = [machine.root.id, ...nodes.map((n) => n.id)];
  const transitions: string[] = [];
  for (const node of [machine.root, ...nodes]) {
    for (const list of node.transitions.values()) for (const t of list) transitions.push(transitionId(t as never));
    for (const t of node.always ?? []) transitions.push(transitionId(t as never));
  }
  return { states: [...new Set(states)], transitions };
}
