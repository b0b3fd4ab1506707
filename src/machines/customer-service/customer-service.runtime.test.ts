import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCustomerServiceLogic } from './customer-service.runtime';

const plain = (path: string) => ({ version: { pathList: [{ type: 1, path }] } }) as never;
const fakeWindow = (popup: object | null) => {
  const open = vi.fn(() => popup);
  return { win: { open, location: { origin: 'https://site.example' } } as unknown as Window, open };
};

describe('customer-service chart with the real opener', () => {
  it('opens the window inside the press itself (a window opened after an await is blocked)', async () => {
    const { win, open } = fakeWindow({});
    const actor = createActor(createCustomerServiceLogic(() => plain('https://chat.example.com/room'), win)).start();
    actor.send({ type: 'cs.open' });
    // No await between the press and window.open.
    expect(open).toHaveBeenCalledWith('https://chat.example.com/room', 'customer-service', expect.any(String));
    await waitFor(actor, (s) => s.matches('opened'));
  });

  it('a blocked popup, then none configured: blocked, then failed', async () => {
    const { win } = fakeWindow(null);
    let config = plain('https://chat.example.com/room');
    const actor = createActor(createCustomerServiceLogic(() => config, win)).start();
    actor.send({ type: 'cs.open' });
    await waitFor(actor, (s) => s.matches('blocked'));
    config = { version: { pathList: [] } } as never;
    actor.send({ type: 'cs.open' });
    await waitFor(actor, (s) => s.matches('failed'));
  });
});
