import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { smsCountdownModel } from '../../src/machines/sms-countdown/sms-countdown.model';
import { sessionReplayModel } from '../../src/machines/session-replay/session-replay.model';
import type { SessionReplayContext } from '../../src/machines/session-replay/session-replay.types';
import { type SessionReplayActor, useSessionReplay } from '../../src/machines/session-replay/use-session-replay';
import { RecordingPanel } from '../../src/views/flows/recording-panel';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

// The charts of "this release" the panel replays on: the sample recording's get-code button, not its retired chart.
const charts = [smsCountdownModel];

function Panel({ actor }: { actor: AnyActorRef }) {
  return <RecordingPanel replay={useSessionReplay(actor as SessionReplayActor, charts)} />;
}

const loadedControls = ['button:Close the recording', 'button:Replay resendButton', 'button:Replay smsCountdown', 'file:Load a recording'];
const context = (s: { context: unknown }) => s.context as SessionReplayContext;
const position = (s: { context: unknown }) => context(s).position;

/** The sample recording's replayable charts (session-replay.fixtures.ts): name, and what each position says. */
const replayed: Record<number, { name: string; steps: string[] }> = {
  0: {
    name: 'smsCountdown',
    steps: [
      'Before the first event: idle',
      'Event 1 of 3: sms.send → sending',
      'Event 2 of 3: sendCode succeeds → {"counting":"ticking"}',
      'Event 3 of 3: sms.retired → {"counting":"ticking"}',
    ],
  },
  2: { name: 'resendButton', steps: ['Before the first event: idle', 'Event 1 of 1: sms.send → sending'] },
};
const chosen = (s: { context: unknown }) => replayed[context(s).actorIndex!]!;
const replayControls = (s: { context: unknown }) =>
  [
    'button:Close the recording',
    'button:Other recorded charts',
    'file:Load a recording',
    ...(position(s) > 0 ? ['button:Previous event', 'button:From the start'] : []),
    ...(position(s) < chosen(s).steps.length - 1 ? ['button:Next event'] : []),
  ].sort();

describeModel({
  model: sessionReplayModel,
  render: (actor) => (
    <WithI18n>
      <Panel actor={actor} />
    </WithI18n>
  ),
  states: {
    empty: ({ screen }) => {
      expect(screen.getByText(/Load a recording made with \?record=1/)).toBeInTheDocument();
      expect(screen.getByLabelText('Load a recording')).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    reading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Reading the recording…');
    },
    invalid: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('That file is not a recording: not JSON');
      expect(screen.queryByRole('list', { name: 'Recorded charts' })).toBeNull();
    },
    '{"loaded":"listing"}': ({ screen }) => {
      const list = screen.getByRole('list', { name: 'Recorded charts' });
      expect(list).toHaveTextContent('3 events');
      // A chart the release no longer has is listed but cannot be replayed.
      expect(screen.getByRole('button', { name: 'Replay retired' })).toBeDisabled();
      expect(list).toHaveTextContent('1 event; not a chart of this release');
      expect(screen.getByText('Recorded from 2026-11-27T10:00:00.000Z on /')).toBeInTheDocument();
      expect(screen.queryByRole('group')).toBeNull();
    },
    '{"loaded":{"replaying":"atStart"}}': ({ screen, snapshot }) => {
      expect(position(snapshot)).toBe(0);
      const { name, steps } = chosen(snapshot);
      expect(screen.getByRole('group', { name: `Replay of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(steps[0]!);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('list', { name: `Recorded events of ${name}` }).querySelector('[aria-current]')).toBeNull();
    },
    '{"loaded":{"replaying":"stepping"}}': ({ screen, snapshot }) => {
      const p = position(snapshot);
      expect(chosen(snapshot).name).toBe('smsCountdown');
      expect([1, 2]).toContain(p);
      expect(screen.getByRole('status')).toHaveTextContent(chosen(snapshot).steps[p]!);
      // Both steps are transitions of the chart: nothing is flagged.
      expect(screen.queryByRole('alert')).toBeNull();
      const current = screen.getByRole('list', { name: 'Recorded events of smsCountdown' }).querySelector('[aria-current="step"]');
      expect(current).toHaveTextContent(p === 1 ? 'sms.send' : 'sendCode succeeds');
    },
    '{"loaded":{"replaying":"finished"}}': ({ screen, snapshot }) => {
      const { name, steps } = chosen(snapshot);
      expect(position(snapshot)).toBe(steps.length - 1);
      expect(screen.getByRole('status')).toHaveTextContent(steps.at(-1)!);
      if (name === 'smsCountdown') {
        // The last event is one the chart never had: shown as such.
        expect(screen.getByRole('alert')).toHaveTextContent('This chart does not take sms.retired there: the recording may come from another release.');
      } else {
        expect(screen.queryByRole('alert')).toBeNull();
      }
      expect(screen.getByText('The end of the recording.')).toBeInTheDocument();
    },
  },
  controls: {
    empty: ['file:Load a recording'],
    reading: [],
    invalid: ['file:Load a recording'],
    '{"loaded":"listing"}': loadedControls,
    '{"loaded":{"replaying":"atStart"}}': replayControls,
    '{"loaded":{"replaying":"stepping"}}': replayControls,
    '{"loaded":{"replaying":"finished"}}': replayControls,
  },
  exec: {
    'replay.load': async (e, { user, screen }) =>
      user.upload(screen.getByLabelText('Load a recording'), new File([(e as unknown as { file: Blob }).file], 'recording.json', { type: 'application/json' })),
    'replay.choose': async (e, { user, screen }) =>
      user.click(screen.getByRole('button', { name: `Replay ${replayed[(e as unknown as { index: number }).index]!.name}` })),
    'replay.next': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Next event' })),
    'replay.back': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Previous event' })),
    'replay.restart': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'From the start' })),
    'replay.list': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Other recorded charts' })),
    'replay.unload': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Close the recording' })),
  },
});
