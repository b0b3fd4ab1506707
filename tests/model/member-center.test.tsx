import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { Infer } from 'superstruct';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type EventObject } from 'xstate';
import type { AccountRecordPage, BetRecordPage, BonusRecordPage, ProfitReport } from '../../src/api/schemas/money';
import { inertMachine } from '../../src/machines/graph/paths';
import { memberCenterMachine } from '../../src/machines/member-center/member-center.machine';
import { memberCenterModel } from '../../src/machines/member-center/member-center.model';
import { MEMBER_CENTER_PAGES } from '../../src/machines/member-center/member-center.pages';
import { offeredPages } from '../../src/machines/member-center/member-center.rules';
import type { MemberCenterContext } from '../../src/machines/member-center/member-center.types';
import type { MemberCenterActor } from '../../src/machines/member-center/use-member-center';
import { memberInfoFixtures } from '../../src/machines/session/session.fixtures';
import { MemberCenter } from '../../src/views/member-center/member-center';
import type { MemberCenterPage, SectionProps } from '../../src/views/member-center/section-types';
import { SECTIONS } from '../../src/views/member-center/sections';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi, renderApp } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

/*
 * The five money sections are other work (src/views/money), changing while this suite is
 * written; the suite is about the overlay, so each is a stand-in saying which export it
 * replaces. The security center one sends the member elsewhere through SectionProps.go.
 */
const { standIn } = vi.hoisted(() => ({
  standIn: (name: string) =>
    function StandIn({ go }: SectionProps) {
      return (
        <div>
          <p>{`stand-in for ${name}`}</p>
          {name === 'SecurityCenterSection' && (
            <button type="button" onClick={() => go('depositv2')}>
              Top up now
            </button>
          )}
        </div>
      );
    },
}));
vi.mock('../../src/views/money/security-center', () => ({ SecurityCenterSection: standIn('SecurityCenterSection') }));
vi.mock('../../src/views/money/wallet-section', () => ({ WalletSection: standIn('WalletSection') }));
vi.mock('../../src/views/money/deposit-section', () => ({ DepositSection: standIn('DepositSection') }));
vi.mock('../../src/views/money/withdraw-section', () => ({ WithdrawSection: standIn('WithdrawSection') }));
vi.mock('../../src/views/money/transfer-upline-section', () => ({ TransferUplineSection: standIn('TransferUplineSection') }));
// Invite friends and missions read their own endpoints (src/views/referral/referral.test.tsx covers them).
vi.mock('../../src/views/referral/referral-section', () => ({ loadReferralSection: async () => standIn('ReferralSection') }));
vi.mock('../../src/views/referral/missions-section', () => ({ loadMissionsSection: async () => standIn('MissionsSection') }));

const LABELS: Record<MemberCenterPage, string> = {
  securityCenter: 'My account',
  transferFund: 'My wallet',
  depositv2: 'Deposit',
  withdraw: 'Withdrawal',
  transferUpline: 'Transfer to upline',
  personalHistoryCopy: 'Betting record',
  transactionHistory: 'Account record',
  personalProfit: 'Profit and loss',
  bonusDetails: 'Bonus details',
  rewardCenter: 'Reward center',
  referral: 'Invite friends',
  missionLeaderboard: 'Mission activity',
  messageV2: 'Platform messages',
  responsibleGambling: 'Responsible gambling',
};

const STAND_INS: Partial<Record<MemberCenterPage, string>> = {
  securityCenter: 'SecurityCenterSection',
  transferFund: 'WalletSection',
  depositv2: 'DepositSection',
  withdraw: 'WithdrawSection',
  transferUpline: 'TransferUplineSection',
  referral: 'ReferralSection',
  missionLeaderboard: 'MissionsSection',
};
const RECORD_CAPTIONS: Partial<Record<MemberCenterPage, string>> = {
  personalHistoryCopy: 'Betting record',
  transactionHistory: 'Account record',
  personalProfit: 'Profit and loss',
  bonusDetails: 'Bonus details',
};

const betPage: Infer<typeof BetRecordPage> = {
  list: [
    { reference: 'B-1', category: 'LIVE', vendor: 'EVO', gameName: 'Baccarat', stake: 10_000, validBet: 10_000, payout: 19_500, profit: 9_500, status: 'won', placedAt: '2026-03-14T04:00:00.000Z', settledAt: '2026-03-14T04:01:00.000Z' },
  ],
  page: 1,
  size: 10,
  total: 1,
  summary: { stake: 10_000, validBet: 10_000, payout: 19_500, profit: 9_500 },
};
const accountPage: Infer<typeof AccountRecordPage> = {
  list: [{ id: 'p-1', type: 'deposit', wallet: 'MAIN', amount: 50_000, balanceAfter: 50_000, reference: 'D-1', createdAt: '2026-03-14T02:00:00.000Z' }],
  page: 1,
  size: 10,
  total: 1,
};
const profit: Infer<typeof ProfitReport> = {
  rows: [{ category: 'RNG', bets: 3, stake: 3_000, validBet: 3_000, payout: 1_000, profit: -2_000 }],
  total: { category: 'ALL', bets: 3, stake: 3_000, validBet: 3_000, payout: 1_000, profit: -2_000 },
};
const bonusPage: Infer<typeof BonusRecordPage> = {
  list: [{ reference: 'R-1', name: 'Welcome bonus', amount: 8_800, createdAt: '2026-03-13T01:00:00.000Z' }],
  page: 1,
  size: 10,
  total: 1,
};
const recordResponses = { betRecords: betPage, accountRecords: accountPage, profitReport: profit, bonusRecords: bonusPage };
const api = fakeApi(recordResponses);

type Ctx = StepContext<typeof memberCenterModel.machine>;
type Snap = Ctx & { snapshot: { context: unknown } };

const MESSAGES: Record<string, string> = {
  'network.abnormal': 'Network link is abnormal, please try again',
  'network.timeout': 'The page took longer to load, check your network',
};

/** The member's menu (SPEC §2): every page offered to this member, by its label. */
const menu = (s: { context: unknown }) => offeredPages((s.context as MemberCenterContext).menu).map((page) => `button:${LABELS[page]}`);
/**
 * What a section offers once shown: the security center's stand-in its way to the deposit; a record
 * screen its form, on the last 7 days, where only "Previous 30 days" would change the dates (one page of answers: no pager).
 */
const RECORD_FORM = ['textbox:From', 'textbox:To', 'button:Search', 'button:Previous 30 days'];
const SECTION_CONTROLS: Partial<Record<MemberCenterPage, string[]>> = {
  securityCenter: ['button:Top up now'],
  personalHistoryCopy: [...RECORD_FORM, 'combobox:Category', 'combobox:Status'],
  transactionHistory: [...RECORD_FORM, 'combobox:Type'],
  personalProfit: RECORD_FORM,
  bonusDetails: RECORD_FORM,
};

// The chart fetches section code; here it is fetched once up front, as a member's earlier visit would have.
beforeAll(async () => {
  await Promise.all(MEMBER_CENTER_PAGES.map((page) => SECTIONS[page].load()));
});

/** The menu of SPEC §2 for this member, in order, with the current page marked; the panel titled. */
function expectMenu({ screen, snapshot }: Snap) {
  const c = snapshot.context as MemberCenterContext;
  const nav = screen.getByRole('navigation', { name: 'Member center menu' });
  const items = within(nav).getAllByRole('button');
  expect(items.map((b) => b.textContent)).toEqual(offeredPages(c.menu).map((p) => LABELS[p]));
  expect(within(nav).queryByRole('button', { name: 'Invite friends' }) !== null).toBe(c.menu.referral);
  expect(within(nav).queryByRole('button', { name: 'Transfer to upline' }) !== null).toBe(c.menu.transferUpline);
  const current = items.filter((b) => b.getAttribute('aria-current') === 'page');
  expect(current).toHaveLength(1);
  expect(current[0]).toHaveTextContent(LABELS[c.page]);
  return screen.getByRole('region', { name: LABELS[c.page] });
}

async function expectSection(ctx: Snap) {
  const c = ctx.snapshot.context as MemberCenterContext;
  const panel = expectMenu(ctx);
  expect(panel).not.toHaveAttribute('aria-busy', 'true');
  const standIn = STAND_INS[c.page];
  const caption = RECORD_CAPTIONS[c.page];
  if (standIn) expect(within(panel).getByText(`stand-in for ${standIn}`)).toBeInTheDocument();
  else if (caption) {
    expect(within(panel).getByRole('search', { name: 'Filter records' })).toBeInTheDocument();
    expect(await within(panel).findByRole('table', { name: new RegExp(`^${caption}, `) })).toBeInTheDocument();
  } else expect(within(panel).getByRole('status')).toHaveTextContent('Coming soon with our promotions');
}

describeModel({
  model: memberCenterModel,
  render: (actor: AnyActorRef) => (
    <AccountsProviders api={api} host={false}>
      <MemberCenter actor={actor as MemberCenterActor} />
    </AccountsProviders>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading the member center');
      expect(screen.queryByRole('navigation', { name: 'Member center menu' })).toBeNull();
    },
    failed: ({ screen, snapshot }) => {
      const c = snapshot.context as MemberCenterContext;
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[c.errorKey!]!);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Member center menu' })).toBeNull();
    },
    '{"shown":"ready"}': expectSection,
    '{"shown":"switching"}': (ctx) => {
      const panel = expectMenu(ctx);
      expect(panel).toHaveAttribute('aria-busy', 'true');
      expect(within(panel).getByRole('status')).toHaveTextContent('Loading');
    },
    '{"shown":"sectionFailed"}': (ctx) => {
      const c = ctx.snapshot.context as MemberCenterContext;
      // The menu stays usable; the panel says why and offers a retry.
      const panel = expectMenu(ctx);
      expect(within(panel).getByRole('alert')).toHaveTextContent(MESSAGES[c.errorKey!]!);
      expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  },
  controls: {
    loading: [],
    failed: ['button:Try again'],
    // The menu stays usable in every shown state; the panel adds what its section offers.
    '{"shown":"ready"}': (s) => [...menu(s), ...(SECTION_CONTROLS[(s.context as MemberCenterContext).page] ?? [])],
    '{"shown":"switching"}': (s) => menu(s),
    '{"shown":"sectionFailed"}': (s) => [...menu(s), 'button:Try again'],
  },
  absent: {
    // A section that loaded replaces the failure of the one before.
    '{"shown":"ready"}': Object.values(MESSAGES),
    '{"shown":"switching"}': Object.values(MESSAGES),
  },
  exec: {
    'memberCenter.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'memberCenter.go': async (e, { user, screen, actor }) => {
      const { page } = e as unknown as { page: MemberCenterPage };
      const nav = screen.queryByRole('navigation', { name: 'Member center menu' });
      const item = nav && within(nav).queryByRole('button', { name: LABELS[page] });
      if (item) await user.click(item);
      else if (page === 'depositv2' && screen.queryByRole('button', { name: 'Top up now' })) await user.click(screen.getByRole('button', { name: 'Top up now' }));
      // Not in the menu (or not shown yet): the modal was opened again with that page.
      else await act(async () => actor.send(e));
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});

describe('member center rules shown by the overlay', () => {
  function renderShown(missionCount: number | null) {
    const actor = createActor(inertMachine(memberCenterMachine), {
      input: { requested: 'rewardCenter', menu: { referral: false, transferUpline: false } },
    }).start();
    act(() => actor.send({ type: 'xstate.done.actor.loadSection', output: 'rewardCenter' } as never));
    return render(
      <AccountsProviders api={api} host={false}>
        <MemberCenter actor={actor as MemberCenterActor} missionCount={missionCount} />
      </AccountsProviders>,
    );
  }

  it('mission activity carries a badge with the count of available missions only when above 0 (SPEC §9)', () => {
    const shown = renderShown(3);
    const item = screen.getByRole('button', { name: /^Mission activity/ });
    expect(item).toHaveAccessibleName('Mission activity 3 missions available');
    shown.unmount();
    for (const count of [0, null, -1]) {
      const view = renderShown(count);
      expect(screen.getByRole('button', { name: /^Mission activity/ })).toHaveAccessibleName('Mission activity');
      view.unmount();
    }
  });
});

describe('member center in the modal (SPEC §2, §6)', () => {
  function signIn(info: typeof memberInfoFixtures.member) {
    sessionStorage.setItem('token', 'tok-abc');
    return renderApp({ responses: { memberInfo: info, ...recordResponses } });
  }

  it('the nickname opens it on my account; the close button closes it', async () => {
    const { user } = await signIn({ ...memberInfoFixtures.member, toUpline: false });
    await user.click(await screen.findByRole('button', { name: 'Lucky Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Member center' });
    const nav = await within(dialog).findByRole('navigation', { name: 'Member center menu' });
    expect(within(nav).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByText('stand-in for SecurityCenterSection')).toBeInTheDocument();
    // A member without toUpline and a merchant without the referral promotion: neither entry.
    expect(within(nav).queryByRole('button', { name: 'Transfer to upline' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Invite friends' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the header’s betting record opens that page with the member’s bets', async () => {
    const { user } = await signIn(memberInfoFixtures.member);
    await user.click(await screen.findByRole('button', { name: 'Betting record' }));
    const dialog = screen.getByRole('dialog', { name: 'Member center' });
    const nav = await within(dialog).findByRole('navigation', { name: 'Member center menu' });
    expect(within(nav).getByRole('button', { name: 'Betting record' })).toHaveAttribute('aria-current', 'page');
    const table = await within(dialog).findByRole('table', { name: /^Betting record, / });
    expect(within(table).getByRole('cell', { name: /Baccarat/ })).toBeInTheDocument();
    // toUpline member: the upline transfer entry is offered.
    expect(within(nav).getByRole('button', { name: 'Transfer to upline' })).toBeInTheDocument();
  });

  it('an agent gets the upline transfer entry even without toUpline', async () => {
    const { user } = await signIn({ ...memberInfoFixtures.agent, toUpline: false });
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Member center' });
    const nav = await within(dialog).findByRole('navigation', { name: 'Member center menu' });
    expect(within(nav).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Transfer to upline' })).toBeInTheDocument();
  });

  it('a trial account gets in_need_true_account instead of the member center', async () => {
    const { user } = await signIn(memberInfoFixtures.trial);
    await user.click(await screen.findByRole('button', { name: 'Guest 7781' }));
    expect(screen.queryByRole('dialog', { name: 'Member center' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('Please register a real account to use this feature'));
  });
});
