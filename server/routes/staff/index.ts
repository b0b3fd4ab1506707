import { Hono } from 'hono';
import { endpoints as e } from '../../../src/api/endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { staffHandlers } from './handlers';

/** /wps/staff/*: what only the operator's staff accounts may use (issue "Flows"). Flags come from the registry. */
export function staffRoutes(s: Services) {
  const h = staffHandlers(s);
  return new Hono<AppEnv>().get(e.flowsAccess.path, h.flowsAccess);
}
