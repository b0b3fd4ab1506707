import type { InspectionEvent } from 'xstate';
import type { HubRecorder, InspectedActor, InspectionHub } from '../inspection';
import { type RecordedActor, type RecordedEvent, RECORDING_FORMAT, type Recording, safeFields } from './recording';

/** Events kept per actor: a ring, so a long session costs a bounded amount of memory. */
export const MAX_RECORDED_EVENTS = 200;
/** Actors kept (a long session spawns charts at every login): the oldest recorded one goes first. */
export const MAX_RECORDED_ACTORS = 100;

interface Track {
  actor: InspectedActor;
  start: unknown;
  events: RecordedEvent[];
  /** The event the actor is handling: its state after it comes with the next snapshot. */
  pending: RecordedEvent | null;
}

export interface Recorder {
  /** Pass to `hub.setRecorder`. */
  inspect: HubRecorder;
  /** The recording so far (charts that received at least one event). */
  recording: (page: string) => Recording;
}

/**
 * Keeps, for every chart the inspection hub records, the last `maxEvents` events it received
 * (type and SAFE_FIELDS only) and its state value after each one.
 */
export function createRecorder({
  maxEvents = MAX_RECORDED_EVENTS,
  maxActors = MAX_RECORDED_ACTORS,
  now = Date.now,
  release = null,
}: { maxEvents?: number; maxActors?: number; now?: () => number; release?: string | null } = {}): Recorder {
  const started = now();
  const tracks = new Map<string, Track>();

  const inspect: HubRecorder = (ev: InspectionEvent, actor: InspectedActor) => {
    if (!actor.machineId) return;
    let track = tracks.get(actor.sessionId);
    if (ev.type === '@xstate.event') {
      if (!track) {
        track = { actor, start: actor.value, events: [], pending: null };
        tracks.set(actor.sessionId, track);
        if (tracks.size > maxActors) tracks.delete(tracks.keys().next().value!);
      }
      // An actor starting: its first snapshot is the start, not a step.
      if (ev.event.type === 'xstate.init') return;
      const fields = safeFields(ev.event as { type: string } & Record<string, unknown>);
      // Until the snapshot comes, the state after is the state before (an event the chart ignores).
      const entry: RecordedEvent = { type: ev.event.type, at: now() - started, ...(fields ? { fields } : {}), value: actor.value };
      track.events.push(entry);
      track.pending = entry;
      if (track.events.length > maxEvents) track.start = track.events.shift()!.value;
    } else if (ev.type === '@xstate.snapshot' && track) {
      if (track.pending) track.pending.value = actor.value;
      else if (track.events.length === 0) track.start = actor.value;
      track.pending = null;
    }
    if (track) track.actor = actor;
  };

  const nameOf = (a: InspectedActor) => a.systemId ?? a.machineId ?? a.id;

  return {
    inspect,
    recording(page) {
      const actors: RecordedActor[] = [];
      for (const { actor, start, events } of tracks.values()) {
        if (events.length === 0) continue;
        const parent = actor.parentSessionId ? tracks.get(actor.parentSessionId)?.actor : undefined;
        actors.push({
          name: nameOf(actor),
          machineId: actor.machineId!,
          ...(parent ? { parent: nameOf(parent) } : {}),
          start,
          events: events.map((e) => ({ ...e })),
        });
      }
      return { format: RECORDING_FORMAT, startedAt: new Date(started).toISOString(), page, release, actors };
    },
  };
}

/** Turns recording on for a hub (main.tsx, when `recordingRequested`); returns the recorder and how to stop. */
export function startRecording(hub: InspectionHub, options?: Parameters<typeof createRecorder>[0]): { recorder: Recorder; stop: () => void } {
  const recorder = createRecorder(options);
  hub.setRecorder(recorder.inspect);
  return { recorder, stop: () => hub.setRecorder(null) };
}
