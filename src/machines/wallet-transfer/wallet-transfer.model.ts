import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { singleWalletFixture, transferResultFixture, walletsFixture } from './wallet-transfer.fixtures';
import { walletTransferMachine } from './wallet-transfer.machine';
import type { WalletTransferContext, WalletTransferEvent } from './wallet-transfer.types';

export const walletTransferModel: ChartModel<typeof walletTransferMachine> = {
  id: 'wallet-transfer',
  machine: walletTransferMachine,
  events: (s) => {
    const c = s.context as WalletTransferContext;
    const edits: WalletTransferEvent[] = [];
    // One edit of each kind is enough to take every transition; fewer variants keep paths short.
    if (!c.amount) edits.push({ type: 'transfer.amount', value: '150', label: 'P 150' } as WalletTransferEvent);
    if (c.from === 'MAIN' && c.to === 'EVO') edits.push({ type: 'transfer.to', code: 'PG', label: 'to PG Soft' } as WalletTransferEvent);
    if (c.to === 'PG') edits.push({ type: 'transfer.from', code: 'PG', label: 'from PG Soft (swaps)' } as WalletTransferEvent);
    return [
      { type: 'xstate.done.actor.loadWallets', output: walletsFixture, label: 'vendor wallets' } as never,
      { type: 'xstate.done.actor.loadWallets', output: singleWalletFixture, label: 'single wallet' } as never,
      { type: 'xstate.error.actor.loadWallets', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
      { type: 'wallets.retry' },
      ...edits,
      { type: 'transfer.submit' },
      { type: 'xstate.done.actor.walletTransfer', output: transferResultFixture } as never,
      { type: 'xstate.error.actor.walletTransfer', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
      {
        type: 'xstate.error.actor.walletTransfer',
        error: new ApiError('server', 'money.balance.insufficient', { status: 409 }),
        label: 'insufficient balance',
      } as never,
      {
        type: 'xstate.error.actor.walletTransfer',
        error: new ApiError('server', 'money.wallet.single', { status: 409 }),
        label: 'merchant became single-wallet',
      } as never,
      { type: 'transfer.retry' },
      { type: 'transfer.edit' },
      { type: 'transfer.again' },
    ];
  },
  serialize: (s) => {
    const c = s.context as WalletTransferContext;
    return JSON.stringify({
      v: s.value,
      w: c.balance?.isSingle ?? null,
      pair: `${c.from}>${c.to}`,
      a: c.amount !== '',
      e: Object.keys(c.errors),
      k: c.errorKey,
      r: c.requestId !== null,
      d: c.done !== null,
    });
  },
};
