import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { loadCharts } from '../registry';
import { generateMutants, mutantMachine } from './mutants';
import { pairKey, pairsOf, transitionPairs } from './pairs';
import { chartStructure } from './paths';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  context: { opened: 0 },
  states: {
    closed: {
      on: {
        open: { guard: 'unlocked', target: 'open', actions: 'count' },
        lock: 'locked',
      },
    },
    open: { entry: 'chime', on: { close: 'closed' } },
    locked: { on: { unlock: 'closed' } },
  },
}).provide({ guards: { unlocked: () => true }, actions: { count: () => {}, chime: () => {} } });

describe('chart mutants', () => {
  const mutants = generateMutants(door);
  const ids = mutants.map((m) => m.id);

  it('walks the chart definition: every class, each change named by state, event and index', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        'remove-transition:door.closed:open#0',
        'change-target:door.closed:open#0→locked',
        'negate-guard:door.closed:open#0',
        'remove-action:door.closed:open#0:0',
        'swap-event:door.closed:open⇄lock',
        'remove-entry:door.open:0',
        'remove-state:door.locked',
      ]),
    );
    // The initial state is where the chart starts: removing it means nothing.
    expect(ids).not.toContain('remove-state:door.closed');
  });

  it('gives the same ids on every run, so recorded equivalents stay attached', () => {
    expect(generateMutants(door).map((m) => m.id)).toEqual(ids);
  });

  it('leaves the chart itself unchanged', () => {
    expect(door.config.states!.closed!.on).toHaveProperty('lock', 'locked');
    expect(chartStructure(door).transitions).toHaveLength(4);
  });

  it('rebuilds a mutant that behaves differently from the chart', () => {
    const behaviour = (id: string, events: string[]) => {
      const actor = createActor(mutantMachine(door, mutants.find((m) => m.id === id)!)).start();
      for (const type of events) actor.send({ type });
      return actor.getSnapshot().value;
    };
    expect(behaviour('remove-transition:door.closed:open#0', ['open'])).toBe('closed');
    expect(behaviour('change-target:door.closed:open#0→locked', ['open'])).toBe('locked');
    expect(behaviour('negate-guard:door.closed:open#0', ['open'])).toBe('closed');
    expect(behaviour('swap-event:door.closed:open⇄lock', ['lock'])).toBe('open');
    expect(chartStructure(mutantMachine(door, mutants.find((m) => m.id === 'remove-state:door.locked')!)).states).not.toContain('door.locked');
  });

  it('builds every mutant of every registered chart', async () => {
    const charts = await loadCharts();
    const broken: string[] = [];
    let count = 0;
    for (const chart of charts)
      for (const m of generateMutants(chart.machine)) {
        count += 1;
        try {
          mutantMachine(chart.machine, m);
        } catch (e) {
          broken.push(`${chart.id} ${m.id}: ${String(e)}`);
        }
      }
    expect(broken).toEqual([]);
    expect(count).toBeGreaterThan(charts.length);
  }, 60_000);
});

describe('transition pairs', () => {
  it('pairs a transition into a state with each transition out of it', () => {
    const pairs = transitionPairs(door);
    expect(pairs).toContain(pairKey('door.closed —open→ #0', 'door.open —close→ #0'));
    expect(pairs).toContain(pairKey('door.locked —unlock→ #0', 'door.closed —lock→ #0'));
    // close leads to closed, never straight to unlock.
    expect(pairs).not.toContain(pairKey('door.open —close→ #0', 'door.locked —unlock→ #0'));
  });

  it('counts the consecutive transitions of a run', () => {
    expect(pairsOf(['a', 'b', 'c'])).toEqual([pairKey('a', 'b'), pairKey('b', 'c')]);
  });
});
