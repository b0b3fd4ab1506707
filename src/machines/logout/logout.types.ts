export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.confirm' } | { type: 'logout.cancel' };

export interface LogoutContext {
  /** Message key of a failed delete call; the local session ends anyway. */
  errorKey: string | null;
}
