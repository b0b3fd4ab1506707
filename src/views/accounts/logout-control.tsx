import { useLingui } from '@lingui/react/macro';
import { useLogout, type LogoutActor } from '../../machines/logout/use-logout';
import { messageFor } from '../messages';
import { MessagePopup } from './message-popup';

/** Sign out button and its confirmation, titled with what it asks (SPEC §8 in_sure_logout is its text). */
export function LogoutControl({ actor }: { actor: LogoutActor }) {
  const { t, i18n } = useLingui();
  const logout = useLogout(actor);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={logout.request} disabled={!logout.canRequest}>
        {t`Sign out`}
      </button>
      {(logout.confirming || logout.busy) && (
        <MessagePopup
          title={t`Sign out?`}
          confirmLabel={t`Confirm`}
          onConfirm={logout.confirm}
          cancelLabel={t`Cancel`}
          onCancel={logout.cancel}
          busy={logout.busy}
        >
          <p>{i18n._(messageFor('in_sure_logout'))}</p>
        </MessagePopup>
      )}
    </>
  );
}
