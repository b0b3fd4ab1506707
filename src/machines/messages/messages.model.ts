import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { messagesPage1, messagesPage2, noMessages } from './messages.fixtures';
import { messagesMachine } from './messages.machine';
import type { MessagesContext, MessagesEvent } from './messages.types';

const gone = new ApiError('server', 'message.not.found', { status: 404 });
const offline = new ApiError('network', 'network.abnormal');

export const messagesModel: ChartModel<typeof messagesMachine> = {
  id: 'messages',
  machine: messagesMachine,
  input: { size: 2 },
  events: (s) => {
    const c = s.context as MessagesContext;
    const ids = c.data?.list.map((m) => m.id) ?? [];
    const unreadLeft = c.data ? c.data.list.filter((m) => !m.read && m.id !== c.openId).length : 0;
    const intents: MessagesEvent[] = [
      ...ids.map((id) => ({ type: 'messages.toggle', id }) as MessagesEvent),
      ...(ids[0] ? [{ type: 'messages.delete', id: ids[0] } as MessagesEvent] : []),
      { type: 'messages.page', page: 2 },
      { type: 'messages.page', page: 1 },
      { type: 'messages.readAll' },
      { type: 'messages.delete.confirm' },
      { type: 'messages.delete.cancel' },
      { type: 'messages.retry' },
    ];
    const loaded = c.page === 2 ? messagesPage2 : messagesPage1;
    const results = [
      { type: 'xstate.done.actor.load', output: loaded, label: `page ${c.page}` },
      { type: 'xstate.done.actor.load', output: noMessages(c.page), label: 'no messages' },
      { type: 'xstate.error.actor.load', error: offline, label: 'offline' },
      { type: 'xstate.done.actor.markRead', output: { unread: Math.max(0, (c.data?.unread ?? 1) - 1) } },
      { type: 'xstate.error.actor.markRead', error: gone, label: 'deleted in another tab' },
      { type: 'xstate.error.actor.markRead', error: offline, label: 'offline' },
      { type: 'xstate.done.actor.markAllRead', output: { unread: 0 } },
      { type: 'xstate.error.actor.markAllRead', error: offline, label: 'offline' },
      { type: 'xstate.done.actor.remove', output: { unread: unreadLeft } },
      { type: 'xstate.error.actor.remove', error: gone, label: 'already gone' },
      { type: 'xstate.error.actor.remove', error: offline, label: 'offline' },
    ];
    return [...intents, ...(results as never[])];
  },
  serialize: (s) => {
    const c = s.context as MessagesContext;
    const busy = s.value === 'loading' || s.value === 'failed' || s.value === 'empty';
    // While loading or failed only the page matters: what was shown before is replaced.
    if (busy) return JSON.stringify({ v: s.value, p: c.page });
    return JSON.stringify({
      v: s.value,
      p: c.page,
      o: c.openId,
      d: c.deleteId,
      a: c.actionErrorKey !== null,
      r: c.data?.list.filter((m) => !m.read).length,
    });
  },
};
