import { useSelector } from '@xstate/react';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useSession } from '../../machines/session/use-session';
import { useModuleEnabled } from '../../machines/system-status/use-system-status';
import { useSmsCountdownActor } from '../../machines/sms-countdown/use-sms-countdown';
import { type LoginActor, useLoginActor } from '../../machines/login/use-login';
import { LoginForm } from './login-form';
import { SmsCodeButton } from './sms-code-button';

/** The SMS tab's get-code button, sending to the phone typed in the login form. */
function LoginSmsCode({ login }: { login: LoginActor }) {
  const sms = useSmsCountdownActor('login');
  const mobileNum = useSelector(login, (s) => s.context.values.mobileNum);
  const countryDialingCode = useSelector(login, (s) => s.context.values.countryDialingCode);
  return <SmsCodeButton actor={sms} mobileNum={mobileNum} countryDialingCode={countryDialingCode} />;
}

/** White-label modules of the login modal (SPEC §3). */
export const LOGIN_MODULES = { smsLogin: 'MOBILEVERCODELOGIN3', freePlay: 'FREEPLAY3', directRegister: 'DIRECTREG3' } as const;

/** The login modal body: the login chart (src/machines/login/use-login.tsx) and the modal stack's links. */
export function LoginModalBody() {
  const session = useSession();
  const modal = useModalIntents();
  const actor = useLoginActor(useModuleEnabled(LOGIN_MODULES.smsLogin));
  const canRegister = useModuleEnabled(LOGIN_MODULES.directRegister);
  const canFreePlay = useModuleEnabled(LOGIN_MODULES.freePlay);
  return (
    <LoginForm
      actor={actor}
      smsCodeButton={<LoginSmsCode login={actor} />}
      onForgotPassword={() => modal.open('forgotPassword')}
      onRegister={canRegister ? () => modal.open('register') : undefined}
      onFreeTrial={
        canFreePlay
          ? () => {
              session.freeplay();
              modal.closeAll();
            }
          : undefined
      }
    />
  );
}
