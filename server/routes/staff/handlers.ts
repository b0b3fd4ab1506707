import type { Context } from 'hono';
import { flowsAccess } from '../../domain/staff';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { wire } from '../../wire/account-context';

type C = Context<AppEnv>;

export function staffHandlers(s: Services) {
  return {
    /** GET /wps/staff/flows (token): `{ enabled: true }` for staff while the visualiser is available. */
    async flowsAccess(c: C) {
      const facts = {
        userId: c.get('session')!.userId,
        flowsEnabled: c.get('merchant').profile.settings.flowsEnabled === true,
        production: s.config.nodeEnv === 'production',
      };
      return ok(c, await wire(flowsAccess(s.db, facts)));
    },
  };
}
