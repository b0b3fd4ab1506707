import type { ChartModel } from '../graph/paths';
import { sampleRecording } from './session-replay.fixtures';
import { sessionReplayMachine } from './session-replay.machine';

export const sessionReplayModel: ChartModel<typeof sessionReplayMachine> = {
  id: 'session-replay',
  machine: sessionReplayMachine,
  events: () => [
    { type: 'replay.load', file: new Blob([JSON.stringify(sampleRecording)], { type: 'application/json' }), label: 'a recording file' } as never,
    { type: 'xstate.done.actor.readRecording', output: sampleRecording, label: 'valid recording' } as never,
    { type: 'xstate.error.actor.readRecording', error: new Error('not JSON'), label: 'not JSON' } as never,
    { type: 'replay.choose', index: 0, label: 'smsCountdown' } as never,
    { type: 'replay.choose', index: 2, label: 'resendButton' } as never,
    { type: 'replay.next' },
    { type: 'replay.back' },
    { type: 'replay.restart' },
    { type: 'replay.list' },
    { type: 'replay.unload' },
  ],
  equivalentMutants: {
    'remove-action:sessionReplay.loaded:replay.unload#0:0':
      'Closing the recording drops it from memory; without that it stays in context until the next load replaces it, and no screen shows a recording outside the loaded state.',
  },
  // The chart and position matter only while replaying (choosing sets both again).
  serialize: (s) => {
    const replaying = s.matches({ loaded: 'replaying' });
    return JSON.stringify({ v: s.value, a: replaying ? s.context.actorIndex : null, p: replaying ? s.context.position : null, e: s.context.error });
  },
};
