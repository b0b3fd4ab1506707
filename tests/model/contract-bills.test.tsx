import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { messages as enContracts } from '../../locales/en/contracts.po';
import type { BillPage } from '../../src/api/schemas/agent';
import { activateLocale } from '../../src/i18n';
import { AGENTS_TODAY } from '../../src/machines/agent-center/agent-center.fixtures';
import type { AgentReportContext } from '../../src/machines/agent-center/agent-report.types';
import type { AgentReportActor } from '../../src/machines/agent-center/use-agent-report';
import { contractBillsModel } from '../../src/machines/contract/contract-bills.model';
import { type Shortcut, SHORTCUTS } from '../../src/machines/records/records.dates';
import { whitelabelFixture } from '../../src/machines/system-status/system-status.fixtures';
import { ContractBillsView } from '../../src/views/contracts/contract-bills';
import { createTestActors, Providers } from '../../src/views/testing/render-app';
import { catalogs } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';
import { formatDay } from '../../src/views/common/site-time';

// The form reads today in GMT+8: 04:00 UTC is noon there.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${AGENTS_TODAY}T04:00:00Z`) });
});
afterAll(() => {
  vi.useRealTimers();
});

const actors = createTestActors(whitelabelFixture, 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
  activateLocale('en', { ...catalogs.en, ...enContracts });
});

type Ctx = StepContext<typeof contractBillsModel.machine> & { snapshot: AnyMachineSnapshot };
type Exec = (e: EventObject, ctx: StepContext<typeof contractBillsModel.machine>) => Promise<void>;
const ctxOf = (s: AnyMachineSnapshot) => s.context as AgentReportContext<BillPage>;
const shortcutName = (s: Shortcut) => `${s.direction === 'previous' ? 'Previous' : 'Next'} ${s.days} days`;
const RANGE_MESSAGE = 'Please choose a valid date range (at most 92 days)';

/** Received or paid, as pressed buttons; the dates as picked, their refusal, the shortcuts the chart would take. */
function expectFrame({ screen, snapshot }: Ctx) {
  const c = ctxOf(snapshot);
  const sides = screen.getByRole('group', { name: 'Which bills' });
  const paid = c.query.params.side === 'paid';
  expect(within(sides).getByRole('button', { name: 'Received' })).toHaveAttribute('aria-pressed', String(!paid));
  expect(within(sides).getByRole('button', { name: 'Paid to my downlines' })).toHaveAttribute('aria-pressed', String(paid));
  const form = screen.getByRole('search', { name: 'Filter records' });
  expect(within(form).getByLabelText('From')).toHaveValue(formatDay(c.form.start));
  expect(within(form).getByLabelText('To')).toHaveValue(formatDay(c.form.end));
  if (c.rangeErrorKey) expect(within(form).getByRole('alert')).toHaveTextContent(RANGE_MESSAGE);
  else expect(within(form).queryByText(RANGE_MESSAGE)).toBeNull();
  for (const s of SHORTCUTS) {
    const can = snapshot.can({ type: 'report.shortcut', shortcut: s, today: AGENTS_TODAY });
    expect(within(form).getByRole('button', { name: shortcutName(s) })).toHaveProperty('disabled', !can);
  }
  // What every status means, whatever the table shows.
  const legend = screen.getByRole('region', { name: 'What the statuses mean' });
  expect(legend).toHaveTextContent('Partly issuedThe payer\'s balance covered only part of it; the rest is not carried over.');
  expect(legend).toHaveTextContent('Not reachedNo tier was reached in the period: nothing was due.');
}

/** Which bills, the dates, Search, and the shortcuts that would change the picked dates. */
const frameControls = (snapshot: AnyMachineSnapshot) => [
  'button:Received',
  'button:Paid to my downlines',
  'textbox:From',
  'textbox:To',
  'button:Search',
  ...SHORTCUTS.filter((s) => snapshot.can({ type: 'report.shortcut', shortcut: s, today: AGENTS_TODAY })).map((s) => `button:${shortcutName(s)}`),
];

/** A pager only when there is more than one page: every page and the steps that lead somewhere. */
function pagerControls(snapshot: AnyMachineSnapshot): string[] {
  const c = ctxOf(snapshot);
  const count = Math.ceil(c.data!.total / c.data!.size);
  if (count <= 1) return [];
  return [
    ...Array.from({ length: count }, (_, i) => `button:Page ${i + 1}`),
    ...(c.query.page > 1 ? ['button:Previous page'] : []),
    ...(c.query.page < count ? ['button:Next page'] : []),
  ];
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('rowgroup')[1]!.querySelectorAll('tr');
const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describeModel({
  model: contractBillsModel,
  render: (actor) => (
    <Providers actors={actors}>
      <ContractBillsView actor={actor as AgentReportActor<BillPage>} kind="daily" />
    </Providers>
  ),
  states: {
    loading: (ctx) => {
      expectFrame(ctx);
      expect(ctx.screen.getByRole('status')).toHaveTextContent('Loading');
      expect(ctx.screen.queryByRole('table')).toBeNull();
    },
    loaded: (ctx) => {
      expectFrame(ctx);
      const c = ctxOf(ctx.snapshot);
      const paid = c.query.params.side === 'paid';
      const table = ctx.screen.getByRole('table', {
        name: `${paid ? 'Bills paid' : 'Bills received'} (Daily salary), ${formatDay(c.query.start)} to ${formatDay(c.query.end)}`,
      });
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Period', paid ? 'Paid to' : 'Paid by', 'Valid bet', 'Profit and loss', 'Active members', 'Base', 'Rate', 'Due', 'Paid', 'Status',
      ]);
      const rows = [...rowsOf(table)].map(cellsOf);
      if (paid) {
        expect(rows.map((r) => [r[1], r[7], r[8], r[9]])).toEqual([
          ['agent03', 'P 50.00', 'P 20.00', 'Partly issued'],
          ['agent03', 'P 30.00', 'P 0.00', 'Insufficient balance'],
          ['agent02', 'P 0.00', 'P 0.00', 'Rejected'],
        ]);
        expect(ctx.screen.getByText('All bills in the period: P 80.00 due, P 20.00 paid.')).toBeInTheDocument();
      } else {
        // The day 14 March in GMT+8 (16:00 UTC the day before to 16:00 UTC), paid by the platform.
        expect(rows[0]).toEqual(['14/03/2026 00:00:00 – 15/03/2026 00:00:00', 'The platform', 'P 10,000.00', '-P 2,000.00', '3', 'P 10,000.00', '1%', 'P 100.00', 'P 100.00', 'Issued']);
        expect(rows[1]![9]).toBe('Not reached');
        expect(ctx.screen.getByText('All bills in the period: P 100.00 due, P 100.00 paid.')).toBeInTheDocument();
      }
      const pages = ctx.screen.queryByRole('navigation', { name: 'Pages' });
      if (paid) expect(pages).toBeNull();
      else expect(within(pages!).getByRole('button', { name: `Page ${c.query.page}` })).toHaveAttribute('aria-current', 'page');
    },
    empty: (ctx) => {
      expectFrame(ctx);
      expect(ctx.screen.getByText('No records in this period')).toBeInTheDocument();
      expect(ctx.screen.queryByRole('table')).toBeNull();
    },
    failed: (ctx) => {
      expectFrame(ctx);
      expect(ctx.screen.getByRole('button', { name: 'Try again' }).closest('[role="alert"]')).toHaveTextContent('Network link is abnormal, please try again');
    },
  },
  controls: {
    loading: (s) => frameControls(s),
    loaded: (s) => [...frameControls(s), ...pagerControls(s)],
    empty: (s) => frameControls(s),
    failed: (s) => [...frameControls(s), 'button:Try again'],
  },
  absent: {
    // A new answer replaces the last one: no failure or "no records" is left over.
    loading: ['No records in this period', 'Network link is abnormal'],
    loaded: ['No records in this period', 'Network link is abnormal'],
    empty: ['Network link is abnormal'],
  },
  exec: {
    'report.date.change': async (e, { screen }) => {
      const { field, value } = e as unknown as { field: 'start' | 'end'; value: string };
      fireEvent.change(screen.getByLabelText(field === 'start' ? 'From' : 'To'), { target: { value: formatDay(value) } });
    },
    'report.search': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Search' })),
    'report.shortcut': async (e, { user, screen }) => user.click(screen.getByRole('button', { name: shortcutName((e as unknown as { shortcut: Shortcut }).shortcut) })),
    'report.set': async (e, { user, screen }) => {
      const { side } = (e as unknown as { params: { side: string } }).params;
      await user.click(screen.getByRole('button', { name: side === 'paid' ? 'Paid to my downlines' : 'Received' }));
    },
    'report.page': async (e, { user, screen, actor }) => {
      const { page } = e as unknown as { page: number };
      const current = (actor.getSnapshot() as AnyMachineSnapshot).context.query.page as number;
      const pages = screen.getByRole('navigation', { name: 'Pages' });
      await user.click(within(pages).getByRole('button', { name: page === current - 1 ? 'Previous page' : `Page ${page}` }));
    },
    'report.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
  } as Record<string, Exec>,
});
