import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { agentMenuAllContracts, agentMenuFixture } from '../../src/machines/agent-center/agent-center.fixtures';
import { agentCenterMachine } from '../../src/machines/agent-center/agent-center.machine';
import { agentCenterModel } from '../../src/machines/agent-center/agent-center.model';
import { AGENT_CENTER_PAGES, type AgentCenterPage } from '../../src/machines/agent-center/agent-center.pages';
import { offeredPages } from '../../src/machines/agent-center/agent-center.rules';
import type { AgentCenterContext } from '../../src/machines/agent-center/agent-center.types';
import type { AgentCenterActor } from '../../src/machines/agent-center/use-agent-center';
import { inertMachine } from '../../src/machines/graph/paths';
import { memberInfoFixtures } from '../../src/machines/session/session.fixtures';
import { AgentCenter } from '../../src/views/agents/agent-center';
import { agentResponses } from '../../src/views/agents/agents-testing';
import { SECTIONS } from '../../src/views/agents/sections';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi, renderApp } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

/*
 * The dividend, daily and hourly salary sections are the contract views' (src/views/contracts),
 * built alongside; this suite is about the overlay, so the section is a stand-in naming its kind.
 */
vi.mock('../../src/views/contracts/contract-section', () => ({
  ContractSection: ({ kind }: { kind: string }) => <p>{`stand-in for ContractSection ${kind}`}</p>,
}));

const LABELS: Record<AgentCenterPage, string> = {
  agentAnnouncement: 'Announcement',
  agentTeamOverview: 'Overview',
  registerCenter: 'Account registration',
  downlineManagmentView: 'Team management',
  personalHistoryCopy: 'Team betting',
  palStatementsAgentCopy: 'User profit and loss',
  agentRevenueReport: 'My income',
  agentDownlineTransactionDetailsCopy: 'Transaction details',
  agentDividend: 'Dividend',
  agentDailySalary: 'Daily salary',
  agentHourlySalary: 'Hourly salary',
};

const api = fakeApi(agentResponses());

/** What each section shows once its data is in (the sections' own tests check them in depth). */
const SECTION_SHOWS: Record<AgentCenterPage, (panel: HTMLElement) => Promise<unknown>> = {
  agentAnnouncement: (panel) => within(panel).findByText('New daily salary tiers'),
  agentTeamOverview: async (panel) => {
    expect(within(panel).getByRole('group', { name: 'Period' })).toBeInTheDocument();
    return within(panel).findByText('Team size');
  },
  registerCenter: (panel) => within(panel).findByRole('form', { name: 'Register a downline account' }),
  downlineManagmentView: (panel) => within(panel).findByRole('table', { name: 'My team' }),
  personalHistoryCopy: (panel) => within(panel).findByRole('table', { name: /^Team betting, / }),
  palStatementsAgentCopy: (panel) => within(panel).findByRole('table', { name: /^Direct downlines of agent01, / }),
  agentRevenueReport: (panel) => within(panel).findByRole('table', { name: /^Income by kind, / }),
  agentDownlineTransactionDetailsCopy: (panel) => within(panel).findByRole('table', { name: /^Transaction details, / }),
  agentDividend: (panel) => within(panel).findByText('stand-in for ContractSection dividend'),
  agentDailySalary: (panel) => within(panel).findByText('stand-in for ContractSection daily'),
  agentHourlySalary: (panel) => within(panel).findByText('stand-in for ContractSection hourly'),
};

const MESSAGES: Record<string, string> = {
  'network.abnormal': 'Network link is abnormal, please try again',
  'network.timeout': 'The page took longer to load, check your network',
  'agent.only': 'Non-agents cannot log in',
};

type Ctx = StepContext<typeof agentCenterModel.machine>;
type Snap = Ctx & { snapshot: { context: unknown } };

/** This merchant's menu (its flags decide the contract entries), by label. */
const menu = (s: { context: unknown }) => offeredPages((s.context as AgentCenterContext).menu).map((page) => `button:${LABELS[page]}`);

const PAGER = ['button:Page 1', 'button:Page 2', 'button:Next page'];
/** A dated report on the last 7 days: only "Previous 30 days" would change the dates. */
const DATED = ['textbox:From', 'textbox:To', 'button:Search', 'button:Previous 30 days'];
/**
 * What each section offers once its first answer is in (the fake API answers at once; each
 * section's own suite, tests/model/agent-reports.test.tsx, goes through its states).
 */
const SECTION_CONTROLS: Record<AgentCenterPage, string[]> = {
  agentAnnouncement: ['button:Maintenance on Friday10/03/2026 14:00:00', 'button:New daily salary tiersPinned14/03/2026 09:00:00', ...PAGER],
  agentTeamOverview: ['radio:Today', 'radio:Yesterday', 'radio:This week', 'radio:Last week', 'radio:This month', 'radio:Last month'],
  registerCenter: [
    'button:Register account',
    'combobox:Account type',
    'password:Confirm password',
    'password:Password',
    'textbox:Nickname (optional)',
    'textbox:Rebate (%)',
    'textbox:Username',
  ],
  downlineManagmentView: [
    'searchbox:Account or nickname',
    'combobox:Type',
    'combobox:Scope',
    'button:Search',
    'button:Account',
    'button:Registered',
    'button:Last login',
    'button:Details of agent02',
    'button:Details of player01',
    'button:Team of agent02',
    ...PAGER,
  ],
  personalHistoryCopy: [...DATED, 'searchbox:Account', 'combobox:Category', 'combobox:Status', ...PAGER],
  palStatementsAgentCopy: [...DATED, 'button:Account', 'button:Own bets', 'button:Own valid bet', 'button:Own profit and loss', 'button:Team of agent02', ...PAGER],
  agentRevenueReport: DATED,
  agentDownlineTransactionDetailsCopy: [...DATED, 'searchbox:Account', 'combobox:Type', ...PAGER],
  // Stand-ins here (the contract views' suites list theirs).
  agentDividend: [],
  agentDailySalary: [],
  agentHourlySalary: [],
};

// The chart fetches section code; here it is fetched once up front, as an agent's earlier visit
// would have. One after the other: two concurrent imports of a mocked module may not both get the mock.
beforeAll(async () => {
  for (const page of AGENT_CENTER_PAGES) await SECTIONS[page].load();
});

/** The menu for this merchant, in order (contract entries only with their flags), the current page marked; the panel titled. */
function expectMenu({ screen, snapshot }: Snap) {
  const c = snapshot.context as AgentCenterContext;
  const nav = screen.getByRole('navigation', { name: 'Agent center menu' });
  const items = within(nav).getAllByRole('button');
  expect(items.map((b) => b.textContent)).toEqual(offeredPages(c.menu).map((p) => LABELS[p]));
  // SPEC §2: dividend (enableCt) and daily salary (salary) on, hourly salary (hourSalary) off.
  expect(within(nav).getByRole('button', { name: 'Dividend' })).toBeInTheDocument();
  expect(within(nav).queryByRole('button', { name: 'Hourly salary' })).toBeNull();
  const current = items.filter((b) => b.getAttribute('aria-current') === 'page');
  expect(current).toHaveLength(1);
  expect(current[0]).toHaveTextContent(LABELS[c.page]);
  return screen.getByRole('region', { name: LABELS[c.page] });
}

describeModel({
  model: agentCenterModel,
  render: (actor: AnyActorRef) => (
    <AccountsProviders api={api} host={false}>
      <AgentCenter actor={actor as AgentCenterActor} />
    </AccountsProviders>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading the agent center');
      expect(screen.queryByRole('navigation', { name: 'Agent center menu' })).toBeNull();
    },
    failed: ({ screen, snapshot }) => {
      const c = snapshot.context as AgentCenterContext;
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[c.errorKey!]!);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Agent center menu' })).toBeNull();
    },
    refused: ({ screen }) => {
      // SPEC §6: "Non-agents cannot log in", translated; asking again would change nothing.
      expect(screen.getByRole('alert')).toHaveTextContent('Non-agents cannot log in');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Agent center menu' })).toBeNull();
    },
    '{"shown":"ready"}': async (ctx) => {
      const c = ctx.snapshot.context as AgentCenterContext;
      const panel = expectMenu(ctx);
      expect(panel).not.toHaveAttribute('aria-busy', 'true');
      expect(await SECTION_SHOWS[c.page](panel)).toBeInTheDocument();
    },
    '{"shown":"switching"}': (ctx) => {
      const panel = expectMenu(ctx);
      expect(panel).toHaveAttribute('aria-busy', 'true');
      expect(within(panel).getByRole('status')).toHaveTextContent('Loading');
    },
    '{"shown":"sectionFailed"}': (ctx) => {
      const c = ctx.snapshot.context as AgentCenterContext;
      // The menu stays usable; the panel says why and offers a retry.
      const panel = expectMenu(ctx);
      expect(within(panel).getByRole('alert')).toHaveTextContent(MESSAGES[c.errorKey!]!);
      expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  },
  controls: {
    loading: [],
    failed: ['button:Try again'],
    // Asking again would change nothing: no retry.
    refused: [],
    // The menu stays usable in every shown state; the panel adds what its section offers.
    '{"shown":"ready"}': (s) => [...menu(s), ...SECTION_CONTROLS[(s.context as AgentCenterContext).page]],
    '{"shown":"switching"}': (s) => menu(s),
    '{"shown":"sectionFailed"}': (s) => [...menu(s), 'button:Try again'],
  },
  absent: {
    // A section that loaded replaces the failure of the one before.
    '{"shown":"ready"}': Object.values(MESSAGES),
    '{"shown":"switching"}': Object.values(MESSAGES),
  },
  exec: {
    'agentCenter.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'agentCenter.go': async (e, { user, screen, actor }) => {
      const { page } = e as unknown as { page: AgentCenterPage };
      const nav = screen.queryByRole('navigation', { name: 'Agent center menu' });
      const item = nav && within(nav).queryByRole('button', { name: LABELS[page] });
      if (item) await user.click(item);
      // Not in the menu (or not shown yet): the modal was opened again with that page.
      else await act(async () => actor.send(e));
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});

describe('agent center menu (SPEC §2 extra entries)', () => {
  function renderShown(menu: typeof agentMenuFixture) {
    const actor = createActor(inertMachine(agentCenterMachine), { input: { requested: 'agentTeamOverview' } }).start();
    act(() => actor.send({ type: 'xstate.done.actor.loadMenu', output: menu } as never));
    return render(
      <AccountsProviders api={api} host={false}>
        <AgentCenter actor={actor as AgentCenterActor} />
      </AccountsProviders>,
    );
  }
  const labels = () => within(screen.getByRole('navigation', { name: 'Agent center menu' })).getAllByRole('button').map((b) => b.textContent);

  it('dividend, daily salary and hourly salary each show only when their flag is on', () => {
    const all = renderShown(agentMenuAllContracts);
    expect(labels().slice(-3)).toEqual(['Dividend', 'Daily salary', 'Hourly salary']);
    all.unmount();
    renderShown({ ...agentMenuFixture, flags: { enableCt: false, salary: false, hourSalary: true, realtimeSalary: true } });
    expect(labels()).toEqual([
      'Announcement', 'Overview', 'Account registration', 'Team management', 'Team betting',
      'User profit and loss', 'My income', 'Transaction details', 'Hourly salary',
    ]);
  });

  it('follows the order and the entries of the server’s menu; the overview is always there', () => {
    renderShown({
      ...agentMenuFixture,
      entries: [
        { name: 'teamManagement', page: 'downlineManagmentView', data: null, type: 0 },
        { name: 'unknown', page: 'somethingNew', data: null, type: 0 },
        { name: 'dividend', page: 'agentDividend', data: null, type: 1 },
        { name: 'announcement', page: 'agentAnnouncement', data: null, type: 0 },
      ],
      flags: { enableCt: false, salary: false, hourSalary: false, realtimeSalary: false },
    });
    expect(labels()).toEqual(['Overview', 'Team management', 'Announcement']);
  });
});

describe('agent center in the modal (SPEC §2, §6)', () => {
  function signIn(info: typeof memberInfoFixtures.member, overrides = {}) {
    sessionStorage.setItem('token', 'tok-abc');
    return renderApp({ responses: { memberInfo: info, ...agentResponses(overrides) } });
  }

  it('the header’s Agent button opens it on the overview; the close button closes it', async () => {
    const { user } = await signIn(memberInfoFixtures.agent);
    await user.click(await screen.findByRole('button', { name: 'Agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Agent center' });
    const nav = await within(dialog).findByRole('navigation', { name: 'Agent center menu' }, { timeout: 5000 });
    expect(within(nav).getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const panel = within(dialog).getByRole('region', { name: 'Overview' });
    expect(await within(panel).findByText('Team size')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Team management' }));
    expect(await within(dialog).findByRole('table', { name: 'My team' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a member has no Agent button', async () => {
    await signIn(memberInfoFixtures.member);
    await screen.findByRole('button', { name: 'Lucky Player' });
    expect(screen.queryByRole('button', { name: 'Agent' })).toBeNull();
  });

  it('an account the server no longer counts as an agent reads “Non-agents cannot log in”', async () => {
    const { user } = await signIn(memberInfoFixtures.agent, {
      agentMenu: async () => {
        throw new ApiError('server', 'agent.only', { status: 403 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Agent center' });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Non-agents cannot log in'), { timeout: 5000 });
    expect(within(dialog).queryByRole('navigation')).toBeNull();
  });
});
