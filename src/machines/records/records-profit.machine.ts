import type { ProfitReport } from '../../api/schemas/money';
import { createRecordsMachine, type RecordsChartConfig } from './records.chart';

/** Personal profit and loss (SPEC §2 personalProfit): one row per game category plus a total; not paged. */
export const PROFIT_RECORDS: RecordsChartConfig<ProfitReport> = {
  id: 'profitRecords',
  kind: 'profit',
  description: 'Personal profit and loss (SPEC §2 personalProfit): GET /wps/records/profit by dates, a row per category and the total.',
  filters: [],
  paged: false,
  rowCount: (d) => d.rows.length,
  pageCount: () => 1,
};

export const profitRecordsMachine = createRecordsMachine(PROFIT_RECORDS);
