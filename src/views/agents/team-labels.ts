import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isAgentType } from '../../machines/agent-center/team-member.rules';

const MEMBER = msg`Member`;
const AGENT = msg`Agent`;

/** Account types (SPEC §4): agents are 1, 2, 41, 42; everyone else is a member here. */
export function typeLabel(type: number): MessageDescriptor {
  return isAgentType(type) ? AGENT : MEMBER;
}
