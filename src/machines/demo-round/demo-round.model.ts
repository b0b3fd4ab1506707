import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { demoRoundInput, playedFixture } from './demo-round.fixtures';
import { demoRoundMachine } from './demo-round.machine';
import type { DemoRoundEvent } from './demo-round.types';

const play = (stake: number, label: string) => ({ type: 'round.play', stake, choice: { target: 5000 }, label }) as DemoRoundEvent;

export const demoRoundModel: ChartModel<typeof demoRoundMachine> = {
  id: 'demo-round',
  machine: demoRoundMachine,
  input: demoRoundInput,
  events: (s) => {
    return [
      play(200, 'P 2'),
      // Refused before any request; one variant is enough to take the transition.
      play(20_000, 'P 200, above the balance'),
      { type: 'xstate.done.actor.play', output: playedFixture } as never,
      { type: 'xstate.error.actor.play', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
      {
        type: 'xstate.error.actor.play',
        error: new ApiError('server', 'money.balance.insufficient', { status: 409 }),
        label: 'insufficient balance',
      } as never,
      { type: 'xstate.error.actor.play', error: new ApiError('server', 'demo.session.invalid', { status: 401 }), label: 'session expired' } as never,
      { type: 'round.retry' },
      { type: 'round.dismiss' },
      { type: 'xstate.done.actor.loadBalance', output: 10_196 } as never,
      { type: 'xstate.error.actor.loadBalance', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
      {
        type: 'xstate.error.actor.loadBalance',
        error: new ApiError('server', 'demo.session.invalid', { status: 401 }),
        label: 'session expired',
      } as never,
      // A root transition: taking it once (from idle) covers it.
      ...(s.matches('idle') ? [{ type: 'balance.set', balance: 12_000, label: 'P 120 after a refresh' } as DemoRoundEvent] : []),
    ];
  },
  // The state alone: every (state, event) edge is taken once; the view checks read the context.
  serialize: (s) => JSON.stringify(s.value),
};
