/** Refusals of the agent area (docs/agents.md "Errors"); routes turn them into wire errors. */
export type AgentErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'conflict';

export class AgentError extends Error {
  constructor(
    readonly kind: AgentErrorKind,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}

/** SPEC §6 "Non-agents cannot log in": members and trial accounts on any agent endpoint. */
export const agentOnly = () => new AgentError('forbidden', 'agent.only', 'Non-agents cannot log in');
/** Someone not in the caller's downline, or nobody: the same answer either way (no enumeration). */
export const memberUnknown = () => new AgentError('notFound', 'agent.member.unknown', 'no such member in your downline');
export const badParam = (field: string, reason: string, params?: unknown) =>
  new AgentError('invalid', 'request_param_err', `invalid parameter: ${field}`, { field, reason, ...(params === undefined ? {} : { params }) });
