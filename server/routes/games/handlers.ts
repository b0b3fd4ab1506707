import type { Context } from 'hono';
import { buildGameMenus } from '../../domain/catalogue';
import { listCategoriesWithVendors } from '../../repositories/content';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { locale } from '../../wire/request';

export function gamesHandlers(s: Services) {
  return {
    async menus(c: Context<AppEnv>) {
      const m = c.get('merchant');
      const { lang, fallback } = locale(c);
      const rows = await listCategoriesWithVendors(s.db, m.code);
      return ok(c, buildGameMenus(rows, m.profile.esportsVassalages, lang, fallback));
    },
  };
}
