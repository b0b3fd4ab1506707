import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { Loading } from '../common/data-states';
import { customerServiceUrl } from '../system/customer-service';
import './content.css';

/**
 * The chat room modal (SPEC §2 "Modals: … chat room"; brand "chat header colour"): the
 * customer-service chat inside the site instead of a popup window, under a header in the
 * brand's chat colour. Its address is the customer-service entry (type 3 opened); when there
 * is none or it does not open, the modal closes, as the popup does (SPEC §8).
 */
export function ChatRoom() {
  const { t } = useLingui();
  const whitelabel = useWhitelabel();
  const modal = useModalIntents();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void customerServiceUrl(whitelabel?.info.customerService).then((u) => {
      if (!live) return;
      if (u === null) modal.close();
      else setUrl(u);
    });
    return () => {
      live = false;
    };
  }, [whitelabel, modal]);
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
