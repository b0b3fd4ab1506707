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
import { act, isInaccessible, render, screen } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
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
  /**
   * Exhaustive: every enabled control the view offers in each state, as `<role>:<accessible name>`
   * (see `offeredControls`), keyed like `states`. The view may offer nothing more and nothing less.
   * Required for every state once given, and for every chart in EXHAUSTIVE_CHARTS.
   */
  controls?: Record<string, readonly string[] | ((snapshot: AnyMachineSnapshot) => readonly string[])>;
  /** Texts (or patterns) that must not be on the page in a state: what an earlier state said. */
  absent?: Record<string, readonly (string | RegExp)[] | ((snapshot: AnyMachineSnapshot) => readonly (string | RegExp)[])>;
}

/**
 * Charts whose suites must list the controls of every state. A chart joins by giving `controls`
 * for all its states; it is listed here so that it cannot silently leave.
 */
export const EXHAUSTIVE_CHARTS: ReadonlySet<string> = new Set([
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
  'modal',
  'exclusion',
  'deposit-limit',
  'activity-apply',
  'language',
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

export function describeModel<M extends AnyStateMachine>(suite: ModelSuite<M>): void {
  const { model } = suite;
  const paths = generatePaths(model);
  const structure = chartStructure(model.machine);
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
          await runPath(suite, path, coveredStates, coveredTransitions, coveredKeys);
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
  coveredKeys: Set<string>,
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
    await checkState(suite, ctx, actor.getSnapshot(), coveredKeys);
    for (const step of path.steps) {
      const exec = suite.exec?.[step.event.type];
      if (exec) await exec(step.event, ctx);
      else await act(async () => actor.send(step.event as never));
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      expect(stateKey(snapshot.value), `after ${step.event.type}`).toBe(stateKey(step.value));
      await checkState(suite, ctx, snapshot, coveredKeys);
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
) {
  const key = stateKey(snapshot.value);
  coveredKeys.add(key);
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
