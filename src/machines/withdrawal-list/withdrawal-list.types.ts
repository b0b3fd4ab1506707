import type { ActorRefFrom } from 'xstate';
import type { Currency, Withdrawal } from '../../api/schemas/money';
import type { ConfirmationOutcome } from '../withdrawal-confirmation/withdrawal-confirmation.types';
import type { withdrawalConfirmationMachine } from '../withdrawal-confirmation/withdrawal-confirmation.machine';

export type ConfirmationRef = ActorRefFrom<typeof withdrawalConfirmationMachine>;

export type { ConfirmationOutcome };

export interface WithdrawalListContext {
  /** The member's recent withdrawals (first page, newest first); null until the first read. */
  withdrawals: Withdrawal[] | null;
  errorKey: string | null;
  /** The paid withdrawal whose confirmation panel is open, and its chart. */
  confirming: { id: string; ref: ConfirmationRef } | null;
}

export type WithdrawalListEvent =
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.confirm'; id: string; currency: Currency }
  | { type: 'list.closeConfirm' }
  | { type: 'list.moneyMoved' }
  /** The confirmation child reached its end (spawned with the id `confirmation`). */
  | { type: 'xstate.done.actor.confirmation'; output: ConfirmationOutcome };
