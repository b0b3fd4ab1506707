import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { AccountRecord, BetRecordPage, BonusRecord, Paged, ProfitReport } from '../../src/api/schemas/money';
import type { Whitelabel } from '../../src/api/schemas/system';
import type { ChartModel } from '../../src/machines/graph/paths';
import { betRecordsModel } from '../../src/machines/records/records-bets.model';
import { bonusRecordsModel } from '../../src/machines/records/records-bonus.model';
import { profitRecordsModel } from '../../src/machines/records/records-profit.model';
import { transactionRecordsModel } from '../../src/machines/records/records-transactions.model';
import { RECORDS_TODAY, recordFixtures } from '../../src/machines/records/records.fixtures';
import { type Shortcut, SHORTCUTS } from '../../src/machines/records/records.dates';
import type { RecordsContext } from '../../src/machines/records/records.types';
import type { RecordsActor } from '../../src/machines/records/use-records';
import { whitelabelFixture } from '../../src/machines/system-status/system-status.fixtures';
import { AppDepsProvider } from '../../src/machines/app-deps';
import { AccountRecord as AccountRecordView } from '../../src/views/records/account-record';
import { BettingRecord, BettingRecordSection } from '../../src/views/records/betting-record';
import { BonusDetails } from '../../src/views/records/bonus-details';
import { PersonalProfit } from '../../src/views/records/personal-profit';
import { createTestActors, fakeApi, Providers } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';
import { formatDay } from '../../src/views/common/site-time';

useTestLocale('en');

// Record screens read today in GMT+8: 04:00 UTC on 15 March is noon on the 15th there.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${RECORDS_TODAY}T04:00:00Z`) });
});
afterAll(() => {
  vi.useRealTimers();
});

/** A merchant whose brand currency is the taka: amounts must carry the brand's symbol. */
const takaWhitelabel: Whitelabel = { ...whitelabelFixture, info: { ...whitelabelFixture.info, brand: { ...whitelabelFixture.info.brand, currencySymbol: '৳' } } };
const pesoActors = createTestActors(whitelabelFixture, 'en');
const takaActors = createTestActors(takaWhitelabel, 'en');
beforeAll(async () => {
  await waitFor(() => expect(pesoActors.system.getSnapshot().value).toBe('normal'));
  await waitFor(() => expect(takaActors.system.getSnapshot().value).toBe('normal'));
});

const FILTER_LABELS: Record<string, string> = { category: 'Category', status: 'Status', type: 'Type' };
const shortcutName = (s: Shortcut) => `${s.direction === 'previous' ? 'Previous' : 'Next'} ${s.days} days`;
const RANGE_MESSAGE = 'Please choose a valid date range (at most 92 days)';

type Snap = AnyMachineSnapshot;
type Ctx = StepContext<ChartModel['machine']> & { snapshot: Snap };

/** What every record screen shows whatever its state: the form as picked, its refusal, the shortcuts. */
function expectForm(snapshot: Snap, filters: readonly string[]) {
  const c = snapshot.context as RecordsContext<unknown>;
  const form = screen.getByRole('search', { name: 'Filter records' });
  expect(within(form).getByLabelText('From')).toHaveValue(formatDay(c.form.start));
  expect(within(form).getByLabelText('To')).toHaveValue(formatDay(c.form.end));
  for (const name of filters) expect(within(form).getByLabelText(FILTER_LABELS[name]!)).toHaveValue(c.form.filters[name]);
  if (c.rangeErrorKey) {
    expect(within(form).getByRole('alert')).toHaveTextContent(RANGE_MESSAGE);
    expect(within(form).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(within(form).queryByText(RANGE_MESSAGE)).toBeNull();
    expect(within(form).getByLabelText('To')).not.toHaveAttribute('aria-invalid');
  }
  // A shortcut that would not change the picked dates is off (SPEC §9 shortcuts, records.dates.ts).
  for (const s of SHORTCUTS) {
    const can = snapshot.can({ type: 'records.shortcut', shortcut: s, today: RECORDS_TODAY });
    expect(within(form).getByRole('button', { name: shortcutName(s) }), shortcutName(s)).toHaveProperty('disabled', !can);
  }
}

function expectPages(snapshot: Snap, paged: boolean) {
  const c = snapshot.context as RecordsContext<{ total: number; size: number }>;
  const pages = screen.queryByRole('navigation', { name: 'Pages' });
  if (!paged) return expect(pages).toBeNull();
  expect(pages).not.toBeNull();
  const count = Math.ceil(c.data!.total / c.data!.size);
  for (let p = 1; p <= count; p++) {
    const button = within(pages!).getByRole('button', { name: `Page ${p}` });
    if (p === c.query.page) expect(button).toHaveAttribute('aria-current', 'page');
    else expect(button).not.toHaveAttribute('aria-current');
  }
  expect(within(pages!).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', c.query.page === 1);
  expect(within(pages!).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', c.query.page === count);
}

/**
 * What a record screen offers in any state: the dates, its filters, Search and the shortcuts that
 * would change the picked dates; a loaded paged answer adds its pager, a failure its Try again.
 */
function recordControls(snapshot: Snap, filters: readonly string[], extra: readonly string[] = []): string[] {
  return [
    'textbox:From',
    'textbox:To',
    'button:Search',
    ...filters.map((f) => `combobox:${FILTER_LABELS[f]}`),
    ...SHORTCUTS.filter((s) => snapshot.can({ type: 'records.shortcut', shortcut: s, today: RECORDS_TODAY })).map((s) => `button:${shortcutName(s)}`),
    ...extra,
  ];
}

/** The pager of a loaded answer: every page, and the steps that lead somewhere. */
function pagerControls(snapshot: Snap): string[] {
  const c = snapshot.context as RecordsContext<{ total: number; size: number }>;
  const count = Math.ceil(c.data!.total / c.data!.size);
  return [
    ...Array.from({ length: count }, (_, i) => `button:Page ${i + 1}`),
    ...(c.query.page > 1 ? ['button:Previous page'] : []),
    ...(c.query.page < count ? ['button:Next page'] : []),
  ];
}

/** The suite of one record chart on its real screen. */
function describeRecords<D>(opts: {
  model: ChartModel;
  filters: readonly string[];
  paged: boolean;
  caption: string;
  actors?: ReturnType<typeof createTestActors>;
  view: (actor: RecordsActor<D>) => ReactElement;
  /** The loaded table's rows and figures. */
  table: (table: HTMLElement, data: D) => void;
}) {
  describeModel({
    model: opts.model,
    render: (actor: AnyActorRef) => <Providers actors={opts.actors ?? pesoActors}>{opts.view(actor as RecordsActor<D>)}</Providers>,
    states: {
      loading: ({ snapshot }: Ctx) => {
        expectForm(snapshot, opts.filters);
        expect(screen.getByRole('status')).toHaveTextContent('Loading');
        expect(screen.queryByRole('table')).toBeNull();
      },
      loaded: ({ snapshot }: Ctx) => {
        const c = snapshot.context as RecordsContext<D>;
        expectForm(snapshot, opts.filters);
        // The caption names the dates answered (the query), not the form being edited.
        const table = screen.getByRole('table', { name: `${opts.caption}, ${formatDay(c.query.start)} to ${formatDay(c.query.end)}` });
        opts.table(table, c.data!);
        expect(screen.queryByText('No records in this period')).toBeNull();
        expectPages(snapshot, opts.paged);
      },
      empty: ({ snapshot }: Ctx) => {
        expectForm(snapshot, opts.filters);
        expect(screen.getByText('No records in this period')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
      },
      failed: ({ snapshot }: Ctx) => {
        expectForm(snapshot, opts.filters);
        const result = screen.getByRole('button', { name: 'Try again' }).closest('[role="alert"]') as HTMLElement;
        expect(result).toHaveTextContent('Network link is abnormal, please try again');
        expect(screen.queryByRole('table')).toBeNull();
      },
    },
    exec: {
      'records.date.change': async (e) => {
        const { field, value } = e as unknown as { field: 'start' | 'end'; value: string };
        fireEvent.change(screen.getByLabelText(field === 'start' ? 'From' : 'To'), { target: { value: formatDay(value) } });
      },
      'records.filter.change': async (e, { user }) => {
        const { name, value } = e as unknown as { name: string; value: string };
        await user.selectOptions(screen.getByLabelText(FILTER_LABELS[name]!), value);
      },
      'records.search': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Search' })),
      'records.shortcut': async (e, { user }) => user.click(screen.getByRole('button', { name: shortcutName((e as unknown as { shortcut: Shortcut }).shortcut) })),
      'records.page': async (e, { user, actor }) => {
        const { page } = e as unknown as { page: number };
        const current = (actor.getSnapshot() as Snap).context.query.page as number;
        const pages = screen.getByRole('navigation', { name: 'Pages' });
        await user.click(within(pages).getByRole('button', { name: page === current - 1 ? 'Previous page' : `Page ${page}` }));
      },
      'records.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    } as Record<string, (e: EventObject, ctx: StepContext<ChartModel['machine']>) => Promise<void>>,
    controls: {
      loading: (s) => recordControls(s, opts.filters),
      loaded: (s) => recordControls(s, opts.filters, opts.paged ? pagerControls(s) : []),
      empty: (s) => recordControls(s, opts.filters),
      failed: (s) => recordControls(s, opts.filters, ['button:Try again']),
    },
    absent: {
      // A new answer replaces the last one: no failure or "no records" is left over.
      loaded: ['No records in this period', 'Network link is abnormal'],
      empty: ['Network link is abnormal'],
      loading: ['No records in this period', 'Network link is abnormal'],
    },
  });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('rowgroup')[1]!.querySelectorAll('tr');

describeRecords<BetRecordPage>({
  model: betRecordsModel,
  filters: ['category', 'status'],
  paged: true,
  caption: 'Betting record',
  view: (actor) => <BettingRecord actor={actor} />,
  table: (table, data) => {
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Time', 'Game', 'Category', 'Stake', 'Valid bet', 'Payout', 'Profit', 'Status',
    ]);
    expect(bodyRows(table)).toHaveLength(data.list.length);
    const [won, open] = [...bodyRows(table)];
    // 04:00 UTC is noon in GMT+8; 15:59:59 UTC is 23:59:59 the same day there.
    expect(won).toHaveTextContent('14/03/2026 12:00:00');
    expect(won).toHaveTextContent('Baccarat A');
    expect(won).toHaveTextContent('Live Casino');
    expect(won).toHaveTextContent('P 100.00');
    expect(won).toHaveTextContent('P 195.00');
    expect(won).toHaveTextContent('Won');
    expect(open).toHaveTextContent('14/03/2026 23:59:59');
    expect(open).toHaveTextContent('Slots');
    expect(open).toHaveTextContent('Unsettled');
    expect(within(open!).getAllByRole('cell').map((c) => c.textContent).slice(5, 7)).toEqual(['—', '—']);
    const total = within(table).getByRole('rowheader', { name: 'Total for the period' }).closest('tr')!;
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['P 120.00', 'P 120.00', 'P 195.00', 'P 75.00', '']);
  },
});

describeRecords<Paged<AccountRecord>>({
  model: transactionRecordsModel,
  filters: ['type'],
  paged: true,
  caption: 'Account record',
  actors: takaActors,
  view: (actor) => <AccountRecordView actor={actor} />,
  table: (table, data) => {
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Type', 'Wallet', 'Amount', 'Balance after', 'Reference']);
    expect(bodyRows(table)).toHaveLength(data.list.length);
    const [deposit, transfer] = [...bodyRows(table)].map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // The brand's currency symbol (৳), a translated posting type and wallet, signed amounts.
    expect(deposit).toEqual(['13/03/2026 10:00:00', 'Deposit', 'Main wallet', '৳ 500.00', '৳ 500.00', 'D-2001']);
    expect(transfer).toEqual(['13/03/2026 11:00:00', 'Wallet transfer', 'EVO', '-৳ 200.00', '৳ 300.00', 'T-2002']);
  },
});

describeRecords<ProfitReport>({
  model: profitRecordsModel,
  filters: [],
  paged: false,
  caption: 'Profit and loss',
  view: (actor) => <PersonalProfit actor={actor} />,
  table: (table) => {
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Category', 'Bets', 'Stake', 'Valid bet', 'Payout', 'Profit']);
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(row('Live Casino')).toEqual(['4', 'P 400.00', 'P 400.00', 'P 520.00', 'P 120.00']);
    expect(row('Slots')).toEqual(['10', 'P 50.00', 'P 50.00', 'P 15.00', '-P 35.00']);
    expect(row('Total')).toEqual(['14', 'P 450.00', 'P 450.00', 'P 535.00', 'P 85.00']);
  },
});

describeRecords<Paged<BonusRecord>>({
  model: bonusRecordsModel,
  filters: [],
  paged: true,
  caption: 'Bonus details',
  view: (actor) => <BonusDetails actor={actor} />,
  table: (table) => {
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Bonus', 'Amount', 'Turnover', 'Reference']);
    const rows = [...bodyRows(table)].map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // 16:30 UTC on the 12th is already 00:30 on the 13th in GMT+8.
    expect(rows).toEqual([
      ['12/03/2026 09:00:00', 'Welcome bonus', 'P 88.00', 'P 110.00 / P 440.00', 'R-3001'],
      ['13/03/2026 00:30:00', 'Daily rebate', 'P 1.25', '–', 'R-3002'],
    ]);
  },
});

describe('betting record against the API (docs/money.md "Records")', () => {
  function renderSection() {
    const api = fakeApi({ betRecords: async () => recordFixtures.bets.loaded });
    const user = userEvent.setup();
    render(
      <Providers actors={pesoActors}>
        <AppDepsProvider deps={{ api }}>
          <BettingRecordSection go={() => {}} />
        </AppDepsProvider>
      </Providers>,
    );
    const queries = () => api.calls.map((c) => c.options?.query);
    return { api, user, queries };
  }

  it('opens on the last 7 days in GMT+8 from page 1, sending only the filters that are set', async () => {
    const { queries } = renderSection();
    await screen.findByRole('table');
    expect(queries()).toEqual([{ start: '2026-03-09', end: '2026-03-15', page: 1 }]);
  });

  it('search applies the picked filters from page 1; paging keeps them and the dates', async () => {
    const { user, queries } = renderSection();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Category'), 'LIVE');
    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    expect(queries()).toHaveLength(1); // picked, not applied
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('table');
    expect(queries().slice(1)).toEqual([
      { start: '2026-03-09', end: '2026-03-15', page: 1, category: 'LIVE', status: 'won' },
      { start: '2026-03-09', end: '2026-03-15', page: 2, category: 'LIVE', status: 'won' },
    ]);
  });

  it('refuses more than 92 days, or an end before the start, without asking the server', async () => {
    const { user, queries } = renderSection();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '13/12/2025' } }); // 93 days to 15 March
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RANGE_MESSAGE);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '14/12/2025' } }); // 92 days: accepted
    expect(screen.queryByText(RANGE_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '13/12/2025' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RANGE_MESSAGE);
    expect(queries()).toEqual([
      { start: '2026-03-09', end: '2026-03-15', page: 1 },
      { start: '2025-12-14', end: '2026-03-15', page: 1 },
    ]);
  });

  it('shortcuts: previous N days end on the picked end, next N days start on the picked start, never past today', async () => {
    const { user, queries } = renderSection();
    await screen.findByRole('table');
    // Opening on the last 7 days: that shortcut and both "next" ones would change nothing.
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await screen.findByRole('table');
    expect(screen.getByLabelText('From')).toHaveValue('14/02/2026');
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await screen.findByRole('table');
    expect(screen.getByLabelText('To')).toHaveValue('20/02/2026');
    await user.click(screen.getByRole('button', { name: 'Next 30 days' }));
    await screen.findByRole('table');
    expect(queries().slice(1)).toEqual([
      { start: '2026-02-14', end: '2026-03-15', page: 1 },
      { start: '2026-02-14', end: '2026-02-20', page: 1 },
      { start: '2026-02-14', end: '2026-03-15', page: 1 },
    ]);
  });

  it('at 00:00 in GMT+8 (16:00 UTC) the screen opens on the new day', async () => {
    vi.setSystemTime(new Date('2026-03-15T16:00:00Z'));
    try {
      const { queries } = renderSection();
      await screen.findByRole('table');
      expect(queries()).toEqual([{ start: '2026-03-10', end: '2026-03-16', page: 1 }]);
    } finally {
      vi.setSystemTime(new Date(`${RECORDS_TODAY}T04:00:00Z`));
    }
  });
});
