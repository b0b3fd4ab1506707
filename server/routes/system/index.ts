import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { systemHandlers, systemPaths as p } from './handlers';

/** /wps/system/*: status, encryption key, permission response, register settings, routes, help, QR. */
export function systemRoutes(s: Services) {
  const h = systemHandlers(s);
  return new Hono<AppEnv>()
    .get(p.status, h.status)
    .get(p.key, h.key)
    .get(p.whitelabel, h.whitelabel)
    .get(p.registerSetting, h.registerSetting)
    .get(p.domainRoute, h.domainRoute)
    .get(p.helpCenter, h.helpCenter)
    .get(p.qr, h.qr);
}
