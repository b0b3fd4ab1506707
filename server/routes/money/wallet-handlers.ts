import { object, size, string } from 'superstruct';
import {
  DepositRequest,
  DownlineTransferRequest,
  UplineTransferRequest,
  WalletTransferRequest,
} from '../../../src/api/schemas/money';
import { createDeposit, depositChannels, depositStatus, listDeposits } from '../../domain/money/deposits';
import { parsePage } from '../../domain/money/records';
import { transferInfo, transferToDownline, transferToUpline } from '../../domain/money/transfers';
import { merchantWallet, walletBalance, walletTransfer } from '../../domain/money/wallets';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import { check } from '../../wire/validate';
import { body } from '../../wire/body';
import { handle, merchant, moneyInput, queryField, userId } from '../../wire/money-context';

const StatusQuery = object({ reference: size(string(), 1, 64) });

/** Wallets, transfers and deposits. */
export function walletHandlers(s: Services) {
  const d = s.money;
  return {
    balance: handle(async (c) => ok(c, await walletBalance(s.db, merchant(c), userId(c), s.reads.balances))),

    merchantWallet: handle(async (c) => ok(c, merchantWallet(merchant(c)))),

    transfer: handle(async (c) => {
      const input = moneyInput(await body(c), WalletTransferRequest, { requestId: true, amounts: ['amount'] });
      return ok(c, await walletTransfer(d, merchant(c), userId(c), input));
    }),

    transferInfo: handle(async (c) => ok(c, await transferInfo(d, userId(c)))),

    toUpline: handle(async (c) => {
      const input = moneyInput(c.get('payload'), UplineTransferRequest, { requestId: true, amounts: ['amount'] });
      return ok(c, await transferToUpline(d, merchant(c), userId(c), input));
    }),

    toDownline: handle(async (c) => {
      const input = moneyInput(c.get('payload'), DownlineTransferRequest, { requestId: true, amounts: ['amount'] });
      return ok(c, await transferToDownline(d, merchant(c), userId(c), input));
    }),

    depositChannels: handle(async (c) => ok(c, depositChannels(merchant(c)))),

    deposit: handle(async (c) => {
      const input = moneyInput(await body(c), DepositRequest, { requestId: true, amounts: ['amount'] });
      return ok(c, await createDeposit(d, merchant(c), userId(c), input));
    }),

    depositStatus: handle(async (c) => {
      const q = check({ reference: queryField(c, 'reference') }, StatusQuery);
      return ok(c, await depositStatus(d, userId(c), q.reference));
    }),

    deposits: handle(async (c) => ok(c, await listDeposits(d, userId(c), parsePage(queryField(c, 'page'))))),
  };
}
