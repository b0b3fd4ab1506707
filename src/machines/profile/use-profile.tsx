import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createProfileLogic } from './profile.runtime';
import type { profileMachine } from './profile.machine';
import { editable } from './profile.rules';
import type { ProfileField, ProfileInput, SecurityInfo } from './profile.types';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

export function useProfileActor(input: ProfileInput, saved: (info: SecurityInfo) => void): ProfileActor {
  const { api } = useAppDeps();
  const latest = useRef(saved);
  latest.current = saved;
  const [logic] = useState(() => createProfileLogic({ api, saved: (info) => latest.current(info) }));
  return useActorRef(logic, { input });
}

export function useProfile(actor: ProfileActor) {
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const saved = useSelector(actor, (s) => s.hasTag('state:done'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'profile.submit' }));
  const intents = useMemo(
    () => ({
      change: (field: ProfileField, value: string) => actor.send({ type: 'profile.change', field, value }),
      submit: () => actor.send({ type: 'profile.submit' }),
    }),
    [actor],
  );
  return { context, busy, saved, canSubmit, editable: (f: ProfileField) => editable(context, f), ...intents };
}
