/**
 * Model-based test harness: given a chart model (src/machines/<flow>/<flow>.model.ts), a way
 * to render the REAL view bound to an actor, and what each state must show, it generates one
 * Vitest test per path (src/machines/graph/paths.ts), replays it on a live actor and checks
 * after every step that the actor is in the expected state and the view shows that state.
 * It records the state nodes and transitions actually executed and writes
 * reports/model/<chart>.json for `npm run test:model`.
 *
 * A state's own check says what it shows; the exhaustive `controls` check says everything a person
 * can press or type into, so a control left over from an earlier state (a stale "Confirm receipt")
 * fails the suite even when every positive text is there.
 */
import { act, cleanup, isInaccessible, render, screen } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import userEvent from '@testing-library/user-event';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  getInitialSnapshot,
  initialTransition,
  transition,
} from 'xstate';
import { activeNodeIds } from '../../src/machines/graph/chart-graph';
import { isChart } from '../../src/machines/graph/replay';
import { generateMutants, type Mutant, type MutantResult, type MutantStatus, type MutationChartReport, mutantMachine } from '../../src/machines/graph/mutants';
import { getStateNodes } from 'xstate/graph';
import { pairsOf, transitionPairs } from '../../src/machines/graph/pairs';
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
  /**
   * Exhaustive: every enabled control the view offers in each state, as `<role>:<accessible name>`
   * (see `offeredControls`), keyed like `states`. The view may offer nothing more and nothing less.
   * Required for every state once given, and for every chart in EXHAUSTIVE_CHARTS.
   */
  controls?: Record<string, readonly string[] | ((snapshot: AnyMachineSnapshot) => readonly string[])>;
  /**
   * Waits, before a state is judged, for what arrives asynchronously however fast the chart is
   * (a lazy view chunk, providers that load): called with the state every time it is checked.
   */
  settle?: (ctx: StepContext<M> & { snapshot: AnyMachineSnapshot }) => Promise<void>;
  /** Texts (or patterns) that must not be on the page in a state: what an earlier state said. */
  absent?: Record<string, readonly (string | RegExp)[] | ((snapshot: AnyMachineSnapshot) => readonly (string | RegExp)[])>;
}

/**
 * Charts whose suites must list the controls of every state. A chart joins by giving `controls`
 * for all its states; it is listed here so that it cannot silently leave.
 */
export const EXHAUSTIVE_CHARTS: ReadonlySet<string> = new Set([
  'app',
  'withdrawal-confirmation',
  'withdrawal',
  'withdrawal-list',
  'deposit',
  'wallet-transfer',
  'payment-password',
  'change-password',
  'logout',
  'contract',
  'login',
  'register',
  'agent-register',
  'bind-contact',
  'captcha',
  'demo-round',
  'forgot-password',
  'feedback',
  'payout-account',
  'point-convert',
  'profile',
  'reality-check',
  'redeem',
  'reset-password',
  'resource',
  'reward-claim',
  'sms-countdown',
  'system-status',
  'upline-transfer',
  'lottery-game',
  'lottery-lobby',
  'install-prompt',
  'first-view',
  'modal',
  'exclusion',
  'deposit-limit',
  'activity-apply',
  'language',
  'home-sections',
  'country-picker',
  'countdown',
  'customer-service',
  'chat-room',
  'game-frame',
  'balance',
  'game-launch',
  'lottery-slip',
  'team-member',
  'session',
  'popups',
  'records-bets',
  'records-transactions',
  'records-profit',
  'records-bonus',
  'agent-announcements',
  'agent-overview',
  'agent-team',
  'agent-bets',
  'agent-profit',
  'agent-income',
  'agent-transactions',
  'contract-bills',
  'game-favorites',
  'messages',
  'member-center',
  'agent-center',
  'promotions',
  'authenticator',
  'login-history',
  'passkeys',
  'recheck',
  'session-replay',
]);

const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  file: 'file',
  // No ARIA role: named for what a person sees.
  password: 'password',
};

function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role')?.split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = el.tagName.toLowerCase();
  if (tag === 'button') return 'button';
  if (tag === 'a') return el.hasAttribute('href') ? 'link' : null;
  if (tag === 'textarea') return 'textbox';
  if (tag === 'select') return (el as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'hidden') return null;
    return INPUT_ROLES[type] ?? 'textbox';
  }
  if (tag === 'summary') return 'button';
  return null;
}

const CONTROL_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'combobox',
  'listbox',
  'spinbutton',
  'slider',
  'menuitem',
  'option',
  'file',
  'password',
]);
const CONTROL_SELECTOR = 'button, a[href], input, select, textarea, summary, [role]';

function isDisabled(el: Element): boolean {
  if (el.getAttribute('aria-disabled') === 'true') return true;
  if ((el as HTMLButtonElement).disabled) return true;
  // A control inside a disabled fieldset is disabled too.
  return el.closest('fieldset[disabled]') !== null;
}

/**
 * Every enabled, accessible control on the page as `<role>:<accessible name>`, sorted; only those in
 * the topmost modal dialog while one is open. Options of a native select are part of it (its value
 * is checked by the state), so they are not listed.
 */
export function offeredControls(root: ParentNode = document.body): string[] {
  // An open modal dialog (aria-modal, over a backdrop) is all a person can reach: the last one is on top.
  const modals = [...root.querySelectorAll('[aria-modal="true"]')].filter((el) => !isInaccessible(el));
  const scope: ParentNode = modals.at(-1) ?? root;
  const found: string[] = [];
  for (const el of scope.querySelectorAll(CONTROL_SELECTOR)) {
    const role = roleOf(el);
    if (!role || !CONTROL_ROLES.has(role)) continue;
    if (role === 'option' && el.closest('select')) continue;
    if (isDisabled(el) || isInaccessible(el)) continue;
    found.push(`${role}:${computeAccessibleName(el).trim()}`);
  }
  return found.sort();
}

interface PathResult {
  description: string;
  steps: { event: string; expected: string }[];
  ok: boolean;
  error?: string;
}

/** `MODEL_PAIRS=1` (every chart) or `MODEL_PAIRS=deposit,withdrawal`: add paths until every transition pair is taken. */
function pairPathsWanted(model: ChartModel): boolean {
  const v = process.env.MODEL_PAIRS;
  return model.pairPaths === true || (!!v && (v === '1' || v.split(',').includes(model.id)));
}

/** `npm run test:mutation` sets MUTATION=1 (and MUTATION_CHARTS to the charts it asked for). */
function mutationMode(): { on: boolean; charts: Set<string> | null } {
  const charts = process.env.MUTATION_CHARTS;
  return { on: process.env.MUTATION === '1', charts: charts ? new Set(charts.split(',')) : null };
}

export function describeModel<M extends AnyStateMachine>(suite: ModelSuite<M>): void {
  const mutation = mutationMode();
  if (mutation.on) {
    if (mutation.charts && !mutation.charts.has(suite.model.id)) it.skip(`chart ${suite.model.id}: not mutated in this run`, () => {});
    else describeMutants(suite);
    return;
  }
  const { model } = suite;
  const paths = generatePaths(model, { pairs: pairPathsWanted(model) });
  const structure = chartStructure(model.machine);
  const allowedPairs = transitionPairs(model.machine);
  const coveredPairs = new Set<string>();
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  /** State keys (`stateKey`) seen while the paths ran. */
  const coveredKeys = new Set<string>();
  const results: PathResult[] = [];
  const exhaustive = suite.controls !== undefined;

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
          const sequence: string[] = [];
          await runPath(suite, path, { coveredStates, coveredTransitions, coveredKeys, sequence });
          for (const pair of pairsOf(sequence)) coveredPairs.add(pair);
          result.ok = true;
        } catch (e) {
          result.error = e instanceof Error ? e.message : String(e);
          throw e;
        }
      });
    }

    if (EXHAUSTIVE_CHARTS.has(model.id))
      it('lists the controls a person can use in every state (exhaustive check)', () => {
        expect(suite.controls, 'this chart is in EXHAUSTIVE_CHARTS: give its suite a `controls` map').toBeDefined();
        const listed = new Set(Object.keys(suite.controls ?? {}));
        expect([...coveredKeys].filter((k) => !listed.has(k)), 'states visited without their controls listed').toEqual([]);
      });

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
      exhaustiveControls: exhaustive,
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
      pairs: {
        covered: allowedPairs.filter((p) => coveredPairs.has(p)).length,
        total: allowedPairs.length,
        pairPaths: pairPathsWanted(model),
        missing: allowedPairs.filter((p) => !coveredPairs.has(p)),
      },
      results,
    };
    writeFileSync(resolve(dir, `${model.id}.json`), JSON.stringify(report, null, 2));
  });
}

interface RunRecord {
  coveredStates: Set<string>;
  coveredTransitions: Set<string>;
  coveredKeys: Set<string>;
  /** The transitions executed, in order (for transition-pair coverage). */
  sequence: string[];
}

interface MutantRun {
  /** The mutated chart the path runs on. */
  machine: AnyStateMachine;
  /** The state the original chart is in before the first step (what the screen must show). */
  initialKey: string;
  /** Set when the mutant's state differs from the original chart's at some step. */
  diverged: { at: string } | null;
  /** Stops the actor when the run is abandoned (time-out). */
  stop?: () => void;
  oracle: OracleKind;
}

/**
 * What a mutant is compared with, strongest first. 'original': the checks get the ORIGINAL chart's
 * snapshot (its context too), computed without side effects from the same events the mutant
 * receives (its "shadow"), so a value the mutant forgot to set is seen; the requests, emitted
 * events, spawned children and output are compared with the shadow's. 'live': the checks get the
 * mutant's own snapshot (for a chart whose checks need a live actor, e.g. read a spawned child's
 * state), the rest is still compared with the shadow's. 'screen': only the screen is judged (a
 * chart whose shadow cannot follow the live run at all).
 */
type OracleKind = MutationChartReport['oracle'];
const ORACLES: readonly OracleKind[] = ['original', 'live', 'screen'];

/**
 * Replays a path on a live actor bound to the real view. On a mutant (`mutant` given) the oracle
 * is what a person sees: after each step the view must pass the checks of the state the ORIGINAL
 * chart is in (its `states`, `controls` and `absent`), whatever state the mutant is in — so a
 * mutant is killed only when the screen shows the difference, or a person cannot take the step.
 */
async function runPath<M extends AnyStateMachine>(suite: ModelSuite<M>, path: GeneratedPath, record: RunRecord, mutant?: MutantRun): Promise<void> {
  const chart = (mutant?.machine ?? suite.model.machine) as M;
  // The original's pure transitions shadow the mutant: same guards and delays as the suite gives it.
  const original = mutant && mutant.oracle !== 'screen' ? inertMachine(suite.provide ? suite.provide(suite.model.machine) : suite.model.machine) : null;
  // What each side asks of the outside (its invoked requests with their inputs) must agree too.
  const invokeIds = original ? invokedIds(original) : new Set<string>();
  const liveRequests = requestLog();
  const originalRequests = requestLog();
  /** Events the chart emits to its listeners (`emit`), in order. */
  const liveEmits: string[] = [];
  const originalEmits: string[] = [];
  /**
   * The children the chart spawns (not its requests): `<id> <logic> <input>`, in the order they were
   * made, and after every step the ones still running — a child spawned with the wrong input, not
   * spawned, or never stopped is a difference even when the screen does not show it yet.
   */
  const liveSpawned: string[] = [];
  const liveChildren: ChildRef[] = [];
  /** The live chart's children, and any it spawned that no longer is its child yet still runs (never stopped). */
  const liveRunning = (snapshot: AnyMachineSnapshot) => {
    const held = new Set<unknown>(Object.values(snapshot.children ?? {}));
    const leaked = liveChildren.filter((ref) => !held.has(ref) && ref._processingStatus === RUNNING);
    return [...runningChildren(snapshot, invokeIds), ...leaked.map((ref) => `${ref.id} ${logicName(ref)} (replaced or dropped, still running)`)].sort();
  };
  const originalSpawned: string[] = [];
  const shadowSeen = new WeakSet<object>();
  const noteShadowSpawn = (ref: ChildRef | undefined) => {
    if (!ref || invokeIds.has(ref.id) || shadowSeen.has(ref)) return;
    shadowSeen.add(ref);
    originalSpawned.push(`${ref.id} ${logicName(ref)} ${originalRequests.canon(ref.options?.input)}`);
  };
  const follow = ([next, actions]: [unknown, { type: string; params?: unknown }[]]) => {
    for (const a of actions) {
      const p = a.params as { id?: string; actorRef?: ChildRef; input?: unknown } | undefined;
      if (a.type === 'xstate.spawnChild' && p?.id && invokeIds.has(p.id)) originalRequests.add(p.id, p.actorRef?.options?.input ?? p.input);
      else if (a.type === 'xstate.spawnChild') noteShadowSpawn(p?.actorRef);
      if (a.type === 'xstate.emit') originalEmits.push(originalRequests.canon((a.params as { event?: unknown } | undefined)?.event));
    }
    // A child spawned inside `assign` (spawn(...)) is no action of its own: it appears in the snapshot's children.
    for (const ref of Object.values((next as AnyMachineSnapshot).children ?? {})) noteShadowSpawn(ref as unknown as ChildRef);
    return next as AnyMachineSnapshot;
  };
  let shadow = original ? follow(initialTransition(original, path.input as never) as never) : null;
  const logic = inertMachine(suite.provide ? suite.provide(chart) : chart);
  const actorRefHolder: { ref: AnyActorRef | null } = { ref: null };
  const actor = createActor(logic, {
    input: path.input as never,
    inspect: (ev) => {
      if (original && shadow && ev.type === '@xstate.event' && ev.actorRef === actorRefHolder.ref && ev.event.type !== 'xstate.init')
        shadow = follow(transition(original, shadow as never, ev.event as never) as never);
      if (original && ev.type === '@xstate.actor') {
        // The initial state's children are made while the actor is constructed: know the parent by its logic.
        const child = ev.actorRef as unknown as ChildRef & { _parent?: { logic?: unknown } };
        if (child._parent?.logic === logic && invokeIds.has(child.id)) liveRequests.add(child.id, child.options?.input);
        else if (child._parent?.logic === logic) {
          liveChildren.push(child);
          liveSpawned.push(`${child.id} ${logicName(child)} ${liveRequests.canon(child.options?.input)}`);
        }
      }
      // The initial eventless transitions are taken while the actor is constructed (src/machines/graph/replay.ts `isChart`).
      if (ev.type === '@xstate.microstep' && isChart(ev.actorRef, actorRefHolder.ref, logic)) {
        for (const t of ev._transitions) {
          // A state left at once (its eventless transition) is in no snapshot: it was where that transition started.
          record.coveredStates.add((t as unknown as { source: { id: string } }).source.id);
          const id = transitionId(t as never);
          record.coveredTransitions.add(id);
          record.sequence.push(id);
        }
      }
      if (ev.type === '@xstate.snapshot' && ev.actorRef === actorRefHolder.ref) recordNodes(ev.snapshot, record.coveredStates);
    },
  });
  actorRefHolder.ref = actor;
  if (mutant) mutant.stop = () => actor.stop();
  if (original) actor.on('*', (e) => void liveEmits.push(liveRequests.canon(e)));
  actor.start();
  recordNodes(actor.getSnapshot(), record.coveredStates);
  const user = userEvent.setup();
  const ctx = { actor, user, screen } as unknown as StepContext<M>;
  const view = render(suite.render(actor));
  const expectState = async (expected: string, label: string) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const actual = stateKey(snapshot.value);
    if (!mutant) expect(actual, label).toBe(expected);
    else if (actual !== expected && !mutant.diverged) mutant.diverged = { at: `${label}: ${actual} instead of ${expected}` };
    if (original) expect(liveRequests.list, `requests started by ${label}`).toEqual(originalRequests.list);
    if (original) expect(liveEmits, `events emitted by ${label}`).toEqual(originalEmits);
    if (original && shadow) {
      expect(liveSpawned, `children spawned by ${label}`).toEqual(originalSpawned);
      expect(liveRunning(snapshot), `children still running ${label}`).toEqual(runningChildren(shadow, invokeIds));
    }
    // A finished chart's output is what its parent reads: it must be the original's too.
    if (original && shadow)
      expect(liveRequests.canon(snapshot.status === 'done' ? snapshot.output : null), `output ${label}`).toBe(
        originalRequests.canon(shadow.status === 'done' ? shadow.output : null),
      );
    await checkState(suite, ctx, mutant?.oracle === 'original' && shadow ? shadow : snapshot, record.coveredKeys, expected);
  };
  try {
    await expectState(mutant?.initialKey ?? stateKey((actor.getSnapshot() as AnyMachineSnapshot).value), 'at the start');
    for (const step of path.steps) {
      const exec = suite.exec?.[step.event.type];
      if (exec) await exec(step.event, ctx);
      else await act(async () => actor.send(step.event as never));
      await expectState(stateKey(step.value), `after ${step.event.type}`);
    }
    if (original) {
      // What a chart asks at once after the last step (a delay of 0, a read in a loop) is asked of the server too.
      await act(async () => new Promise((done) => setTimeout(done, 0)));
      expect(liveRequests.list, 'requests started after the last step').toEqual(originalRequests.list);
      expect(liveSpawned, 'children spawned after the last step').toEqual(originalSpawned);
      if (shadow)
        expect(liveRunning(actor.getSnapshot() as AnyMachineSnapshot), 'children still running after the last step').toEqual(
          runningChildren(shadow, invokeIds),
        );
    }
  } finally {
    view.unmount();
    actor.stop();
  }
}

async function checkState<M extends AnyStateMachine>(
  suite: ModelSuite<M>,
  ctx: StepContext<M>,
  snapshot: AnyMachineSnapshot,
  coveredKeys: Set<string>,
  key = stateKey(snapshot.value),
) {
  coveredKeys.add(key);
  if (suite.settle) await suite.settle({ ...ctx, snapshot });
  const check = suite.states[key];
  if (!check) throw new Error(`No view assertion for state ${key} of chart ${suite.model.id}`);
  // What the view offers is judged before the state's own check, which may press things.
  // PRINT_CONTROLS=1 prints what each visited state offers: a start for a suite's `controls` map.
  if (process.env.PRINT_CONTROLS) console.log(`CONTROLS ${suite.model.id} ${key} ${JSON.stringify(offeredControls())}`);
  if (suite.controls) {
    const listed = suite.controls[key];
    if (!listed) throw new Error(`No controls listed for state ${key} of chart ${suite.model.id}`);
    const expected = [...(typeof listed === 'function' ? listed(snapshot) : listed)].sort();
    expect(offeredControls(), `controls offered in state ${key}`).toEqual(expected);
  }
  const absent = suite.absent?.[key];
  if (absent) {
    const text = document.body.textContent ?? '';
    for (const a of typeof absent === 'function' ? absent(snapshot) : absent) {
      if (typeof a === 'string') expect(text, `state ${key} must not show "${a}"`).not.toContain(a);
      else expect(text, `state ${key} must not show ${a}`).not.toMatch(a);
    }
  }
  await check({ ...ctx, snapshot });
}

function recordNodes(snapshot: unknown, into: Set<string>) {
  const nodes = (snapshot as { _nodes?: { id: string }[] })._nodes ?? [];
  for (const n of nodes) into.add(n.id);
}

const PATH_TIMEOUT_MS = Number(process.env.MUTATION_PATH_TIMEOUT_MS ?? 8_000);

/**
 * One test per (mutant, path that visits the changed state), shortest paths first; once a path
 * kills a mutant the mutant's remaining tests return at once. The tests themselves always pass:
 * the outcome of each mutant is written to reports/mutation/<chart>.json for `npm run test:mutation`.
 */
function describeMutants<M extends AnyStateMachine>(suite: ModelSuite<M>): void {
  const { model } = suite;
  // A monotonic clock: suites that fake Date (records, agent reports) would otherwise time themselves negative.
  const started = performance.now();
  const paths = generatePaths(model, { pairs: pairPathsWanted(model) }).sort((a, b) => a.steps.length - b.steps.length);
  /** Where each path starts (its input may take another initial branch). */
  const initials = paths.map((p) => (getInitialSnapshot(inertMachine(model.machine), p.input as never) as AnyMachineSnapshot).value);
  const visited = paths.map((p, i) => new Set([initials[i], ...p.steps.map((s) => s.value)].flatMap((v) => activeNodeIds(model.machine, v))));
  const mutants = generateMutants(model.machine);
  const equivalents = model.equivalentMutants ?? {};
  const results: MutantResult[] = [];
  /** The original chart run through the mutant machinery must pass every path, or the oracle falls back. */
  const oracle: { kind: OracleKind; why?: string; identityFailed?: string } = { kind: 'original' };

  describe(`chart ${model.id} (mutants)`, () => {
    const identity = createMachineFromConfig(model.machine);
    paths.forEach((path, i) =>
      it(`the unchanged chart passes path ${i + 1}/${paths.length} with the mutation oracle`, async () => {
        const record: RunRecord = { coveredStates: new Set(), coveredTransitions: new Set(), coveredKeys: new Set(), sequence: [] };
        // The unchanged chart must pass with the strongest oracle it can: when the original's snapshot computed from
        // the events alone disagrees with the live run, the checks get the live snapshot; when even the requests or
        // children disagree, only the screen is judged. The report says which, and why.
        for (let k = ORACLES.indexOf(oracle.kind); k < ORACLES.length; k++) {
          const kind = ORACLES[k]!;
          try {
            await runPath(suite, path, record, { machine: identity, initialKey: stateKey(initials[i]), diverged: null, oracle: kind });
            return;
          } catch (e) {
            const why = `${path.description}: ${firstLine(e)}`;
            if (kind === 'screen') {
              oracle.identityFailed = why;
              return;
            }
            oracle.kind = ORACLES[k + 1]!;
            oracle.why = [oracle.why, `${kind === 'original' ? "the checks get the mutant's own snapshot" : 'requests, emitted events and children not compared'}: ${why}`]
              .filter(Boolean)
              .join('; ');
          }
        }
      }),
    );
    // A state left at once by an eventless transition is never where a step ends, so no path "visits" it: a
    // change there may matter on any path.
    const passedThrough = new Set(
      ([model.machine.root, ...getStateNodes(model.machine.root)] as unknown as { id: string; always?: unknown[] }[])
        .filter((n) => (n.always?.length ?? 0) > 0)
        .map((n) => n.id),
    );
    for (const m of mutants) {
      const relevant = paths.filter((_, i) => m.touches.some((node) => visited[i]!.has(node) || passedThrough.has(node)));
      const result: MutantResult = {
        id: m.id,
        class: m.class,
        state: m.state,
        event: m.event,
        transition: m.transition,
        description: m.description,
        status: 'survived',
        pathsRun: 0,
        pathsRelevant: relevant.length,
      };
      results.push(result);
      if (equivalents[m.id]) {
        result.status = 'equivalent';
        result.reason = equivalents[m.id];
        continue;
      }
      let machine: AnyStateMachine;
      try {
        machine = mutantMachine(model.machine, m);
      } catch (e) {
        result.status = 'invalid';
        result.error = firstLine(e);
        continue;
      }
      relevant.forEach((path, i) =>
        it(
          `${m.id} · path ${i + 1}/${relevant.length}`,
          async () => {
            if (result.status !== 'survived') return;
            result.pathsRun += 1;
            if (oracle.identityFailed) return;
            const run: MutantRun = { machine, initialKey: stateKey(initials[paths.indexOf(path)]), diverged: null, oracle: oracle.kind };
            const record: RunRecord = { coveredStates: new Set(), coveredTransitions: new Set(), coveredKeys: new Set(), sequence: [] };
            let timer: ReturnType<typeof setTimeout> | undefined;
            const timeout = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), PATH_TIMEOUT_MS)));
            try {
              const outcome = await Promise.race([runPath(suite, path, record, run).then(() => 'passed' as const), timeout]);
              if (outcome === 'timeout') {
                run.stop?.();
                cleanup();
                result.status = 'timed-out';
                result.killedBy = path.description;
                result.error = `no answer within ${PATH_TIMEOUT_MS} ms`;
              } else if (run.diverged && !result.diverged) result.diverged = run.diverged.at;
            } catch (e) {
              result.status = 'killed';
              result.killedBy = path.description;
              result.error = firstLine(e);
            } finally {
              clearTimeout(timer);
            }
          },
          PATH_TIMEOUT_MS + 5_000,
        ),
      );
    }
  });

  afterAll(() => {
    const dir = resolve(process.cwd(), 'reports/mutation');
    mkdirSync(dir, { recursive: true });
    const count = (s: MutantStatus) => results.filter((r) => r.status === s).length;
    const killed = count('killed') + count('timed-out');
    const scored = results.length - count('equivalent') - count('invalid');
    const ids = new Set(mutants.map((m) => m.id));
    const report: MutationChartReport = {
      chart: model.id,
      paths: paths.length,
      mutants: results.length,
      killed: count('killed'),
      timedOut: count('timed-out'),
      survived: count('survived'),
      equivalent: count('equivalent'),
      invalid: count('invalid'),
      score: scored === 0 ? 100 : Math.floor((killed / scored) * 1000) / 10,
      oracle: oracle.kind,
      oracleFallback: oracle.why,
      identityFailed: oracle.identityFailed,
      staleEquivalents: Object.keys(equivalents).filter((id) => !ids.has(id)),
      seconds: Math.round((performance.now() - started) / 100) / 10,
      results,
    };
    writeFileSync(resolve(dir, `${model.id}.json`), JSON.stringify(report, null, 2));
  });
}

interface ChildRef {
  id: string;
  src?: unknown;
  options?: { input?: unknown };
  /** XState's own: 1 while the actor runs (started, neither stopped nor finished). */
  _processingStatus?: number;
}
const RUNNING = 1;

/** A child's logic as the chart names it (`spawn('confirmation')`), or its machine id when given inline. */
function logicName(ref: ChildRef): string {
  if (typeof ref.src === 'string') return ref.src;
  return (ref.src as { id?: string } | undefined)?.id ?? 'inline';
}

/** The spawned children a snapshot holds (its requests left out): `<id> <logic>`, sorted. */
function runningChildren(snapshot: AnyMachineSnapshot, invokeIds: Set<string>): string[] {
  return Object.values(snapshot.children ?? {})
    .map((ref) => ref as unknown as ChildRef)
    .filter((ref) => !invokeIds.has(ref.id))
    .map((ref) => `${ref.id} ${logicName(ref)}`)
    .sort();
}

/** Ids of the actors a chart invokes (its requests), from every state node. */
function invokedIds(machine: AnyStateMachine): Set<string> {
  const nodes = [machine.root, ...getStateNodes(machine.root)] as unknown as { invoke: { id: string }[] }[];
  return new Set(nodes.flatMap((n) => n.invoke.map((i) => i.id)));
}

/**
 * Requests as `<actor id> <input>`; a random idempotency key (32 hex digits) is named by the order
 * it first appeared in, so "the retry sends the same key" is compared, not the random value.
 */
function requestLog() {
  const keys = new Map<string, string>();
  const list: string[] = [];
  const canon = (input: unknown) =>
    JSON.stringify(input, (_k, v: unknown) => {
      if (typeof v === 'function') return undefined;
      // An actor in an input (the chart's `self`, a sibling child; XState's toJSON has made it `{ xstate$$type, id }`)
      // is named by its id, and a root actor (the chart's `self`, whose id is a session number that differs between
      // the live actor and the shadow's inert stand-in) as `<actor>`.
      if (isActorRef(v)) return /^x:\d+$/.test(v.id) ? '<actor>' : `<actor ${v.id}>`;
      if (v instanceof Error) return `${v.name}: ${v.message}`;
      if (typeof v === 'string')
        return v.replace(/[0-9a-f]{32}/gi, (key) => {
          if (!keys.has(key)) keys.set(key, `<key ${keys.size + 1}>`);
          return keys.get(key)!;
        });
      return v;
    }) ?? '';
  return { list, canon, add: (id: string, input: unknown) => void list.push(`${id} ${canon(input)}`) };
}

function isActorRef(v: unknown): v is { id: string } {
  const ref = v as { send?: unknown; getSnapshot?: unknown; id?: unknown; xstate$$type?: unknown } | null;
  if (typeof ref !== 'object' || ref === null || typeof ref.id !== 'string') return false;
  return ref.xstate$$type !== undefined || (typeof ref.send === 'function' && typeof ref.getSnapshot === 'function');
}

/** The chart rebuilt from its config as a mutant is, unchanged: checks the rebuilding itself. */
function createMachineFromConfig(machine: AnyStateMachine): AnyStateMachine {
  return mutantMachine(machine, { config: machine.config as Record<string, unknown> } as Mutant);
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  // Strip the colour codes of vitest's diffs and keep the first meaningful lines.
  return text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim()).slice(0, 3).join(' / ').slice(0, 300);
}

export type { Mutant };
