import { PROFIT_RECORDS, profitRecordsMachine } from './records-profit.machine';
import { createRecordsModel, recordFixtures } from './records.fixtures';

export const profitRecordsModel = createRecordsModel({ id: 'records-profit', machine: profitRecordsMachine, config: PROFIT_RECORDS, ...recordFixtures.profit });
