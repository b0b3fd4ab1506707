import { assign, fromPromise, setup } from 'xstate';
import type { Recording } from './recording';
import type { SessionReplayContext, SessionReplayEvent } from './session-replay.types';
import { lazyChart } from '../lazy-chart';

const stepsOf = (context: SessionReplayContext): number =>
  context.actorIndex === null ? 0 : (context.recording?.actors[context.actorIndex]?.events.length ?? 0);

export const sessionReplayMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as SessionReplayContext,
      events: {} as SessionReplayEvent,
    },
    actors: {
      readRecording: fromPromise<Recording, { file: Blob }>(async () => {
        throw new Error('readRecording not provided');
      }),
    },
    guards: {
      /** The next step is the recording's last event. */
      reachesEnd: ({ context }) => context.position + 1 >= stepsOf(context),
      /** The step back returns to the state before the first event. */
      reachesStart: ({ context }) => context.position <= 1,
      knownActor: ({ context, event }) => event.type === 'replay.choose' && context.recording?.actors[event.index] !== undefined,
    },
    actions: {
      forward: assign({ position: ({ context }) => Math.min(context.position + 1, stepsOf(context)) }),
      backward: assign({ position: ({ context }) => Math.max(context.position - 1, 0) }),
      rewind: assign({ position: 0 }),
    },
  }).createMachine({
    id: 'sessionReplay',
    description:
      "Replaying a recorded session in /flows (docs/flows.md \"Record a bug report\"): load a recording file, choose one of the charts it recorded, and step through the events that chart received, forward and back.",
    context: { recording: null, error: null, actorIndex: null, position: 0 },
    initial: 'empty',
    states: {
      empty: {
        description: 'No recording loaded: the panel offers "Load a recording".',
        on: { 'replay.load': 'reading' },
      },
      reading: {
        description: 'The file is read and validated against the recording format (recording.ts).',
        tags: ['state:loading'],
        invoke: {
          id: 'readRecording',
          src: 'readRecording',
          input: ({ event }) => ({ file: event.type === 'replay.load' ? event.file : new Blob() }),
          onDone: {
            target: 'loaded',
            actions: assign(({ event }) => ({ recording: event.output, error: null, actorIndex: null, position: 0 })),
          },
          onError: {
            target: 'invalid',
            description: 'Not JSON, another format or version, or a field missing or mistyped: refused with the reason.',
            actions: assign(({ event }) => ({
              recording: null,
              actorIndex: null,
              position: 0,
              error: event.error instanceof Error ? event.error.message : String(event.error),
            })),
          },
        },
      },
      invalid: {
        tags: ['state:error'],
        description: 'The file was refused: the reason shows, and another file may be loaded.',
        on: { 'replay.load': 'reading' },
      },
      loaded: {
        initial: 'listing',
        on: {
          'replay.load': { target: 'reading', description: 'Another recording file: it replaces this one once it is read.' },
          'replay.unload': { target: 'empty', actions: assign({ recording: null, actorIndex: null, position: 0 }) },
        },
        states: {
          listing: {
            description: 'The charts the recording holds, each with its number of events; one is chosen to replay.',
            on: {
              'replay.choose': { guard: 'knownActor', target: 'replaying', actions: assign({ actorIndex: ({ event }) => event.index, position: 0 }) },
            },
          },
          replaying: {
            description: "One recorded chart on its diagram: the state before the step's event and the transition it took are highlighted.",
            initial: 'atStart',
            on: {
              'replay.list': { target: 'listing', description: 'Back to the list; choosing a chart sets the chart and the position again.' },
            },
            states: {
              atStart: {
                description: 'The state the chart was in before the first recorded event.',
                on: {
                  'replay.next': [
                    { guard: 'reachesEnd', target: 'finished', actions: 'forward' },
                    { target: 'stepping', actions: 'forward' },
                  ],
                },
              },
              stepping: {
                description: 'After one of the recorded events, neither the first position nor the last.',
                on: {
                  'replay.next': [
                    { guard: 'reachesEnd', target: 'finished', actions: 'forward' },
                    { target: 'stepping', reenter: true, actions: 'forward' },
                  ],
                  'replay.back': [
                    { guard: 'reachesStart', target: 'atStart', actions: 'backward' },
                    { target: 'stepping', reenter: true, actions: 'backward' },
                  ],
                  'replay.restart': { target: 'atStart', actions: 'rewind' },
                },
              },
              finished: {
                description: 'After the last recorded event: where the player was when the recording was downloaded.',
                on: {
                  'replay.back': [
                    { guard: 'reachesStart', target: 'atStart', actions: 'backward' },
                    { target: 'stepping', actions: 'backward' },
                  ],
                  'replay.restart': { target: 'atStart', actions: 'rewind' },
                },
              },
            },
          },
        },
      },
    },
  }),
);
