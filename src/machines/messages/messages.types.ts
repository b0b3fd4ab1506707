import type { MessageChange, MessagePage } from '../../api/schemas/content';

export interface MessagesInput {
  /** Rows per page (CONTENT.messagePageSize). */
  size: number;
}

export interface MessagesContext extends MessagesInput {
  page: number;
  data: MessagePage | null;
  /** The message shown expanded (its body visible). */
  openId: string | null;
  /** The message the member asked to delete, waiting for the confirmation. */
  deleteId: string | null;
  /** Why the list could not be loaded. */
  errorKey: string | null;
  /** Why the last read / read-all / delete failed (the list stays). */
  actionErrorKey: string | null;
}

export type MessagesEvent =
  | { type: 'messages.toggle'; id: string }
  | { type: 'messages.page'; page: number }
  | { type: 'messages.readAll' }
  | { type: 'messages.delete'; id: string }
  | { type: 'messages.delete.confirm' }
  | { type: 'messages.delete.cancel' }
  | { type: 'messages.retry' };

export interface MessageQuery {
  page: number;
  size: number;
}

export type { MessageChange, MessagePage };
