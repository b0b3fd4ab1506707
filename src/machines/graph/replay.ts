import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import { type ChartModel, type GeneratedPath, inertMachine, serializerOf, stateKey, transitionId } from './paths';

/** One position of a replayed path: where the actor is and which transitions brought it there. */
export interface ReplayFrame {
  /** 0 = the initial state; n = after the path's n-th step. */
  index: number;
  event: EventObject | null;
  value: unknown;
  /** Active state node ids (root included). */
  activeIds: string[];
  /** Transition ids (`paths.ts#transitionId`) taken during this step, `always` ones included. */
  takenIds: string[];
  /** The snapshot as the model tells snapshots apart (`serializerOf`): with the next frame's event, the edge a step takes. */
  vertex: string;
  /** The state the generator expected after this step, and whether the live actor agrees. */
  expected: unknown;
  matches: boolean;
}

/**
 * Side-effect free version of a chart: invoked actors never settle (their results are sent as
 * events, as in the model tests) and custom actions do nothing. Built-in actions (assign,
 * raise, enqueueActions…) carry a `type` and are kept, so context still evolves.
 */
export function replayMachine<M extends AnyStateMachine>(machine: M): M {
  const inert = inertMachine(machine);
  const actions = Object.fromEntries(
    Object.entries(inert.implementations.actions ?? {})
      .filter(([, impl]) => typeof (impl as { type?: unknown }).type !== 'string')
      .map(([name]) => [name, () => {}]),
  );
  return inert.provide({ actions } as never) as M;
}

/**
 * Replays a generated path on a real actor, as the model-test harness does (each step's event
 * sent to the actor), and records every frame. The actor is stopped before returning, so
 * delayed transitions it scheduled never fire.
 */
/** Whether an inspected actor is the chart itself: by reference, or while it is constructed by its logic (it has no parent). */
export function isChart(ref: unknown, self: AnyActorRef | null, logic: unknown): boolean {
  if (self) return ref === self;
  const r = ref as unknown as { logic?: unknown; _parent?: unknown };
  return r.logic === logic && !r._parent;
}

export function replayPath(model: ChartModel, path: GeneratedPath): ReplayFrame[] {
  const holder: { ref: AnyActorRef | null; taken: string[] } = { ref: null, taken: [] };
  const logic = replayMachine(model.machine);
  const serialize = serializerOf(model);
  const actor = createActor(logic, {
    input: path.input as never,
    inspect: (ev) => {
      // The initial eventless transitions are taken while the actor is constructed, before it is known by reference.
      if (ev.type === '@xstate.microstep' && isChart(ev.actorRef, holder.ref, logic)) {
        for (const t of ev._transitions) holder.taken.push(transitionId(t as never));
      }
    },
  });
  holder.ref = actor;
  const frame = (index: number, event: EventObject | null, expected: unknown): ReplayFrame => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const nodes = (snapshot as unknown as { _nodes?: { id: string }[] })._nodes ?? [];
    const taken = holder.taken;
    holder.taken = [];
    return {
      index,
      event,
      value: snapshot.value,
      vertex: serialize(snapshot),
      activeIds: nodes.map((n) => n.id),
      takenIds: [...new Set(taken)],
      expected,
      matches: stateKey(snapshot.value) === stateKey(expected),
    };
  };
  try {
    actor.start();
    const frames = [frame(0, null, actor.getSnapshot().value)];
    path.steps.forEach((step, i) => {
      actor.send(step.event);
      frames.push(frame(i + 1, step.event, step.value));
    });
    return frames;
  } finally {
    actor.stop();
  }
}

/** The (state, event) edges a path takes, the state told apart as the model does: what a walk and a path can share. */
export function pathEdges(model: ChartModel, path: GeneratedPath): string[] {
  const frames = replayPath(model, path);
  return frames.slice(1).map((f, i) => `${frames[i]!.vertex}\u0000${JSON.stringify(f.event)}`);
}
