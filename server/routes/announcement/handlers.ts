import type { Context } from 'hono';
import { defaulted, enums, object, optional, refine, string } from 'superstruct';
import type { HomeNotices, Notice } from '../../../src/api/schemas/notice';
import { pick } from '../../domain/localize';
import { wireInstant } from '../../domain/time';
import { listActiveNotices } from '../../repositories/content';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { query } from '../../wire/validate';
import { locale } from '../../wire/request';

/** Announcement types of SPEC §3; H (home) is accepted but has no slot in the home response. */
const TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

const TypeList = refine(string(), 'types', (v) => v.split(',').every((t) => (TYPES as readonly string[]).includes(t.trim())));

const HomeQuery = object({
  types: defaulted(TypeList, 'B,PL,PU,PR'),
  platform: optional(enums(['W', 'M'])),
  execution: optional(enums(['B'])),
});

export function announcementHandlers(s: Services) {
  return {
    async home(c: Context<AppEnv>) {
      const q = query(c, HomeQuery);
      const types = [...new Set(q.types.split(',').map((t) => t.trim()))];
      const { lang, fallback } = locale(c);
      const rows = await listActiveNotices(s.db, c.get('merchant').code, types);
      const notice = (r: (typeof rows)[number]): Notice => ({
        id: r.id,
        title: pick(r.title, lang, fallback),
        content: pick(r.content, lang, fallback),
        date: wireInstant(r.published_at),
      });
      const of = (t: string) => rows.filter((r) => r.type === t);
      const value: HomeNotices = {
        player: of('PL').map(notice),
        banners: of('B').map((r) => ({ id: r.id, title: pick(r.title, lang, fallback), imageUrl: r.image_url ?? '', linkUrl: r.link_url })),
        popup: of('PU').map(notice),
        promotion: of('PR').map(notice),
      };
      return ok(c, value);
    },
  };
}
