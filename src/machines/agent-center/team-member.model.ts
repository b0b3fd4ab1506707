import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { playerDetailFixture } from './agent-center.fixtures';
import { teamMemberMachine } from './team-member.machine';
import { isAgentType, nextType } from './team-member.rules';
import type { TeamMemberContext, TeamMemberEvent, TeamMemberInput } from './team-member.types';

/** player01, a direct member without a team, opened by agent01 (own rebate 2.00%). */
export const teamMemberInput: TeamMemberInput = { account: 'player01', ownRebateBps: 200 };

const ev = (e: Record<string, unknown>) => e as unknown as TeamMemberEvent;
/** Rebates typed in turn: 0% (as loaded) → 1.8% (accepted) → 2.5% (above the agent's own). */
const NEXT_REBATE: Record<string, string> = { '0': '1.8', '1.8': '2.5', '2.5': '1.8' };

export const teamMemberModel: ChartModel<typeof teamMemberMachine> = {
  id: 'team-member',
  machine: teamMemberMachine,
  input: teamMemberInput,
  events: (s) => {
    const c = s.context as TeamMemberContext;
    const member = c.detail?.member ?? playerDetailFixture.member;
    if (s.matches('loading')) {
      return [
        ev({ type: 'xstate.done.actor.loadMember', output: playerDetailFixture }),
        ev({ type: 'xstate.error.actor.loadMember', error: new ApiError('server', 'agent.member.unknown', { status: 404 }), label: 'not in the team' }),
      ];
    }
    if (s.matches('failed')) return [{ type: 'member.retry' }];
    const network = (id: string) => ev({ type: `xstate.error.actor.${id}`, error: new ApiError('network', 'network.abnormal'), label: 'network' });
    if (s.matches('settingType')) {
      const type = nextType(member)!;
      return [ev({ type: 'xstate.done.actor.setType', output: { ...member, type } }), network('setType')];
    }
    if (s.matches('savingRebate')) {
      return [
        ev({ type: 'xstate.done.actor.setRebate', output: { ...member, rebateBps: 180 } }),
        ev({
          type: 'xstate.error.actor.setRebate',
          error: new ApiError('server', 'agent.rebate.range', { status: 400, value: { field: 'rebateBps', min: 50, max: 200 } }),
          label: 'outside the range (its own downline has 0.50%)',
        }),
        network('setRebate'),
      ];
    }
    const events: TeamMemberEvent[] = [];
    const next = nextType(member);
    if (next !== null) events.push(ev({ type: 'member.type.set', memberType: next, label: isAgentType(member.type) ? 'make member' : 'make agent' }));
    events.push(ev({ type: 'member.rebate.change', value: NEXT_REBATE[c.rebate] ?? '1.8', label: `rebate ${NEXT_REBATE[c.rebate] ?? '1.8'}%` }));
    if (c.rebate !== '0') events.push({ type: 'member.rebate.submit' });
    return events;
  },
  serialize: (s) => {
    const c = s.context as TeamMemberContext;
    return JSON.stringify({
      v: s.value,
      t: c.detail ? isAgentType(c.detail.member.type) : null,
      rb: c.detail?.member.rebateBps ?? null,
      r: c.rebate,
      re: c.rebateError?.key ?? null,
      k: c.errorKey,
      s: c.saved,
    });
  },
};
