import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { agentMenuFixture } from './agent-center.fixtures';
import { agentCenterMachine } from './agent-center.machine';
import { type AgentCenterPage, DEFAULT_PAGE } from './agent-center.pages';
import { offeredPages } from './agent-center.rules';
import type { AgentCenterContext, AgentCenterEvent, AgentCenterInput } from './agent-center.types';

/** Opened by the header's Agent button (SPEC §2: to the overview). */
export const agentCenterInput: AgentCenterInput = { requested: DEFAULT_PAGE };

/** The page whose section is made to fail (and time out) while switching; others just arrive. */
const FAILING_PAGE: AgentCenterPage = 'agentRevenueReport';
/** Reopened on this page before the menu arrived (offered: the dividend flag is on). */
const REOPENED_ON: AgentCenterPage = 'agentDividend';
/** Not offered by the fixture menu (hourly salary flag off). */
const OFF_PAGE: AgentCenterPage = 'agentHourlySalary';

const go = (page: unknown, label = String(page)): AgentCenterEvent => ({ type: 'agentCenter.go', page, label }) as AgentCenterEvent;
const ev = (e: Record<string, unknown>) => e as unknown as AgentCenterEvent;

export const agentCenterModel: ChartModel<typeof agentCenterMachine> = {
  id: 'agent-center',
  machine: agentCenterMachine,
  input: agentCenterInput,
  events: (s) => {
    const c = s.context as AgentCenterContext;
    if (s.matches('loading')) {
      const menu = ev({ type: 'xstate.done.actor.loadMenu', output: agentMenuFixture, label: 'dividend and daily salary on' });
      if (c.requested !== agentCenterInput.requested) return [menu];
      return [
        menu,
        ev({ type: 'xstate.error.actor.loadMenu', error: new ApiError('network', 'network.abnormal'), label: 'network' }),
        ev({ type: 'xstate.error.actor.loadMenu', error: new ApiError('server', 'agent.only', { status: 403 }), label: 'not an agent' }),
        go(REOPENED_ON, 'reopened on dividend'),
      ];
    }
    if (s.matches('failed') || s.matches({ shown: 'sectionFailed' })) return [{ type: 'agentCenter.retry' }];
    // Time-outs (`after`) are added by the path generator; only one page is made to fail.
    if (s.matches({ shown: 'switching' })) {
      const arrived = ev({ type: 'xstate.done.actor.loadSection', output: c.page, label: c.page });
      const failed = ev({ type: 'xstate.error.actor.loadSection', error: new ApiError('network', 'network.abnormal'), label: 'chunk failed' });
      return c.page === FAILING_PAGE ? [arrived, failed] : [arrived];
    }
    if (!s.matches('shown')) return [];
    // Every offered page once from the overview; from any other page, back to the overview.
    // A page the menu does not offer falls back to the overview, loaded or not.
    const home = c.loaded.includes(DEFAULT_PAGE);
    if (c.page !== DEFAULT_PAGE) return [go(DEFAULT_PAGE), go(OFF_PAGE, home ? 'hourly salary, flag off' : 'hourly salary, flag off, overview not loaded')];
    return offeredPages(c.menu)
      .filter((p) => p !== DEFAULT_PAGE)
      .map((p) => go(p));
  },
  serialize: (s) => {
    const c = s.context as AgentCenterContext;
    return JSON.stringify({
      v: s.value,
      // Every page apart: each section is shown (and asserted) once it has arrived.
      p: c.page,
      r: c.requested === agentCenterInput.requested,
      here: c.loaded.includes(c.page),
      home: c.loaded.includes(DEFAULT_PAGE),
    });
  },
};
