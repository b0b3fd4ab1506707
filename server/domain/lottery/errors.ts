import { MoneyError } from '../money/errors';

/**
 * Refusals of the lottery (docs/lottery.md "Errors"). They are MoneyErrors (kind + code), so
 * server/wire/money-context.ts `handle` maps them to statuses like every money refusal.
 */
export type PickProblem = 'type' | 'position' | 'option' | 'count' | 'format' | 'range' | 'duplicate';

export const gameUnknown = () => new MoneyError('notFound', 'lottery.game.unknown', 'no such lottery game');
export const drawUnknown = () => new MoneyError('notFound', 'lottery.draw.unknown', 'no such draw');
export const drawClosed = (status: string) => new MoneyError('conflict', 'lottery.draw.closed', 'sales for this draw are closed', { status });
export const betInvalid = (index: number | null, field: string, reason: PickProblem) =>
  new MoneyError('invalid', 'lottery.bet.invalid', `invalid bet: ${field} (${reason})`, { field: index === null ? field : `bets[${index}].${field}`, ...(index === null ? {} : { index }), reason });
export const stakeOutOfBounds = (index: number, min: number, max: number) =>
  new MoneyError('invalid', 'lottery.bet.stake', 'stake outside the bet type’s bounds', { field: `bets[${index}].stake`, index, min, max });
