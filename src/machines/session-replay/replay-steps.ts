import type { AnyStateMachine } from 'xstate';
import { activeNodeIds, type ChartGraph } from '../graph/chart-graph';
import type { RecordedActor, RecordedEvent } from './recording';

/**
 * What a recorded event did on the chart as it is defined now:
 * - `taken`: a transition of this chart from the states before leads to the recorded state after;
 * - `ignored`: the chart has a transition for the event there but the state did not change (a guard said no);
 * - `notAccepted`: no transition of this chart takes the event in those states, or none reaches the
 *   recorded state (a recording from another release, or a chart changed since);
 * - `unknownState`: the recorded state is not a state of this chart.
 */
export type RecordedStepStatus = 'start' | 'taken' | 'ignored' | 'notAccepted' | 'unknownState';

export interface RecordedFrame {
  /** 0 = before the first event; n = after the n-th. */
  index: number;
  event: RecordedEvent | null;
  value: unknown;
  activeIds: string[];
  /** Transition ids (`paths.ts#transitionId`) that explain the step. */
  takenIds: string[];
  status: RecordedStepStatus;
}

/** Whether every key of a state value names a state of the chart. */
export function isChartState(machine: AnyStateMachine, value: unknown): boolean {
  type Node = { states: Record<string, Node> };
  const walk = (node: Node, v: unknown): boolean => {
    if (typeof v === 'string') return v in node.states;
    if (v && typeof v === 'object') return Object.entries(v).every(([key, sub]) => key in node.states && walk(node.states[key]!, sub));
    return false;
  };
  return walk(machine.root as unknown as Node, value);
}

/** The frames of a recorded actor replayed on a chart (its graph from `chartGraph(machine)`). */
export function recordedFrames(machine: AnyStateMachine, graph: ChartGraph, actor: RecordedActor): RecordedFrame[] {
  const known = (v: unknown) => isChartState(machine, v);
  const ids = (v: unknown) => (known(v) ? activeNodeIds(machine, v) : [machine.root.id]);
  const frames: RecordedFrame[] = [
    { index: 0, event: null, value: actor.start, activeIds: ids(actor.start), takenIds: [], status: known(actor.start) ? 'start' : 'unknownState' },
  ];
  let before = actor.start;
  actor.events.forEach((event, i) => {
    const after = event.value;
    const frame = { index: i + 1, event, value: after, activeIds: ids(after) };
    if (!known(before) || !known(after)) {
      frames.push({ ...frame, takenIds: [], status: 'unknownState' });
    } else {
      const from = new Set(ids(before));
      const to = new Set(frame.activeIds);
      const handling = graph.edges.filter((e) => (e.eventType === event.type || e.eventType === '*') && from.has(e.source));
      const unchanged = JSON.stringify(before) === JSON.stringify(after);
      // A transition without a target explains only a step that stayed; any other must land in the state after.
      const taken = handling.filter((e) => (e.internal ? unchanged : to.has(e.target)));
      const status: RecordedStepStatus = taken.length > 0 ? 'taken' : handling.length > 0 && unchanged ? 'ignored' : 'notAccepted';
      frames.push({ ...frame, takenIds: [...new Set(taken.map((e) => e.transitionId))], status });
    }
    before = after;
  });
  return frames;
}
