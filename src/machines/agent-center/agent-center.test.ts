import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { AGENTS } from '../../config/agents';
import { agentMenuFixture } from './agent-center.fixtures';
import { agentCenterMachine, isRefusal } from './agent-center.machine';
import type { AgentCenterPage } from './agent-center.pages';
import { offeredPages, resolvePage } from './agent-center.rules';
import { rebateBpsOf, rebateError } from './agent-register.rules';
import { reportRangeErrorKey, reportSearchParams } from './agent-report.chart';
import { nextType } from './team-member.rules';

const menu = (flags: Partial<typeof agentMenuFixture.flags>) => ({ ...agentMenuFixture, flags: { ...agentMenuFixture.flags, ...flags } });

describe('agent center menu (SPEC §2)', () => {
  it('offers the dividend, daily salary and hourly salary entries only when enableCt, salary and hourSalary are on', () => {
    const contracts = (m: typeof agentMenuFixture) => offeredPages(m).filter((p) => /Dividend|Salary/.test(p));
    expect(contracts(menu({ enableCt: true, salary: true, hourSalary: true }))).toEqual(['agentDividend', 'agentDailySalary', 'agentHourlySalary']);
    expect(contracts(menu({ enableCt: false, salary: true, hourSalary: false }))).toEqual(['agentDailySalary']);
    expect(contracts(menu({ enableCt: false, salary: false, hourSalary: false }))).toEqual([]);
  });

  it('opens to the overview; a page the menu does not offer falls back to it', () => {
    expect(resolvePage(agentMenuFixture, undefined)).toBe('agentTeamOverview');
    expect(resolvePage(agentMenuFixture, 'agentHourlySalary')).toBe('agentTeamOverview'); // flag off
    expect(resolvePage(agentMenuFixture, 'agentDividend')).toBe('agentDividend');
    expect(resolvePage(agentMenuFixture, 'securityCenter')).toBe('agentTeamOverview');
  });

  it('a refused menu (4xx) is final; a network failure or 5xx can be retried', () => {
    expect(isRefusal(new ApiError('server', 'agent.only', { status: 403 }))).toBe(true);
    expect(isRefusal(new ApiError('server', 'login.required', { status: 401 }))).toBe(true);
    expect(isRefusal(new ApiError('server', 'system.error', { status: 500 }))).toBe(false);
    expect(isRefusal(new ApiError('network', 'network.abnormal'))).toBe(false);
  });

  it('reopened on another page before the menu arrived, it shows that page once the menu offers it', async () => {
    const loaded: string[] = [];
    const actor = createActor(
      agentCenterMachine.provide({
        actors: {
          loadMenu: fromPromise(async () => agentMenuFixture),
          loadSection: fromPromise<AgentCenterPage, { page: AgentCenterPage }>(async ({ input }) => {
            loaded.push(input.page);
            return input.page;
          }),
        },
      }),
      { input: { requested: 'agentTeamOverview' } },
    ).start();
    actor.send({ type: 'agentCenter.go', page: 'agentDividend' });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toEqual({ shown: 'ready' });
    expect(actor.getSnapshot().context.page).toBe('agentDividend');
    expect(loaded).toEqual(['agentDividend']);
  });
});

describe('rebate groups (a downline’s never above the upline’s own)', () => {
  it('reads a percentage with at most two decimals as basis points', () => {
    expect([rebateBpsOf(''), rebateBpsOf('0'), rebateBpsOf('1.5'), rebateBpsOf('1.25'), rebateBpsOf(' 2 ')]).toEqual([0, 0, 150, 125, 200]);
    expect([rebateBpsOf('1.234'), rebateBpsOf('-1'), rebateBpsOf('1,5'), rebateBpsOf('abc')]).toEqual([null, null, null, null]);
  });

  it('accepts the agent’s own rebate exactly, refuses one basis point more', () => {
    expect(rebateError('2', 200)).toBeNull();
    expect(rebateError('2.01', 200)).toEqual({ key: 'agent.rebate.max', params: { min: 0, max: 200, bounds: '' } });
    expect(rebateError('x', 200)).toEqual({ key: 'agent.rebate.invalid' });
  });
});

describe('member type changes (direct downlines only)', () => {
  const m = { account: 'x', nickname: '', type: 0, level: 1, upline: 'agent01', rebateBps: 0, teamSize: 0, registeredAt: '', lastLoginAt: null };
  it('a direct member can become an agent; a direct agent a member only without a downline; deeper levels never', () => {
    expect(nextType(m)).toBe(1);
    expect(nextType({ ...m, type: 1 })).toBe(0);
    expect(nextType({ ...m, type: 41, teamSize: 3 })).toBeNull();
    expect(nextType({ ...m, level: 2 })).toBeNull();
  });
});

describe('report queries (src/api/schemas/agent.ts)', () => {
  it('send the dates and page only where the report has them, and only the parameters that are set', () => {
    const query = { start: '2026-03-09', end: '2026-03-15', params: { account: '', category: 'LIVE', sort: 'validBet' }, page: 2 };
    expect(reportSearchParams(query, { dated: true, paged: true })).toEqual({ start: '2026-03-09', end: '2026-03-15', category: 'LIVE', sort: 'validBet', page: 2 });
    expect(reportSearchParams({ ...query, start: '', end: '' }, { dated: false, paged: false })).toEqual({ category: 'LIVE', sort: 'validBet' });
  });

  it(`refuse more than AGENTS.maxRangeDays (${AGENTS.maxRangeDays}) days or an end before the start`, () => {
    expect(reportRangeErrorKey({ start: '2025-12-14', end: '2026-03-15' })).toBeNull(); // 92 days
    expect(reportRangeErrorKey({ start: '2025-12-13', end: '2026-03-15' })).toBe('money.records.range');
    expect(reportRangeErrorKey({ start: '2026-03-15', end: '2026-03-14' })).toBe('money.records.range');
  });
});
