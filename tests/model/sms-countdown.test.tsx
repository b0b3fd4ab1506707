import { expect } from 'vitest';
import { SMS } from '../../src/config/accounts';
import { smsCountdownModel } from '../../src/machines/sms-countdown/sms-countdown.model';
import type { SmsCountdownContext } from '../../src/machines/sms-countdown/sms-countdown.types';
import type { SmsCountdownActor } from '../../src/machines/sms-countdown/use-sms-countdown';
import { SmsCodeButton } from '../../src/views/accounts/sms-code-button';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

describeModel({
  model: smsCountdownModel,
  render: (actor) => (
    <WithI18n>
      <SmsCodeButton actor={actor as SmsCountdownActor} mobileNum="1712345678" countryDialingCode="880" />
    </WithI18n>
  ),
  states: {
    idle: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    sending: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    },
    '{"counting":"ticking"}': ({ screen, snapshot }) => {
      const c = snapshot.context as SmsCountdownContext;
      // 60 s × expiredMinutes, or one minute through the alternative channel.
      expect([SMS.countdownSecondsPerExpiryMinute * 5, SMS.alternativeChannelCountdownSeconds]).toContain(c.seconds);
      expect(screen.getByRole('button', { name: `Resend in ${c.remaining} s` })).toBeDisabled();
    },
    failed: ({ screen }) => {
      // No translation for this server code: the server's own message shows.
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Daily SMS limit reached');
    },
    cooling: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
    },
  },
  controls: {
    idle: ['button:Get code'],
    sending: [],
    '{"counting":"ticking"}': [],
    failed: ['button:Confirm'],
    cooling: [],
  },
  exec: {
    'sms.send': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Get code' })),
    'sms.dismiss': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Confirm' })),
  },
});
