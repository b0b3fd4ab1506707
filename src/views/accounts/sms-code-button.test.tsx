import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { SMS } from '../../config/accounts';
import { smsCountdownMachine } from '../../machines/sms-countdown/sms-countdown.machine';
import { SmsCodeButton } from './sms-code-button';

function start(expiredMinutes = 2) {
  return createActor(
    smsCountdownMachine.provide({ actors: { sendCode: fromPromise(async () => ({ expiredMinutes })) } }),
    { input: { purpose: 'register' } },
  ).start();
}

describe('SMS get-code button', () => {
  it('get-code needs a valid mobile number first', () => {
    useTestLocale('en');
    render(
      <WithI18n>
        <SmsCodeButton actor={start()} mobileNum="12" countryDialingCode="880" />
      </WithI18n>,
    );
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
  });

  it('stays disabled for 60 s × expiredMinutes and is re-enabled at zero', async () => {
    vi.useFakeTimers();
    try {
      const actor = start(2);
      actor.send({ type: 'sms.send', mobileNum: '1712345678', countryDialingCode: '880' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.remaining).toBe(SMS.countdownSecondsPerExpiryMinute * 2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.remaining).toBe(SMS.countdownSecondsPerExpiryMinute * 2 - 1);
      await vi.advanceTimersByTimeAsync(SMS.countdownSecondsPerExpiryMinute * 2 * 1000 - 1001);
      expect(actor.getSnapshot().hasTag('sms:counting')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });
});
