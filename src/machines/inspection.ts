import type { InspectionEvent, Observer } from 'xstate';

/** What the hub reads of an actor (XState's `Actor`; inspection events type it loosely). */
interface ActorLike {
  sessionId: string;
  /** XState's internal link to the spawning actor (not in the public type). */
  _parent?: { sessionId: string };
  id?: string;
  systemId?: string;
  logic?: { id?: unknown; root?: unknown };
  getSnapshot(): unknown;
}

/**
 * In-memory record of the actors running in this page session, fed by XState's inspection
 * API, for the visualiser's live mode: every root actor, and the charts (machines, not
 * promises or callbacks) that a recorded actor spawns or invokes — the app system's tree. Nothing leaves the page. Events are kept
 * by type only: payloads can hold passwords, codes and tokens.
 */
export interface InspectedEvent {
  type: string;
  at: number;
}

export interface InspectedActor {
  sessionId: string;
  /** The actor's id (for a root actor, its session id unless created with one). */
  id: string;
  systemId?: string;
  /** Id of the machine the actor runs, to find its chart; undefined for non-machine logic. */
  machineId?: string;
  /** The recorded actor that spawned or invoked this one (the app chart's signed-in charts); absent for a root. */
  parentSessionId?: string;
  status: string;
  value: unknown;
  /** The last events the actor received, oldest first. */
  events: InspectedEvent[];
}

export interface InspectionHub {
  /** Pass as `createActor(logic, { inspect })`; see `combineInspectors` to keep another inspector. */
  inspect: (event: InspectionEvent) => void;
  subscribe: (listener: () => void) => () => void;
  /** Stable between changes (for `useSyncExternalStore`). */
  getSnapshot: () => readonly InspectedActor[];
  clear: () => void;
  /**
   * A recorder (session-replay/recorder.ts) sees every inspection event of a recorded actor, with
   * the actor as the hub holds it afterwards. None by default: recording costs nothing until
   * someone asks for it (`?record=1`).
   */
  setRecorder: (recorder: HubRecorder | null) => void;
}

export type HubRecorder = (event: InspectionEvent, actor: InspectedActor) => void;

const MAX_EVENTS = 20;
const MAX_ACTORS = 50;

export function createInspectionHub(maxEvents = MAX_EVENTS): InspectionHub {
  let actors: readonly InspectedActor[] = [];
  let recorder: HubRecorder | null = null;
  const listeners = new Set<() => void>();

  const update = (ref: ActorLike, change: (a: InspectedActor) => InspectedActor) => {
    const index = actors.findIndex((a) => a.sessionId === ref.sessionId);
    // Identity is re-read each time: the system id is set after the actor announces itself.
    const current = { ...(index >= 0 ? actors[index]! : blank(ref)), ...identity(ref) };
    const next = change(current);
    const list = index >= 0 ? actors.map((a, i) => (i === index ? next : a)) : [...actors, next];
    // Keep the newest MAX_ACTORS, dropping stopped ones first.
    actors = list.length > MAX_ACTORS ? dropOldest(list) : list;
    for (const listener of listeners) listener();
    return next;
  };

  /** A chart whose parent is on the record: shown under it. */
  const isRecordedChild = (ref: ActorLike): boolean => {
    const parent = ref._parent?.sessionId;
    return Boolean(ref.logic?.root) && parent !== undefined && actors.some((a) => a.sessionId === parent);
  };

  return {
    inspect(ev) {
      const ref = ev.actorRef as ActorLike;
      if (ev.rootId !== ref.sessionId && !isRecordedChild(ref)) return;
      // An observer must never break the actors it watches.
      try {
        let actor: InspectedActor | undefined;
        if (ev.type === '@xstate.actor') actor = update(ref, (a) => a);
        else if (ev.type === '@xstate.event') {
          const type = ev.event.type;
          actor = update(ref, (a) => ({ ...a, events: [...a.events, { type, at: Date.now() }].slice(-maxEvents) }));
        } else if (ev.type === '@xstate.snapshot') {
          const s = ev.snapshot as { status?: string; value?: unknown };
          actor = update(ref, (a) => ({ ...a, status: s.status ?? a.status, value: s.value ?? a.value }));
        }
        if (recorder && actor) recorder(ev, actor);
      } catch {
        /* ignore */
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => actors,
    setRecorder(next) {
      recorder = next;
    },
    clear() {
      actors = [];
      for (const listener of listeners) listener();
    },
  };
}

function identity(ref: ActorLike): Pick<InspectedActor, 'id' | 'systemId' | 'machineId' | 'parentSessionId'> {
  const logic = ref.logic;
  const machineId = logic?.root && typeof logic.id === 'string' ? logic.id : undefined;
  return {
    id: ref.id ?? ref.sessionId,
    ...(ref.systemId ? { systemId: ref.systemId } : {}),
    ...(machineId ? { machineId } : {}),
    ...(ref._parent ? { parentSessionId: ref._parent.sessionId } : {}),
  };
}

function blank(ref: ActorLike): InspectedActor {
  return { sessionId: ref.sessionId, id: ref.sessionId, status: 'active', value: undefined, events: [] };
}

function dropOldest(list: readonly InspectedActor[]): InspectedActor[] {
  const stopped = list.findIndex((a) => a.status !== 'active');
  const drop = stopped >= 0 ? stopped : 0;
  return list.filter((_, i) => i !== drop);
}

type Inspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

/** One `inspect` option from several (e.g. Stately's dev inspector and the hub). */
export function combineInspectors(...inspectors: Inspector[]): (event: InspectionEvent) => void {
  const list = inspectors.filter((i): i is NonNullable<Inspector> => i !== undefined);
  return (event) => {
    for (const i of list) {
      if (typeof i === 'function') i(event);
      else i.next?.(event);
    }
  };
}

/** The page session's hub: root actors created with `inspect: inspectionHub.inspect` appear in /flows. */
export const inspectionHub = createInspectionHub();
