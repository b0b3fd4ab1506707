import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { type ChartModel, generatePaths } from './paths';
import { replayPath } from './replay';

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
