import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PlatformMessage } from '../../api/schemas/content';
import { type MessagesActor, useMessages, useMessagesActor } from '../../machines/messages/use-messages';
import { LoadFailed, Loading } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { Pagination } from '../common/pagination';
import { contentMessageFor } from './content-messages';
import './content.css';
import { formatSiteDateTime } from '../common/site-time';

/**
 * Platform messages (SPEC §2 messageV2): the member's messages, newest first. A message opens
 * in place (an unread one is marked read); "Mark all as read"; delete asks first. Bodies are
 * plain text, rendered as text.
 */
export function Messages({ actor }: { actor: MessagesActor }) {
  const { t, i18n } = useLingui();
  const m = useMessages(actor);
  const { data } = m.context;
  if (m.step === 'loading' && !data) return <Loading label={t`Loading messages`} />;
  if (m.step === 'failed') return <LoadFailed errorKey={m.context.errorKey} onRetry={m.retry} />;
  if (m.step === 'empty') return <p className="messages__empty">{t`No messages yet.`}</p>;
  if (!data) return <Loading label={t`Loading messages`} />;
  const unread = data.unread;
  const pageCount = Math.max(1, Math.ceil(data.total / Math.max(1, data.size)));
  const doomed = data.list.find((x) => x.id === m.context.deleteId) ?? null;
  return (
    <div className="messages" aria-busy={m.step === 'loading' || m.busy}>
      <div className="messages__toolbar">
        <p className="messages__summary" aria-live="polite">
          {unread === 0 ? t`All messages read` : t`${unread} unread`}
        </p>
        <button type="button" className="btn btn--outline btn--small" disabled={!m.canReadAll} onClick={m.readAll}>
          {m.step === 'markingAll' ? t`Marking…` : t`Mark all as read`}
        </button>
      </div>
      {m.context.actionErrorKey && (
        <p className="form-error" role="alert">
          {i18n._(contentMessageFor(m.context.actionErrorKey))}
        </p>
      )}
      {doomed && (
        <div className="messages__confirm" role="alertdialog" aria-labelledby="messages-confirm-text" aria-modal="false">
          <p id="messages-confirm-text">{t`Delete “${doomed.title}”? A deleted message cannot be brought back.`}</p>
          <div className="messages__confirm-actions">
            <button type="button" className="btn btn--primary btn--small" disabled={m.step === 'deleting'} onClick={m.confirmDelete}>
              {m.step === 'deleting' ? t`Deleting…` : t`Delete`}
            </button>
            <button type="button" className="btn btn--ghost btn--small" disabled={m.step === 'deleting'} onClick={m.cancelDelete}>
              {t`Cancel`}
            </button>
          </div>
        </div>
      )}
      <ul className="messages__list" aria-label={t`Messages`}>
        {data.list.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            open={m.context.openId === message.id}
            locked={m.step !== 'list'}
            onToggle={() => m.toggle(message.id)}
            onDelete={() => m.remove(message.id)}
          />
        ))}
      </ul>
      <Pagination page={m.context.page} count={pageCount} canGoTo={m.canGoTo} onGoTo={m.goTo} />
    </div>
  );
}

function MessageItem({
  message,
  open,
  locked,
  onToggle,
  onDelete,
}: {
  message: PlatformMessage;
  open: boolean;
  locked: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const bodyId = useId();
  return (
    <li className={message.read ? 'messages__item' : 'messages__item messages__item--unread'}>
      {/* Opening waits like deleting: the chart takes it only while the list is still. */}
      <button type="button" className="messages__head" aria-expanded={open} aria-controls={bodyId} disabled={locked} onClick={onToggle}>
        <span className="messages__title">{message.title}</span>
        {!message.read && <span className="messages__dot">{t`Unread`}</span>}
        <time className="messages__date" dateTime={message.date}>
          {formatSiteDateTime(message.date)}
        </time>
      </button>
      <button type="button" className="btn btn--ghost btn--small messages__delete" disabled={locked} onClick={onDelete} aria-label={t`Delete message ${message.title}`}>
        {t`Delete`}
      </button>
      <div id={bodyId} className="messages__body" role="region" aria-label={message.title} hidden={!open}>
        {open && <p className="messages__text">{message.body}</p>}
      </div>
    </li>
  );
}

export function MessagesSection(_props: SectionProps) {
  return <Messages actor={useMessagesActor()} />;
}
