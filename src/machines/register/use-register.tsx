import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { registerMachine } from './register.machine';
import { requiredFields, visibleFields } from './register.rules';
import type { RegistrationField, RegistrationMode } from './register.types';

export type RegisterActor = ActorRefFrom<typeof registerMachine>;

export function useRegister(actor: RegisterActor) {
  const context = useSelector(actor, (s) => s.context);
  const fields = useMemo(() => visibleFields(context), [context]);
  const required = useMemo(() => requiredFields(context), [context]);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const editable = useSelector(actor, (s) => s.matches('editing'));
  const affiliateInvalid = useSelector(actor, (s) => s.matches('affiliateInvalid'));
  const registered = useSelector(actor, (s) => s.matches('registered'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'register.submit' }));
  const intents = useMemo(
    () => ({
      selectTab: (mode: RegistrationMode) => actor.send({ type: 'register.tab', mode }),
      change: (field: RegistrationField | 'countryDialingCode', value: string) => actor.send({ type: 'register.change', field, value }),
      acceptTerms: (accepted: boolean) => actor.send({ type: 'register.terms', accepted }),
      submit: () => actor.send({ type: 'register.submit' }),
      dismiss: () => actor.send({ type: 'register.dismiss' }),
      retry: () => actor.send({ type: 'register.retry' }),
    }),
    [actor],
  );
  return { context, fields, required, loading, loadFailed, busy, editable, affiliateInvalid, registered, canSubmit, ...intents };
}
