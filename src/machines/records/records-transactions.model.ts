import { TRANSACTION_RECORDS, transactionRecordsMachine } from './records-transactions.machine';
import { createRecordsModel, recordFixtures } from './records.fixtures';

export const transactionRecordsModel = createRecordsModel({ id: 'records-transactions', machine: transactionRecordsMachine, config: TRANSACTION_RECORDS, ...recordFixtures.transactions });
