import { useLingui } from '@lingui/react/macro';
import { type ChatRoomActor, useChatRoom, useChatRoomActor } from '../../machines/chat-room/use-chat-room';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { Loading } from '../common/data-states';
import './content.css';

/**
 * The chat room modal (SPEC §2 "Modals: … chat room"; brand "chat header colour"): the
 * customer-service chat inside the site instead of a popup window, under a header in the
 * brand's chat colour. What it shows, and that it closes when there is no address, is the
 * chat-room chart's (src/machines/chat-room).
 */
export function ChatRoom() {
  return <ChatRoomView actor={useChatRoomActor()} />;
}

/** The chat room drawn from its chart. */
export function ChatRoomView({ actor }: { actor: ChatRoomActor }) {
  const { t } = useLingui();
  const whitelabel = useWhitelabel();
  const { url } = useChatRoom(actor);
  const color = whitelabel?.info.brand.chatHeaderColor ?? '#0b6e4f';
  return (
    <div className="chat-room">
      <p className="chat-room__header" style={{ background: color }}>
        {t`Customer service chat`}
      </p>
      {url ? (
        <>
          {/* Sandboxed: scripts and forms for the chat itself, no top navigation of the site. */}
          <iframe className="chat-room__frame" title={t`Customer service chat`} src={url} sandbox="allow-scripts allow-forms allow-same-origin allow-popups" referrerPolicy="no-referrer" />
          <p>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t`Open the chat in a new window`}
            </a>
          </p>
        </>
      ) : (
        <Loading label={t`Opening the chat`} />
      )}
    </div>
  );
}
