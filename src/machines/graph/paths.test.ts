import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, assign, createActor, setup } from 'xstate';
import { loginModel } from '../login/login.model';
import { registerModel } from '../register/register.model';
import { systemStatusModel } from '../system-status/system-status.model';
import { type ChartModel, type GeneratedPath, generatePaths, generateWalks } from './paths';
import { replayMachine, replayPath } from './replay';

/** A chart that starts from an answer it was given, or reads it (as the lottery lobby does). */
const chart = setup({
  types: { context: {} as { answer: string | null }, input: {} as { answer?: string }, events: {} as { type: 'read.done' } | { type: 'reset' } },
  guards: { answered: ({ context }) => context.answer !== null },
}).createMachine({
  id: 'answerable',
  context: ({ input }) => ({ answer: input.answer ?? null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'answered', target: 'shown' }, { target: 'reading' }] },
    reading: { on: { 'read.done': { target: 'shown', actions: assign({ answer: 'read' }) } } },
    shown: { on: { reset: 'start' } },
  },
});

const model: ChartModel<typeof chart> = {
  id: 'answerable',
  machine: chart,
  input: {},
  starts: [{ label: 'answered', input: { answer: 'carried' } }],
  events: () => [{ type: 'read.done' }, { type: 'reset' }],
};

describe('generated paths from several starts', () => {
  it('a model with other starts gets paths from each, named by their start and carrying its input', () => {
    const paths = generatePaths(model);
    const answered = paths.filter((p) => p.description.startsWith('(answered) shown →'));
    const read = paths.filter((p) => p.description.startsWith('reading →'));
    expect(answered.length).toBeGreaterThan(0);
    expect(read.length).toBeGreaterThan(0);
    expect(answered.every((p) => (p.input as { answer?: string }).answer === 'carried')).toBe(true);
    expect(read.every((p) => p.input === model.input)).toBe(true);
  });

  it('a replay records the initial eventless branch its start took', () => {
    const [answered] = generatePaths(model).filter((p) => p.description.startsWith('(answered)'));
    const [read] = generatePaths(model).filter((p) => p.description.startsWith('reading'));
    expect(replayPath(model, answered!)[0]!.takenIds).toEqual(['answerable.start —always→ #0']);
    expect(replayPath(model, read!)[0]!.takenIds).toEqual(['answerable.start —always→ #1']);
  });
});

describe('walks: the same edges in fewer, longer paths', () => {
  const serializeOf = (m: ChartModel) => m.serialize ?? ((s: AnyMachineSnapshot) => JSON.stringify({ v: s.value, c: s.context }));
  /** The (state, event) edges a path takes, replayed on the chart with its actors inert. */
  function edgesOf(m: ChartModel, path: GeneratedPath): string[] {
    const actor = createActor(replayMachine(m.machine), { input: path.input as never });
    actor.start();
    const edges = path.steps.map((step) => {
      const from = serializeOf(m)(actor.getSnapshot() as AnyMachineSnapshot);
      actor.send(step.event as never);
      return `${from} ${JSON.stringify(step.event)}`;
    });
    actor.stop();
    return edges;
  }
  const everyEdge = (m: ChartModel, paths: GeneratedPath[]) => new Set(paths.flatMap((p) => edgesOf(m, p)));

  it.each([loginModel, registerModel] as ChartModel[])('the $id chart: walks take every edge its per-edge paths take, in fewer paths and steps', (m) => {
    const paths = generatePaths(m);
    const walks = generateWalks(m, { maxSteps: 20, accept: () => true });
    expect(everyEdge(m, walks)).toEqual(everyEdge(m, paths));
    expect(walks.length).toBeLessThan(paths.length / 2);
    const steps = (ps: GeneratedPath[]) => ps.reduce((n, p) => n + p.steps.length, 0);
    expect(steps(walks)).toBeLessThan(steps(paths));
    expect(Math.max(...walks.map((w) => w.steps.length))).toBeLessThanOrEqual(20);
    // Replayed on the chart, every walk lands where each of its steps says (the browser runner stops a path that does not).
    for (const walk of walks) expect(replayPath(m, walk).filter((f) => !f.matches)).toEqual([]);
  });

  it('an edge no accepted walk reaches comes back as the per-edge path to it, refused; accepted walks take every edge accepted per-edge paths take', () => {
    const refused = (p: GeneratedPath) => p.steps.some((s) => (s.event as { label?: string }).label === 'wrong code');
    const walks = generateWalks(loginModel as ChartModel, { maxSteps: 20, accept: (p) => !refused(p) });
    const alone = walks.filter(refused);
    expect(alone.length).toBeGreaterThan(0);
    const perEdge = new Set(generatePaths(loginModel as ChartModel).map((p) => p.description));
    const perEdgePaths = generatePaths(loginModel as ChartModel);
    // A refused leg is the per-edge path to its edge (or the start of one, which generatePaths drops as a prefix).
    for (const walk of alone) expect(perEdge.has(walk.description) || perEdgePaths.some((p) => p.description.startsWith(walk.description))).toBe(true);
    // Every edge is still taken: by an accepted walk or by a refused path.
    expect(everyEdge(loginModel as ChartModel, walks)).toEqual(everyEdge(loginModel as ChartModel, perEdgePaths));
    // And no edge an accepted per-edge path took is left to a refused one.
    const accepted = everyEdge(loginModel as ChartModel, walks.filter((w) => !refused(w)));
    expect([...everyEdge(loginModel as ChartModel, perEdgePaths.filter((p) => !refused(p)))].filter((e) => !accepted.has(e))).toEqual([]);
  });

  it('a path that stays alone is neither gone on from nor grown into', () => {
    const waits = (p: GeneratedPath) => p.steps.some((s) => s.event.type.startsWith('xstate.after.'));
    const walks = generateWalks(systemStatusModel as ChartModel, { maxSteps: 20, accept: () => true, alone: waits });
    const waiting = walks.filter(waits);
    expect(waiting.length).toBeGreaterThan(0);
    for (const walk of waiting) {
      const last = walk.steps.findIndex((s) => s.event.type.startsWith('xstate.after.'));
      expect(walk.steps.slice(last + 1)).toEqual([]);
      expect(walk.steps.filter((s) => s.event.type.startsWith('xstate.after.'))).toHaveLength(1);
    }
    expect(walks.some((w) => !waits(w) && w.steps.length > 5)).toBe(true);
  });

  it('a walk grows past its first leg only as far as the suite says it can arrange; the first leg is the shortest path to its edge', () => {
    const logins = (p: GeneratedPath) => p.steps.filter((s) => s.event.type.startsWith('xstate.') && s.event.type.endsWith('.submitLogin')).length;
    const m = loginModel as ChartModel;
    const walks = generateWalks(m, { maxSteps: 20, accept: () => true, grows: (p) => logins(p) <= 1 });
    const perEdge = generatePaths(m).map((p) => p.description);
    // A walk of several logins is a first leg: a per-edge path, or the start of one.
    for (const walk of walks.filter((w) => logins(w) > 1)) expect(perEdge.some((d) => d === walk.description || d.startsWith(`${walk.description} → `))).toBe(true);
    expect(walks.some((w) => logins(w) === 1 && w.steps.length > 12)).toBe(true);
    expect(everyEdge(m, walks)).toEqual(everyEdge(m, generatePaths(m)));
  });

  it('a start that takes no event is a walk of no step, as it is a path of no step', () => {
    const still = setup({}).createMachine({ id: 'still', initial: 'shown', states: { shown: {} } });
    const m: ChartModel = { id: 'still', machine: still, input: {}, starts: [{ label: 'again', input: {} }], events: () => [] };
    expect(generateWalks(m, { maxSteps: 5, accept: () => true }).map((w) => w.description)).toEqual(generatePaths(m).map((p) => p.description));
  });
});
