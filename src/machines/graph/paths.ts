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
   * Event variants worth trying from a snapshot: user intents and the results of invoked
   * actors as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. Delayed (`after`)
   * transitions are added automatically. Only events the snapshot `can` take are used.
   */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Projection that makes traversal converge (defaults to value + context). */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
}

export interface PathStep {
  event: EventObject;
  /** Expected state value after the event. */
  value: unknown;
}

export interface GeneratedPath {
  description: string;
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
export function generatePaths(model: ChartModel): GeneratedPath[] {
  const machine = inertMachine(model.machine);
  const serialize = model.serialize ?? defaultSerialize;
  const delayed = delayedEvents(machine);
  const events = (s: AnyMachineSnapshot) => [...model.events(s), ...delayed].filter((e) => s.can(e));
  const adjacency = getAdjacencyMap(machine as AnyActorLogic, {
    input: model.input,
    events: events as never,
    serializeState: serialize as never,
  }) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

  const initial = getInitialSnapshot(machine, model.input as never) as AnyMachineSnapshot;
  const startKey = serialize(initial);
  // Breadth-first: the shortest event sequence to every vertex.
  const route = new Map<string, PathStep[]>([[startKey, []]]);
  const queue = [startKey];
  while (queue.length) {
    const key = queue.shift()!;
    const vertex = adjacency[key];
    if (!vertex) continue;
    for (const { event, state } of Object.values(vertex.transitions)) {
      const next = serialize(state);
      if (route.has(next)) continue;
      route.set(next, [...route.get(key)!, { event, value: state.value }]);
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
  const signature = (steps: PathStep[]) => steps.map((s) => JSON.stringify(s.event)).join('\u0000');
  const sigs = candidates.map(signature);
  const unique = [...new Set(sigs)];
  const kept = unique.filter((sig) => !unique.some((other) => other !== sig && other.startsWith(sig + '\u0000')));
  return kept
    .map((sig) => candidates[sigs.indexOf(sig)]!)
    .filter((steps) => steps.length > 0)
    .map((steps) => ({
      steps,
      target: steps[steps.length - 1]!.value,
      description: `${stateKey(initial.value)} → ${steps.map((s) => `${describeEvent(s.event)} → ${stateKey(s.value)}`).join(' → ')}`,
    }));
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
