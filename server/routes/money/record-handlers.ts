import { accountRecords, betRecords, bonusRecords, parseRecordQuery, profitReport } from '../../domain/money/records';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import { type C, handle, queryField, userId } from '../../wire/money-context';

const range = (c: C) => parseRecordQuery({ start: queryField(c, 'start'), end: queryField(c, 'end'), page: queryField(c, 'page') });

/** Betting, account, profit and bonus records (trial accounts may read theirs). */
export function recordHandlers(s: Services) {
  return {
    bets: handle(async (c) =>
      ok(c, await betRecords(s.db, userId(c), range(c), { category: queryField(c, 'category') ?? null, status: queryField(c, 'status') ?? null })),
    ),
    transactions: handle(async (c) => ok(c, await accountRecords(s.db, userId(c), range(c), queryField(c, 'type') ?? null))),
    profit: handle(async (c) => ok(c, await profitReport(s.db, userId(c), range(c)))),
    bonus: handle(async (c) => ok(c, await bonusRecords(s.db, userId(c), range(c)))),
  };
}
