import type { AccountRecord, Paged } from '../../api/schemas/money';
import { createRecordsMachine, PAGED, type RecordsChartConfig } from './records.chart';

/** Account record (SPEC §2 transactionHistory): the member's postings, filter type; paged. */
export const TRANSACTION_RECORDS: RecordsChartConfig<Paged<AccountRecord>> = {
  id: 'transactionRecords',
  kind: 'transactions',
  description: 'Account record (SPEC §2 transactionHistory): GET /wps/records/transactions by dates and posting type, page by page.',
  filters: ['type'],
  ...PAGED,
};

export const transactionRecordsMachine = createRecordsMachine(TRANSACTION_RECORDS);
