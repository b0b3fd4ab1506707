import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Failure, Success } from '../../src/api/schemas/envelope';

/** A failure the client is meant to see: status, stable dotted errorCode, English message. */
export class WireError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'WireError';
  }
}

export const badInput = (field: string, reason: string) =>
  new WireError(400, 'request_param_err', `invalid parameter: ${field}`, { field, reason });
export const notFound = () => new WireError(404, 'not.found', 'not found');
export const moduleDisabled = (modId: string) =>
  new WireError(403, 'function.not.available', 'function not available', { module: modId });

export function ok<T>(c: Context, value: T): Response {
  const body: Success<T> = { success: true, value };
  return c.json(body, 200);
}

export function failureBody(e: WireError): Failure {
  return { success: false, errorCode: e.errorCode, message: e.message, ...(e.value === undefined ? {} : { value: e.value }) };
}

export function fail(c: Context, e: WireError): Response {
  return c.json(failureBody(e), e.status);
}

/** 500 body: fixed text, so stack traces and SQL never reach a client. */
export function systemError(c: Context): Response {
  return fail(c, new WireError(500, 'system.error', 'system error'));
}
