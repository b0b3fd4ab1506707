import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { loginHistoryMachine } from './login-history.machine';
import type { LoginHistory, LoginHistoryContext, LoginHistoryEntry, LoginHistoryEvent } from './login-history.types';

const network = new ApiError('network', 'network.abnormal');

const entry = (at: string, over: Partial<LoginHistoryEntry> = {}): LoginHistoryEntry => ({
  at,
  ip: '203.0.113.7',
  country: 'BD',
  device: 'Chrome · Windows',
  method: 'password',
  result: 'ok',
  ...over,
});

/** Two pages of ten: page 1 newest first (a failure among them), page 2 the oldest. */
export const loginHistoryFixtures = {
  page1: {
    list: [
      entry('2026-03-01T04:00:00.000Z', { method: 'passwordAuthenticator', ip: '198.51.100.9', country: null }),
      entry('2026-02-28T04:00:00.000Z', { result: 'failed', device: null }),
      ...Array.from({ length: 8 }, (_, i) => entry(`2026-02-2${i}T04:00:00.000Z`)),
    ],
    total: 12,
    page: 1,
    size: 10,
    previous: entry('2026-02-28T04:00:00.000Z'),
  } satisfies LoginHistory,
  page2: {
    list: [entry('2026-01-05T04:00:00.000Z', { method: 'register' }), entry('2026-01-04T04:00:00.000Z', { method: 'smsCode', result: 'failed' })],
    total: 12,
    page: 2,
    size: 10,
    previous: entry('2026-02-28T04:00:00.000Z'),
  } satisfies LoginHistory,
};

export const loginHistoryModel: ChartModel<typeof loginHistoryMachine> = {
  id: 'login-history',
  machine: loginHistoryMachine,
  events: (s) => {
    const c = s.context as LoginHistoryContext;
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.loadLogins', output: c.page === 1 ? loginHistoryFixtures.page1 : loginHistoryFixtures.page2 } as never,
        { type: 'xstate.error.actor.loadLogins', error: network } as never,
      ];
    if (s.matches('reporting'))
      return [{ type: 'xstate.done.actor.reportNotMe', output: undefined } as never, { type: 'xstate.error.actor.reportNotMe', error: network } as never];
    const all: LoginHistoryEvent[] = [
      { type: 'loginHistory.retry' },
      { type: 'loginHistory.next' },
      { type: 'loginHistory.previous' },
      { type: 'loginHistory.notMe' },
      { type: 'loginHistory.confirm' },
      { type: 'loginHistory.cancel' },
    ];
    return all;
  },
  serialize: (s) => {
    const c = s.context as LoginHistoryContext;
    return JSON.stringify({ v: s.value, p: c.page, h: c.history?.page ?? null, k: c.errorKey });
  },
};
