import { MoneyError, type MoneyErrorKind } from '../money/errors';

/**
 * Refusals of the promotions domain (docs/engagement.md "Promotions", error codes). They guard
 * ledger credits, so they are money-domain refusals: the money routes' handle() and runOps map
 * them to a status or an operator error like any other.
 */
const refuse = (kind: MoneyErrorKind, code: string, message: string, value?: unknown) => new MoneyError(kind, code, message, value);

export const promotionUnknown = () => refuse('notFound', 'promotion.unknown', 'no such promotion');
export const notStarted = () => refuse('conflict', 'promotion.not_started', 'the promotion has not started yet');
export const promotionClosed = () => refuse('conflict', 'promotion.closed', 'the promotion has ended');
export const wrongKind = (kind: string) => refuse('conflict', 'promotion.kind', `not possible for a ${kind} promotion`, { kind });
export const alreadyTaken = () => refuse('conflict', 'promotion.already', 'already taken part in this period');
export const applicationOpen = () => refuse('conflict', 'promotion.application.open', 'an application for this promotion is under review');
export const notEligible = () => refuse('forbidden', 'promotion.not_eligible', 'this promotion is not for this account');
/** The member's VIP level (points area) is below the promotion's minimum (migration 0016_promotion_vip). */
export const vipLevelTooLow = (required: number, level: number) =>
  refuse('forbidden', 'promotion.vip_level', `this promotion needs VIP level ${required} or higher`, { required, level });
/** A time-out or self-exclusion is in force (care/marketing.ts). */
export const marketingBlocked = () => refuse('forbidden', 'promotion.not_allowed', 'promotions are paused for this account');
export const commentTooLong = (max: number) => refuse('invalid', 'promotion.comment.length', `comment over ${max} characters`, { field: 'comment', max });
export const tooManyImages = (max: number) => refuse('invalid', 'promotion.image.count', `more than ${max} images`, { field: 'images', max });
export const imageType = (index: number) => refuse('invalid', 'promotion.image.type', 'images must be png or jpg', { field: 'images', index });
export const imageTooLarge = (max: number, index?: number) => refuse('tooLarge', 'promotion.image.size', `image over ${max} bytes`, { field: 'images', max, index });
export const throttledAction = () => refuse('throttled', 'too.many.requests', 'too many promotion requests');
export const applicationUnknown = () => refuse('notFound', 'promotion.application.unknown', 'no such application');
export const applicationState = (status: string) => refuse('conflict', 'promotion.application.state', `the application is ${status}`, { status });
/** Withdrawal of the bonus part while its turnover is unmet (turnover.ts). */
export const turnoverUnmet = (locked: number, withdrawable: number) =>
  refuse('conflict', 'promotion.turnover.unmet', 'part of the balance is a bonus whose turnover is not met yet', { locked, withdrawable });
