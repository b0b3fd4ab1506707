import type { MessagePage, PlatformMessage } from '../../api/schemas/content';

const message = (id: string, title: string, read: boolean, date: string): PlatformMessage => ({
  id,
  kind: 'platform.notice',
  title,
  body: `${title}: details\nsecond line`,
  date,
  read,
});

/** Three messages, two a page: page 1 has an unread and a read one, page 2 an unread one. */
export const messagesPage1: MessagePage = {
  list: [message('3', 'Account security', false, '2026-11-15T02:00:00.000Z'), message('2', 'Welcome!', true, '2026-11-14T01:00:00.000Z')],
  page: 1,
  size: 2,
  total: 3,
  unread: 2,
};

export const messagesPage2: MessagePage = {
  list: [message('1', 'The mobile app is here', false, '2026-11-13T00:00:00.000Z')],
  page: 2,
  size: 2,
  total: 3,
  unread: 2,
};

export const noMessages = (page: number): MessagePage => ({ list: [], page, size: 2, total: 0, unread: 0 });
