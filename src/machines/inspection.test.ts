import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate';
import { combineInspectors, createInspectionHub } from './inspection';

const child = createMachine({ id: 'child', initial: 'idle', states: { idle: { on: { ping: 'pinged' } }, pinged: {} } });
const load = fromPromise(() => new Promise<void>(() => {}));
const parent = setup({ actors: { child, load } }).createMachine({
  id: 'parent',
  initial: 'off',
  context: { n: 0 },
  invoke: [
    { id: 'kid', src: 'child' },
    { id: 'load', src: 'load' },
  ],
  states: {
    off: { on: { toggle: 'on', secret: { actions: assign({ n: ({ context }) => context.n + 1 }) } } },
    on: { on: { toggle: 'off' } },
  },
});

describe('inspection hub', () => {
  it('records each root actor with its machine, system id and current state value', () => {
    const hub = createInspectionHub();
    const actor = createActor(parent, { inspect: hub.inspect, systemId: 'main' }).start();
    actor.send({ type: 'toggle' });
    const [record] = hub.getSnapshot();
    expect(record).toMatchObject({ systemId: 'main', machineId: 'parent', status: 'active', value: 'on' });
    expect(record!.parentSessionId).toBeUndefined();
    actor.stop();
    expect(hub.getSnapshot()[0]!.status).toBe('stopped');
  });

  it('records the charts a recorded actor runs under it (the app system), but not its promises and callbacks', () => {
    const hub = createInspectionHub();
    const actor = createActor(parent, { inspect: hub.inspect, systemId: 'main' }).start();
    actor.getSnapshot().children.kid!.send({ type: 'ping' });
    const [root, ...children] = hub.getSnapshot();
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({ id: 'kid', machineId: 'child', parentSessionId: root!.sessionId, value: 'pinged' });
    expect(children[0]!.events.map((e) => e.type)).toContain('ping');
    actor.stop();
    expect(hub.getSnapshot().map((a) => a.status)).toEqual(['stopped', 'stopped']);
  });

  it('keeps the last 20 events by type only (payloads can hold secrets)', () => {
    const hub = createInspectionHub();
    const actor = createActor(parent, { inspect: hub.inspect }).start();
    for (let i = 0; i < 25; i++) actor.send({ type: 'secret', password: 'hunter2' } as never);
    actor.send({ type: 'toggle' });
    const events = hub.getSnapshot()[0]!.events;
    expect(events).toHaveLength(20);
    expect(events.at(-1)!.type).toBe('toggle');
    expect(JSON.stringify(events)).not.toContain('hunter2');
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const hub = createInspectionHub();
    const listener = vi.fn();
    const unsubscribe = hub.subscribe(listener);
    const actor = createActor(parent, { inspect: hub.inspect }).start();
    expect(listener).toHaveBeenCalled();
    const before = hub.getSnapshot();
    expect(hub.getSnapshot()).toBe(before);
    listener.mockClear();
    unsubscribe();
    actor.send({ type: 'toggle' });
    expect(listener).not.toHaveBeenCalled();
    expect(hub.getSnapshot()).not.toBe(before);
  });

  it('combines with another inspector (Stately’s dev inspector is an observer)', () => {
    const hub = createInspectionHub();
    const other = { next: vi.fn() };
    createActor(parent, { inspect: combineInspectors(undefined, other, hub.inspect) }).start();
    expect(other.next).toHaveBeenCalled();
    expect(hub.getSnapshot().map((a) => a.machineId)).toEqual(['parent', 'child']);
  });
});
