import { BONUS_RECORDS, bonusRecordsMachine } from './records-bonus.machine';
import { createRecordsModel, recordFixtures } from './records.fixtures';

export const bonusRecordsModel = createRecordsModel({ id: 'records-bonus', machine: bonusRecordsMachine, config: BONUS_RECORDS, ...recordFixtures.bonus });
