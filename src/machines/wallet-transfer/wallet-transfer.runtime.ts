import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createLoadWallets } from './actors/load-wallets';
import { createWalletTransfer } from './actors/wallet-transfer';
import { walletTransferMachine } from './wallet-transfer.machine';

export interface WalletTransferDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createWalletTransferImplementations({ api }: WalletTransferDeps) {
  return {
    actors: { loadWallets: createLoadWallets(api), walletTransfer: createWalletTransfer(api) },
    actions: { announceBalanceChanged: () => announceBalanceChanged() },
  };
}

export function createWalletTransferLogic(deps: WalletTransferDeps) {
  return walletTransferMachine.provide(createWalletTransferImplementations(deps));
}
