import { RECORDING_FORMAT, type Recording } from './recording';

/**
 * A small recording for the chart's model and tests: the get-code button sent a code, counted, and
 * then received an event the chart has never had (as a recording from another release would); a
 * chart this release no longer has; a second get-code button with one event.
 */
export const sampleRecording: Recording = {
  format: RECORDING_FORMAT,
  startedAt: '2026-11-27T10:00:00.000Z',
  page: '/',
  release: null,
  actors: [
    {
      name: 'smsCountdown',
      machineId: 'smsCountdown',
      start: 'idle',
      events: [
        { type: 'sms.send', at: 1200, value: 'sending' },
        { type: 'xstate.done.actor.sendCode', at: 1900, value: { counting: 'ticking' } },
        { type: 'sms.retired', at: 2500, value: { counting: 'ticking' } },
      ],
    },
    {
      name: 'retired',
      machineId: 'retiredChart',
      start: 'idle',
      events: [{ type: 'retired.go', at: 300, value: 'gone' }],
    },
    {
      name: 'resendButton',
      machineId: 'smsCountdown',
      start: 'idle',
      events: [{ type: 'sms.send', at: 4000, value: 'sending' }],
    },
  ],
};
