import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createModalLogic } from '../modal/modal.runtime';
import { connectModalToPopups, createPopupsLogic, popupsInput, putOffContract } from './popups.runtime';
import type { PopupsEvent } from './popups.types';

const body = () => document.createElement('body');

describe('the modal chart tells the popup policy what closed and whether the person has a modal open', () => {
  it('relays each entry leaving the stack with its popupId (close, closeAll, or replaced on top)', () => {
    const modal = createActor(createModalLogic(body())).start();
    const events: PopupsEvent[] = [];
    const stop = connectModalToPopups(modal, { send: (e) => events.push(e) });
    modal.send({ type: 'modal.open', name: 'notice', props: { popupId: 1 } });
    modal.send({ type: 'modal.close' });
    expect(events).toEqual([{ type: 'popups.closed', popupId: 1 }]);
    events.length = 0;
    modal.send({ type: 'modal.open', name: 'afterLogin', props: { popupId: 2 } });
    modal.send({ type: 'modal.open', name: 'afterLogin', props: { popupId: 3 } });
    modal.send({ type: 'modal.closeAll' });
    expect(events).toEqual([
      { type: 'popups.closed', popupId: 2 },
      { type: 'popups.closed', popupId: 3 },
    ]);
    stop();
  });

  it("reports the screen busy only while a modal the person opened (no popupId) is on the stack", () => {
    const modal = createActor(createModalLogic(body())).start();
    const events: PopupsEvent[] = [];
    connectModalToPopups(modal, { send: (e) => events.push(e) });
    modal.send({ type: 'modal.open', name: 'notice', props: { popupId: 1 } });
    expect(events).toEqual([]);
    modal.send({ type: 'modal.closeAll' });
    modal.send({ type: 'modal.open', name: 'login' });
    modal.send({ type: 'modal.open', name: 'forgotPassword' });
    modal.send({ type: 'modal.closeAll' });
    expect(events.filter((e) => e.type === 'popups.screen')).toEqual([
      { type: 'popups.screen', busy: true },
      { type: 'popups.screen', busy: false },
    ]);
  });

  it('counts a modal already on the stack at connecting (the form of /login, which the popups chart opened and counted): closing it frees the screen', () => {
    const modal = createActor(createModalLogic(body())).start();
    modal.send({ type: 'modal.open', name: 'login' });
    const events: PopupsEvent[] = [];
    connectModalToPopups(modal, { send: (e) => events.push(e) });
    modal.send({ type: 'modal.close' });
    expect(events.filter((e) => e.type === 'popups.screen')).toEqual([{ type: 'popups.screen', busy: false }]);
  });
});

/** An address the test moves, as the router's history does. */
function fakeAddress(start: string) {
  let path = start;
  const listeners = new Set<() => void>();
  return {
    current: () => {
      const url = new URL(path, 'https://bet.example');
      return { pathname: url.pathname, search: url.search };
    },
    subscribe: (f: () => void) => (listeners.add(f), () => void listeners.delete(f)),
    go(next: string) {
      path = next;
      for (const f of listeners) f();
    },
    listening: () => listeners.size,
  };
}

describe('the address names a form: /login and /register open theirs through the popups chart', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  };
  const start = (path: string, registerOn = true) => {
    const modal = createActor(createModalLogic(body())).start();
    const address = fakeAddress(path);
    const deps = { modal, address, registerOn: () => registerOn, session: memory(), local: memory() };
    const popups = createActor(createPopupsLogic(deps), { input: popupsInput(deps) });
    const names = () => modal.getSnapshot().context.stack.map((e) => e.name);
    // As in the app: the popups chart starts, then the app chart connects the modal chart to it.
    const begin = () => {
      popups.start();
      connectModalToPopups(modal, popups);
    };
    return { modal, address, popups, names, begin };
  };

  it('a page opened at /login shows the login form, and the notice the page reported before the chart started is dropped', () => {
    const { popups, names, begin } = start('/login');
    // The first drawing's report reaches the chart before it starts (React runs a child's effects first).
    popups.send({ type: 'popups.noticesLoaded', notices: [{ id: 1 }] });
    begin();
    expect(names()).toEqual(['login']);
    expect(popups.getSnapshot().value).toBe('idle');
    expect(popups.getSnapshot().context.screenBusy).toBe(true);
  });

  it('a page opened at / shows the notice the page reported', () => {
    const { popups, names, begin } = start('/');
    popups.send({ type: 'popups.noticesLoaded', notices: [{ id: 1 }] });
    begin();
    expect(names()).toEqual(['notice']);
  });

  it('/register opens the register form while direct registration is on; otherwise it is the home page', () => {
    for (const path of ['/register', '/register/', '/register.html']) {
      const on = start(path);
      on.begin();
      expect(on.names(), path).toEqual(['register']);
    }
    const off = start('/register', false);
    off.popups.send({ type: 'popups.noticesLoaded', notices: [{ id: 1 }] });
    off.begin();
    expect(off.names()).toEqual(['notice']);
  });

  it('a later move to /login opens the form once; a change that stays on it (a query, a replace) does not open it again', () => {
    const { address, modal, names, begin } = start('/');
    begin();
    address.go('/vip');
    expect(names()).toEqual([]);
    address.go('/LOGIN');
    expect(names()).toEqual(['login']);
    modal.send({ type: 'modal.close' });
    address.go('/login?ref=1');
    expect(names()).toEqual([]);
    address.go('/register');
    expect(names()).toEqual(['register']);
    modal.send({ type: 'modal.close' });
    address.go('/');
    address.go('/login');
    expect(names()).toEqual(['login']);
  });

  it('stops listening to the address when the chart stops', () => {
    const { popups, address, begin } = start('/');
    begin();
    expect(address.listening()).toBe(1);
    popups.stop();
    expect(address.listening()).toBe(0);
  });
});

describe('a contract popup closed from its frame', () => {
  const contract = (accepts: string[]) => {
    const actor = createActor(createMachine({ on: Object.fromEntries(accepts.map((t) => [t, { actions: () => {} }])) })).start();
    const send = vi.spyOn(actor, 'send');
    return { actor, send };
  };

  it('is "Later" while the offer is open', () => {
    const { actor, send } = contract(['contract.later', 'contract.close']);
    putOffContract(actor);
    expect(send).toHaveBeenCalledWith({ type: 'contract.later' });
  });

  it('is "Close" once answered (no "Later" then)', () => {
    const { actor, send } = contract(['contract.close']);
    putOffContract(actor);
    expect(send).toHaveBeenCalledWith({ type: 'contract.close' });
  });
});
