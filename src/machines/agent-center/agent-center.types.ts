import type { AgentMenu } from '../../api/schemas/agent';
import type { AgentCenterPage } from './agent-center.pages';

export type { AgentMenu };

export interface AgentCenterInput {
  /** The page the overlay was opened with (modal props `page`): anything, checked against the menu. */
  requested: unknown;
}

export interface AgentCenterContext {
  /** What was asked for, until the menu says whether it is offered. */
  requested: unknown;
  /** GET /wps/agent/menu: entries, contract flags and the agent itself; null until it arrives. */
  menu: AgentMenu | null;
  page: AgentCenterPage;
  /** Pages whose section code has arrived: going back to one shows it at once. */
  loaded: AgentCenterPage[];
  /** Why the menu or a section's code did not arrive (a message key). */
  errorKey: string | null;
}

export type AgentCenterEvent = { type: 'agentCenter.go'; page: unknown } | { type: 'agentCenter.retry' };
