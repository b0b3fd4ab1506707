import { useLingui } from '@lingui/react/macro';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useSession } from '../../machines/session/use-session';
import { useModuleEnabled } from '../../machines/system-status/use-system-status';

/** White-label module ids that switch header buttons (SPEC §3). */
export const HEADER_MODULES = { directRegister: 'DIRECTREG3', freePlay: 'FREEPLAY3' } as const;

/**
 * The login block of the header top bar (SPEC §2): Login, Register when direct registration
 * is on, Free demo when free play is on.
 */
export function VisitorActions() {
  const { t } = useLingui();
  const modal = useModalIntents();
  const session = useSession();
  const canRegister = useModuleEnabled(HEADER_MODULES.directRegister);
  const canFreePlay = useModuleEnabled(HEADER_MODULES.freePlay);
  return (
    <div className="visitor-actions" data-visitor-only>
      <button type="button" className="btn btn--ghost" onClick={() => modal.open('login')}>
        {t`Login`}
      </button>
      {canRegister && (
        <button type="button" className="btn btn--primary" onClick={() => modal.open('register')}>
          {t`Register`}
        </button>
      )}
      {canFreePlay && (
        // A trial session straight away: POST /wps/session/login/freeplay.
        <button type="button" className="btn btn--outline" onClick={session.freeplay} disabled={!session.canFreeplay}>
          {t`Free demo`}
        </button>
      )}
    </div>
  );
}
