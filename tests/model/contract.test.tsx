import { within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { waitFor as waitForTest } from '@testing-library/react';
import { messages as enContracts } from '../../locales/en/contracts.po';
import { activateLocale } from '../../src/i18n';
import { contractModel } from '../../src/machines/contract/contract.model';
import { givenOffered, givenValid, myValidContract } from '../../src/machines/contract/contract.fixtures';
import type { ContractContext } from '../../src/machines/contract/contract.types';
import type { ContractActor } from '../../src/machines/contract/use-contract';
import { whitelabelFixture } from '../../src/machines/system-status/system-status.fixtures';
import { ContractOfferBody } from '../../src/views/contracts/contract-popup';
import { ContractSectionView } from '../../src/views/contracts/contract-section';
import { createTestActors, Providers } from '../../src/views/testing/render-app';
import { catalogs } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

activateLocale('en', { ...catalogs.en, ...enContracts });

const actors = createTestActors(whitelabelFixture, 'en');
beforeAll(async () => {
  await waitForTest(() => expect(actors.system.getSnapshot().value).toBe('normal'));
  // The test actors load the core catalogs; the contract screens' part is merged back in.
  activateLocale('en', { ...catalogs.en, ...enContracts });
});

type Ctx = StepContext<typeof contractModel.machine> & { snapshot: AnyMachineSnapshot };
type Exec = (e: EventObject, ctx: StepContext<typeof contractModel.machine>) => Promise<void>;
const ctxOf = (s: AnyMachineSnapshot) => s.context as ContractContext;
const click = (name: string | RegExp): Exec => async (_e, { user, screen }) => user.click(screen.getByRole('button', { name }));
const kindName = (s: AnyMachineSnapshot) => (ctxOf(s).kind === 'hourly' ? 'Hourly salary' : 'Daily salary');
/** The section of the kind the chart opened: titled by that kind. */
const section = (screen: Ctx['screen'], s: AnyMachineSnapshot) => screen.getByRole('region', { name: kindName(s) });
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).queryAllByRole('cell').map((c) => c.textContent);

/** Nothing shows while the chart watches in the background: the popup is closed. */
function expectNothing({ screen }: Ctx) {
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('region')).toBeNull();
}

/** An offer to agent07: its tiers; in the popup beside the upline's own tiers, with "Later". */
function expectOffer({ screen, snapshot }: Ctx) {
  const c = ctxOf(snapshot);
  const hourly = c.kind === 'hourly';
  expect(screen.getByText(`agent01 offers you a contract: ${hourly ? 'Hourly' : 'Daily'} salary.`)).toBeInTheDocument();
  const offered = screen.getByRole('table', { name: 'Tiers offered to you' });
  const heads = within(offered).getAllByRole('columnheader').map((h) => h.textContent);
  if (hourly) expect(heads.slice(0, 4)).toEqual(['Tier', 'Bet amount per hour', 'Active members', 'Rate']);
  else expect(heads.slice(0, 6)).toEqual(['Tier', 'Bet amount daily', 'Active members', 'Win rate', 'Loss rate', 'Rate']);
  if (c.mode === 'popup') {
    // Beside each offered tier: what the upline gets at the same thresholds (the rate's ceiling).
    expect(heads.at(-1)).toBe("Upline's rate here");
    expect(cells(rows(offered)[0]!)).toEqual(hourly ? ['P 1,000.00', '—', '0.3%', '0.4%'] : ['—', '—', '—', '—', '0.8%', '1%']);
    const upline = screen.getByRole('table', { name: "Your upline's own tiers" });
    if (!hourly) expect(cells(rows(upline)[1]!)).toEqual(['P 50,000.00', '5', '—', '—', '1.5%']);
  } else {
    expect(heads).not.toContain("Upline's rate here");
    expect(screen.queryByRole('table', { name: "Your upline's own tiers" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
  }
}

function expectAnswerButtons({ screen, snapshot }: Ctx, busy: boolean) {
  const c = ctxOf(snapshot);
  const accept = screen.getByRole('button', { name: busy && c.answer === true ? 'Accepting…' : 'Accept' });
  const reject = screen.getByRole('button', { name: busy && c.answer === false ? 'Rejecting…' : 'Reject' });
  for (const b of [accept, reject]) expect(b).toHaveProperty('disabled', busy);
  if (c.mode === 'popup') expect(screen.getByRole('button', { name: 'Later' })).toHaveProperty('disabled', busy);
  else expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
}

const NETWORK = 'Network link is abnormal, please try again';

type StateCheck = (ctx: StepContext<typeof contractModel.machine> & { snapshot: AnyMachineSnapshot }) => void | Promise<void>;

/** A failure message is shown only while the chart holds one: a retry, "later" or a new answer clears it. */
function withoutStaleAlert(states: Record<string, StateCheck>): Record<string, StateCheck> {
  return Object.fromEntries(
    Object.entries(states).map(([key, check]) => [
      key,
      async (ctx) => {
        await check(ctx);
        if (!ctxOf(ctx.snapshot).errorKey) expect(ctx.screen.queryByText(NETWORK, { exact: false }), `state ${key} shows no stale failure`).toBeNull();
      },
    ]),
  );
}


function expectEditor({ screen, snapshot }: Ctx) {
  const c = ctxOf(snapshot);
  const editor = screen.getByRole('region', { name: 'New offer: Daily salary' });
  // Only the daily salary's thresholds (AGENTS.contractThresholds.daily), then the rate, in each tier.
  c.draft.tiers.forEach((tier, i) => {
    const group = within(editor).getByRole('group', { name: `Tier ${i + 1}` });
    const labels = within(group).getAllByRole('textbox').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual(['Bet amount daily (P)', 'Active members', 'Win rate (%)', 'Loss rate (%)', 'Rate (%)']);
    const rate = within(group).getByLabelText('Rate (%)');
    expect(rate).toHaveValue(tier.rate);
    const error = c.errors.tiers[i]?.rate;
    const messages: Record<string, string> = {
      'validation.required': 'Input cannot be empty',
      'contract.percent.invalid': 'Please enter a percentage above 0 and at most 100, with at most two decimals',
      'contract.rate.exceeds': 'At these thresholds your own contract pays 1%: the rate may not be higher',
      'agent.contract.tiers': 'Please check this value',
    };
    if (error) {
      expect(rate).toHaveAttribute('aria-invalid', 'true');
      expect(rate).toHaveAccessibleDescription(expect.stringContaining(messages[error.key]!));
    } else expect(rate).not.toHaveAttribute('aria-invalid');
  });
  // My own tiers beside: the ceiling of every rate.
  const mine = within(editor).getByRole('table', { name: 'My own tiers: no rate may be higher at the same thresholds' });
  expect(rows(mine)).toHaveLength(2);
  if (c.errors.form) {
    const text: Record<string, string> = {
      'agent.contract.no_own': 'You can offer this kind of contract only while your own is valid',
      'agent.contract.rate_exceeds': 'A tier pays more than your own contract at the same thresholds (at most 0.5% there)',
    };
    expect(within(editor).getByRole('alert')).toHaveTextContent(text[c.errors.form.key]!);
  }
}

describeModel({
  model: contractModel,
  render: (actor) => (
    <Providers actors={actors}>
      <ContractSectionView actor={actor as ContractActor} />
      <ContractOfferBody actor={actor as ContractActor} />
    </Providers>
  ),
  states: withoutStaleAlert({
    idle: expectNothing,
    checking: expectNothing,
    checkFailed: expectNothing,
    waiting: expectNothing,
    requesting: expectNothing,
    requestFailed: ({ screen, snapshot }) => {
      expect(screen.getByText(`A contract offer (${kindName(snapshot)}) is waiting for you, but it could not be loaded.`)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(NETWORK);
      expect(screen.getByRole('button', { name: 'Later' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    offered: (ctx) => {
      expectOffer(ctx);
      expectAnswerButtons(ctx, false);
      expect(ctx.screen.queryByRole('alert')).toBeNull();
    },
    answering: (ctx) => {
      expectOffer(ctx);
      expectAnswerButtons(ctx, true);
    },
    answerFailed: (ctx) => {
      expectOffer(ctx);
      expect(ctx.screen.getByRole('alert')).toHaveTextContent(NETWORK);
      expect(ctx.screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(ctx.screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    },
    accepted: ({ screen, snapshot }) => {
      expect(screen.getByRole('status')).toHaveTextContent(`You accepted the contract (${kindName(snapshot)}). It is valid from now on`);
      expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    },
    rejected: ({ screen, snapshot }) => {
      expect(screen.getByRole('status')).toHaveTextContent(`You rejected the contract offer (${kindName(snapshot)}).`);
    },
    withdrawn: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('This offer is no longer open: it was withdrawn by your upline or answered elsewhere.');
    },
    loading: ({ screen, snapshot }) => {
      expect(section(screen, snapshot)).toHaveAttribute('aria-busy', 'true');
      expect(within(section(screen, snapshot)).getByRole('status')).toHaveTextContent('Loading');
    },
    failed: ({ screen, snapshot }) => {
      expect(within(section(screen, snapshot)).getByRole('alert')).toHaveTextContent(NETWORK);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    overview: ({ screen, snapshot }) => {
      const c = ctxOf(snapshot);
      const s = section(screen, snapshot);
      const mine = within(s).getByRole('region', { name: 'My contract' });
      const given = within(s).getByRole('region', { name: 'Contracts I gave' });
      if (c.overview!.mine.length === 0) {
        expect(mine).toHaveTextContent('You have no contract of this kind.');
        // No valid contract of my own: nothing to offer from.
        expect(within(given).getByRole('button', { name: 'Offer a contract' })).toBeDisabled();
        expect(given).toHaveTextContent('You have not offered any contract of this kind yet.');
        return;
      }
      expect(within(mine).getByText('Valid')).toBeInTheDocument();
      expect(mine).toHaveTextContent('Paid byThe platform');
      expect(mine).toHaveTextContent('Valid since01/03/2026 08:00:00');
      const myTiers = within(mine).getByRole('table', { name: 'My tiers' });
      expect(rows(myTiers).map(cells)).toEqual([
        ['—', '—', '—', '—', '1%'],
        ['P 50,000.00', '5', '—', '—', '1.5%'],
      ]);
      expect(within(mine).getByRole('button', { name: 'Terminate my contract' })).toBeEnabled();
      expect(within(given).getByRole('button', { name: 'Offer a contract' })).toBeEnabled();
      const list = within(given).getByRole('table');
      const pages = within(given).getByRole('navigation', { name: 'Pages' });
      expect(within(pages).getByRole('button', { name: `Page ${c.page}` })).toHaveAttribute('aria-current', 'page');
      if (c.page === 2) {
        expect(rows(list)).toHaveLength(1);
        expect(rows(list)[0]).toHaveTextContent('agent11');
        expect(rows(list)[0]).toHaveTextContent('Rejected');
        return;
      }
      const [offered, valid] = rows(list);
      expect(offered).toHaveTextContent('agent02');
      expect(cells(offered!).slice(0, 5)).toEqual(['Offered', '1 tier(s), up to 0.8%', '12/03/2026 12:00:00', '—', '—']);
      expect(within(offered!).getByRole('button', { name: 'Cancel the offer to agent02' })).toHaveTextContent('Cancel offer');
      expect(cells(valid!).slice(0, 3)).toEqual(['Valid', '2 tier(s), up to 1.2%', '10/03/2026 10:00:00']);
      expect(within(valid!).getByRole('button', { name: 'Terminate the contract with agent03' })).toHaveTextContent('Terminate');
    },
    confirmingEnd: ({ screen, snapshot }) => {
      const id = ctxOf(snapshot).ending!.id;
      const questions: Record<string, [string, string]> = {
        [myValidContract.id]: ['Terminate your contract with the platform?', 'Yes, terminate'],
        [givenOffered.id]: ['Cancel your offer to agent02? It can no longer be accepted.', 'Yes, cancel the offer'],
        [givenValid.id]: ['Terminate the contract with agent03?', 'Yes, terminate'],
      };
      const [question, yes] = questions[id]!;
      expect(section(screen, snapshot)).toHaveTextContent(question);
      expect(screen.getByRole('button', { name: yes })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    },
    ending: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    },
    endFailed: ({ screen, snapshot }) => {
      expect(within(section(screen, snapshot)).getByRole('alert')).toHaveTextContent(NETWORK);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    terminated: ({ screen, snapshot }) => {
      const mine = ctxOf(snapshot).ending!.id === myValidContract.id;
      expect(within(section(screen, snapshot)).getByRole('status')).toHaveTextContent(
        mine ? 'The contract with the platform is terminated.' : 'The contract with agent03 is terminated.',
      );
    },
    cancelled: ({ screen, snapshot }) => {
      const downline = ctxOf(snapshot).result!.downline;
      expect(within(section(screen, snapshot)).getByRole('status')).toHaveTextContent(`Your offer to ${downline} is cancelled.`);
    },
    '{"drafting":"loadingTeam"}': (ctx) => {
      expect(ctx.screen.getByText('Loading your direct agents')).toBeInTheDocument();
      expect(ctx.screen.getByRole('button', { name: 'Send offer' })).toBeDisabled();
      expect(ctx.screen.queryByLabelText('Offer to')).toBeNull();
    },
    '{"drafting":"teamFailed"}': ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your direct agents could not be loaded.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    '{"drafting":"editing"}': (ctx) => {
      const c = ctxOf(ctx.snapshot);
      const pick = ctx.screen.getByLabelText('Offer to');
      expect(pick).toHaveValue(c.draft.downline);
      expect(within(pick).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a direct agent', 'agent02 (Second)', 'agent03 (Third)']);
      if (c.errors.downline) {
        const text = c.errors.downline.key === 'agent.contract.pending' ? 'An offer of this kind to this agent is already waiting for an answer' : 'Please choose a downline agent';
        expect(pick).toHaveAccessibleDescription(text);
      }
      expectEditor(ctx);
      expect(ctx.screen.getByRole('button', { name: 'Send offer' })).toBeEnabled();
    },
    offering: (ctx) => {
      expectEditor(ctx);
      expect(ctx.screen.getByRole('button', { name: 'Sending offer…' })).toBeDisabled();
    },
    offerFailed: (ctx) => {
      expect(ctx.screen.getByRole('alert')).toHaveTextContent(NETWORK);
      expect(ctx.screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    awaitingAnswer: ({ screen, snapshot }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Offer sent to agent02.');
      expect(screen.getByRole('table', { name: 'Tiers offered to agent02' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Check for an answer' })).toBeEnabled();
      if (ctxOf(snapshot).errorKey) expect(screen.getByRole('alert')).toHaveTextContent(NETWORK);
      else expect(screen.queryByRole('alert')).toBeNull();
    },
    checkingAnswer: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    },
    downlineAccepted: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('agent02 accepted your offer: the contract is valid.');
    },
    downlineRejected: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('agent02 rejected your offer.');
    },
  }),
  controls: {
    idle: [],
    checking: [],
    checkFailed: [],
    waiting: [],
    requesting: [],
    requestFailed: ['button:Later', 'button:Try again'],
    offered: (s) => ['button:Accept', 'button:Reject', ...(ctxOf(s).mode === 'popup' ? ['button:Later'] : [])],
    answering: [],
    answerFailed: ['button:Back', 'button:Try again'],
    accepted: ['button:Close'],
    rejected: ['button:Close'],
    withdrawn: ['button:Close'],
    loading: [],
    failed: ['button:Try again'],
    overview: (s) => {
      const c = ctxOf(s);
      // Without a valid contract of my own there is nothing to offer or end.
      if (c.overview!.mine.length === 0) return ['button:Refresh'];
      const always = ['button:Refresh', 'button:Terminate my contract', 'button:Offer a contract', 'button:Page 1', 'button:Page 2'];
      if (c.page === 2) return [...always, 'button:Previous page'];
      return [...always, 'button:Next page', 'button:Cancel the offer to agent02', 'button:Terminate the contract with agent03'];
    },
    confirmingEnd: (s) => ['button:Back', ctxOf(s).ending!.id === givenOffered.id ? 'button:Yes, cancel the offer' : 'button:Yes, terminate'],
    ending: [],
    endFailed: ['button:Back', 'button:Try again'],
    terminated: ['button:Close'],
    cancelled: ['button:Close'],
    '{"drafting":"loadingTeam"}': ['button:Cancel', 'searchbox:Account contains'],
    '{"drafting":"teamFailed"}': ['button:Cancel', 'button:Try again', 'searchbox:Account contains'],
    '{"drafting":"editing"}': (s) => {
      const tiers = ctxOf(s).draft.tiers;
      return [
        'searchbox:Account contains',
        'button:Search',
        'combobox:Offer to',
        ...tiers.flatMap((_t, i) => [
          'textbox:Bet amount daily (P)',
          'textbox:Active members',
          'textbox:Win rate (%)',
          'textbox:Loss rate (%)',
          'textbox:Rate (%)',
          ...(tiers.length > 1 ? [`button:Remove tier ${i + 1}`] : []),
        ]),
        ...(s.can({ type: 'draft.tier.add' }) ? ['button:Add a tier'] : []),
        'button:Cancel',
        'button:Send offer',
      ];
    },
    // The offer is on its way (or failed) for the downline chosen: nothing in the draft can change.
    offering: [],
    offerFailed: ['button:Back', 'button:Try again'],
    awaitingAnswer: ['button:Back to contracts', 'button:Check for an answer'],
    checkingAnswer: [],
    downlineAccepted: ['button:Close'],
    downlineRejected: ['button:Close'],
  },
  exec: {
    'contract.retry': click('Try again'),
    'contract.later': click('Later'),
    'contract.accept': click('Accept'),
    'contract.reject': click('Reject'),
    'contract.back': async (_e, ctx) => {
      const back = ctx.screen.queryByRole('button', { name: 'Back' });
      await ctx.user.click(back ?? ctx.screen.getByRole('button', { name: 'Cancel' }));
    },
    'contract.close': async (_e, ctx) => {
      const close = ctx.screen.queryByRole('button', { name: 'Close' });
      await ctx.user.click(close ?? ctx.screen.getByRole('button', { name: 'Back to contracts' }));
    },
    'contract.refresh': click('Refresh'),
    'contract.page': async (e, { user, screen }) => {
      const { page } = e as unknown as { page: number };
      await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: `Page ${page}` }));
    },
    'contract.end': async (e, ctx) => {
      const { id } = e as unknown as { id: string };
      const name = { [myValidContract.id]: 'Terminate my contract', [givenOffered.id]: 'Cancel the offer to agent02', [givenValid.id]: 'Terminate the contract with agent03' }[id]!;
      await click(name)(e, ctx);
    },
    'contract.confirm': click(/^Yes, /),
    'contract.draft': click('Offer a contract'),
    'contract.check': click('Check for an answer'),
    'draft.downline': async (e, { user, screen }) => user.selectOptions(screen.getByLabelText('Offer to'), (e as unknown as { account: string }).account),
    'draft.search': async (e, { user, screen }) => {
      await user.type(screen.getByLabelText('Account contains'), (e as unknown as { keyword: string }).keyword);
      await user.click(screen.getByRole('button', { name: 'Search' }));
    },
    'draft.tier.add': click('Add a tier'),
    'draft.tier.remove': click('Remove tier 2'),
    'draft.tier.change': async (e, { user, screen }) => {
      const { index, value } = e as unknown as { index: number; value: string };
      const input = within(screen.getByRole('group', { name: `Tier ${index + 1}` })).getByLabelText('Rate (%)');
      await user.clear(input);
      await user.type(input, value);
    },
    'draft.submit': click('Send offer'),
  } as Record<string, Exec>,
});
