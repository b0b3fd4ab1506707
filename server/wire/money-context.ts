import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { omit, type Struct } from 'superstruct';
import { parseAmount, parseRequestId } from '../domain/money/amounts';
import { type MerchantMoney, merchantMoney } from '../domain/money/context';
import { MoneyError, type MoneyErrorKind } from '../domain/money/errors';
import { badInput, WireError } from './envelope';
import type { AppEnv } from './types';
import { wire } from './account-context';
import { checkInput } from './limits';

export type C = Context<AppEnv>;

const STATUS: Record<MoneyErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  throttled: 429,
};

export function toWireError(e: MoneyError): WireError {
  return new WireError(STATUS[e.kind], e.code, e.message, e.value);
}

/** A handler whose domain refusals (money and accounts) become wire errors; anything else is left to the 500 handler. */
export function handle(fn: (c: C) => Promise<Response>): Handler<AppEnv> {
  return async (c) => {
    try {
      return await wire(fn(c));
    } catch (e) {
      if (e instanceof MoneyError) throw toWireError(e);
      throw e;
    }
  };
}

export const userId = (c: C) => c.get('session')!.userId;
export const merchant = (c: C): MerchantMoney => merchantMoney(c.get('merchant').code, c.get('merchant').profile);

/**
 * A money request body: the idempotency key and the amounts get the money errors of
 * docs/money.md first (money.request_id.invalid, money.amount.invalid — a string or a
 * fraction is an invalid amount, not a malformed field); then the struct and the 255-character
 * cap of every other field. `loose` fields skip the struct and are left to the domain.
 */
export function moneyInput<T>(raw: unknown, struct: Struct<T, any>, opts: { amounts?: string[]; requestId?: boolean; loose?: string[] } = {}): T {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badInput('body', 'object');
  const body = { ...(raw as Record<string, unknown>) };
  if (opts.requestId) parseRequestId(body.requestId);
  for (const f of opts.amounts ?? []) parseAmount(body[f], f);
  const loose = opts.loose ?? [];
  if (!loose.length) return checkInput(body, struct);
  const kept = Object.fromEntries(loose.map((f) => [f, body[f]]));
  for (const f of loose) delete body[f];
  // Only object structs have loose fields; omit() keeps the others strict.
  const rest = omit(struct as unknown as Parameters<typeof omit>[0], loose as never[]);
  return { ...checkInput(body, rest), ...kept } as T;
}

/** A query-string value (last one wins), bounded like any other field. */
export function queryField(c: C, name: string, max = 64): string | undefined {
  const v = c.req.query(name);
  if (v !== undefined && v.length > max) throw badInput(name, 'too long');
  return v;
}
