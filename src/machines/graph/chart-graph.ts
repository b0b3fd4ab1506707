import type { AnyStateMachine } from 'xstate';
import { transitionId } from './paths';

/**
 * A chart's definition as a plain graph (state nodes and transition edges) for the flow
 * visualiser. Read from `machine.root`, so it shows what XState will actually run, not
 * what a config object happens to say.
 */
export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** State node id (`login.form.editing`); the root's id is the machine id. */
  id: string;
  key: string;
  parentId: string | null;
  type: ChartNodeType;
  /** For history nodes. */
  history?: 'shallow' | 'deep';
  /** The initial child of a compound parent. */
  initial: boolean;
  description?: string;
  invokes: { id: string; src: string }[];
  tags: string[];
  depth: number;
}

export interface ChartEdge {
  /** Unique per drawn arrow: the transition id plus the target index. */
  id: string;
  /** The transition's id as `paths.ts#transitionId` gives it (what replay and coverage record). */
  transitionId: string;
  source: string;
  /** The source itself for a transition without a target (actions only). */
  target: string;
  eventType: string;
  /** Display form of the event: `login.submit`, `after 2000ms`, `always`, `onDone loadSystem`. */
  event: string;
  guard?: string;
  delay?: number | string;
  description?: string;
  /** Targetless: runs actions without leaving the state. */
  internal: boolean;
}

export interface ChartGraph {
  id: string;
  rootId: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

interface NodeLike {
  id: string;
  key: string;
  type: string;
  history?: false | 'shallow' | 'deep';
  description?: string;
  tags?: string[];
  parent?: NodeLike;
  states: Record<string, NodeLike>;
  initial?: { target?: { id: string }[] };
  invoke: { id: string; src: unknown }[];
  after: { eventType: string; delay: number | string }[];
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

interface TransitionLike {
  eventType: string;
  source: NodeLike;
  target?: readonly { id: string }[];
  guard?: unknown;
  description?: string;
}

/** Readable name of a guard: named, parameterised, inline function, or `not`/`and`/`or` of those. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  const g = guard as { type?: unknown; name?: string; guards?: unknown[] };
  // XState's higher-order guards are functions named not/and/or carrying their operands.
  if (typeof guard === 'function' && Array.isArray(g.guards)) {
    const parts = g.guards.map((x) => guardName(x) ?? 'guard');
    if (g.name === 'not') return `!${parts[0]}`;
    if (g.name === 'and' || g.name === 'or') return parts.join(g.name === 'and' ? ' && ' : ' || ');
  }
  if (typeof g.type === 'string') return g.type;
  if (typeof guard === 'function') return g.name || 'inline guard';
  return 'guard';
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src;
  const s = src as { id?: string; name?: string } | null;
  return s?.id ?? 'inline actor';
}

function eventLabel(eventType: string, delay: number | string | undefined): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    return typeof delay === 'number' ? `after ${delay}ms` : `after ${delay ?? eventType.split('.')[2]}`;
  }
  if (eventType.startsWith('xstate.done.actor.')) return `onDone ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `onError ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
}

/** The label drawn on an edge: `event [guard]`, with the delay spelled out for `after`. */
export function edgeLabel(edge: Pick<ChartEdge, 'event' | 'guard'>): string {
  return edge.guard ? `${edge.event} [${edge.guard}]` : edge.event;
}

export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const root = machine.root as unknown as NodeLike;
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];

  const visit = (node: NodeLike, depth: number) => {
    const parent = node.parent;
    const initialIds = parent?.initial?.target?.map((t) => t.id) ?? [];
    nodes.push({
      id: node.id,
      key: node.key,
      parentId: parent?.id ?? null,
      type: node.type as ChartNodeType,
      ...(node.type === 'history' ? { history: node.history === 'deep' ? 'deep' : 'shallow' } : {}),
      initial: parent?.type === 'compound' && initialIds.includes(node.id),
      ...(node.description ? { description: node.description } : {}),
      invokes: node.invoke.map((i) => ({ id: i.id, src: srcName(i.src) })),
      tags: [...(node.tags ?? [])],
      depth,
    });

    const delays = new Map(node.after.map((a) => [a.eventType, a.delay]));
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of transitions) {
      const tid = transitionId(t as never);
      const targets = t.target?.length ? t.target.map((x) => x.id) : [node.id];
      const delay = delays.get(t.eventType);
      const guard = guardName(t.guard);
      targets.forEach((target, i) =>
        edges.push({
          id: `${tid}:${i}`,
          transitionId: tid,
          source: node.id,
          target,
          eventType: t.eventType,
          event: eventLabel(t.eventType, delay),
          ...(guard ? { guard } : {}),
          ...(delay !== undefined ? { delay } : {}),
          ...(t.description ? { description: t.description } : {}),
          internal: !t.target?.length,
        }),
      );
    }
    for (const child of Object.values(node.states)) visit(child, depth + 1);
  };
  visit(root, 0);
  return { id: machine.id, rootId: root.id, nodes, edges };
}

/**
 * State node ids active for a state value (`{ form: 'editing' }` → root, form, form.editing).
 * Used for live actors, whose snapshots the hub keeps as values.
 */
export function activeNodeIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [machine.root.id];
  const walk = (node: NodeLike, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) ids.push(child.id);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v)) {
        const child = node.states[key];
        if (!child) continue;
        ids.push(child.id);
        walk(child, sub);
      }
    }
  };
  walk(machine.root as unknown as NodeLike, value);
  return ids;
}
