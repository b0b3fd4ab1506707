import type { AgentRegistered, AgentRegisterRequest } from '../../api/schemas/agent';
import type { RegistrationSetting } from '../../api/validation/registration';
import type { FieldError } from '../../api/validation/validate';

export type { AgentRegistered, AgentRegisterRequest };

/** The form's fields; `type` is '0' (member) or '1' (agent), `rebate` a percentage as typed ("1.5"). */
export const AGENT_REGISTER_FIELDS = ['username', 'password', 'confirmPassword', 'type', 'nickname', 'rebate'] as const;
export type AgentRegisterField = (typeof AGENT_REGISTER_FIELDS)[number];

export interface AgentRegisterInput {
  /** The agent's own rebate group (menu `agent.rebateBps`): a downline's can never be higher. */
  ownRebateBps: number;
}

export interface AgentRegisterContext {
  ownRebateBps: number;
  /** GET /wps/system/setting/register: the username and password rules the server applies. */
  setting: RegistrationSetting | null;
  values: Record<AgentRegisterField, string>;
  /** Field messages (validation keys with their bounds), under each field. */
  errors: Partial<Record<AgentRegisterField, FieldError>>;
  /** A refusal that belongs to no field: shown in a popup. */
  errorKey: string | null;
  registered: AgentRegistered | null;
}

export type AgentRegisterEvent =
  | { type: 'agentRegister.retry' }
  | { type: 'agentRegister.change'; field: AgentRegisterField; value: string }
  | { type: 'agentRegister.submit' }
  | { type: 'agentRegister.dismiss' }
  | { type: 'agentRegister.again' };
