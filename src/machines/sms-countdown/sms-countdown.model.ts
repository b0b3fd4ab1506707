import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { smsCountdownMachine } from './sms-countdown.machine';

export const smsCountdownModel: ChartModel<typeof smsCountdownMachine> = {
  id: 'sms-countdown',
  machine: smsCountdownMachine,
  input: { purpose: 'login' },
  events: () => [
    { type: 'sms.send', mobileNum: '1712345678', countryDialingCode: '880', label: 'valid mobile' } as never,
    { type: 'sms.dismiss' },
    { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 5 }, label: '5 minutes' } as never,
    { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 5, alternative: true }, label: 'alternative channel' } as never,
    {
      type: 'xstate.error.actor.sendCode',
      error: new ApiError('server', 'sms.daily.limit', { message: 'Daily SMS limit reached' }),
      label: 'server refused',
    } as never,
  ],
  // The seconds left only drive the label; states differ by value and whether a popup shows.
  serialize: (s) => JSON.stringify({ v: s.value, e: s.context.errorKey, sec: s.context.seconds }),
};
