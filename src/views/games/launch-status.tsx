import { useLingui } from '@lingui/react/macro';
import { type GameLaunchActor, useGameLaunch } from '../../machines/game-launch/use-game-launch';
import { messageFor } from '../messages';
import { Dialog } from '../modals/dialog';
import { gameMessageFor } from './game-messages';
import './games.css';

/**
 * The launch chart's view: a polite "Opening …" while it works, and a dialog when it stops
 * for the member: the trial warning (SPEC §6), a blocked popup (SPEC §8) or a failure.
 */
export function LaunchStatus({ actor }: { actor: GameLaunchActor }) {
  const { t, i18n } = useLingui();
  const l = useGameLaunch(actor);
  const name = l.target?.name ?? '';

  if (l.busy) {
    return (
      <div className="launch-status" role="status" aria-live="polite">
        <span className="spinner spinner--small" aria-hidden="true" />
        {t`Opening ${name}…`}
      </div>
    );
  }
  if (l.trialWarning) {
    return (
      <Dialog title={i18n._(messageFor('in_popup_prompt'))} size="dialog" onClose={l.dismiss}>
        <p>{i18n._(messageFor('in_need_true_account'))}</p>
        <div className="form-actions">
          <button type="button" className="btn btn--primary" onClick={l.dismiss}>
            {i18n._(messageFor('in_increase_submit'))}
          </button>
        </div>
      </Dialog>
    );
  }
  if (l.popupBlocked) {
    return (
      <Dialog title={t`Popup blocked`} size="dialog" onClose={l.dismiss}>
        <p role="alert">{i18n._(messageFor(l.errorKey))}</p>
        <div className="form-actions">
          <button type="button" className="btn btn--primary" onClick={l.retry}>
            {t`Try again`}
          </button>
          <button type="button" className="btn btn--ghost" onClick={l.openHere}>
            {t`Open here`}
          </button>
        </div>
      </Dialog>
    );
  }
  if (l.failed) {
    return (
      <Dialog title={t`${name} could not be opened`} size="dialog" onClose={l.dismiss}>
        <p role="alert">{i18n._(gameMessageFor(l.errorKey))}</p>
        <div className="form-actions">
          {l.canRetry && (
            <button type="button" className="btn btn--primary" onClick={l.retry}>
              {t`Try again`}
            </button>
          )}
          <button type="button" className={l.canRetry ? 'btn btn--ghost' : 'btn btn--primary'} onClick={l.dismiss}>
            {t`OK`}
          </button>
        </div>
      </Dialog>
    );
  }
  return null;
}
