import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../tests/setup/i18n';
import { ApiError } from '../../api/errors';
import { AGENTS_TODAY, agentFixtures, agentMenuFixture } from '../../machines/agent-center/agent-center.fixtures';
import { AccountsProviders } from '../testing/accounts-providers';
import { AppDepsProvider } from '../../machines/app-deps';
import { whitelabelWith } from '../testing/fixtures';
import { createTestActors, fakeApi, type FakeResponses, Providers } from '../testing/render-app';
import { agentResponses } from './agents-testing';
import { loadAgentsCatalog } from './agents-catalog';
import { OverviewSection } from './overview-section';
import { ProfitSection } from './profit-section';
import { TeamBetsSection } from './team-bets-section';
import { TeamSection } from './team-section';
import { TransactionsSection } from './transactions-section';

useTestLocale('en');

// Today in GMT+8 is 15 March (04:00 UTC is noon there).
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${AGENTS_TODAY}T04:00:00Z`) });
  await loadAgentsCatalog();
});
afterAll(() => {
  vi.useRealTimers();
});

function renderSection(section: ReactNode, overrides: FakeResponses = {}) {
  const api = fakeApi(agentResponses(overrides));
  render(
    <AccountsProviders api={api} host={false}>
      {section}
    </AccountsProviders>,
  );
  const queries = (name: string) => api.calls.filter((c) => c.name === name).map((c) => c.options?.query);
  return { api, queries, user: userEvent.setup() };
}

const props = { menu: agentMenuFixture, go: () => {} };

describe('team betting (GET /wps/agent/bets)', () => {
  it('opens on the last 7 days; search sends the filters that are set, from page 1; paging keeps them', async () => {
    const { queries, user } = renderSection(<TeamBetsSection />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'player01' } });
    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    expect(queries('agentBets')).toHaveLength(1); // picked, not applied
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('table');
    expect(queries('agentBets')).toEqual([
      { start: '2026-03-09', end: '2026-03-15', page: 1 },
      { start: '2026-03-09', end: '2026-03-15', account: 'player01', status: 'won', page: 1 },
      { start: '2026-03-09', end: '2026-03-15', account: 'player01', status: 'won', page: 2 },
    ]);
  });

  it('shortcuts ±7 and ±30 days (SPEC §9) pick and apply a range; more than 92 days is refused without a request', async () => {
    const { queries, user } = renderSection(<TeamBetsSection />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20/11/2025' } }); // 93 days to 20 February
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a valid date range (at most 92 days)');
    expect(queries('agentBets').map((q) => [q?.start, q?.end])).toEqual([
      ['2026-03-09', '2026-03-15'],
      ['2026-02-14', '2026-03-15'],
      ['2026-02-14', '2026-02-20'],
    ]);
  });

  it('names each bet’s vendor as the catalogue does; a bet without a name shows its code', async () => {
    renderSection(<TeamBetsSection />);
    const table = await screen.findByRole('table');
    const named = within(table).getByRole('cell', { name: /Baccarat A/ });
    expect(named).toHaveTextContent('Baccarat AEvolution');
    expect(named).not.toHaveTextContent('EVO');
    expect(within(table).getByRole('cell', { name: /Mahjong Ways/ })).toHaveTextContent('Mahjong WaysPG');
  });

  it('an account outside the team reads so (404 agent.member.unknown), with a retry', async () => {
    renderSection(<TeamBetsSection />, {
      agentBets: async () => {
        throw new ApiError('server', 'agent.member.unknown', { status: 404 });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not in your team');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('team management (GET /wps/agent/team)', () => {
  it('searches by keyword, type and scope; sorts by a column (again: the other way); opens an agent’s team; goes back', async () => {
    const { queries, user } = renderSection(<TeamSection {...props} />, {
      agentTeam: async (o) => (o?.query?.parent ? agentFixtures.team.drilled : agentFixtures.team.loaded),
    });
    await screen.findByRole('table', { name: 'My team' });
    fireEvent.change(screen.getByLabelText('Account or nickname'), { target: { value: 'lucky' } });
    await user.selectOptions(screen.getByLabelText('Type'), 'member');
    await user.selectOptions(screen.getByLabelText('Scope'), 'all');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'My team' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('table', { name: 'My team' });
    expect(screen.getByRole('columnheader', { name: /Account/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('table', { name: 'My team' });
    expect(screen.getByRole('columnheader', { name: /Account/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Team of agent02' }));
    const below = await screen.findByRole('table', { name: 'Members below agent02' });
    expect(within(below).getByRole('rowheader', { name: 'player05' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my team' }));
    await screen.findByRole('table', { name: 'My team' });
    const search = { keyword: 'lucky', type: 'member', scope: 'all' };
    expect(queries('agentTeam')).toEqual([
      { scope: 'direct', sort: 'registeredAt', order: 'desc', page: 1 },
      { ...search, sort: 'registeredAt', order: 'desc', page: 1 },
      { ...search, sort: 'account', order: 'asc', page: 1 },
      { ...search, sort: 'account', order: 'desc', page: 1 },
      { ...search, parent: 'agent02', sort: 'account', order: 'desc', page: 1 },
      { ...search, sort: 'account', order: 'desc', page: 1 },
    ]);
  });

  it('a member’s details open below the list and close again', async () => {
    const { user } = renderSection(<TeamSection {...props} />);
    await screen.findByRole('table', { name: 'My team' });
    await user.click(screen.getByRole('button', { name: 'Details of agent02' }));
    const panel = await screen.findByRole('region', { name: 'Details of agent02' });
    expect(await within(panel).findByText('P 1,234.56')).toBeInTheDocument(); // its balance
    expect(screen.getByRole('button', { name: 'Details of agent02' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('region', { name: 'Details of agent02' })).toBeNull();
  });

  it('an empty team says so', async () => {
    renderSection(<TeamSection {...props} />, { agentTeam: agentFixtures.team.empty });
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('user profit and loss (GET /wps/agent/profit)', () => {
  it('drills into a downline agent (parent), sorts, and climbs back by the path', async () => {
    const { queries, user } = renderSection(<ProfitSection />, {
      agentProfit: async (o) => (o?.query?.parent ? agentFixtures.profit.drilled : agentFixtures.profit.loaded),
    });
    await screen.findByRole('table', { name: /^Direct downlines of agent01, / });
    await user.click(screen.getByRole('button', { name: 'Team of agent02' }));
    await screen.findByRole('table', { name: /^Direct downlines of agent02, / });
    await user.click(screen.getByRole('button', { name: 'Own bets' }));
    await screen.findByRole('table', { name: /^Direct downlines of agent02, / });
    const crumbs = screen.getByRole('navigation', { name: 'Team path' });
    await user.click(within(crumbs).getByRole('button', { name: 'agent01' }));
    await screen.findByRole('table', { name: /^Direct downlines of agent01, / });
    const dates = { start: '2026-03-09', end: '2026-03-15' };
    expect(queries('agentProfit')).toEqual([
      { ...dates, sort: 'validBet', order: 'desc', page: 1 },
      { ...dates, parent: 'agent02', sort: 'validBet', order: 'desc', page: 1 },
      { ...dates, parent: 'agent02', sort: 'betCount', order: 'desc', page: 1 },
      { ...dates, sort: 'betCount', order: 'desc', page: 1 },
    ]);
  });
});

describe('overview (GET /wps/agent/overview)', () => {
  it('asks for today first, then the period picked', async () => {
    const { queries, user } = renderSection(<OverviewSection />);
    await screen.findByText('Team size');
    await user.click(screen.getByRole('radio', { name: 'Last week' }));
    await screen.findByText('Team size');
    expect(queries('agentOverview')).toEqual([{ period: 'today' }, { period: 'lastWeek' }]);
  });

  it('a refusal is translated (403 agent.only)', async () => {
    renderSection(<OverviewSection />, {
      agentOverview: async () => {
        throw new ApiError('server', 'agent.only', { status: 403 });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });
});

describe('transaction details (GET /wps/agent/transactions)', () => {
  it('filters by account and type', async () => {
    const { queries, user } = renderSection(<TransactionsSection />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'agent02' } });
    await user.selectOptions(screen.getByLabelText('Type'), 'dailySalary');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    expect(queries('agentTransactions').at(-1)).toEqual({ start: '2026-03-09', end: '2026-03-15', account: 'agent02', type: 'dailySalary', page: 1 });
  });
});

describe('Bengali (the default language)', () => {
  it('the agent sections speak Bengali', async () => {
    useTestLocale('bn');
    try {
      await loadAgentsCatalog();
      const actors = createTestActors(whitelabelWith(), 'bn');
      render(
        <Providers actors={actors}>
          <AppDepsProvider deps={{ api: fakeApi(agentResponses()) }}>
            <OverviewSection />
          </AppDepsProvider>
        </Providers>,
      );
      expect(await screen.findByText('টিমের আকার')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'সময়কাল' })).toBeInTheDocument();
    } finally {
      useTestLocale('en');
    }
  });
});
