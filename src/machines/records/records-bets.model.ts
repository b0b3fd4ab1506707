import { BET_RECORDS, betRecordsMachine } from './records-bets.machine';
import { createRecordsModel, recordFixtures } from './records.fixtures';

export const betRecordsModel = createRecordsModel({ id: 'records-bets', machine: betRecordsMachine, config: BET_RECORDS, ...recordFixtures.bets });
