/**
 * A refusal of the money domain, free of HTTP (like AuthError): `kind` says what sort of
 * refusal it is; server/wire/money-context.ts maps it to a status. Codes: docs/money.md.
 */
export type MoneyErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'throttled';

export class MoneyError extends Error {
  constructor(
    readonly kind: MoneyErrorKind,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}

export const insufficient = () => new MoneyError('conflict', 'money.balance.insufficient', 'the wallet balance is not enough');
export const withdrawalState = (status: string) => new MoneyError('conflict', 'money.withdrawal.state', `not allowed while the withdrawal is ${status}`, { status });
export const depositState = (status: string) => new MoneyError('conflict', 'money.deposit.state', `not allowed while the deposit is ${status}`, { status });
export const depositUnknown = () => new MoneyError('notFound', 'money.deposit.unknown', 'no such deposit');
export const withdrawalUnknown = () => new MoneyError('notFound', 'money.withdrawal.unknown', 'no such withdrawal');
export const payoutAccountUnknown = () => new MoneyError('notFound', 'money.payout_account.unknown', 'no such payout account');
export const badField = (field: string, reason: string, params?: unknown) =>
  new MoneyError('invalid', 'request_param_err', `invalid parameter: ${field}`, { field, reason, ...(params === undefined ? {} : { params }) });

/** The session's user is gone (deleted while logged in). */
export const loginRequired = () => new MoneyError('unauthorized', 'login.required', 'login required');
