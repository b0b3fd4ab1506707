import { MoneyError } from '../money/errors';

/**
 * Refusals of the care domain. They are MoneyErrors (kind → status in server/wire/money-context.ts)
 * because the deposit-limit refusal is raised inside the deposit transaction; codes:
 * docs/engagement.md "Responsible gambling".
 */
export const limitExceeded = (v: { period: string; limit: number; used: number; remaining: number }) =>
  new MoneyError('conflict', 'care.limit.exceeded', `the ${v.period} deposit limit leaves ${v.remaining}`, v);

export const badDuration = (kind: string, min: number, max: number) =>
  new MoneyError('invalid', 'care.exclusion.duration', `a ${kind} lasts ${min} to ${max}`, { field: 'duration', kind, min, max });

export const notConfirmed = () => new MoneyError('invalid', 'care.exclusion.confirm', 'the member must confirm the exclusion', { field: 'confirm' });

export const badMinutes = (min: number, max: number) =>
  new MoneyError('invalid', 'care.reality_check.minutes', `the interval is ${min} to ${max} minutes`, { field: 'minutes', min, max });

export const careThrottled = () => new MoneyError('throttled', 'too.many.requests', 'too many care changes; try again later');
