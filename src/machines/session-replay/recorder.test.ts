import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { chartGraph } from '../graph/chart-graph';
import { createInspectionHub } from '../inspection';
import { RECORDING_FLAG } from './recording-flag';
import { recordingRequested } from './recording-request';
import { modalMachine } from '../modal/modal.machine';
import { createRecorder, startRecording } from './recorder';
import { parseRecording, RECORDING_FORMAT, safeFields } from './recording';
import { recordedFrames } from './replay-steps';

const login = createMachine({
  id: 'loginForm',
  initial: 'editing',
  states: {
    editing: { on: { 'login.submit': 'sending', 'login.type': {} } },
    sending: { on: { done: 'editing' } },
  },
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('recording a session', () => {
  it('records nothing and costs nothing until a recorder is set', () => {
    const hub = createInspectionHub();
    const seen: string[] = [];
    const actor = createActor(login, { inspect: hub.inspect }).start();
    actor.send({ type: 'login.submit' });
    const { recorder, stop } = startRecording(hub);
    actor.send({ type: 'done' });
    stop();
    actor.send({ type: 'login.submit' });
    hub.setRecorder((ev) => seen.push(ev.type));
    hub.setRecorder(null);
    actor.send({ type: 'done' });
    // Only the event sent while the recorder was set.
    expect(recorder.recording('/').actors[0]!.events.map((e) => e.type)).toEqual(['done']);
    expect(seen).toEqual([]);
  });

  it('keeps each event type with the state after it, and the state before the first one', () => {
    const hub = createInspectionHub();
    const { recorder } = startRecording(hub);
    const modalLogic = modalMachine.provide({ actions: { lockScroll: () => {}, unlockScroll: () => {} } });
    const modal = createActor(modalLogic, { inspect: hub.inspect, systemId: 'modal' }).start();
    modal.send({ type: 'modal.open', name: 'login', props: { username: 'player01' } } as never);
    modal.send({ type: 'modal.close' });
    const recording = recorder.recording('/home');
    expect(recording).toMatchObject({ format: RECORDING_FORMAT, page: '/home', release: null });
    const [actor] = recording.actors;
    expect(actor).toMatchObject({ name: 'modal', machineId: 'modal', start: 'closed' });
    expect(actor!.events.map(({ type, fields, value }) => ({ type, fields, value }))).toEqual([
      { type: 'modal.open', fields: { name: 'login' }, value: 'open' },
      { type: 'modal.close', fields: undefined, value: 'closed' },
    ]);
    // Only what the allowlist names: the modal's props (a username here) stay out.
    expect(JSON.stringify(recording)).not.toContain('player01');
    // What it downloads is what /flows reads back.
    expect(parseRecording(JSON.stringify(recording))).toEqual(JSON.parse(JSON.stringify(recording)));
  });

  it('keeps only the last events of an actor (a ring), the state before them as its start', () => {
    const hub = createInspectionHub();
    const recorder = createRecorder({ maxEvents: 2 });
    hub.setRecorder(recorder.inspect);
    const actor = createActor(login, { inspect: hub.inspect }).start();
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'done' });
    actor.send({ type: 'login.submit' });
    const [recorded] = recorder.recording('/').actors;
    expect(recorded!.events.map((e) => e.type)).toEqual(['done', 'login.submit']);
    expect(recorded!.start).toBe('sending');
  });

  it('keeps a bounded number of actors, dropping the oldest recorded first', () => {
    const hub = createInspectionHub();
    const recorder = createRecorder({ maxActors: 2 });
    hub.setRecorder(recorder.inspect);
    for (const systemId of ['first', 'second', 'third']) {
      createActor(login, { inspect: hub.inspect, systemId }).start().send({ type: 'login.submit' });
    }
    expect(recorder.recording('/').actors.map((a) => a.name)).toEqual(['second', 'third']);
  });

  it('never records a field the allowlist does not name for that event, nor a non-scalar one', () => {
    expect(safeFields({ type: 'popups.loggedIn', mustChangePassword: false, firstTimeLogin: true, knownPassword: 'Player@2026' })).toEqual({
      mustChangePassword: false,
      firstTimeLogin: true,
    });
    expect(safeFields({ type: 'app.session.changed', kind: 'member', token: 'abc.def' })).toEqual({ kind: 'member' });
    expect(safeFields({ type: 'login.submit', username: 'player01', password: 'x', captcha: '1234' })).toBeUndefined();
    expect(safeFields({ type: 'modal.open', name: { nested: 'x' } })).toBeUndefined();
    expect(safeFields({ type: 'modal.open', name: 'x'.repeat(100) })!.name).toHaveLength(64);
  });
});

describe('the recording file', () => {
  const valid = {
    format: RECORDING_FORMAT,
    startedAt: '2026-11-27T10:00:00.000Z',
    page: '/',
    release: null,
    actors: [{ name: 'modal', machineId: 'modal', start: 'closed', events: [{ type: 'modal.open', at: 1, fields: { name: 'login' }, value: 'open' }] }],
  };

  it('is read back when it is a recording of this format version', () => {
    expect(parseRecording(JSON.stringify(valid))).toEqual(valid);
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['another version', JSON.stringify({ ...valid, format: 'betsite-recording/2' }), /format/],
    ['an actor without events', JSON.stringify({ ...valid, actors: [{ ...valid.actors[0], events: [] }] }), /actors\.0\.events/],
    ['an event field that is an object', JSON.stringify({ ...valid, actors: [{ ...valid.actors[0], events: [{ ...valid.actors[0]!.events[0], fields: { name: {} } }] }] }), /fields/],
    ['an event without a type', JSON.stringify({ ...valid, actors: [{ ...valid.actors[0], events: [{ at: 1, value: 'open' }] }] }), /type/],
  ])('is refused with the reason when it is %s', (_name, text, reason) => {
    expect(() => parseRecording(text)).toThrow(reason);
  });
});

describe('replaying a recorded actor on the chart of this release', () => {
  const graph = chartGraph(modalMachine);
  const actor = (events: { type: string; value: unknown }[], start: unknown = 'closed') => ({
    name: 'modal',
    machineId: 'modal',
    start,
    events: events.map((e, i) => ({ ...e, at: i })),
  });

  it('highlights the transition each event took', () => {
    const frames = recordedFrames(modalMachine, graph, actor([{ type: 'modal.open', value: 'open' }, { type: 'modal.close', value: 'closed' }]));
    expect(frames.map((f) => f.status)).toEqual(['start', 'taken', 'taken']);
    expect(frames[1]!.takenIds).toEqual(['modal.closed —modal.open→ #0']);
    expect(frames[1]!.activeIds).toEqual(['modal', 'modal.open']);
    expect(frames[2]!.takenIds.every((id) => id.startsWith('modal.open —modal.close→'))).toBe(true);
  });

  it('says when this chart does not take an event there, or does not have the recorded state', () => {
    const frames = recordedFrames(
      modalMachine,
      graph,
      actor([
        { type: 'modal.close', value: 'open' },
        { type: 'modal.open', value: 'minimised' },
      ]),
    );
    expect(frames.map((f) => f.status)).toEqual(['start', 'notAccepted', 'unknownState']);
  });

  it('says when the chart has the transition but stayed (a guard refused)', () => {
    const guarded = createMachine({ id: 'g', initial: 'a', states: { a: { on: { go: { guard: () => false, target: 'b' } } }, b: {} } });
    const frames = recordedFrames(guarded, chartGraph(guarded), { name: 'g', machineId: 'g', start: 'a', events: [{ type: 'go', at: 0, value: 'a' }] });
    expect(frames[1]!.status).toBe('ignored');
  });
});

describe('turning recording on', () => {
  it('?record=1 turns it on for the tab, until ?record=0', () => {
    const storage = memoryStorage();
    expect(recordingRequested('', () => storage)).toBe(false);
    expect(recordingRequested('?record=1', () => storage)).toBe(true);
    expect(storage.getItem(RECORDING_FLAG)).toBe('1');
    expect(recordingRequested('?page=2', () => storage)).toBe(true);
    expect(recordingRequested('?record=0', () => storage)).toBe(false);
    expect(recordingRequested('', () => storage)).toBe(false);
  });

  it('where storage is blocked, the query alone decides for the page', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(recordingRequested('?record=1', blocked)).toBe(true);
    expect(recordingRequested('', blocked)).toBe(false);
  });
});
