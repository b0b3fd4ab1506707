import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AGENTS } from '../../../src/config/agents';
import { AgentError, type AgentErrorKind, agentOnly as agentOnlyError, badParam } from '../../domain/agents/errors';
import { MoneyError } from '../../domain/money/errors';
import type { Services } from '../../services';
import { WireError } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';

/** The caller of an agent endpoint, as read from the database on this request (not the session's copy). */
export interface AgentCaller {
  id: string;
  merchantCode: string;
  account: string;
  type: number;
  rebateBps: number;
}

const STATUS: Record<AgentErrorKind, ContentfulStatusCode> = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 };
const MONEY_STATUS: Record<string, ContentfulStatusCode> = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409, unauthorized: 401 };

/** Domain refusals (agent and money) become wire errors; anything else is left to the 500 handler. */
export async function wire<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof AgentError) throw new WireError(STATUS[e.kind], e.code, e.message, e.value);
    if (e instanceof MoneyError) throw new WireError(MONEY_STATUS[e.kind] ?? 400, e.code, e.message, e.value);
    throw e;
  }
}

/** A handler whose agent and money refusals become wire errors (wire above). */
export const handle =
  (fn: (c: Context<AppEnv>) => Promise<Response>): Handler<AppEnv> =>
  (c) =>
    wire(fn(c));

/** A query-string value, bounded (a longer one is 400 naming the field). */
export function q(c: Context<AppEnv>, name: string, max = 64): string | undefined {
  const v = c.req.query(name);
  if (v !== undefined && v.length > max) throw badParam(name, 'validation.maxLength', { max });
  return v;
}

const CALLER = new WeakMap<Context, AgentCaller>();

/**
 * Agent endpoints only (SPEC §6): the session's user must be an agent NOW (types of
 * AGENTS.types, read from users — a type changed since login counts), of the request's merchant.
 * Anyone else: 403 agent.only. Put after the wire middleware on every agent route.
 */
export function agentOnly(s: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    if (!session) throw new WireError(403, 'agent.only', 'Non-agents cannot log in');
    const user = await s.db
      .selectFrom('users')
      .select(['id', 'merchant_code', 'username', 'type', 'rebate_bps'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    if (!user || user.merchant_code !== c.get('merchant').code || !AGENTS.types.includes(user.type)) {
      const e = agentOnlyError();
      throw new WireError(403, e.code, e.message);
    }
    CALLER.set(c, { id: user.id, merchantCode: user.merchant_code, account: user.username, type: user.type, rebateBps: user.rebate_bps });
    await next();
  };
}

/** The agent established by agentOnly for this request. */
export function caller(c: Context<AppEnv>): AgentCaller {
  const a = CALLER.get(c);
  if (!a) throw new Error('agentOnly must run before this handler');
  return a;
}
