import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { chartGraph } from '../graph/chart-graph';
import type { ChartModel } from '../graph/paths';
import type { RecordedActor } from './recording';
import { type RecordedFrame, recordedFrames } from './replay-steps';
import type { sessionReplayMachine } from './session-replay.machine';
import { createSessionReplayLogic } from './session-replay.runtime';

export type SessionReplayActor = ActorRefFrom<typeof sessionReplayMachine>;

export function useSessionReplayActor(): SessionReplayActor {
  const [logic] = useState(() => createSessionReplayLogic());
  return useActorRef(logic);
}

export interface RecordedChart {
  actor: RecordedActor;
  /** The chart of this release that draws it, or null: its machine is not a chart any more. */
  model: ChartModel | null;
}

/** A loaded recording against the charts of this release, and where the replay is. */
export function useSessionReplay(actor: SessionReplayActor, charts: readonly ChartModel[]) {
  const recording = useSelector(actor, (s) => (s.matches('loaded') ? s.context.recording : null));
  const error = useSelector(actor, (s) => (s.hasTag('state:error') ? s.context.error : null));
  const reading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const listing = useSelector(actor, (s) => s.matches({ loaded: 'listing' }));
  const actorIndex = useSelector(actor, (s) => (s.matches({ loaded: 'replaying' }) ? s.context.actorIndex : null));
  const position = useSelector(actor, (s) => s.context.position);
  const canLoad = useSelector(actor, (s) => s.can({ type: 'replay.load', file: new Blob() }));
  const canNext = useSelector(actor, (s) => s.can({ type: 'replay.next' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'replay.back' }));
  const canRestart = useSelector(actor, (s) => s.can({ type: 'replay.restart' }));
  const recorded: RecordedChart[] = useMemo(
    () => (recording?.actors ?? []).map((a) => ({ actor: a, model: charts.find((c) => c.machine.id === a.machineId) ?? null })),
    [recording, charts],
  );
  const chosen = actorIndex === null ? null : (recorded[actorIndex] ?? null);
  const frames: RecordedFrame[] | null = useMemo(
    () => (chosen?.model ? recordedFrames(chosen.model.machine, chartGraph(chosen.model.machine), chosen.actor) : null),
    [chosen],
  );
  const frame = frames?.[position] ?? null;
  const intents = useMemo(
    () => ({
      load: (file: Blob) => actor.send({ type: 'replay.load', file }),
      choose: (index: number) => actor.send({ type: 'replay.choose', index }),
      next: () => actor.send({ type: 'replay.next' }),
      back: () => actor.send({ type: 'replay.back' }),
      restart: () => actor.send({ type: 'replay.restart' }),
      list: () => actor.send({ type: 'replay.list' }),
      unload: () => actor.send({ type: 'replay.unload' }),
    }),
    [actor],
  );
  return { recording, error, reading, listing, recorded, chosen, frame, position, steps: chosen?.actor.events.length ?? 0, canLoad, canNext, canBack, canRestart, ...intents };
}

export type SessionReplayView = ReturnType<typeof useSessionReplay>;
