import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { passkeysMachine } from './passkeys.machine';
import type { PasskeyItem, PasskeysContext, PasskeysEvent } from './passkeys.types';

const network = new ApiError('network', 'network.abnormal');
const refused = (code: string) => new ApiError('server', code, { status: 400 });

const phone: PasskeyItem = { id: 'cred-phone', name: 'My phone', createdAt: '2026-03-01T04:00:00.000Z', lastUsedAt: '2026-03-02T05:30:00.000Z' };
const laptop: PasskeyItem = { id: 'cred-laptop', name: 'Work laptop', createdAt: '2026-03-03T04:00:00.000Z', lastUsedAt: null };

export const passkeysFixtures = { phone, laptop };

/**
 * A member loads their passkeys (none, or one), names a new one (empty, then too long, then
 * "Work laptop"), the browser prompt is closed once, the key is added, the phone's passkey is
 * renamed (too long, unchanged, "Old phone"; the server renames it, refuses the name, or the key is
 * gone), and a passkey is removed with a wrong and a right password.
 */
export const passkeysModel: ChartModel<typeof passkeysMachine> = {
  id: 'passkeys',
  machine: passkeysMachine,
  events: (s) => {
    const c = s.context as PasskeysContext;
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.loadPasskeys', output: { list: [] }, label: 'none' } as never,
        { type: 'xstate.done.actor.loadPasskeys', output: { list: [phone] }, label: 'one' } as never,
        { type: 'xstate.error.actor.loadPasskeys', error: network } as never,
      ];
    // One laptop key at most: the list stays finite (the authenticator makes no second one anyway).
    if (s.matches('registering'))
      return [
        ...(c.list.some((p) => p.id === laptop.id) ? [] : [{ type: 'xstate.done.actor.registerPasskey', output: laptop } as never]),
        { type: 'xstate.error.actor.registerPasskey', error: refused('passkey.cancelled'), label: 'prompt closed' } as never,
      ];
    if (s.matches('savingName')) {
      const renamed = { ...c.renaming!, name: c.name.trim() };
      return [
        { type: 'xstate.done.actor.renamePasskey', output: renamed } as never,
        { type: 'xstate.error.actor.renamePasskey', error: refused('passkey.not.found'), label: 'gone' } as never,
        { type: 'xstate.error.actor.renamePasskey', error: new ApiError('server', 'request_param_err', { status: 400, value: { field: 'name', reason: 'validation.required' } }), label: 'name refused' } as never,
      ];
    }
    if (s.matches('removingKey'))
      return [
        { type: 'xstate.done.actor.removePasskey', output: undefined } as never,
        { type: 'xstate.error.actor.removePasskey', error: refused('passkey.password.invalid'), label: 'wrong password' } as never,
        { type: 'xstate.error.actor.removePasskey', error: network, label: 'network' } as never,
      ];
    const events: PasskeysEvent[] = [{ type: 'passkeys.retry' }, { type: 'passkeys.add' }, { type: 'passkeys.cancel' }];
    if (s.matches('list')) {
      // Only the phone's key is renamed, once, from a list of it alone: after that the walk ends (the paths stay few).
      if (c.list.some((p) => p.name === 'Old phone')) return [];
      if (c.list.length === 1 && c.list[0]!.id === phone.id && !c.done) events.push({ type: 'passkeys.rename', id: phone.id, label: 'phone' } as PasskeysEvent);
      for (const p of c.list) events.push({ type: 'passkeys.remove', id: p.id, label: p.name } as PasskeysEvent);
    }
    if (s.matches('renaming')) {
      // From the current name: too long (refused here) or "Old phone" (sent); saving it unchanged sends nothing.
      if (c.name === c.renaming?.name)
        events.push(
          { type: 'passkeys.name', value: 'x'.repeat(41), label: 'too long' } as PasskeysEvent,
          { type: 'passkeys.name', value: 'Old phone', label: 'new name' } as PasskeysEvent,
        );
      events.push({ type: 'passkeys.saveName' });
    }
    if (s.matches('naming')) {
      if (!c.name) events.push({ type: 'passkeys.name', value: 'x'.repeat(41), label: 'too long' } as PasskeysEvent, { type: 'passkeys.name', value: 'Work laptop', label: 'name' } as PasskeysEvent);
      events.push({ type: 'passkeys.create' });
    }
    if (s.matches('confirmingRemoval')) {
      if (!c.password) events.push({ type: 'passkeys.password', value: 'Secret2025' });
      events.push({ type: 'passkeys.confirmRemove' });
    }
    return events;
  },
  serialize: (s) => {
    const c = s.context as PasskeysContext;
    return JSON.stringify({
      v: s.value,
      l: c.list.map((p) => `${p.id}:${p.name}`),
      n: c.name.length > 40 ? 'long' : c.name,
      r: c.removing?.id ?? null,
      rn: c.renaming?.id ?? null,
      p: !!c.password,
      e: Object.keys(c.errors).sort(),
      k: c.errorKey,
      d: c.done,
    });
  },
};
