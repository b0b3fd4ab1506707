import { AddPayoutAccountRequest, WithdrawalConfirmRequest, WithdrawalRequest, WithdrawalStatus } from '../../../src/api/schemas/money';
import { MONEY } from '../../../src/config/constants';
import { loadRegisterSetting } from '../../domain/register-setting';
import { addPayoutAccount, listPayoutAccounts } from '../../domain/money/payout-accounts';
import { parseEnum, parsePage } from '../../domain/money/records';
import { confirmWithdrawal, listWithdrawals, requestWithdrawal, uploadProof, withdrawalSettings } from '../../domain/money/withdrawals';
import type { Services } from '../../services';
import { badInput, ok } from '../../wire/envelope';
import { checkInput } from '../../wire/limits';
import { body } from '../../wire/body';
import { type C, handle, merchant, moneyInput, queryField, userId } from '../../wire/money-context';

/** Payout accounts, withdrawals and their confirmation (SPEC §4). */
export function withdrawalHandlers(s: Services) {
  const d = s.money;
  return {
    payoutAccounts: handle(async (c) => ok(c, await listPayoutAccounts(d, userId(c)))),

    addPayoutAccount: handle(async (c) => {
      const input = checkInput(c.get('payload'), AddPayoutAccountRequest);
      const setting = await loadRegisterSetting(s.db, c.get('merchant'));
      return ok(c, await addPayoutAccount(d, merchant(c), setting, userId(c), input));
    }),

    settings: handle(async (c) => ok(c, withdrawalSettings(d, merchant(c)))),

    withdraw: handle(async (c) => {
      const input = moneyInput(c.get('payload'), WithdrawalRequest, { requestId: true, amounts: ['amount'] });
      return ok(c, await requestWithdrawal(d, merchant(c), userId(c), input));
    }),

    withdrawals: handle(async (c) => {
      const status = parseEnum('status', queryField(c, 'status'), Object.values(WithdrawalStatus.schema));
      return ok(c, await listWithdrawals(d, userId(c), parsePage(queryField(c, 'page')), status));
    }),

    proof: handle(async (c: C) => {
      const type = c.req.header('Content-Type') ?? '';
      if (!type.includes('multipart/form-data')) throw badInput('file', 'multipart');
      const form = await c.req.parseBody().catch(() => {
        throw badInput('file', 'multipart');
      });
      const file = form.file;
      if (!(file instanceof File)) throw badInput('file', 'validation.required');
      return ok(c, await uploadProof(d, userId(c), new Uint8Array(await file.arrayBuffer())));
    }),

    confirm: handle(async (c) => {
      // receivedAmount is the domain's to judge: a bad one is money.withdrawal.received_amount, not a malformed field.
      const input = moneyInput(await body(c), WithdrawalConfirmRequest, { loose: ['receivedAmount'] });
      return ok(c, await confirmWithdrawal(d, userId(c), input));
    }),
  };
}
