import type { BonusRecord, Paged } from '../../api/schemas/money';
import { createRecordsMachine, PAGED, type RecordsChartConfig } from './records.chart';

/** Bonus details (SPEC §2 bonusDetails): bonuses credited in the period; paged. */
export const BONUS_RECORDS: RecordsChartConfig<Paged<BonusRecord>> = {
  id: 'bonusRecords',
  kind: 'bonus',
  description: 'Bonus details (SPEC §2 bonusDetails): GET /wps/records/bonus by dates, page by page.',
  filters: [],
  ...PAGED,
};

export const bonusRecordsMachine = createRecordsMachine(BONUS_RECORDS);
