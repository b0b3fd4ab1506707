import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { loadCharts } from '../registry';
import { type ChartModel, generatePaths } from './paths';
import { pathEdges } from './replay';
import { REQUIREMENTS } from './requirements';
import { chartRequirementIds, chartTrace, pathRequirementIds, traceability, unknownRequirementIds } from './traceability';

const charts = await loadCharts();

/** A small chart: the SMS countdown rule on a state, the login rule on a transition. */
const machine = createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: {
      on: {
        send: { target: 'counting', meta: { spec: ['§4 SMS countdown'] } },
        login: { target: 'done', meta: { spec: ['§4 Login'] } },
      },
    },
    counting: { meta: { spec: ['§4 SMS countdown', '§9 Captcha refresh'] }, on: { zero: 'idle' } },
    done: { type: 'final' },
  },
});
const model: ChartModel = { id: 'sample', machine, events: () => [{ type: 'send' }, { type: 'login' }, { type: 'zero' }] };
const paths = generatePaths(model);
const pathTo = (target: string) => paths.find((p) => p.target === target)!;

describe('requirement traceability', () => {
  it('maps each requirement a chart names to the states and transitions naming it', () => {
    const trace = chartTrace('sample', machine);
    expect(trace.states).toEqual({ '§4 SMS countdown': ['sample.counting'], '§9 Captcha refresh': ['sample.counting'] });
    expect(trace.transitions).toEqual({ '§4 SMS countdown': ['sample.idle —send→ #0'], '§4 Login': ['sample.idle —login→ #0'] });
    expect(chartRequirementIds(trace)).toEqual(['§4 Login', '§4 SMS countdown', '§9 Captcha refresh']);
  });

  it('a path exercises the requirements of the states it enters and the transitions it takes, and no others', () => {
    const trace = chartTrace('sample', machine);
    expect(pathRequirementIds(model, trace, pathTo('done'))).toEqual(['§4 Login']);
    const counting = paths.find((p) => p.steps.some((s) => s.event.type === 'send'))!;
    expect(pathRequirementIds(model, trace, counting)).toEqual(expect.arrayContaining(['§4 SMS countdown', '§9 Captcha refresh']));
    expect(pathRequirementIds(model, trace, counting)).not.toContain('§4 Login');
  });

  it('reports every requirement with its charts and paths, the run outcomes, and those no path covers', () => {
    const login = pathTo('done');
    const report = traceability([
      { model, paths, jsdom: new Map([[login.description, 'passed' as const]]), browser: [{ edges: pathEdges(model, login), description: login.description, status: 'skipped' as const }] },
    ]);
    expect(report.requirements.map((r) => r.id)).toEqual(REQUIREMENTS.map((r) => r.id));
    const loginReq = report.requirements.find((r) => r.id === '§4 Login')!;
    expect(loginReq.charts).toEqual(['sample']);
    expect(loginReq.transitions).toEqual([{ chart: 'sample', id: 'sample.idle —login→ #0' }]);
    expect(loginReq.paths).toEqual([{ chart: 'sample', description: login.description, jsdom: 'passed', browser: 'skipped' }]);
    const sms = report.requirements.find((r) => r.id === '§4 SMS countdown')!;
    expect(sms.paths.every((p) => p.jsdom === 'not run' && p.browser === 'not run')).toBe(true);
    expect(report.uncovered).toContain('§1 Deposit');
    expect(report.uncovered).not.toContain('§4 Login');
    expect(report.unknown).toEqual([]);
  });

  it("a path's browser outcome is that of the walks that took its edge: a failure anywhere in a walk is never hidden by a pass", () => {
    const zero = paths.find((p) => p.steps.at(-1)!.event.type === 'zero')!;
    const login = pathTo('done');
    // One walk takes send, zero and then login; the paths each end with one of those edges.
    const walk = { ...login, steps: [...zero.steps, ...login.steps], description: 'walk' };
    const outcome = (walks: { path: typeof login; status: 'passed' | 'failed' | 'skipped' }[], path: typeof login) =>
      traceability([{ model, paths, browser: walks.map(({ path, status }) => ({ edges: pathEdges(model, path), description: path.description, status })) }]).requirements.flatMap((r) => r.paths).find((p) => p.description === path.description)!.browser;
    expect(outcome([{ path: walk, status: 'passed' }], login)).toBe('passed');
    expect(outcome([{ path: walk, status: 'passed' }], zero)).toBe('passed');
    expect(outcome([{ path: walk, status: 'failed' }, { path: zero, status: 'passed' }], zero)).toBe('failed');
    expect(outcome([{ path: zero, status: 'passed' }], login)).toBe('not run');
    expect(outcome([], login)).toBe('not run');
  });

  it('a chart without a browser path file has no browser outcome', () => {
    const report = traceability([{ model, paths }]);
    expect(report.requirements.find((r) => r.id === '§4 Login')!.paths[0]!.browser).toBeNull();
  });

  it('a misspelt requirement id is reported as unknown', () => {
    const typo = createMachine({ id: 'typo', initial: 'a', states: { a: { meta: { spec: ['§4 Loggin'] } } } });
    expect(unknownRequirementIds(chartTrace('typo', typo))).toEqual(['§4 Loggin']);
    expect(traceability([{ model: { id: 'typo', machine: typo, events: () => [] }, paths: [] }]).unknown).toEqual(['typo: §4 Loggin']);
  });

  it('every requirement id a chart of src/machines names is listed in graph/requirements.ts', () => {
    const unknown = charts.flatMap((c) => unknownRequirementIds(chartTrace(c.id, c.machine)).map((id) => `${c.id}: ${id}`));
    expect(unknown).toEqual([]);
  });

  it('the money, login, register and app charts name the spec rules they implement', () => {
    const named = ['deposit', 'withdrawal', 'withdrawal-confirmation', 'wallet-transfer', 'upline-transfer', 'payment-password', 'lottery-slip', 'contract', 'login', 'register', 'app'];
    const without = named.filter((id) => chartRequirementIds(chartTrace(id, charts.find((c) => c.id === id)!.machine)).length === 0);
    expect(without).toEqual([]);
  });

  it('requirement ids are unique and follow "§<section> <name>"', () => {
    const ids = REQUIREMENTS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^§[1-9] \S/.test(id))).toEqual([]);
  });
});
