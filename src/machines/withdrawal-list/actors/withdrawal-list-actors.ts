import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { Withdrawal } from '../../../api/schemas/money';
import { onBalanceChanged } from '../../balance/balance-signal';
import type { WithdrawalListEvent } from '../withdrawal-list.types';

type Api = Pick<ApiClient, 'call'>;

/** GET /wps/withdrawal/list, first page (newest first). */
export function createLoadWithdrawals(api: Api) {
  return fromPromise<Withdrawal[]>(async ({ signal }) => (await api.call('withdrawals', { query: { page: 1 }, signal })).list);
}

/** "The member's money moved" (a withdrawal requested, a refund…) becomes `list.moneyMoved`. */
export function createMoneySignalListener() {
  return fromCallback<WithdrawalListEvent>(({ sendBack }) => onBalanceChanged(() => sendBack({ type: 'list.moneyMoved' })));
}
