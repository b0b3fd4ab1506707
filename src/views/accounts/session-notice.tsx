import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../machines/session/use-session';
import { messageFor } from '../messages';
import { MessagePopup } from './message-popup';

/**
 * What the session has to tell: signed out because a newer login replaced the session
 * (login.not.session), or a trial account asking for a member feature (in_need_true_account).
 */
export function SessionNotice() {
  const { t, i18n } = useLingui();
  const { noticeKey, dismiss } = useSession();
  if (!noticeKey) return null;
  const trial = noticeKey === 'in_need_true_account';
  return (
    <MessagePopup
      title={i18n._(messageFor('in_popup_prompt'))}
      confirmLabel={trial ? i18n._(messageFor('in_increase_submit')) : t`OK`}
      onConfirm={dismiss}
    >
      <p>{i18n._(messageFor(noticeKey))}</p>
    </MessagePopup>
  );
}
