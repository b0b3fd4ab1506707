import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useAppDeps } from '../app-deps';
import type { UplineTransferActor } from '../upline-transfer/use-upline-transfer';
import { createDownlineTransferLogic, type DownlineTransferDeps } from './downline-transfer.runtime';

/**
 * A transfer to one direct downline (the member center's upline-transfer chart, the downline
 * receiving) on the app's API client, for the lifetime of the calling panel. Its state and
 * intents are the upline transfer's (`useUplineTransfer`).
 */
export function useDownlineTransferActor(downline: DownlineTransferDeps['downline']): UplineTransferActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createDownlineTransferLogic({ api, downline }));
  return useActorRef(logic);
}
