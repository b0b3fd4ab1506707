import { fromCallback } from 'xstate';
import { onBalanceChanged } from '../balance-signal';
import type { BalanceEvent } from '../balance.types';

/** Turns "money moved" announcements (deposit approved, transfer done…) into `balance.changed`. */
export function createBalanceSignalListener() {
  return fromCallback<BalanceEvent>(({ sendBack }) => onBalanceChanged(() => sendBack({ type: 'balance.changed' })));
}
