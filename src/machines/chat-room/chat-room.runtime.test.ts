import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createChatRoomLogic } from './chat-room.runtime';

const plain = (path: string) => ({ version: { pathList: [{ type: 1, path }] } }) as never;
const win = { open: vi.fn(), location: { origin: 'https://site.example' } } as unknown as Window;

describe('chat-room chart with the real address', () => {
  it('a plain address shows; none closes the room', async () => {
    const close = vi.fn();
    const shown = createActor(createChatRoomLogic({ customerService: () => plain('/helpmc'), close, win })).start();
    await waitFor(shown, (s) => s.matches('shown'));
    expect(shown.getSnapshot().context.url).toBe('https://site.example/helpmc');
    expect(close).not.toHaveBeenCalled();
    const none = createActor(createChatRoomLogic({ customerService: () => ({ version: { pathList: [] } }) as never, close, win })).start();
    await waitFor(none, (s) => s.status === 'done');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
