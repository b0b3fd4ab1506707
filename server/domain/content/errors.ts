/**
 * A refusal of the content domain, free of HTTP (like MoneyError): routes/content/context.ts
 * maps `kind` to a status. Codes: docs/engagement.md "Messages and content".
 */
export type ContentErrorKind = 'invalid' | 'notFound' | 'throttled';

export class ContentError extends Error {
  constructor(
    readonly kind: ContentErrorKind,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

export const badField = (field: string, reason: string) =>
  new ContentError('invalid', 'request_param_err', `invalid parameter: ${field}`, { field, reason });
/** Unknown and another member's message answer alike: ids reveal nothing. */
export const messageNotFound = () => new ContentError('notFound', 'message.not.found', 'no such message');
