import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';
import type { balanceMachine } from '../balance/balance.machine';
import type { contractMachine } from '../contract/contract.machine';
import type { logoutMachine } from '../logout/logout.machine';
import type { realityCheckMachine } from '../reality-check/reality-check.machine';
import type { SessionKind } from '../session/use-session';

/**
 * The charts a signed-in account runs for as long as it is signed in. They come in their own
 * lazy chunk (member-parts.ts): a visitor's first page carries none of their code.
 */
export interface MemberParts {
  balance: AnyActorLogic;
  /** The balance chart's input: whether the member hid the figure earlier in this tab. */
  balanceInput: unknown;
  logout: AnyActorLogic;
  /** The contract chart in popup mode: watches for offers to this account. */
  contractWatch: AnyActorLogic;
  /** Relays the contract chart's "an offer is waiting" to the app chart (input: { contract }). */
  contractRelay: AnyActorLogic;
  realityCheck: AnyActorLogic;
}

/** The running signed-in actors, by the name views ask for them with. */
export interface MemberActors {
  balance: ActorRefFrom<typeof balanceMachine>;
  logout: ActorRefFrom<typeof logoutMachine>;
  /** Members and agents only (null for a trial account), like the two below. */
  contractWatch: ActorRefFrom<typeof contractMachine> | null;
  contractRelay: AnyActorRef | null;
  realityCheck: ActorRefFrom<typeof realityCheckMachine> | null;
}

export interface AppContext {
  parts: MemberParts | null;
  members: MemberActors | null;
  /** The session's account kind as last reported. */
  kind: SessionKind;
  errorKey: string | null;
}

export type AppEvent =
  | { type: 'app.session.changed'; kind: SessionKind; token: string | null }
  | { type: 'app.signOut' }
  | { type: 'app.retry' }
  | { type: 'app.contractOffer.changed'; open: boolean }
  | { type: 'app.tab.visible' };

/** Accounts that run the signed-in actors: a trial account (SPEC §6) plays, but has no money, messages or contracts. */
export const isRealAccount = (kind: SessionKind): boolean => kind === 'member' || kind === 'agent';
