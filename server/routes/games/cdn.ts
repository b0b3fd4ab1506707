import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { renderGameSvg } from '../../domain/games/images';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

const FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const MERCHANT = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * GET /cdn/games/<gameId>.svg: generated game art (docs/games.md "Images"). Outside the wire
 * middleware (an <img> sends no WPS headers): the merchant is the `Merchant` header's if it
 * names one, else the server's. Cacheable (ETag, a day), 404 for an unknown id.
 */
export function cdnHandlers(s: Services) {
  return {
    async gameImage(c: Context<AppEnv>) {
      const file = FILE.exec(c.req.param('file') ?? '');
      if (!file) return c.text('Not found', 404);
      const wanted = c.req.header('Merchant')?.trim();
      const merchant = wanted && MERCHANT.test(wanted) && (await s.cache.merchant(wanted)) ? wanted : s.config.merchantCode;
      const game = await s.db
        .selectFrom('games')
        .select(['game_id', 'category', 'name'])
        .where('merchant_code', '=', merchant)
        .where('game_id', '=', file[1]!)
        .executeTakeFirst();
      if (!game) return c.text('Not found', 404);
      const svg = renderGameSvg({ gameId: game.game_id, category: game.category, name: game.name });
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      c.header('ETag', etag);
      // A day fresh, then a week served while it is checked again in the background (the ETag
      // usually answers 304): the art changes only with the game's name, category or the drawing.
      c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
      c.header('X-Content-Type-Options', 'nosniff');
      // Opened directly, the document may run nothing and load nothing.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      c.header('Vary', 'Merchant');
      if (c.req.header('If-None-Match')?.split(',').some((t) => t.trim() === etag)) return c.body(null, 304);
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
    },
  };
}
