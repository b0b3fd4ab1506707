import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { isModuleEnabled } from '../../api/client';
import { useAppDeps } from '../../machines/app-deps';
import { useModalIntents } from '../../machines/modal/use-modal';
import { usePopupsIntents } from '../../machines/popups/use-popups';
import { createRegisterLogic } from '../../machines/register/register.runtime';
import { useSession } from '../../machines/session/use-session';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { RegisterForm } from './register-form';

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

/** The register modal body wired to the app: API, session, modal stack, URL affiliate code. */
export function RegisterModalBody() {
  const { t } = useLingui();
  const { api } = useAppDeps();
  const session = useSession();
  const modal = useModalIntents();
  const popups = usePopupsIntents();
  const tree = useWhitelabel()?.info.whitelabel ?? [];
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
  const actor = useActorRef(logic, {
    input: {
      usernameEnabled: isModuleEnabled(tree, 'USERNAMEREG3'),
      mobileEnabled: isModuleEnabled(tree, 'MOBILENUMREG3'),
      smsVerification: isModuleEnabled(tree, 'REGMOBVERF3'),
      urlAffiliateCode: urlAffiliateCode(location.search),
      registerUrl: location.href,
      domain: location.host,
    },
  });
  return (
    <RegisterForm
      actor={actor}
      onLogin={() => {
        modal.closeAll();
        modal.open('login');
      }}
      agreementLink={
        <Link to="/help" className="btn btn--link" onClick={() => modal.closeAll()}>
          {t`User agreement`}
        </Link>
      }
    />
  );
}
