import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { profileSettingFixture, securityInfoFixture } from './profile.fixtures';
import { profileMachine } from './profile.machine';
import { profileRules } from './profile.rules';
import type { ProfileContext, ProfileEvent } from './profile.types';

export const profileModel: ChartModel<typeof profileMachine> = {
  id: 'profile',
  machine: profileMachine,
  input: {
    current: { payeeName: 'Rahim Uddin', ...securityInfoFixture.profile },
    rules: profileRules(profileSettingFixture),
  },
  events: (s) => {
    const c = s.context as ProfileContext;
    const events: ProfileEvent[] = [{ type: 'profile.submit' }];
    // WhatsApp: a number that breaks the digits rule first, then a good one.
    if (c.values.whatsapp === '') events.push({ type: 'profile.change', field: 'whatsapp', value: 'abc', label: 'not digits' } as never);
    if (c.values.whatsapp === 'abc') events.push({ type: 'profile.change', field: 'whatsapp', value: '1712345678', label: 'digits' } as never);
    // Once WhatsApp is stored, one more edit (from the saved form back to editing).
    if (c.current.whatsapp !== null && c.values.facebook === '')
      events.push({ type: 'profile.change', field: 'facebook', value: 'rahim.fb', label: 'facebook' } as never);
    return [
      ...events,
      {
        type: 'xstate.done.actor.saveProfile',
        output: { ...securityInfoFixture, profile: { ...securityInfoFixture.profile, whatsapp: c.values.whatsapp || null, facebook: c.values.facebook || null } },
      } as never,
      {
        type: 'xstate.error.actor.saveProfile',
        error: new ApiError('server', 'request_param_err', {
          status: 400,
          value: { field: 'whatsapp', reason: 'validation.pattern.digits', params: { min: 8, max: 15, bounds: '8 - 15' } },
        }),
        label: 'server rule refuses WhatsApp',
      } as never,
      { type: 'xstate.error.actor.saveProfile', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as ProfileContext;
    return JSON.stringify({
      v: s.value,
      w: c.values.whatsapp,
      cw: c.current.whatsapp,
      f: c.values.facebook,
      cf: c.current.facebook,
      e: Object.keys(c.errors),
      ek: c.errorKey,
    });
  },
};
