import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { contractRoutes } from './contracts';
import { reportRoutes } from './reports';

/** The agent area (issue #6; docs/agents.md). Each route checks agentOnly (./context.ts) itself. */
export function agentRoutes(s: Services) {
  return new Hono<AppEnv>().route('/', reportRoutes(s)).route('/', contractRoutes(s));
}
