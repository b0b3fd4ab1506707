import { useLingui } from '@lingui/react/macro';
import { useUnreadCount } from '../../machines/messages/use-messages';
import { useMemberGate } from '../../machines/session/use-session';
import './messages-button.css';

/**
 * The header's platform-messages button with the unread badge (CSP_unreadCount, SPEC §7). The
 * app chart reads the count on sign-in, every CONTENT.unreadPollMs and when the tab comes back
 * into view, and forgets it on sign-out; the messages screen publishes every count it gets.
 */
export function MessagesButton() {
  const { t } = useLingui();
  const gate = useMemberGate();
  const count = useUnreadCount();
  const label = count ? t`Messages, ${count} unread` : t`Messages`;
  return (
    <button type="button" className="btn btn--ghost btn--small" aria-label={label} onClick={() => gate.openForMember('memberCenter', { page: 'messageV2' })}>
      {t`Messages`}
      {count ? (
        <span className="unread-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
