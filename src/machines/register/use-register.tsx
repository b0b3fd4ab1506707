import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { useModalIntents } from '../modal/use-modal';
import { usePopupsIntents } from '../popups/use-popups';
import { useSession } from '../session/use-session';
import { useModuleEnabled } from '../system-status/use-system-status';
import { createRegisterLogic } from './register.runtime';
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

/** URL parameters that carry an affiliate code. */
const AFFILIATE_PARAMS = ['affiliateCode', 'code', 'aff'] as const;

export function urlAffiliateCode(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const p of AFFILIATE_PARAMS) {
    const v = params.get(p)?.trim();
    if (v) return v;
  }
  return null;
}

/**
 * The register modal's chart, built from the app: the API client, the white-label register modules,
 * the page's address (affiliate code, register URL, domain), and the hand-over of a registration that
 * logged in (session started, the welcome through the popup policy) or did not (the login modal).
 * Lives as long as the modal body.
 */
export function useRegisterActor(): RegisterActor {
  const { api } = useAppDeps();
  const session = useSession();
  const modal = useModalIntents();
  const popups = usePopupsIntents();
  const usernameEnabled = useModuleEnabled('USERNAMEREG3');
  const mobileEnabled = useModuleEnabled('MOBILENUMREG3');
  const smsVerification = useModuleEnabled('REGMOBVERF3');
  const [logic] = useState(() =>
    createRegisterLogic({
      api,
      domain: () => location.host,
      complete: (result) => {
        modal.closeAll();
        if (result.session) {
          session.start(result.session.token);
          popups.loggedIn({ mustChangePassword: false, firstTimeLogin: true, knownPassword: null });
        } else modal.open('login');
      },
    }),
  );
  return useActorRef(logic, {
    input: {
      usernameEnabled,
      mobileEnabled,
      smsVerification,
      urlAffiliateCode: urlAffiliateCode(location.search),
      registerUrl: location.href,
      domain: location.host,
    },
  });
}
