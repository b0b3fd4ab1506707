import { expect } from 'vitest';
import { CHAT_ROOM_MODEL_URL, chatRoomModel } from '../../src/machines/chat-room/chat-room.model';
import type { ChatRoomActor } from '../../src/machines/chat-room/use-chat-room';
import { ChatRoomView } from '../../src/views/content/chat-room';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

/** The modal chart is the app's; here what the room asks of it is recorded. */
let closed = 0;

describeModel({
  model: chatRoomModel,
  provide: (machine) => machine.provide({ actions: { closeRoom: () => void closed++ } }),
  render: (actor) => {
    closed = 0;
    return (
      <AccountsProviders api={fakeApi({})} host={false}>
        <ChatRoomView actor={actor as ChatRoomActor} />
      </AccountsProviders>
    );
  },
  states: {
    opening: ({ screen }) => {
      expect(screen.getByText('Customer service chat')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Opening the chat');
      expect(document.querySelector('iframe')).toBeNull();
      expect(closed).toBe(0);
    },
    shown: ({ screen }) => {
      const frame = document.querySelector('iframe')!;
      expect(frame).toHaveAttribute('title', 'Customer service chat');
      expect(frame).toHaveAttribute('src', CHAT_ROOM_MODEL_URL);
      // Scripts and forms for the chat; no top navigation of the site.
      expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
      expect(screen.getByRole('link', { name: 'Open the chat in a new window' })).toHaveAttribute('href', CHAT_ROOM_MODEL_URL);
      expect(screen.queryByRole('status')).toBeNull();
    },
    unavailable: ({ snapshot }) => {
      // The modal is asked to close, once; the host then takes the room away.
      expect(closed).toBe(1);
      expect(snapshot.status).toBe('done');
    },
  },
  controls: {
    opening: [],
    shown: ['link:Open the chat in a new window'],
    unavailable: [],
  },
});
