import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { PayoutAccount } from '../../api/schemas/money';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { PAYOUT_ACCOUNT_LIMIT } from './payout-account.rules';
import { createPayoutAccountLogic } from './payout-account.runtime';
import type { payoutAccountMachine } from './payout-account.machine';
import type { PayoutAccountInput, PayoutField } from './payout-account.types';

export type PayoutAccountActor = ActorRefFrom<typeof payoutAccountMachine>;

export function usePayoutAccountActor(input: PayoutAccountInput, added: (account: PayoutAccount) => void): PayoutAccountActor {
  const { api } = useAppDeps();
  const latest = useRef(added);
  latest.current = added;
  const [logic] = useState(() => createPayoutAccountLogic({ api, added: (account) => latest.current(account) }));
  return useActorRef(logic, { input });
}

export function usePayoutAccounts(actor: PayoutAccountActor) {
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading') && !s.hasTag('payout:form'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('state:error'));
  const adding = useSelector(actor, (s) => s.hasTag('payout:form'));
  const submitting = useSelector(actor, (s) => s.hasTag('payout:form') && s.hasTag('state:loading'));
  const canAdd = useSelector(actor, (s) => s.can({ type: 'payout.add' }));
  const intents = useMemo(
    () => ({
      add: () => actor.send({ type: 'payout.add' }),
      change: (field: PayoutField, value: string) => actor.send({ type: 'payout.change', field, value }),
      submit: () => actor.send({ type: 'payout.submit' }),
      cancel: () => actor.send({ type: 'payout.cancel' }),
      retry: () => actor.send({ type: 'payout.retry' }),
    }),
    [actor],
  );
  return { context, loading, loadFailed, adding, submitting, canAdd, limit: PAYOUT_ACCOUNT_LIMIT, ...intents };
}
