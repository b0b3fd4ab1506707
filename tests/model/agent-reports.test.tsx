import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { AgentAnnouncementPage, IncomeReport, ProfitLossReport, TeamBetPage, TeamMemberPage, TeamOverview, TeamTransactionPage } from '../../src/api/schemas/agent';
import { agentAnnouncementsModel } from '../../src/machines/agent-center/agent-announcements.model';
import { agentBetsModel } from '../../src/machines/agent-center/agent-bets.model';
import { AGENTS_TODAY } from '../../src/machines/agent-center/agent-center.fixtures';
import { agentIncomeModel } from '../../src/machines/agent-center/agent-income.model';
import { agentOverviewModel } from '../../src/machines/agent-center/agent-overview.model';
import { agentProfitModel } from '../../src/machines/agent-center/agent-profit.model';
import type { AgentReportContext } from '../../src/machines/agent-center/agent-report.types';
import { agentTeamModel } from '../../src/machines/agent-center/agent-team.model';
import { agentTransactionsModel } from '../../src/machines/agent-center/agent-transactions.model';
import type { AgentReportActor } from '../../src/machines/agent-center/use-agent-report';
import type { ChartModel } from '../../src/machines/graph/paths';
import { type Shortcut, SHORTCUTS } from '../../src/machines/records/records.dates';
import { agentResponses } from '../../src/views/agents/agents-testing';
import { loadAgentsCatalog } from '../../src/views/agents/agents-catalog';
import { Announcements } from '../../src/views/agents/announcements-section';
import { Income } from '../../src/views/agents/income-section';
import { Overview } from '../../src/views/agents/overview-section';
import { Profit } from '../../src/views/agents/profit-section';
import { Team } from '../../src/views/agents/team-section';
import { TeamBets } from '../../src/views/agents/team-bets-section';
import { TeamTransactions } from '../../src/views/agents/transactions-section';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';
import { formatDay } from '../../src/views/common/site-time';

useTestLocale('en');

// Dated reports read today in GMT+8: 04:00 UTC on 15 March is noon on the 15th there.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${AGENTS_TODAY}T04:00:00Z`) });
  await loadAgentsCatalog();
});
afterAll(() => {
  vi.useRealTimers();
});

const api = fakeApi(agentResponses());

type Snap = AnyMachineSnapshot;
type Ctx = StepContext<ChartModel['machine']> & { snapshot: Snap };
type Exec = (e: EventObject, ctx: StepContext<ChartModel['machine']>) => Promise<void>;

const shortcutName = (s: Shortcut) => `${s.direction === 'previous' ? 'Previous' : 'Next'} ${s.days} days`;
const RANGE_MESSAGE = 'Please choose a valid date range (at most 92 days)';
const ctxOf = (s: Snap) => s.context as AgentReportContext<unknown>;
const cells = (row: Element) => within(row as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
const bodyRows = (table: HTMLElement) => [...within(table).getAllByRole('rowgroup')[1]!.querySelectorAll('tr')];

interface ReportSuite<D> {
  model: ChartModel;
  view: (actor: AgentReportActor<D>) => ReactElement;
  /** The form of a dated report (the record screens' frame): its filters by name → label. */
  dated?: { filters: Record<string, string> };
  /** What the form of an undated report shows, in every state. */
  form?: (snapshot: Snap) => void;
  /** The loaded answer. */
  loaded: (data: D, snapshot: Snap) => void | Promise<void>;
  empty: string;
  paged: boolean;
  /** How a person changes each filter (by name). */
  filterExec?: Record<string, Exec>;
  /** How a person makes each instant change (by the model's label). */
  setExec?: Record<string, Exec>;
  reloadExec?: Exec;
  /** The controls of the report's own form (a dated report adds dates, Search and shortcuts). */
  formControls?: (snapshot: Snap) => string[];
  /** The controls of a loaded answer (besides the pager). */
  loadedControls?: (data: D, snapshot: Snap) => string[];
}

/** The member details panel the team list opens (its own chart's controls; player01 made an agent). */
const DETAILS_PANEL = [
  'button:Close details',
  'button:Make player01 a member',
  'button:Save rebate',
  'button:Transfer to downline',
  'password:Payment password',
  'textbox:Amount',
  'textbox:Rebate (%)',
];
/** The team list's details panel was opened on this path (it stays open while the list reloads). */
let panelOpen = false;

/** Dates, the filters' own controls, Search, and the shortcuts that would change the picked dates. */
const datedControls = (filters: readonly string[]) => (snapshot: Snap) => [
  'textbox:From',
  'textbox:To',
  'button:Search',
  ...filters,
  ...SHORTCUTS.filter((s) => snapshot.can({ type: 'report.shortcut', shortcut: s, today: AGENTS_TODAY })).map((s) => `button:${shortcutName(s)}`),
];

/** A pager only when there is more than one page: every page and the steps that lead somewhere. */
function pagerControls(snapshot: Snap, paged: boolean): string[] {
  const [total, size] = pageTotals(ctxOf(snapshot).data);
  const count = Math.ceil(total / size);
  if (!paged || count <= 1) return [];
  const page = ctxOf(snapshot).query.page;
  return [
    ...Array.from({ length: count }, (_, i) => `button:Page ${i + 1}`),
    ...(page > 1 ? ['button:Previous page'] : []),
    ...(page < count ? ['button:Next page'] : []),
  ];
}

/** A dated report's form (SPEC §9 shortcuts; dates and filters as picked; the refused range said). */
function expectDatedForm(snapshot: Snap, filters: Record<string, string>) {
  const c = ctxOf(snapshot);
  const form = screen.getByRole('search', { name: 'Filter records' });
  expect(within(form).getByLabelText('From')).toHaveValue(formatDay(c.form.start));
  expect(within(form).getByLabelText('To')).toHaveValue(formatDay(c.form.end));
  for (const [name, label] of Object.entries(filters)) expect(within(form).getByLabelText(label)).toHaveValue(c.form.filters[name]);
  if (c.rangeErrorKey) expect(within(form).getByRole('alert')).toHaveTextContent(RANGE_MESSAGE);
  else expect(within(form).queryByText(RANGE_MESSAGE)).toBeNull();
  for (const s of SHORTCUTS) {
    const can = snapshot.can({ type: 'report.shortcut', shortcut: s, today: AGENTS_TODAY });
    expect(within(form).getByRole('button', { name: shortcutName(s) }), shortcutName(s)).toHaveProperty('disabled', !can);
  }
}

function expectPages(snapshot: Snap, paged: boolean, total: number, size: number) {
  const pages = screen.queryByRole('navigation', { name: 'Pages' });
  const count = Math.ceil(total / size);
  if (!paged || count <= 1) return expect(pages).toBeNull();
  const page = ctxOf(snapshot).query.page;
  for (let p = 1; p <= count; p++) {
    const button = within(pages!).getByRole('button', { name: `Page ${p}` });
    if (p === page) expect(button).toHaveAttribute('aria-current', 'page');
    else expect(button).not.toHaveAttribute('aria-current');
  }
}

const pageTotals = (data: unknown): [number, number] => {
  const d = data as { total?: number; size?: number; rows?: { total: number; size: number } };
  if (d.rows) return [d.rows.total, d.rows.size];
  return [d.total ?? 0, d.size ?? 1];
};

function describeReport<D>(suite: ReportSuite<D>) {
  const form = (snapshot: Snap) => {
    if (suite.dated) expectDatedForm(snapshot, suite.dated.filters);
    suite.form?.(snapshot);
  };
  const offered = (snapshot: Snap, extra: readonly string[] = []) => [
    ...(suite.formControls?.(snapshot) ?? []),
    ...(panelOpen ? DETAILS_PANEL : []),
    ...extra,
  ];
  describeModel({
    model: suite.model,
    provide: (machine) => {
      panelOpen = false;
      return machine;
    },
    controls: {
      loading: (s) => offered(s),
      loaded: (s) => offered(s, [...(suite.loadedControls?.(ctxOf(s).data as D, s) ?? []), ...pagerControls(s, suite.paged)]),
      empty: (s) => offered(s),
      failed: (s) => offered(s, ['button:Try again']),
    },
    absent: {
      // A new answer replaces the last one: no failure or "nothing here" is left over.
      loading: [suite.empty, 'Network link is abnormal'],
      loaded: [suite.empty, 'Network link is abnormal'],
      empty: ['Network link is abnormal'],
    },
    render: (actor: AnyActorRef) => (
      <AccountsProviders api={api} host={false}>
        {suite.view(actor as AgentReportActor<D>)}
      </AccountsProviders>
    ),
    states: {
      loading: ({ snapshot }: Ctx) => {
        form(snapshot);
        // (A details panel may say something of its own.)
        expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading');
        expect(screen.queryByRole('table')).toBeNull();
      },
      loaded: async ({ snapshot }: Ctx) => {
        form(snapshot);
        const data = ctxOf(snapshot).data as D;
        await suite.loaded(data, snapshot);
        expect(screen.queryByText(suite.empty)).toBeNull();
        const [total, size] = pageTotals(data);
        expectPages(snapshot, suite.paged, total, size);
      },
      empty: ({ snapshot }: Ctx) => {
        form(snapshot);
        expect(screen.getByText(suite.empty)).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
      },
      failed: ({ snapshot }: Ctx) => {
        form(snapshot);
        const alert = screen.getByRole('button', { name: 'Try again' }).closest('[role="alert"]') as HTMLElement;
        expect(alert).toHaveTextContent('Network link is abnormal, please try again');
        expect(screen.queryByRole('table')).toBeNull();
      },
    },
    exec: {
      'report.date.change': async (e) => {
        const { field, value } = e as unknown as { field: 'start' | 'end'; value: string };
        fireEvent.change(screen.getByLabelText(field === 'start' ? 'From' : 'To'), { target: { value: formatDay(value) } });
      },
      'report.filter.change': async (e, ctx) => suite.filterExec![(e as unknown as { name: string }).name]!(e, ctx),
      'report.search': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Search' })),
      'report.shortcut': async (e, { user }) => user.click(screen.getByRole('button', { name: shortcutName((e as unknown as { shortcut: Shortcut }).shortcut) })),
      'report.set': async (e, ctx) => suite.setExec![(e as unknown as { label: string }).label]!(e, ctx),
      'report.page': async (e, { user, actor }) => {
        const { page } = e as unknown as { page: number };
        const current = ctxOf(actor.getSnapshot() as Snap).query.page;
        const pages = screen.getByRole('navigation', { name: 'Pages' });
        await user.click(within(pages).getByRole('button', { name: page === current - 1 ? 'Previous page' : `Page ${page}` }));
      },
      'report.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
      ...(suite.reloadExec ? { 'report.reload': suite.reloadExec } : {}),
    } as Record<string, Exec>,
  });
}

const selectFilter = (label: string): Exec => async (e, { user }) => user.selectOptions(screen.getByLabelText(label), (e as unknown as { value: string }).value);
const typeFilter = (label: string): Exec => async (e) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: (e as unknown as { value: string }).value } });
};
const click = (name: string | RegExp): Exec => async (_e, { user }) => user.click(screen.getByRole('button', { name }));

describeReport<AgentAnnouncementPage>({
  model: agentAnnouncementsModel,
  view: (actor) => <Announcements actor={actor} />,
  empty: 'No announcements yet',
  paged: true,
  // Each announcement opens; its name is all its heading says.
  loadedControls: () => ['button:Maintenance on Friday10/03/2026 14:00:00', 'button:New daily salary tiersPinned14/03/2026 09:00:00'],
  loaded: async () => {
    const list = screen.getByRole('list', { name: 'Announcements' });
    const [pinned, other] = within(list).getAllByRole('listitem');
    expect(pinned).toHaveTextContent('New daily salary tiers');
    expect(pinned).toHaveTextContent('Pinned');
    expect(pinned).toHaveTextContent('14/03/2026 09:00:00');
    expect(other).not.toHaveTextContent('Pinned');
    // Operator HTML is sanitised: markup stays, script and inline handlers do not.
    await waitFor(() => expect(pinned!.querySelector('strong')).toHaveTextContent('up to 1.2%'));
    expect(pinned!.querySelector('script')).toBeNull();
    expect(pinned!.querySelector('[onerror]')).toBeNull();
  },
});

describeReport<TeamOverview>({
  model: agentOverviewModel,
  view: (actor) => <Overview actor={actor} />,
  empty: 'No members in your team yet',
  paged: false,
  formControls: () => ['radio:Today', 'radio:Yesterday', 'radio:This week', 'radio:Last week', 'radio:This month', 'radio:Last month'],
  form: (snapshot) => {
    const period = ctxOf(snapshot).query.params.period;
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth']);
    expect(within(group).getByRole('radio', { checked: true })).toHaveAttribute('value', period);
  },
  loaded: (data) => {
    const name = data.period === 'today' ? 'Team figures, Today' : 'Team figures, Last month';
    const figures = screen.getByLabelText(name);
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value('Team size')).toBe('25');
    expect(value('Direct members')).toBe('8');
    expect(value('Direct agents')).toBe('3');
    expect(value('New members')).toBe('4');
    expect(value('Active members')).toBe('17');
    expect(value('Deposits')).toBe('P 25,000.00 (31)');
    expect(value('Withdrawals')).toBe('P 12,000.00 (9)');
    expect(value('Bets')).toBe('1,234');
    expect(value('Valid bet')).toBe('P 95,000.00');
    expect(value('Profit and loss')).toBe('-P 8,765.00');
    // asOf: 03:59:58 UTC is 11:59:58 in GMT+8.
    expect(screen.getByText('Figures as of 15/03/2026 11:59:58')).toBeInTheDocument();
  },
  setExec: {
    'last month': async (_e, { user }) => user.click(screen.getByRole('radio', { name: 'Last month' })),
    today: async (_e, { user }) => user.click(screen.getByRole('radio', { name: 'Today' })),
  },
});

describeReport<TeamMemberPage>({
  model: agentTeamModel,
  view: (actor) => <Team actor={actor} ownRebateBps={200} />,
  empty: 'No members found',
  paged: true,
  formControls: (snapshot) => [
    'searchbox:Account or nickname',
    'combobox:Type',
    'combobox:Scope',
    'button:Search',
    ...(ctxOf(snapshot).query.params.parent ? ['button:Back to my team'] : []),
  ],
  // Sortable columns; an agent with a team opens in place, every member's details open.
  loadedControls: (_data, snapshot) => [
    'button:Account',
    'button:Registered',
    'button:Last login',
    ...(ctxOf(snapshot).query.params.parent ? ['button:Details of player05'] : ['button:Details of agent02', 'button:Details of player01', 'button:Team of agent02']),
  ],
  form: (snapshot) => {
    const c = ctxOf(snapshot);
    const form = screen.getByRole('search', { name: 'Search the team' });
    expect(within(form).getByLabelText('Account or nickname')).toHaveValue(c.form.filters.keyword);
    expect(within(form).getByLabelText('Type')).toHaveValue(c.form.filters.type);
    expect(within(form).getByLabelText('Scope')).toHaveValue(c.form.filters.scope);
    const parent = c.query.params.parent;
    if (parent) expect(screen.getByRole('button', { name: 'Back to my team' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Back to my team' })).toBeNull();
  },
  loaded: (data, snapshot) => {
    const { parent, sort, order } = ctxOf(snapshot).query.params;
    const table = screen.getByRole('table', { name: parent ? `Members below ${parent}` : 'My team' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼ ]+$/, ''))).toEqual([
      'Account', 'Nickname', 'Type', 'Level', 'Upline', 'Rebate', 'Team size', 'Registered', 'Last login', 'Actions',
    ]);
    // The sorted column says so (aria-sort); the others do not.
    const sorted = within(table).getAllByRole('columnheader').filter((h) => h.hasAttribute('aria-sort'));
    expect(sorted.map((h) => [h.textContent?.replace(/[▲▼ ]+$/, ''), h.getAttribute('aria-sort')])).toEqual([
      [sort === 'account' ? 'Account' : 'Registered', order === 'asc' ? 'ascending' : 'descending'],
    ]);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(data.list.length);
    if (parent) {
      expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('player05');
      expect(cells(rows[0]!).slice(0, 6)).toEqual(['Deep Player', 'Member', '2', 'agent02', '0.00%', '0']);
      return;
    }
    expect(cells(rows[0]!).slice(0, 8)).toEqual(['Second Agent', 'Agent', '1', 'agent01', '1.50%', '6', '10/01/2026 10:00:00', '14/03/2026 20:30:00']);
    expect(cells(rows[1]!).slice(0, 8)).toEqual(['Lucky Player', 'Member', '1', 'agent01', '0.00%', '0', '01/02/2026 16:00:00', 'Never']);
    // An agent with a team opens in place; a member has no team to open.
    expect(within(rows[0]!).getByRole('button', { name: 'Team of agent02' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /^Team of/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Details of player01' })).toBeInTheDocument();
  },
  filterExec: { keyword: typeFilter('Account or nickname'), type: selectFilter('Type'), scope: selectFilter('Scope') },
  setExec: {
    'sort by account': click('Account'),
    'team of agent02': click('Team of agent02'),
    'back to my team': click('Back to my team'),
  },
  // A person changes a member in its details panel: player01 becomes an agent, the list reloads.
  reloadExec: async (_e, { user, actor }) => {
    panelOpen = true;
    await user.click(screen.getByRole('button', { name: 'Details of player01' }));
    const panel = await screen.findByRole('region', { name: 'Details of player01' });
    await user.click(await within(panel).findByRole('button', { name: 'Make player01 an agent' }));
    await waitFor(() => expect((actor.getSnapshot() as Snap).matches('loading')).toBe(true));
    expect(await within(panel).findByText('The account type was changed.')).toBeInTheDocument();
  },
});

describeReport<TeamBetPage>({
  model: agentBetsModel,
  view: (actor) => <TeamBets actor={actor} />,
  dated: { filters: { account: 'Account', category: 'Category', status: 'Status' } },
  formControls: datedControls(['searchbox:Account', 'combobox:Category', 'combobox:Status']),
  empty: 'No records in this period',
  paged: true,
  loaded: (data, snapshot) => {
    const c = ctxOf(snapshot);
    const table = screen.getByRole('table', { name: `Team betting, ${formatDay(c.query.start)} to ${formatDay(c.query.end)}` });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Time', 'Account', 'Game', 'Category', 'Stake', 'Valid bet', 'Payout', 'Profit', 'Status',
    ]);
    const [won, open] = bodyRows(table);
    // The vendor by its catalogue name (Evolution); a row the server gave no name shows the code (PG).
    expect(cells(won!)).toEqual(['14/03/2026 12:00:00', 'player01', 'Baccarat AEvolution', 'Live Casino', 'P 100.00', 'P 100.00', 'P 195.00', 'P 95.00', 'Won']);
    expect(cells(open!)).toEqual(['14/03/2026 23:59:59', 'player05', 'Mahjong WaysPG', 'Slots', 'P 20.00', 'P 20.00', '—', '—', 'Unsettled']);
    const total = within(table).getByRole('rowheader', { name: 'Total for the filter' }).closest('tr')!;
    expect(cells(total)).toEqual(['P 12,345.00', 'P 12,000.00', 'P 11,000.00', '-P 1,345.00', '']);
    expect(data.list).toHaveLength(2);
  },
  filterExec: { account: typeFilter('Account'), category: selectFilter('Category'), status: selectFilter('Status') },
});

describeReport<ProfitLossReport>({
  model: agentProfitModel,
  view: (actor) => <Profit actor={actor} />,
  dated: { filters: {} },
  formControls: datedControls([]),
  // Sortable columns; the top agent's list opens a downline agent's team, whose path leads back.
  loadedControls: (data) => [
    'button:Account',
    'button:Own bets',
    'button:Own valid bet',
    'button:Own profit and loss',
    ...(data.parent === 'agent02' ? ['button:agent01'] : ['button:Team of agent02']),
  ],
  empty: 'No records in this period',
  paged: true,
  loaded: (data, snapshot) => {
    const c = ctxOf(snapshot);
    const dates = `${formatDay(c.query.start)} to ${formatDay(c.query.end)}`;
    const crumbs = screen.getByRole('navigation', { name: 'Team path' });
    expect(within(crumbs).getByText(data.parent)).toHaveAttribute('aria-current', 'page');
    const levels = screen.getByRole('table', { name: `Team of ${data.parent} by level, ${dates}` });
    const rows = screen.getByRole('table', { name: `Direct downlines of ${data.parent}, ${dates}` });
    const sorted = within(rows).getAllByRole('columnheader').filter((h) => h.hasAttribute('aria-sort'));
    expect(sorted.map((h) => h.textContent?.replace(/[▲▼ ]+$/, ''))).toEqual([c.query.params.sort === 'profitLoss' ? 'Own profit and loss' : 'Own valid bet']);
    if (data.parent === 'agent02') {
      expect(within(crumbs).getByRole('button', { name: 'agent01' })).toBeInTheDocument();
      expect(cells(within(levels).getByRole('rowheader', { name: 'Level 1' }).closest('tr')!)).toEqual(['6', '434', 'P 35,000.00', '-P 3,765.00']);
      expect(bodyRows(rows)).toHaveLength(1);
      return;
    }
    expect(within(crumbs).queryByRole('button')).toBeNull();
    expect(cells(within(levels).getByRole('rowheader', { name: 'Level 1' }).closest('tr')!)).toEqual(['11', '800', 'P 60,000.00', '-P 5,000.00']);
    expect(cells(within(levels).getByRole('rowheader', { name: 'Level 2' }).closest('tr')!)).toEqual(['14', '434', 'P 35,000.00', '-P 3,765.00']);
    expect(cells(within(levels).getByRole('rowheader', { name: 'Whole team' }).closest('tr')!)).toEqual(['1,234', 'P 95,000.00', '-P 8,765.00']);
    expect(within(rows).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼ ]+$/, ''))).toEqual([
      'Account', 'Type', 'Own bets', 'Own valid bet', 'Own profit and loss', 'Team bets', 'Team valid bet', 'Team profit and loss', 'Actions',
    ]);
    const [agent, player] = bodyRows(rows);
    expect(cells(agent!)).toEqual(['Agent', '10', 'P 1,000.00', 'P 200.00', '434', 'P 35,000.00', '-P 3,765.00', 'Team']);
    expect(cells(player!)).toEqual(['Member', '40', 'P 3,000.00', '-P 450.00', '0', 'P 0.00', 'P 0.00', '']);
    expect(screen.getByText('Figures as of 15/03/2026 11:59:58')).toBeInTheDocument();
  },
  setExec: {
    'sort by profit and loss': click('Own profit and loss'),
    'team of agent02': click('Team of agent02'),
    'back to my team': click('agent01'),
  },
});

describeReport<IncomeReport>({
  model: agentIncomeModel,
  view: (actor) => <Income actor={actor} />,
  dated: { filters: {} },
  formControls: datedControls([]),
  empty: 'No records in this period',
  paged: false,
  loaded: (_data, snapshot) => {
    const c = ctxOf(snapshot);
    const dates = `${formatDay(c.query.start)} to ${formatDay(c.query.end)}`;
    const byKind = screen.getByRole('table', { name: `Income by kind, ${dates}` });
    expect(bodyRows(byKind).map((r) => [within(r).getByRole('rowheader').textContent, ...cells(r)])).toEqual([
      ['Daily salary', '3', 'P 360.00'],
      ['Dividend', '1', 'P 1,500.00'],
      ['Real-time salary', '0', 'P 0.00'],
    ]);
    expect(cells(within(byKind).getByRole('rowheader', { name: 'Total' }).closest('tr')!)).toEqual(['P 1,860.00']);
    const byDay = screen.getByRole('table', { name: `Income by day, ${dates}` });
    expect(bodyRows(byDay).map((r) => [within(r).getByRole('rowheader').textContent, ...cells(r)])).toEqual([
      ['13/03/2026', 'P 120.00'],
      ['14/03/2026', 'P 1,740.00'],
    ]);
  },
});

describeReport<TeamTransactionPage>({
  model: agentTransactionsModel,
  view: (actor) => <TeamTransactions actor={actor} />,
  dated: { filters: { account: 'Account', type: 'Type' } },
  formControls: datedControls(['searchbox:Account', 'combobox:Type']),
  empty: 'No records in this period',
  paged: true,
  loaded: (_data, snapshot) => {
    const c = ctxOf(snapshot);
    const table = screen.getByRole('table', { name: `Transaction details, ${formatDay(c.query.start)} to ${formatDay(c.query.end)}` });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Account', 'Type', 'Wallet', 'Amount', 'Balance after', 'Reference']);
    expect(bodyRows(table).map(cells)).toEqual([
      ['13/03/2026 10:00:00', 'player01', 'Deposit', 'Main wallet', 'P 500.00', 'P 500.00', 'D-2001'],
      ['13/03/2026 11:00:00', 'agent02', 'Downline transfer', 'Main wallet', '-P 200.00', 'P 300.00', 'T-2002'],
    ]);
  },
  filterExec: { account: typeFilter('Account'), type: selectFilter('Type') },
});

// Keep `act` referenced for custom executors that send to the actor directly.
void act;
