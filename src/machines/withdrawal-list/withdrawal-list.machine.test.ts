import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { withdrawalListMachine } from './withdrawal-list.machine';

describe('withdrawal list: the money listener', () => {
  it('stays one listener however often money moves, and none once the list is gone', () => {
    let listening = 0;
    const machine = withdrawalListMachine.provide({
      actors: {
        loadWithdrawals: fromPromise(() => new Promise<never>(() => {})) as never,
        moneySignal: fromCallback(() => {
          listening += 1;
          return () => void (listening -= 1);
        }) as never,
      },
    });
    const list = createActor(machine).start();
    expect(listening).toBe(1);
    for (let i = 0; i < 3; i++) list.send({ type: 'list.moneyMoved' });
    expect(listening).toBe(1);
    list.stop();
    expect(listening).toBe(0);
  });
});
