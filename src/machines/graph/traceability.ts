import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { type ChartModel, type GeneratedPath, transitionId } from './paths';
import { pathEdges, replayPath } from './replay';
import { REQUIREMENTS, requirementText, specIds } from './requirements';

/**
 * Requirement traceability: which spec rules (graph/requirements.ts) a chart's states and
 * transitions name in `meta.spec`, and which generated paths exercise them. A path exercises a
 * requirement when it enters a state or takes a transition that names it.
 */
export interface ChartTrace {
  chart: string;
  /** Requirement id → state node ids naming it. */
  states: Record<string, string[]>;
  /** Requirement id → transition ids (`paths.ts#transitionId`) naming it. */
  transitions: Record<string, string[]>;
}

interface Annotated {
  meta?: unknown;
}

const add = (map: Record<string, string[]>, key: string, value: string) => {
  const list = (map[key] ??= []);
  if (!list.includes(value)) list.push(value);
};

export function chartTrace(chart: string, machine: AnyStateMachine): ChartTrace {
  const states: Record<string, string[]> = {};
  const transitions: Record<string, string[]> = {};
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const id of specIds((node as Annotated).meta)) add(states, id, node.id);
    const list = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of list) for (const id of specIds((t as Annotated).meta)) add(transitions, id, transitionId(t as never));
  }
  return { chart, states, transitions };
}

/** The requirement ids a chart names, sorted in the order of REQUIREMENTS (unknown ids last). */
export function chartRequirementIds(trace: ChartTrace): string[] {
  const named = new Set([...Object.keys(trace.states), ...Object.keys(trace.transitions)]);
  const order = REQUIREMENTS.map((r) => r.id as string);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...named].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Ids a chart names that REQUIREMENTS does not list (a typo, or a rule not yet added). */
export function unknownRequirementIds(trace: ChartTrace): string[] {
  return chartRequirementIds(trace).filter((id) => requirementText(id) === undefined);
}

/** The requirements one generated path exercises, replayed as the model tests and /flows replay it. */
export function pathRequirementIds(model: ChartModel, trace: ChartTrace, path: GeneratedPath): string[] {
  const frames = replayPath(model, path);
  const entered = new Set(frames.flatMap((f) => f.activeIds));
  const taken = new Set(frames.flatMap((f) => f.takenIds));
  return chartRequirementIds(trace).filter(
    (id) => (trace.states[id] ?? []).some((s) => entered.has(s)) || (trace.transitions[id] ?? []).some((t) => taken.has(t)),
  );
}

export type RunStatus = 'passed' | 'failed' | 'skipped' | 'not run';

export interface TracedPath {
  chart: string;
  description: string;
  /** The generated jsdom suite (tests/model) — every generated path has one. */
  jsdom: RunStatus;
  /** The browser walks that took this path's edge (tests/e2e/paths/<chart>.paths.e2e.ts), null when the chart has no such file. */
  browser: RunStatus | null;
}

export interface RequirementTrace {
  id: string;
  text: string;
  charts: string[];
  states: { chart: string; id: string }[];
  transitions: { chart: string; id: string }[];
  paths: TracedPath[];
}

export interface TraceabilityReport {
  requirements: RequirementTrace[];
  /** Requirements that no generated path exercises (named by no chart, or only on unreachable parts). */
  uncovered: string[];
  /** `chart: id` for ids named in charts but missing from REQUIREMENTS. */
  unknown: string[];
}

export interface TraceInput {
  model: ChartModel;
  paths: GeneratedPath[];
  /** Path description → outcome in the jsdom suite; a path absent from it is `not run`. */
  jsdom?: ReadonlyMap<string, RunStatus>;
  /**
   * The walks the browser ran (tests/e2e/paths/<chart>.paths.e2e.ts takes the chart's edges in fewer,
   * longer paths: paths.ts `generateWalks`), each with its outcome; empty when that suite has not
   * run; undefined when the chart has no browser path file. Their edges are worked out where they
   * ran: an event read back from a report's JSON is no longer the object the chart was sent (an
   * error loses its class), and a replay of it could go elsewhere.
   */
  browser?: readonly BrowserWalk[];
}

/** A walk the browser ran: the edges it took (replay.ts `pathEdges`, worked out where it ran) and its outcome. */
export interface BrowserWalk {
  edges: readonly string[];
  /** Its description, which names a walk of no step (a start that takes no event). */
  description: string;
  status: RunStatus;
}

/** Of several walks that took an edge, the outcome that tells most: a failure, else a pass, else a skip. */
const RANK: Record<RunStatus, number> = { failed: 3, passed: 2, skipped: 1, 'not run': 0 };

/**
 * A path's outcome in the browser: that of the walks that took its last edge (the edge the path
 * exists for). A failed walk counts for every edge it holds, reached or not, so a failure is never
 * hidden behind a pass.
 */
function browserOutcomes(model: ChartModel, walks: readonly BrowserWalk[]): (path: GeneratedPath) => RunStatus {
  const byEdge = new Map<string, RunStatus>();
  const note = (key: string, status: RunStatus) => {
    const before = byEdge.get(key);
    if (!before || RANK[status] > RANK[before]) byEdge.set(key, status);
  };
  const start = (description: string) => `start\u0000${description}`;
  const own = (path: GeneratedPath) => pathEdges(model, path).at(-1) ?? start(path.description);
  for (const { edges, description, status } of walks) {
    if (edges.length === 0) note(start(description), status);
    for (const edge of edges) note(edge, status);
  }
  return (path) => byEdge.get(own(path)) ?? 'not run';
}

export function traceability(inputs: TraceInput[]): TraceabilityReport {
  const byId = new Map<string, RequirementTrace>(
    REQUIREMENTS.map((r) => [r.id, { id: r.id, text: r.text, charts: [], states: [], transitions: [], paths: [] }]),
  );
  const unknown: string[] = [];
  for (const { model, paths, jsdom, browser } of inputs) {
    const trace = chartTrace(model.id, model.machine);
    const ids = chartRequirementIds(trace);
    if (ids.length === 0) continue;
    for (const id of unknownRequirementIds(trace)) unknown.push(`${model.id}: ${id}`);
    for (const id of ids) {
      const entry = byId.get(id);
      if (!entry) continue;
      entry.charts.push(model.id);
      for (const s of trace.states[id] ?? []) entry.states.push({ chart: model.id, id: s });
      for (const t of trace.transitions[id] ?? []) entry.transitions.push({ chart: model.id, id: t });
    }
    const inBrowser = browser && browserOutcomes(model, browser);
    for (const path of paths) {
      for (const id of pathRequirementIds(model, trace, path)) {
        byId.get(id)?.paths.push({
          chart: model.id,
          description: path.description,
          jsdom: jsdom?.get(path.description) ?? 'not run',
          browser: inBrowser ? inBrowser(path) : null,
        });
      }
    }
  }
  const requirements = [...byId.values()];
  return { requirements, uncovered: requirements.filter((r) => r.paths.length === 0).map((r) => r.id), unknown };
}
