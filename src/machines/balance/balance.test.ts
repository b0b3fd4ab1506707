import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { WalletBalance } from '../../api/schemas/money';
import { announceBalanceChanged } from './balance-signal';
import { balanceFixture } from './balance.fixtures';
import { BALANCE_HIDDEN_KEY, createBalanceLogic, readBalanceHidden } from './balance.runtime';

/** An api whose walletBalance calls stay open until the test settles them. */
function controlledApi() {
  const calls: { resolve: (b: WalletBalance) => void; signal: AbortSignal }[] = [];
  const api = {
    call: vi.fn((name: string, opts: { signal?: AbortSignal } = {}) => {
      expect(name).toBe('walletBalance');
      return new Promise<WalletBalance>((resolve) => calls.push({ resolve, signal: opts.signal! }));
    }),
  };
  return { api: api as never, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('balance chart with its real actors', () => {
  const actors: { stop(): void }[] = [];
  afterEach(() => actors.splice(0).forEach((a) => a.stop()));

  function start(api: never, hidden = false) {
    const actor = createActor(createBalanceLogic({ api, store: sessionStorage }), { input: { hidden } });
    actors.push(actor);
    actor.start();
    return actor;
  }

  it('refreshes when another chart announces that money moved', async () => {
    const { api, calls } = controlledApi();
    const actor = start(api);
    calls[0]!.resolve(balanceFixture);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');

    announceBalanceChanged();
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(calls).toHaveLength(2);
  });

  it('a refresh click while refreshing is ignored (one request)', async () => {
    const { api, calls } = controlledApi();
    const actor = start(api);
    calls[0]!.resolve(balanceFixture);
    await flush();
    actor.send({ type: 'balance.refresh' });
    actor.send({ type: 'balance.refresh' });
    actor.send({ type: 'balance.refresh' });
    expect(calls).toHaveLength(2);
  });

  it('money moving during a refresh aborts the stale request and asks again', async () => {
    const { api, calls } = controlledApi();
    const actor = start(api);
    calls[0]!.resolve(balanceFixture);
    await flush();
    actor.send({ type: 'balance.refresh' });
    announceBalanceChanged();
    expect(calls).toHaveLength(3);
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls[2]!.signal.aborted).toBe(false);

    calls[2]!.resolve({ ...balanceFixture, sumBalance: 5 });
    await flush();
    expect(actor.getSnapshot().context.balance?.sumBalance).toBe(5);
  });

  it('stops listening when the header unmounts', async () => {
    const { api, calls } = controlledApi();
    const actor = start(api);
    actor.stop();
    announceBalanceChanged();
    expect(calls).toHaveLength(1);
  });

  it('remembers hiding for the browser session', () => {
    const { api } = controlledApi();
    expect(readBalanceHidden(sessionStorage)).toBe(false);
    const actor = start(api);
    actor.send({ type: 'balance.toggle' });
    expect(sessionStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    expect(readBalanceHidden(sessionStorage)).toBe(true);
    expect(start(api, readBalanceHidden(sessionStorage)).getSnapshot().context.hidden).toBe(true);
    actor.send({ type: 'balance.toggle' });
    expect(readBalanceHidden(sessionStorage)).toBe(false);
  });
});
