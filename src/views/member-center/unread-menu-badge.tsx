import { useLingui } from '@lingui/react/macro';
import { useUnreadCount } from '../../machines/messages/use-messages';

/** The platform-messages entry's badge: the unread count, only above 0 (docs/engagement.md "Messages and content"). */
export function UnreadMenuBadge() {
  const { t } = useLingui();
  const count = useUnreadCount();
  if (!count) return null;
  return (
    <>
      {' '}
      <span className="member-center__badge">
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{t`${count} unread messages`}</span>
      </span>
    </>
  );
}
