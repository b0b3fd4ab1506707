/**
 * Model-based test harness: given a chart model (src/machines/<flow>/<flow>.model.ts), a way
 * to render the REAL view bound to an actor, and what each state must show, it generates one
 * Vitest test per path (src/machines/graph/paths.ts), replays it on a live actor and checks
 * after every step that the actor is in the expected state and the view shows that state.
 * It records the state nodes and transitions actually executed and writes
 * reports/model/<chart>.json for `npm run test:model`.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import {
  type ChartModel,
  chartStructure,
  type GeneratedPath,
  generatePaths,
  inertMachine,
  stateKey,
  transitionId,
} from '../../src/machines/graph/paths';

export interface StepContext<M extends AnyStateMachine> {
  actor: AnyActorRef & { getSnapshot(): ReturnType<M['getInitialSnapshot']> };
  user: ReturnType<typeof userEvent.setup>;
  screen: typeof screen;
}

export interface ModelSuite<M extends AnyStateMachine> {
  model: ChartModel<M>;
  /** Supplies real (or observable) action implementations; invoked actors are made inert. */
  provide?: (machine: M) => M;
  /** Renders the real view bound to the actor. */
  render: (actor: AnyActorRef) => ReactElement;
  /** What the view must show in each state, keyed by state value (`stateKey`). Every reachable state needs one. */
  states: Record<string, (ctx: StepContext<M> & { snapshot: AnyMachineSnapshot }) => void | Promise<void>>;
  /**
   * How a person causes an event through the view (click, type…). Events without an
   * executor (actor results, timers) are delivered to the actor directly.
   */
  exec?: Partial<Record<string, (event: EventObject, ctx: StepContext<M>) => Promise<void>>>;
}

interface PathResult {
  description: string;
  steps: { event: string; expected: string }[];
  ok: boolean;
  error?: string;
}

export function describeModel<M extends AnyStateMachine>(suite: ModelSuite<M>): void {
  const { model } = suite;
  const paths = generatePaths(model);
  const structure = chartStructure(model.machine);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const results: PathResult[] = [];

  describe(`chart ${model.id} (generated paths)`, () => {
    it('has generated paths', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    for (const path of paths) {
      it(path.description, async () => {
        const result: PathResult = {
          description: path.description,
          steps: path.steps.map((s) => ({ event: s.event.type, expected: stateKey(s.value) })),
          ok: false,
        };
        results.push(result);
        try {
          await runPath(suite, path, coveredStates, coveredTransitions);
          result.ok = true;
        } catch (e) {
          result.error = e instanceof Error ? e.message : String(e);
          throw e;
        }
      });
    }

    it('covers every state and transition of the chart', () => {
      const missingStates = structure.states.filter((s) => !coveredStates.has(s));
      const missingTransitions = structure.transitions.filter((t) => !coveredTransitions.has(t));
      expect({ missingStates, missingTransitions }).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });

  afterAll(() => {
    const dir = resolve(process.cwd(), 'reports/model');
    mkdirSync(dir, { recursive: true });
    const report = {
      chart: model.id,
      paths: paths.length,
      passed: results.filter((r) => r.ok).length,
      failed: results.filter((r) => !r.ok).length,
      states: {
        covered: structure.states.filter((s) => coveredStates.has(s)).length,
        total: structure.states.length,
        missing: structure.states.filter((s) => !coveredStates.has(s)),
      },
      transitions: {
        covered: structure.transitions.filter((t) => coveredTransitions.has(t)).length,
        total: structure.transitions.length,
        missing: structure.transitions.filter((t) => !coveredTransitions.has(t)),
      },
      results,
    };
    writeFileSync(resolve(dir, `${model.id}.json`), JSON.stringify(report, null, 2));
  });
}

async function runPath<M extends AnyStateMachine>(
  suite: ModelSuite<M>,
  path: GeneratedPath,
  coveredStates: Set<string>,
  coveredTransitions: Set<string>,
): Promise<void> {
  const logic = inertMachine(suite.provide ? suite.provide(suite.model.machine) : suite.model.machine);
  const actorRefHolder: { ref: AnyActorRef | null } = { ref: null };
  const actor = createActor(logic, {
    input: suite.model.input as never,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep' && ev.actorRef === actorRefHolder.ref) {
        for (const t of ev._transitions) coveredTransitions.add(transitionId(t as never));
      }
      if (ev.type === '@xstate.snapshot' && ev.actorRef === actorRefHolder.ref) recordNodes(ev.snapshot, coveredStates);
    },
  });
  actorRefHolder.ref = actor;
  actor.start();
  recordNodes(actor.getSnapshot(), coveredStates);
  const user = userEvent.setup();
  const ctx = { actor, user, screen } as unknown as StepContext<M>;
  const view = render(suite.render(actor));
  try {
    await checkState(suite, ctx, actor.getSnapshot());
    for (const step of path.steps) {
      const exec = suite.exec?.[step.event.type];
      if (exec) await exec(step.event, ctx);
      else await act(async () => actor.send(step.event as never));
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      expect(stateKey(snapshot.value), `after ${step.event.type}`).toBe(stateKey(step.value));
      await checkState(suite, ctx, snapshot);
    }
  } finally {
    view.unmount();
    actor.stop();
  }
}

async function checkState<M extends AnyStateMachine>(suite: ModelSuite<M>, ctx: StepContext<M>, snapshot: AnyMachineSnapshot) {
  const key = stateKey(snapshot.value);
  const check = suite.states[key];
  if (!check) throw new Error(`No view assertion for state ${key} of chart ${suite.model.id}`);
  await check({ ...ctx, snapshot });
}

function recordNodes(snapshot: unknown, into: Set<string>) {
  const nodes = (snapshot as { _nodes?: { id: string }[] })._nodes ?? [];
  for (const n of nodes) into.add(n.id);
}
