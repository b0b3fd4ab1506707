import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import type { MessageChange, MessagePage, MessageQuery, MessagesContext, MessagesEvent, MessagesInput } from './messages.types';
import { lazyChart } from '../lazy-chart';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const pageCount = (d: MessagePage | null) => (d ? Math.max(1, Math.ceil(d.total / Math.max(1, d.size))) : 1);
const messageOf = (c: MessagesContext, id: string | null) => c.data?.list.find((m) => m.id === id) ?? null;

/** The list with one message (or all) marked read and the server's unread count. */
const markRead = (d: MessagePage, unread: number, id: string | null): MessagePage => ({
  ...d,
  unread,
  list: d.list.map((m) => (id === null || m.id === id ? { ...m, read: true } : m)),
});

/**
 * Platform messages (messageV2; docs/engagement.md "Messages and content"): a page of the
 * member's messages; opening an unread one marks it read on the server; read all; delete with
 * a confirmation. Every answer carries the unread count, which is published to the header and
 * menu badges (`publishUnread`). A message gone meanwhile (deleted in another tab) reloads the page.
 */
export const messagesMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as MessagesInput,
      context: {} as MessagesContext,
      events: {} as MessagesEvent,
    },
    actors: {
      load: fromPromise<MessagePage, MessageQuery>(async () => {
        throw new Error('load not provided');
      }),
      markRead: fromPromise<MessageChange, { id: string }>(async () => {
        throw new Error('markRead not provided');
      }),
      markAllRead: fromPromise<MessageChange, void>(async () => {
        throw new Error('markAllRead not provided');
      }),
      remove: fromPromise<MessageChange, { id: string }>(async () => {
        throw new Error('remove not provided');
      }),
    },
    guards: {
      hasRows: ({ event }) => (event as unknown as { output: MessagePage }).output.list.length > 0,
      /** The page emptied (its last message deleted elsewhere or here): show the one before. */
      pageGone: ({ context, event }) => (event as unknown as { output: MessagePage }).output.list.length === 0 && context.page > 1,
      isOpen: ({ context, event }) => event.type === 'messages.toggle' && context.openId === event.id,
      unreadMessage: ({ context, event }) => event.type === 'messages.toggle' && messageOf(context, event.id)?.read === false,
      listed: ({ context, event }) => (event.type === 'messages.toggle' || event.type === 'messages.delete') && messageOf(context, event.id) !== null,
      hasUnread: ({ context }) => (context.data?.list.some((m) => !m.read) ?? false) || (context.data?.unread ?? 0) > 0,
      pageAvailable: ({ context, event }) =>
        event.type === 'messages.page' && Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCount(context.data) && event.page !== context.page,
      gone: ({ event }) => {
        const e = errorOf(event);
        return isApiError(e) && e.messageKey === 'message.not.found';
      },
    },
    actions: {
      /** Replaced by the runtime: tells the badges the new unread count. */
      publishUnread: (_, _params: { unread: number }) => {},
      storePage: assign(({ event }) => ({ data: (event as unknown as { output: MessagePage }).output, errorKey: null })),
      storeError: assign({ errorKey: ({ event }) => errorKeyOf(errorOf(event)) }),
      storeActionError: assign({ actionErrorKey: ({ event }) => errorKeyOf(errorOf(event)) }),
      clearActionError: assign({ actionErrorKey: null }),
    },
  }).createMachine({
    id: 'messages',
    description: 'Platform messages (messageV2): list, open (marks read), read all, delete with confirmation; the unread count feeds the badges.',
    context: ({ input }) => ({ ...input, page: 1, data: null, openId: null, deleteId: null, errorKey: null, actionErrorKey: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/message/list?page=&size=',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ page: context.page, size: context.size }),
          onDone: [
            {
              guard: 'hasRows',
              target: 'list',
              actions: ['storePage', { type: 'publishUnread', params: ({ event }) => ({ unread: event.output.unread }) }],
            },
            {
              guard: 'pageGone',
              target: 'loading',
              reenter: true,
              description: 'This page is empty now: load the one before.',
              actions: assign({ page: ({ context }) => context.page - 1 }),
            },
            {
              target: 'empty',
              actions: ['storePage', { type: 'publishUnread', params: ({ event }) => ({ unread: event.output.unread }) }],
            },
          ],
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      failed: {
        tags: ['state:error'],
        on: { 'messages.retry': 'loading' },
      },
      empty: { tags: ['state:empty'], description: 'No messages.' },
      list: {
        tags: ['state:ready'],
        on: {
          'messages.toggle': [
            { guard: 'isOpen', actions: assign({ openId: null }), description: 'Collapse it.' },
            {
              guard: 'unreadMessage',
              target: 'marking',
              actions: [assign({ openId: ({ event }) => event.id }), 'clearActionError'],
              description: 'Open an unread message: shown at once, marked read on the server.',
            },
            { guard: 'listed', actions: [assign({ openId: ({ event }) => event.id }), 'clearActionError'], description: 'Open a read message.' },
          ],
          'messages.page': {
            guard: 'pageAvailable',
            target: 'loading',
            actions: assign({ page: ({ event }) => event.page, openId: null, actionErrorKey: null }),
          },
          'messages.readAll': { guard: 'hasUnread', target: 'markingAll', actions: 'clearActionError' },
          'messages.delete': {
            guard: 'listed',
            target: 'confirmingDelete',
            actions: [assign({ deleteId: ({ event }) => event.id }), 'clearActionError'],
          },
        },
      },
      marking: {
        tags: ['state:ready'],
        description: 'POST /wps/message/read { id }.',
        invoke: {
          id: 'markRead',
          src: 'markRead',
          input: ({ context }) => ({ id: context.openId! }),
          onDone: {
            target: 'list',
            actions: [
              assign({ data: ({ context, event }) => markRead(context.data!, event.output.unread, context.openId) }),
              { type: 'publishUnread', params: ({ event }) => ({ unread: event.output.unread }) },
            ],
          },
          onError: [
            { guard: 'gone', target: 'loading', actions: assign({ openId: null }), description: 'Deleted meanwhile: reload the page.' },
            { target: 'list', actions: 'storeActionError', description: 'Stays shown; still unread on the server.' },
          ],
        },
      },
      markingAll: {
        tags: ['state:busy'],
        description: 'POST /wps/message/readAll.',
        invoke: {
          id: 'markAllRead',
          src: 'markAllRead',
          onDone: {
            target: 'list',
            actions: [
              assign({ data: ({ context, event }) => markRead(context.data!, event.output.unread, null) }),
              { type: 'publishUnread', params: ({ event }) => ({ unread: event.output.unread }) },
            ],
          },
          onError: { target: 'list', actions: 'storeActionError' },
        },
      },
      confirmingDelete: {
        tags: ['state:ready'],
        description: 'Asks before deleting: a deleted message cannot be brought back.',
        on: {
          'messages.delete.confirm': 'deleting',
          'messages.delete.cancel': { target: 'list', actions: assign({ deleteId: null }) },
        },
      },
      deleting: {
        tags: ['state:busy'],
        description: 'DELETE /wps/message?id=',
        invoke: {
          id: 'remove',
          src: 'remove',
          input: ({ context }) => ({ id: context.deleteId! }),
          onDone: {
            target: 'loading',
            description: 'Reload the page (the next message moves up).',
            actions: [
              assign({ openId: ({ context }) => (context.openId === context.deleteId ? null : context.openId), deleteId: null }),
              { type: 'publishUnread', params: ({ event }) => ({ unread: event.output.unread }) },
            ],
          },
          onError: [
            { guard: 'gone', target: 'loading', actions: assign({ deleteId: null }), description: 'Already gone: reload the page.' },
            { target: 'list', actions: [assign({ deleteId: null }), 'storeActionError'] },
          ],
        },
      },
    },
  }),
);
