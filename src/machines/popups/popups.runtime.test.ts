import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createModalLogic } from '../modal/modal.runtime';
import { connectModalToPopups, putOffContract } from './popups.runtime';
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
