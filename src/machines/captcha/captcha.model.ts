import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { captchaPngFixture } from './captcha.fixtures';
import { captchaMachine } from './captcha.machine';

export const captchaModel: ChartModel<typeof captchaMachine> = {
  id: 'captcha',
  machine: captchaMachine,
  events: () => [
    { type: 'xstate.done.actor.loadCaptcha', output: captchaPngFixture } as never,
    { type: 'xstate.error.actor.loadCaptcha', error: new ApiError('network', 'network.abnormal'), label: 'network' } as never,
    {
      type: 'xstate.error.actor.loadCaptcha',
      error: new ApiError('server', 'too.many.requests', { status: 429 }),
      label: 'too soon',
    } as never,
    { type: 'captcha.refresh' },
    { type: 'captcha.reload' },
  ],
  serialize: (s) =>
    JSON.stringify({ v: s.value, i: s.context.image !== null, e: s.context.errorKey, t: s.context.throttled }),
};
