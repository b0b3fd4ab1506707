import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PlatformMessage } from '../../src/api/schemas/content';
import { formatSiteDateTime } from '../../src/views/common/site-time';
import { messagesModel } from '../../src/machines/messages/messages.model';
import type { MessagesContext } from '../../src/machines/messages/messages.types';
import type { MessagesActor } from '../../src/machines/messages/use-messages';
import { Messages } from '../../src/views/content/messages-section';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Ctx = StepContext<typeof messagesModel.machine>;
const published = vi.fn();
const ctxOf = (actor: Ctx['actor']) => actor.getSnapshot().context as MessagesContext;
const titleOf = (c: MessagesContext, id: string) => c.data!.list.find((m) => m.id === id)!.title;

/** What every state that shows the list must show: the items, their read marks, the open one's text. */
function showsList({ screen, snapshot }: Pick<Ctx, 'screen'> & { snapshot: { context: unknown } }) {
  const c = snapshot.context as MessagesContext;
  const list = screen.getByRole('list', { name: 'Messages' });
  const items = list.querySelectorAll(':scope > li');
  expect(items).toHaveLength(c.data!.list.length);
  for (const m of c.data!.list) {
    const head = screen.getByRole('button', { name: new RegExp(`^${m.title}`) });
    expect(head).toHaveAttribute('aria-expanded', String(c.openId === m.id));
    expect(head.textContent!.includes('Unread')).toBe(!m.read);
  }
  if (c.openId) {
    const open = c.data!.list.find((m) => m.id === c.openId)!;
    expect(screen.getByRole('region', { name: open.title })).toHaveTextContent(open.body.replace('\n', ' '));
  } else expect(screen.queryByRole('region')).toBeNull();
  const unread = c.data!.unread;
  expect(screen.getByText(unread === 0 ? 'All messages read' : `${unread} unread`)).toBeInTheDocument();
  if (c.actionErrorKey) expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  // Two pages of two: page buttons, the current one marked.
  expect(screen.getByRole('button', { name: `Page ${c.page}` })).toHaveAttribute('aria-current', 'page');
}

/** A message's head is named by its title, its unread mark and its date. */
const headName = (m: PlatformMessage) =>
  `${m.title}${m.read ? '' : 'Unread'}${formatSiteDateTime(m.date)}`;

/** The pager: the current page, and each other page and step the chart would take now. */
function pager(s: AnyMachineSnapshot): string[] {
  const c = s.context as MessagesContext;
  const count = Math.max(1, Math.ceil(c.data!.total / Math.max(1, c.data!.size)));
  if (count <= 1) return [];
  const can = (page: number) => s.can({ type: 'messages.page', page });
  return [
    ...Array.from({ length: count }, (_, i) => i + 1)
      .filter((p) => p === c.page || can(p))
      .map((p) => `button:Page ${p}`),
    ...(can(c.page - 1) ? ['button:Previous page'] : []),
    ...(can(c.page + 1) ? ['button:Next page'] : []),
  ];
}

describeModel({
  model: messagesModel,
  provide: (machine) => {
    published.mockClear();
    return machine.provide({ actions: { publishUnread: (_: unknown, p: { unread: number }) => published(p.unread) } }) as typeof machine;
  },
  render: (actor) => (
    <WithI18n>
      <Messages actor={actor as MessagesActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen, snapshot }) => {
      const c = snapshot.context as MessagesContext;
      if (c.data) expect(screen.getByRole('list', { name: 'Messages' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
      else expect(screen.getByRole('status')).toHaveTextContent('Loading messages');
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    empty: ({ screen }) => {
      expect(screen.getByText('No messages yet.')).toBeInTheDocument();
      expect(published).toHaveBeenLastCalledWith(0);
    },
    list: (ctx) => {
      showsList(ctx);
      const c = ctx.snapshot.context as MessagesContext;
      expect(ctx.screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', !ctx.snapshot.can({ type: 'messages.readAll' }));
      expect(published).toHaveBeenLastCalledWith(c.data!.unread);
      expect(ctx.screen.queryByRole('alertdialog')).toBeNull();
    },
    marking: (ctx) => {
      showsList(ctx);
      const c = ctx.snapshot.context as MessagesContext;
      // Shown at once while the server marks it read.
      expect(ctx.screen.getByRole('region', { name: titleOf(c, c.openId!) })).toBeVisible();
    },
    markingAll: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Marking…' })).toBeDisabled();
    },
    confirmingDelete: ({ screen, snapshot }) => {
      const c = snapshot.context as MessagesContext;
      expect(screen.getByRole('alertdialog')).toHaveTextContent(`Delete “${titleOf(c, c.deleteId!)}”? A deleted message cannot be brought back.`);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    deleting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
  },
  controls: {
    loading: (s) => ((s.context as MessagesContext).data ? pager(s) : []),
    failed: ['button:Try again'],
    empty: [],
    // Only a still list can be opened, deleted or marked; while anything is out, only the pager's current page stays.
    list: (s) => {
      const c = s.context as MessagesContext;
      return [
        ...c.data!.list.flatMap((m) => [`button:${headName(m)}`, `button:Delete message ${m.title}`]),
        ...(s.can({ type: 'messages.readAll' }) ? ['button:Mark all as read'] : []),
        ...pager(s),
      ];
    },
    marking: pager,
    markingAll: pager,
    confirmingDelete: (s) => ['button:Delete', 'button:Cancel', ...pager(s)],
    deleting: pager,
  },
  absent: {
    // An answer replaces the last one's failure; a kept or deleted message leaves no question behind.
    list: (s) => [...((s.context as MessagesContext).actionErrorKey ? [] : ['Network link is abnormal']), 'A deleted message cannot be brought back'],
    loading: ['A deleted message cannot be brought back'],
  },
  exec: {
    'messages.toggle': async (e, { user, screen, actor }) => {
      const title = titleOf(ctxOf(actor), (e as unknown as { id: string }).id);
      await user.click(screen.getByRole('button', { name: new RegExp(`^${title}`) }));
    },
    'messages.delete': async (e, { user, screen, actor }) =>
      user.click(screen.getByRole('button', { name: `Delete message ${titleOf(ctxOf(actor), (e as unknown as { id: string }).id)}` })),
    'messages.page': async (e, { user, screen }) => user.click(screen.getByRole('button', { name: `Page ${(e as unknown as { page: number }).page}` })),
    'messages.readAll': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Mark all as read' })),
    'messages.delete.confirm': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Delete' })),
    'messages.delete.cancel': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
    'messages.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
