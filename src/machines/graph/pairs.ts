import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { transitionId } from './paths';

/**
 * Transition-pair coverage: every pair of consecutive transitions a chart allows — t1 into a
 * state S, then t2 out of S (a transition of S or of one of its ancestors) — named
 * `<t1> ⟹ <t2>` with `paths.ts#transitionId` names. Read from `machine.root`.
 */
interface NodeLike {
  id: string;
  type: string;
  parent?: NodeLike;
  states: Record<string, NodeLike>;
  initial?: { target?: NodeLike[] };
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

interface TransitionLike {
  eventType: string;
  source: NodeLike;
  target?: readonly NodeLike[];
}

export const pairKey = (first: string, second: string) => `${first} ⟹ ${second}`;

const children = (node: NodeLike) => Object.values(node.states).filter((c) => c.type !== 'history');

/** The atomic states a transition's target leaves active (a history target: any child of its parent). */
function atomicsOf(node: NodeLike): NodeLike[] {
  if (node.type === 'atomic' || node.type === 'final') return [node];
  if (node.type === 'parallel') return children(node).flatMap(atomicsOf);
  if (node.type === 'history') return node.parent ? children(node.parent).flatMap(atomicsOf) : [];
  const initial = node.initial?.target ?? [];
  return initial.length ? initial.flatMap(atomicsOf) : children(node).flatMap(atomicsOf);
}

/** Every atomic state under a node (where a targetless transition of that node may leave the chart). */
function allAtomics(node: NodeLike): NodeLike[] {
  const kids = children(node);
  return kids.length === 0 ? [node] : kids.flatMap(allAtomics);
}

const own = (node: NodeLike): TransitionLike[] => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

export function transitionPairs(machine: AnyStateMachine): string[] {
  const root = machine.root as unknown as NodeLike;
  const nodes = [root, ...(getStateNodes(machine.root) as unknown as NodeLike[])];
  const pairs = new Set<string>();
  for (const node of nodes)
    for (const t1 of own(node)) {
      const entered = t1.target?.length ? t1.target.flatMap(atomicsOf) : allAtomics(t1.source);
      const first = transitionId(t1 as never);
      for (const atomic of entered)
        for (let n: NodeLike | undefined = atomic; n; n = n.parent) for (const t2 of own(n)) pairs.add(pairKey(first, transitionId(t2 as never)));
    }
  return [...pairs].sort();
}

/** The pairs a sequence of executed transitions (one path's run) exercises. */
export function pairsOf(sequence: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < sequence.length; i++) out.push(pairKey(sequence[i]!, sequence[i + 1]!));
  return out;
}
