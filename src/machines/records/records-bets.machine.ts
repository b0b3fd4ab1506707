import type { BetRecordPage } from '../../api/schemas/money';
import { createRecordsMachine, PAGED, type RecordsChartConfig } from './records.chart';

/** Betting record (SPEC §2 personalHistoryCopy): filters category and status; paged; with a summary. */
export const BET_RECORDS: RecordsChartConfig<BetRecordPage> = {
  id: 'betRecords',
  kind: 'bets',
  description: 'Betting record (SPEC §2 personalHistoryCopy): GET /wps/records/bets by dates, category and status, page by page.',
  filters: ['category', 'status'],
  ...PAGED,
};

export const betRecordsMachine = createRecordsMachine(BET_RECORDS);
