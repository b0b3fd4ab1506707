import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CONTENT } from '../../config/constants';
import { useAppDeps } from '../../machines/app-deps';
import { useUnreadCount } from '../../machines/messages/use-messages';
import { unreadStore } from '../../machines/messages/unread-store';
import { useMemberGate } from '../../machines/session/use-session';
import './messages-button.css';

/**
 * The header's platform-messages button with the unread badge (CSP_unreadCount, SPEC §7):
 * read on sign-in, every CONTENT.unreadPollMs and when the tab comes back into view; the
 * messages screen publishes every count it gets meanwhile. Forgotten on sign-out.
 */
export function MessagesButton() {
  const { t } = useLingui();
  const { api } = useAppDeps();
  const gate = useMemberGate();
  const count = useUnreadCount();
  useEffect(() => {
    const ctrl = new AbortController();
    const refresh = () => void unreadStore.refresh(api, ctrl.signal);
    refresh();
    const timer = setInterval(refresh, CONTENT.unreadPollMs);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      ctrl.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unreadStore.set(null);
    };
  }, [api]);
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
