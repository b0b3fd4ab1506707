import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GameError, type GameErrorKind } from '../../domain/games/errors';
import type { LobbyContext } from '../../domain/games/lobby';
import { requestLanguage } from '../../domain/localize';
import type { Services } from '../../services';
import { WireError } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { wire } from '../../wire/account-context';
import { locale } from '../../wire/request';

export type C = Context<AppEnv>;

const STATUS: Record<GameErrorKind, ContentfulStatusCode> = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 };

/** A handler whose games (and accounts) refusals become wire errors; anything else is left to the 500 handler. */
export function handle(fn: (c: C) => Promise<Response>): Handler<AppEnv> {
  return async (c) => {
    try {
      return await wire(fn(c));
    } catch (e) {
      if (e instanceof GameError) throw new WireError(STATUS[e.kind], e.code, e.message, e.value);
      throw e;
    }
  };
}

/**
 * The lobby context of a request. A `language` query parameter (hotGames, rankList) wins over
 * the Language header when the merchant offers it.
 */
export function lobby(s: Services, c: C): LobbyContext {
  const m = c.get('merchant');
  const { lang, fallback } = locale(c);
  const q = c.req.query('language');
  return {
    db: s.db,
    merchantCode: m.code,
    esportsVassalages: m.profile.esportsVassalages,
    lang: q && q.length <= 16 ? requestLanguage(q, m.profile.brand.languages, lang) : lang,
    fallback,
  };
}

export const userId = (c: C) => c.get('session')!.userId;
