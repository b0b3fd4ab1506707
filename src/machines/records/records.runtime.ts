import type { ApiClient } from '../../api/client';
import { createLoadRecords } from './actors/load-records';
import { betRecordsMachine } from './records-bets.machine';
import { bonusRecordsMachine } from './records-bonus.machine';
import { profitRecordsMachine } from './records-profit.machine';
import { transactionRecordsMachine } from './records-transactions.machine';

export interface RecordsDeps {
  api: Pick<ApiClient, 'call'>;
}

/** Each record chart with its real loader. */
export const createBetRecordsLogic = ({ api }: RecordsDeps) =>
  betRecordsMachine.provide({ actors: { load: createLoadRecords(api, 'bets') } });
export const createTransactionRecordsLogic = ({ api }: RecordsDeps) =>
  transactionRecordsMachine.provide({ actors: { load: createLoadRecords(api, 'transactions') } });
export const createProfitRecordsLogic = ({ api }: RecordsDeps) =>
  profitRecordsMachine.provide({ actors: { load: createLoadRecords(api, 'profit') } });
export const createBonusRecordsLogic = ({ api }: RecordsDeps) =>
  bonusRecordsMachine.provide({ actors: { load: createLoadRecords(api, 'bonus') } });
