import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
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

/** How the model tells its snapshots apart: its own `serialize`, or value and context. */
export function serializerOf(model: ChartModel): (snapshot: AnyMachineSnapshot) => string {
  return model.serialize ?? defaultSerialize;
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

/** The chart's reachable graph from one start: vertices are serialized snapshots, edges the events each can take. */
function graphFrom(model: ChartModel, start: { input: unknown }) {
  const machine = inertMachine(model.machine);
  const serialize = serializerOf(model);
  const delayed = delayedEvents(machine);
  const events = (s: AnyMachineSnapshot) => [...model.events(s), ...delayed].filter((e) => s.can(e));
  const adjacency = getAdjacencyMap(machine as AnyActorLogic, {
    input: start.input,
    events: events as never,
    serializeState: serialize as never,
  }) as Adjacency;
  const initial = getInitialSnapshot(machine, start.input as never) as AnyMachineSnapshot;
  return { machine, serialize, adjacency, initial, startKey: serialize(initial) };
}

/** A path from one start of the chart: its input, where it ends, and its description naming the start. */
function pathOf(start: { label: string; input: unknown }, initial: AnyMachineSnapshot, steps: PathStep[]): GeneratedPath {
  return {
    steps,
    input: start.input,
    target: steps.length ? steps[steps.length - 1]!.value : initial.value,
    description: `${start.label ? `(${start.label}) ` : ''}${stateKey(initial.value)}${steps.map((s) => ` → ${describeEvent(s.event)} → ${stateKey(s.value)}`).join('')}`,
  };
}

function pathsFrom(model: ChartModel, start: { label: string; input: unknown }, options: { pairs?: boolean }): GeneratedPath[] {
  const { machine, serialize, adjacency, initial, startKey } = graphFrom(model, start);
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
    .map((steps) => pathOf(start, initial, steps));
}

export interface WalkOptions {
  /** A walk ends before it would pass this many steps (its first leg may be longer: the shortest way to an edge). */
  maxSteps: number;
  /**
   * Whether a walk may go on as this path (the suite can produce every step of it for real). An
   * edge no accepted walk reaches is still returned, as the shortest path to it, so that its suite
   * reports it as skipped with its reason.
   */
  accept: (path: GeneratedPath) => boolean;
  /**
   * Paths that stay alone: a walk does not go on from one, nor grows into one (a path that spends
   * its time waiting in real time, say, whose suite runs it beside the others).
   */
  alone?: (path: GeneratedPath) => boolean;
  /** Whether a walk may go on as this path, past its first leg (a suite that arranges its server once, for one sequence of answers, may not produce every mix). */
  grows?: (path: GeneratedPath) => boolean;
}

/**
 * Fewer, longer paths over the same edges as `generatePaths`: each walk starts where the chart
 * starts, goes by the shortest way to the nearest edge no walk has taken yet, takes it, and goes on
 * from there while it is shorter than `maxSteps` and `accept` takes it. Every reachable (state,
 * event) edge is taken by some walk, or returned as its shortest path when no accepted walk reaches
 * it. For a suite whose paths cost more to start than to step (a real browser opening a page), the
 * same coverage for less time.
 */
export function generateWalks(model: ChartModel, options: WalkOptions): GeneratedPath[] {
  const starts = [{ label: '', input: model.input }, ...(model.starts ?? [])];
  return starts.flatMap((start) => walksFrom(model, start, options));
}

function walksFrom(model: ChartModel, start: { label: string; input: unknown }, { maxSteps, accept, alone = () => false, grows = () => true }: WalkOptions): GeneratedPath[] {
  const { machine, serialize, adjacency, initial, startKey } = graphFrom(model, start);
  const edgeId = (vertex: string, edge: string) => `${vertex}\u0000${edge}`;
  const untaken = new Set<string>();
  for (const [vertex, { transitions }] of Object.entries(adjacency)) for (const edge of Object.keys(transitions)) untaken.add(edgeId(vertex, edge));
  const toPath = (steps: PathStep[]) => pathOf(start, initial, steps);
  // A start whose first state takes no event: the start itself is what its path checks.
  if (untaken.size === 0) return start.label !== '' ? [toPath([])] : [];

  /** Legs from `from` to each untaken edge, nearest first: the vertices passed and the edges' keys. */
  function* legs(from: string): Generator<{ vertices: string[]; edges: string[] }> {
    const previous = new Map<string, { vertex: string; edge: string } | null>([[from, null]]);
    const queue = [from];
    while (queue.length) {
      const vertex = queue.shift()!;
      const transitions = adjacency[vertex]?.transitions ?? {};
      for (const edge of Object.keys(transitions)) {
        if (!untaken.has(edgeId(vertex, edge))) continue;
        const vertices = [vertex];
        const edges = [edge];
        for (let at = previous.get(vertex); at; at = previous.get(at.vertex)) {
          vertices.unshift(at.vertex);
          edges.unshift(at.edge);
        }
        yield { vertices, edges };
      }
      for (const [edge, { state }] of Object.entries(transitions)) {
        const next = serialize(state);
        if (!previous.has(next)) {
          previous.set(next, { vertex, edge });
          queue.push(next);
        }
      }
    }
  }
  const target = (vertex: string, edge: string) => adjacency[vertex]!.transitions[edge]!.state;
  /** A leg's steps as the graph has them (each state the one first reached there). */
  const shortest = (leg: { vertices: string[]; edges: string[] }): PathStep[] =>
    leg.edges.map((edge, i) => ({ event: adjacency[leg.vertices[i]!]!.transitions[edge]!.event, value: target(leg.vertices[i]!, edge).value }));
  /**
   * The leg replayed from where the walk really is. A chart whose `serialize` keeps only part of
   * the context (what its view shows) merges snapshots that differ in the rest, so the same events
   * may lead elsewhere after another history (a third refusal asks for a captcha): a leg is taken
   * only if every step lands where the graph says. Null when it does not.
   */
  const replay = (from: AnyMachineSnapshot, leg: { vertices: string[]; edges: string[] }) => {
    let snapshot = from;
    const steps: PathStep[] = [];
    for (const [i, edge] of leg.edges.entries()) {
      const { event, state } = adjacency[leg.vertices[i]!]!.transitions[edge]!;
      snapshot = getNextSnapshot(machine, snapshot as never, event) as AnyMachineSnapshot;
      if (serialize(snapshot) !== serialize(state)) return null;
      steps.push({ event, value: snapshot.value });
    }
    return { snapshot, steps };
  };
  const take = (leg: { vertices: string[]; edges: string[] }) => leg.edges.forEach((edge, i) => untaken.delete(edgeId(leg.vertices[i]!, edge)));

  const walks: GeneratedPath[] = [];
  for (;;) {
    let steps: PathStep[] = [];
    let at = initial;
    for (;;) {
      let goesOn = false;
      for (const leg of legs(serialize(at))) {
        const first = steps.length === 0;
        if (!first && steps.length + leg.edges.length > maxSteps) break;
        // A first leg is the shortest path to its edge, as generatePaths gives it.
        const replayed = first ? { snapshot: target(leg.vertices.at(-1)!, leg.edges.at(-1)!), steps: shortest(leg) } : replay(at, leg);
        if (!replayed) continue;
        const longer = [...steps, ...replayed.steps];
        if (!first && (alone(toPath(longer)) || !grows(toPath(longer)))) continue;
        if (!accept(toPath(longer))) continue;
        take(leg);
        steps = longer;
        at = replayed.snapshot;
        goesOn = !alone(toPath(steps));
        break;
      }
      if (!goesOn) break;
    }
    if (steps.length === 0) break;
    walks.push(toPath(steps));
  }
  // What no accepted walk could reach: the shortest path to each such edge, refused, for its suite
  // to skip with its reason (one that another holds is left out, as generatePaths leaves out prefixes).
  const refused = [...legs(startKey)].map((leg) => toPath(shortest(leg)));
  const within = (a: GeneratedPath, b: GeneratedPath) => a !== b && b.description.startsWith(`${a.description} → `);
  return [...walks, ...refused.filter((path) => !refused.some((other) => within(path, other)))];
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
