import { useLingui } from '@lingui/react/macro';
import { type SmsCountdownActor, useSmsCountdown } from '../../machines/sms-countdown/use-sms-countdown';
import { hasMessage, messageFor } from '../messages';
import { MessagePopup } from './message-popup';

/**
 * Get-code button with its countdown; a failed send shows the server message in a popup.
 * `disabled`: the form it belongs to is being sent (its chart is not editing).
 */
export function SmsCodeButton({
  actor,
  mobileNum,
  countryDialingCode,
  disabled = false,
}: {
  actor: SmsCountdownActor;
  mobileNum: string;
  countryDialingCode: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const sms = useSmsCountdown(actor, { mobileNum, countryDialingCode });
  const seconds = sms.remaining;
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--small sms-code-button"
        disabled={disabled || !sms.canSend}
        onClick={() => sms.requestCode({ mobileNum, countryDialingCode })}
      >
        {sms.counting ? t`Resend in ${seconds} s` : sms.sending ? t`Sending…` : t`Get code`}
      </button>
      {sms.failure && (
        <MessagePopup title={i18n._(messageFor('in_popup_prompt'))} confirmLabel={t`Confirm`} onConfirm={sms.dismiss}>
          <p>{sms.failure.key && hasMessage(sms.failure.key) ? i18n._(messageFor(sms.failure.key)) : (sms.failure.message ?? i18n._(messageFor(sms.failure.key)))}</p>
        </MessagePopup>
      )}
    </>
  );
}
