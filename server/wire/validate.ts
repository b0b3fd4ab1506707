import type { Context } from 'hono';
import { type Struct, StructError, validate } from 'superstruct';
import { badInput } from './envelope';

function toBadInput(err: StructError) {
  const failure = err.failures()[0] ?? err;
  const field = failure.path.length ? failure.path.join('.') : String(failure.key ?? 'body');
  return badInput(field, failure.refinement ?? failure.type);
}

/** Validates (and coerces) a plain object; the first failing field is named in the 400. */
export function check<T>(input: unknown, struct: Struct<T, any>): T {
  const [err, value] = validate(input, struct, { coerce: true });
  if (err) throw toBadInput(err);
  return value as T;
}

/** Query string → struct. Repeated keys keep their last value. */
export function query<T>(c: Context, struct: Struct<T, any>): T {
  return check(c.req.query(), struct);
}
