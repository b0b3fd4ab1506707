import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { memberPartsFixture } from './app.fixtures';
import { appMachine } from './app.machine';

export const appModel: ChartModel<typeof appMachine> = {
  id: 'app',
  machine: appMachine,
  events: () => [
    { type: 'app.session.changed', kind: 'member', token: 'tok-member', label: 'a member signs in' } as never,
    { type: 'app.session.changed', kind: 'trial', token: 'tok-trial', label: 'a trial account' } as never,
    { type: 'app.session.changed', kind: 'anonymous', token: null, label: 'signed out' } as never,
    { type: 'xstate.done.actor.loadMemberParts', output: memberPartsFixture() } as never,
    { type: 'xstate.error.actor.loadMemberParts', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
    { type: 'app.retry' },
    { type: 'app.signOut', label: 'logout finished' },
    { type: 'app.contractOffer.changed', open: true, label: 'an offer waits' } as never,
    { type: 'app.contractOffer.changed', open: false, label: 'nothing to show' } as never,
    { type: 'app.tab.visible' },
    { type: 'xstate.done.actor.readUnread' } as never,
    { type: 'xstate.error.actor.readUnread', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
  ],
  // What the view depends on: the state and whether the account is a trial (no messages).
  serialize: (s) => JSON.stringify({ v: s.value, t: s.context.kind === 'trial' }),
};
