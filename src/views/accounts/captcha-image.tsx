import { useLingui } from '@lingui/react/macro';
import { type CaptchaActor, useCaptcha } from '../../machines/captcha/use-captcha';
import { messageFor } from '../messages';

/**
 * The captcha picture: click to refresh (at most once per second, the chart decides). Disabled
 * while the form it belongs to is sent: a new picture then would void the answer being checked.
 * While the chart loads a new one it is aria-disabled, not disabled: the focus of whoever pressed
 * it stays on it.
 */
export function CaptchaImage({ actor, disabled = false }: { actor: CaptchaActor; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  const captcha = useCaptcha(actor);
  if (captcha.errorKey) {
    return (
      <span className="captcha captcha--failed" role="alert">
        {i18n._(messageFor(captcha.errorKey))}{' '}
        <button type="button" className="btn btn--link" onClick={captcha.refresh}>
          {t`Load a new captcha`}
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="captcha"
      aria-label={t`Captcha image, click to refresh`}
      aria-busy={captcha.loading}
      aria-disabled={captcha.locked || undefined}
      disabled={disabled}
      onClick={() => captcha.canRefresh && captcha.refresh()}
    >
      {captcha.image ? (
        <img src={`data:image/png;base64,${captcha.image}`} alt={t`Captcha`} width={100} height={36} />
      ) : (
        <span role="status">{t`Loading`}</span>
      )}
    </button>
  );
}
