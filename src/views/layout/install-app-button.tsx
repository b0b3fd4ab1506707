import { Trans } from '@lingui/react/macro';
import { type InstallPromptActorRef, useInstallPrompt } from '../../machines/install-prompt/use-install-prompt';
import './install-app-button.css';

/**
 * "Install app" (issue #16, Android): shown only while the browser offers to install the site
 * (the install-prompt chart); a press opens the browser's own dialog.
 */
export function InstallAppButton({ actor }: { actor: InstallPromptActorRef }) {
  const { offered, prompting, canRequest, install } = useInstallPrompt(actor);
  if (!offered) return null;
  return (
    <button type="button" className="btn btn--outline btn--small install-app" onClick={install} disabled={!canRequest} aria-busy={prompting || undefined}>
      <Trans>Install app</Trans>
    </button>
  );
}
