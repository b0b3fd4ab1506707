import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { MessageChange, MessagePage, MessageQuery } from '../messages.types';

type Api = Pick<ApiClient, 'call'>;

export const createLoadMessages = (api: Api) =>
  fromPromise<MessagePage, MessageQuery>(({ input, signal }) => api.call('messageList', { query: { page: input.page, size: input.size }, signal }));

export const createMarkRead = (api: Api) =>
  fromPromise<MessageChange, { id: string }>(({ input, signal }) => api.call('messageRead', { body: { id: input.id }, signal }));

export const createMarkAllRead = (api: Api) => fromPromise<MessageChange, void>(({ signal }) => api.call('messageReadAll', { body: {}, signal }));

export const createRemoveMessage = (api: Api) =>
  fromPromise<MessageChange, { id: string }>(({ input, signal }) => api.call('messageDelete', { query: { id: input.id }, signal }));
