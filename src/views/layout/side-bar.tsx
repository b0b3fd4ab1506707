import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { lazyPart } from '../common/lazy-page';
import { withContentCatalog } from '../content/content-catalog';
import { Loading } from '../common/data-states';

// The panel's messages are in the content part (lingui.config.ts): they come with it.
const SideBarPanel = lazyPart(withContentCatalog(() => import('./side-bar-panel').then((m) => m.SideBarPanel)), <Loading />);

/**
 * Side bar (SPEC §2): a toggle, and a panel with customer service (popup) and the chat room
 * (modal), Telegram / Line / Facebook, app download QR codes. The panel's contents load when it
 * first opens (src/views/layout/side-bar-panel.tsx): closed, it shows nothing, and the home page
 * and lobbies have a JavaScript budget (issue #16).
 */
export function SideBar() {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();

  return (
    <aside className={expanded ? 'side-bar side-bar--expanded' : 'side-bar'} aria-label={t`Quick links`}>
      <button
        type="button"
        className="side-bar__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setExpanded((v) => !v);
        }}
      >
        <span aria-hidden="true">{expanded ? '›' : '‹'}</span>
        <span className="visually-hidden">{t`Quick links`}</span>
      </button>
      <div id={panelId} className="side-bar__panel" hidden={!expanded}>
        {opened && <SideBarPanel />}
      </div>
    </aside>
  );
}
