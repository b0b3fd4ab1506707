import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useRegisterActor } from '../../machines/register/use-register';
import { RegisterForm } from './register-form';

/** The register modal body: the register chart (src/machines/register/use-register.tsx) and the modal stack's links. */
export function RegisterModalBody() {
  const { t } = useLingui();
  const modal = useModalIntents();
  const actor = useRegisterActor();
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
