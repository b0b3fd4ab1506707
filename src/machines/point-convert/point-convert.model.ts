import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { convertResultFixture, convertSetupFixture, pointConfigFixture } from './point-convert.fixtures';
import { pointConvertMachine } from './point-convert.machine';
import type { ConvertContext, ConvertEvent, ConvertField } from './point-convert.types';

/** 500 points → P 50.00. */
const VALUES: Record<ConvertField, string> = { points: '500', paymentPassword: '135790' };
const ORDER: ConvertField[] = ['points', 'paymentPassword'];

export const pointConvertModel: ChartModel<typeof pointConvertMachine> = {
  id: 'point-convert',
  machine: pointConvertMachine,
  events: (s) => {
    const c = s.context as ConvertContext;
    const next = ORDER.find((f) => !c.values[f]);
    return [
      { type: 'xstate.done.actor.loadConvert', output: convertSetupFixture, label: 'ready' } as never,
      { type: 'xstate.done.actor.loadConvert', output: { ...convertSetupFixture, hasPaymentPassword: false }, label: 'no payment password' } as never,
      {
        type: 'xstate.done.actor.loadConvert',
        output: { ...convertSetupFixture, config: { ...pointConfigFixture, convert: { ...pointConfigFixture.convert, enabled: false } } },
        label: 'switched off',
      } as never,
      { type: 'xstate.error.actor.loadConvert', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
      ...(next ? [{ type: 'convert.change', field: next, value: VALUES[next], label: next } as ConvertEvent] : []),
      { type: 'convert.review' },
      { type: 'convert.back' },
      { type: 'convert.confirm' },
      { type: 'convert.retry' },
      { type: 'convert.reload' },
      { type: 'convert.again' },
      { type: 'xstate.done.actor.submitConvert', output: convertResultFixture } as never,
      {
        type: 'xstate.error.actor.submitConvert',
        error: new ApiError('server', 'money.payment_password.wrong', { status: 400 }),
        label: 'wrong payment password',
      } as never,
      { type: 'xstate.error.actor.submitConvert', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as ConvertContext;
    return JSON.stringify({
      v: s.value,
      f: ORDER.filter((f) => c.values[f]),
      e: Object.keys(c.errors).sort(),
      ek: c.errorKey,
      pp: c.setup?.hasPaymentPassword,
      on: c.setup?.config.convert.enabled,
      done: c.result !== null,
    });
  },
};
