import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ContentError, type ContentErrorKind } from '../../domain/content/errors';
import type { Owner } from '../../domain/content/messages';
import { WireError } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';

export type C = Context<AppEnv>;

const STATUS: Record<ContentErrorKind, ContentfulStatusCode> = { invalid: 400, notFound: 404, throttled: 429 };

/** A handler whose content refusals become wire errors; anything else is left to the 500 handler. */
export function handle(fn: (c: C) => Promise<Response>): Handler<AppEnv> {
  return async (c) => {
    try {
      return await fn(c);
    } catch (e) {
      if (e instanceof ContentError) throw new WireError(STATUS[e.kind], e.code, e.message, e.value);
      throw e;
    }
  };
}

/** The signed-in member, of the request's merchant (the wire middleware checked the token). */
export const owner = (c: C): Owner => ({ merchantCode: c.get('merchant').code, userId: c.get('session')!.userId });
