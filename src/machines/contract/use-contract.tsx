import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { siteToday } from '../records/records.dates';
import { useAppDeps } from '../app-deps';
import type { contractMachine } from './contract.machine';
import { myValidContract, offerToMe, pageCount } from './contract.rules';
import { createContractBillsLogic, createContractLogic } from './contract.runtime';
import type { ContractKind, TierField } from './contract.types';

export type ContractActor = ActorRefFrom<typeof contractMachine>;
type Snapshot = SnapshotFrom<typeof contractMachine>;

/** Which screen the view shows: the chart's state as one name (`drafting.editing` for the nested ones). */
export type ContractStep =
  | 'idle'
  | 'checking'
  | 'checkFailed'
  | 'waiting'
  | 'requesting'
  | 'requestFailed'
  | 'offered'
  | 'answering'
  | 'answerFailed'
  | 'accepted'
  | 'rejected'
  | 'withdrawn'
  | 'loading'
  | 'failed'
  | 'overview'
  | 'confirmingEnd'
  | 'ending'
  | 'endFailed'
  | 'terminated'
  | 'cancelled'
  | 'drafting.loadingTeam'
  | 'drafting.teamFailed'
  | 'drafting.editing'
  | 'offering'
  | 'offerFailed'
  | 'awaitingAnswer'
  | 'checkingAnswer'
  | 'downlineAccepted'
  | 'downlineRejected';

export function stepOf(s: Snapshot): ContractStep {
  const v = s.value as string | { drafting: string };
  return (typeof v === 'string' ? v : `drafting.${v.drafting}`) as ContractStep;
}

/** True while the popup has something to show (an offer, its answer, or why it could not be read). */
export const selectPopupOpen = (s: Snapshot) => s.context.mode === 'popup' && s.hasTag('contract:popup');

function useContractLogic() {
  const { api } = useAppDeps();
  return useState(() => createContractLogic({ api }))[0];
}

/** A contract chart on one kind of the agent center, opened at once. */
export function useContractSectionActor(kind: ContractKind): ContractActor {
  const actor = useActorRef(useContractLogic());
  useEffect(() => {
    actor.send({ type: 'contract.open', kind });
  }, [actor, kind]);
  return actor;
}

/** State and intents of a contract chart, as its views consume them. */
export function useContract(actor: ContractActor) {
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'contract.retry' }),
      back: () => actor.send({ type: 'contract.back' }),
      close: () => actor.send({ type: 'contract.close' }),
      later: () => actor.send({ type: 'contract.later' }),
      refresh: () => actor.send({ type: 'contract.refresh' }),
      goToPage: (page: number) => actor.send({ type: 'contract.page', page }),
      accept: () => actor.send({ type: 'contract.accept' }),
      reject: () => actor.send({ type: 'contract.reject' }),
      end: (id: string) => actor.send({ type: 'contract.end', id }),
      confirm: () => actor.send({ type: 'contract.confirm' }),
      draft: () => actor.send({ type: 'contract.draft' }),
      check: () => actor.send({ type: 'contract.check' }),
      chooseDownline: (account: string) => actor.send({ type: 'draft.downline', account }),
      search: (keyword: string) => actor.send({ type: 'draft.search', keyword }),
      addTier: () => actor.send({ type: 'draft.tier.add' }),
      removeTier: (index: number) => actor.send({ type: 'draft.tier.remove', index }),
      changeTier: (index: number, field: TierField, value: string) => actor.send({ type: 'draft.tier.change', index, field, value }),
      submit: () => actor.send({ type: 'draft.submit' }),
    }),
    [actor],
  );
  const can = useMemo(
    () => ({
      later: snapshot.can({ type: 'contract.later' }),
      draft: snapshot.can({ type: 'contract.draft' }),
      addTier: snapshot.can({ type: 'draft.tier.add' }),
      goToPage: (page: number) => snapshot.can({ type: 'contract.page', page }),
      end: (id: string) => snapshot.can({ type: 'contract.end', id }),
    }),
    [snapshot],
  );
  const overview = context.overview;
  return {
    step,
    context,
    busy,
    can,
    mine: myValidContract(overview),
    offerToMe: offerToMe(overview),
    pages: pageCount(overview),
    ...intents,
  };
}

export type ContractView = ReturnType<typeof useContract>;

/** The bills of a contract kind (agent center), on the app's API, opened on the last 7 days (today in GMT+8). */
export function useContractBillsActor(kind: ContractKind) {
  const { api } = useAppDeps();
  const [logic] = useState(() => createContractBillsLogic({ api }, kind));
  return useActorRef(logic, { input: { today: siteToday() } });
}
