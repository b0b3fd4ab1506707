import { any, boolean, literal, object, optional, string, type Struct, union } from 'superstruct';

/** The WPS envelope: `{ success: true, value }` or `{ success: false, errorCode, message, value? }`. */
export const SuccessEnvelope = object({ success: literal(true), value: any(), message: optional(string()) });
export const FailureEnvelope = object({
  success: literal(false),
  errorCode: string(),
  message: string(),
  value: optional(any()),
});
export const Envelope = union([SuccessEnvelope, FailureEnvelope]);

export type Success<T> = { success: true; value: T; message?: string };
export type Failure = { success: false; errorCode: string; message: string; value?: unknown };
export type EnvelopeOf<T> = Success<T> | Failure;

/** Marker for endpoints that answer `value: null` (or nothing). */
export const Empty: Struct<unknown, null> = any() as unknown as Struct<unknown, null>;
export const Flag = boolean();
