import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { registerSettingFixture } from '../register/register.fixtures';
import { agentRegisterMachine } from './agent-register.machine';
import type { AgentRegisterContext, AgentRegisterEvent, AgentRegisterField, AgentRegisterInput } from './agent-register.types';

/** agent01's own rebate group is 2.00%. */
export const agentRegisterInput: AgentRegisterInput = { ownRebateBps: 200 };

/** Valid values, in the order a person fills them (an agent with a 1.5% rebate). */
export const AGENT_REGISTER_VALUES: Record<AgentRegisterField, string> = {
  username: 'agent03',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
  type: '1',
  nickname: 'Third Agent',
  rebate: '1.5',
};
const ORDER = Object.keys(AGENT_REGISTER_VALUES) as AgentRegisterField[];
/** The username tried after the first was taken. */
export const OTHER_USERNAME = 'agent04';
/** Above the agent's own 2.00%. */
export const TOO_HIGH_REBATE = '2.5';

const filled = (c: AgentRegisterContext, f: AgentRegisterField) => (f === 'type' ? c.values.type === '1' : c.values[f] !== '');
const change = (field: AgentRegisterField, value: string, label: string = field) => ({ type: 'agentRegister.change', field, value, label }) as AgentRegisterEvent;
const ev = (e: Record<string, unknown>) => e as unknown as AgentRegisterEvent;

export const agentRegisterModel: ChartModel<typeof agentRegisterMachine> = {
  id: 'agent-register',
  machine: agentRegisterMachine,
  input: agentRegisterInput,
  events: (s) => {
    const c = s.context as AgentRegisterContext;
    if (s.matches('loading')) {
      return [
        ev({ type: 'xstate.done.actor.loadSetting', output: registerSettingFixture }),
        ev({ type: 'xstate.error.actor.loadSetting', error: new ApiError('network', 'network.abnormal'), label: 'network' }),
      ];
    }
    if (s.matches('loadFailed')) return [{ type: 'agentRegister.retry' }];
    if (s.matches('refused')) return [{ type: 'agentRegister.dismiss' }];
    if (s.matches('registered')) return [{ type: 'agentRegister.again' }];
    if (s.matches('submitting')) {
      const done = ev({ type: 'xstate.done.actor.registerDownline', output: { account: c.values.username, type: 1, rebateBps: 150 } });
      if (c.values.username !== AGENT_REGISTER_VALUES.username) return [done];
      return [
        done,
        ev({ type: 'xstate.error.actor.registerDownline', error: new ApiError('server', 'register.username.exists', { status: 409 }), label: 'username taken' }),
        ev({ type: 'xstate.error.actor.registerDownline', error: new ApiError('server', 'agent.only', { status: 403 }), label: 'no longer an agent' }),
        ev({ type: 'xstate.error.actor.registerDownline', error: new ApiError('network', 'network.abnormal'), label: 'network' }),
      ];
    }
    // Editing: fix what is refused, else fill the next field, else submit.
    const errors = Object.keys(c.errors) as AgentRegisterField[];
    if (errors.length > 0) {
      return errors.map((f) =>
        f === 'username' && c.values.username === AGENT_REGISTER_VALUES.username ? change(f, OTHER_USERNAME, 'another username') : change(f, AGENT_REGISTER_VALUES[f], `fixed ${f}`),
      );
    }
    const next = ORDER.find((f) => !filled(c, f));
    const events: AgentRegisterEvent[] = [];
    if (next) events.push(change(next, AGENT_REGISTER_VALUES[next]));
    if (!ORDER.some((f) => filled(c, f))) events.push(ev({ type: 'agentRegister.submit', label: 'empty form' }));
    if (!next) {
      events.push({ type: 'agentRegister.submit' });
      if (c.values.rebate === AGENT_REGISTER_VALUES.rebate) events.push(change('rebate', TOO_HIGH_REBATE, 'above own rebate'));
    }
    return events;
  },
  serialize: (s) => {
    const c = s.context as AgentRegisterContext;
    return JSON.stringify({
      v: s.value,
      f: ORDER.filter((f) => filled(c, f)),
      e: Object.keys(c.errors).sort(),
      k: c.errorKey !== null,
      u: c.values.username,
      r: c.values.rebate,
    });
  },
};
