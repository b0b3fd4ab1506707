import type { Context } from 'hono';
import QRCode from 'qrcode';
import { coerce, defaulted, integer, object, optional, size, string } from 'superstruct';
import { QR } from '../../../src/config/constants';
import { endpoints } from '../../../src/api/endpoints';
import type { DomainRoute, HelpCenter, RegisterSetting, SystemKey, SystemStatus } from '../../../src/api/schemas/system';
import { evaluateAccess } from '../../domain/access';
import { pick } from '../../domain/localize';
import { buildWhitelabel, presentResources } from '../../domain/permission';
import { loadRegisterSetting } from '../../domain/register-setting';
import { listHelp } from '../../repositories/content';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { query } from '../../wire/validate';
import { locale, origin } from '../../wire/request';

type C = Context<AppEnv>;

/** `url` is the host the SPA was loaded from (SPEC §7); accepted and bounded, not used yet. */
const StatusQuery = object({ url: optional(size(string(), 0, 255)) });

const QR_TEXT_MAX = 1024;
export const QR_SIZE_MIN = 40;
export const QR_SIZE_MAX = 400;
const QrQuery = object({
  text: size(string(), 1, QR_TEXT_MAX),
  size: defaulted(size(coerce(integer(), string(), (s) => (/^\d+$/.test(s) ? Number(s) : NaN)), QR_SIZE_MIN, QR_SIZE_MAX), QR.defaultSize),
});

function access(c: C) {
  return evaluateAccess(c.get('merchant'), c.get('client').ip, c.get('country'));
}

export function systemHandlers(s: Services) {
  return {
    status(c: C) {
      query(c, StatusQuery);
      const m = c.get('merchant');
      const a = access(c);
      const value: SystemStatus = {
        status: a.status,
        ip: c.get('client').text,
        country: c.get('country'),
        maintenanceMessage: a.maintenance ? m.maintenanceMessage : null,
      };
      return ok(c, value);
    },

    async key(c: C) {
      const value: SystemKey = await s.keys.active();
      return ok(c, value);
    },

    whitelabel(c: C) {
      const value = buildWhitelabel(c.get('merchant'), {
        lang: c.get('lang'),
        origin: origin(c),
        ip: c.get('client').text,
        country: c.get('country'),
        access: access(c),
      });
      return ok(c, value);
    },

    async registerSetting(c: C) {
      const value: RegisterSetting = await loadRegisterSetting(s.db, c.get('merchant'));
      return ok(c, value);
    },

    domainRoute(c: C) {
      const m = c.get('merchant');
      const host = new URL(c.req.url).host;
      // Speed is a relative rank the client may re-measure; with no probes we report 0 for all.
      const domains = m.profile.domains.length ? m.profile.domains : [host];
      const value: DomainRoute = {
        domainList: domains.map((domain) => ({ domain, speed: 0 })),
        resources: presentResources(m.profile, c.get('lang'), origin(c)),
      };
      return ok(c, value);
    },

    async helpCenter(c: C) {
      const { lang, fallback } = locale(c);
      const { categories, articles } = await listHelp(s.db, c.get('merchant').code);
      const value: HelpCenter = {
        categories: categories.map((cat) => ({
          id: cat.id,
          title: pick(cat.title, lang, fallback),
          articles: articles
            .filter((a) => a.category_id === cat.id)
            .map((a) => ({ id: a.id, title: pick(a.title, lang, fallback), content: pick(a.content, lang, fallback) })),
        })),
      };
      return ok(c, value);
    },

    async qr(c: C) {
      const q = query(c, QrQuery);
      const png = await QRCode.toBuffer(q.text, { type: 'png', width: q.size, margin: 1, errorCorrectionLevel: 'M' });
      return c.body(new Uint8Array(png), 200, {
        'Content-Type': 'image/png',
        // Same text and size always draw the same image.
        'Cache-Control': 'public, max-age=86400',
      });
    },
  };
}

export const systemPaths = {
  status: endpoints.systemStatus.path,
  key: endpoints.systemKey.path,
  whitelabel: endpoints.whitelabel.path,
  registerSetting: endpoints.registerSetting.path,
  domainRoute: endpoints.domainRoute.path,
  helpCenter: endpoints.helpCenter.path,
  qr: endpoints.systemQr.path,
};
