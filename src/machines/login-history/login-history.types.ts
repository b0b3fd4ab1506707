import type { LoginHistory, LoginHistoryEntry, LoginMethod } from '../../api/schemas/protection';

export type { LoginHistory, LoginHistoryEntry, LoginMethod };

export interface LoginHistoryContext {
  /** 1-based page being shown or asked for. */
  page: number;
  history: LoginHistory | null;
  errorKey: string | null;
}

export type LoginHistoryEvent =
  | { type: 'loginHistory.retry' }
  | { type: 'loginHistory.next' }
  | { type: 'loginHistory.previous' }
  | { type: 'loginHistory.notMe' }
  | { type: 'loginHistory.confirm' }
  | { type: 'loginHistory.cancel' };
