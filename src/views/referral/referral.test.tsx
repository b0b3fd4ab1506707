import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../tests/setup/i18n';
import { ApiError } from '../../api/errors';
import type { Invitee, Mission, MissionLeaderboard, ReferralInfo } from '../../api/schemas/referral';
import { AccountsProviders } from '../testing/accounts-providers';
import { fakeApi, type FakeResponses } from '../testing/render-app';
import { MissionsSection } from './missions-section';
import { announceRewardSettled } from '../../machines/reward-claim/reward-signal';
import { useMissionCount } from './mission-count';
import { loadReferralCatalog } from './referral-catalog';
import { referralLink, ReferralSection } from './referral-section';

useTestLocale('en');
beforeAll(() => loadReferralCatalog());

const rules = { qualifyingDeposit: 10_000, rewardAmount: 5_000, maxRewards: 50 };
const info = (over: Partial<ReferralInfo> = {}): ReferralInfo => ({
  code: 'RAHM2026',
  linkParam: 'ref',
  rules,
  invited: 2,
  claimable: 1,
  rewarded: 0,
  totalRewards: 0,
  ...over,
});
const invitee = (over: Partial<Invitee>): Invitee => ({ id: 'r1', account: 'pl***03', registeredAt: '2026-03-01T02:00:00.000Z', status: 'registered', reward: null, rewardedAt: null, ...over });
const mission = (over: Partial<Mission>): Mission => ({
  id: 'm1',
  kind: 'betCount',
  period: 'daily',
  title: 'Place 5 bets today',
  target: 5,
  progress: 3,
  reward: 500,
  status: 'inProgress',
  ...over,
});
const board: MissionLeaderboard = {
  start: '2026-03-08T16:00:00.000Z',
  end: '2026-03-15T15:59:59.000Z',
  list: [
    { rank: 1, account: 'pl***03', missions: 2, rewards: 2_500 },
    { rank: 2, account: 'pl***01', missions: 1, rewards: 2_000 },
  ],
  me: { rank: 2, missions: 1, rewards: 2_000 },
};

function renderWith(section: ReactNode, responses: FakeResponses) {
  const api = fakeApi(responses);
  render(
    <AccountsProviders api={api} host={false}>
      {section}
    </AccountsProviders>,
  );
  const calls = (name: string) => api.calls.filter((c) => c.name === name);
  return { api, calls, user: userEvent.setup() };
}

describe('invite friends', () => {
  it('builds the personal link on this site', () => {
    expect(referralLink('https://bet.example', info())).toBe('https://bet.example/register?ref=RAHM2026');
  });

  it('shows the code, the link, its QR code, the rules and the invitations', async () => {
    renderWith(<ReferralSection go={() => {}} />, {
      referralInfo: info(),
      referralInvitees: { list: [invitee({ id: 'r2', status: 'claimable', reward: 5_000 }), invitee({})], page: 1, size: 10, total: 2 },
    });
    expect(await screen.findByLabelText('Invitation code')).toHaveValue('RAHM2026');
    expect(screen.getByLabelText('Invitation link')).toHaveValue(`${location.origin}/register?ref=RAHM2026`);
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toHaveAttribute('src', expect.stringContaining(encodeURIComponent('/register?ref=RAHM2026')));
    expect(screen.getByText('When a friend registers with your code or link and deposits P 100.00 in total, you can claim P 50.00. Up to 50 rewards.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Invitation summary' });
    expect(summary).toHaveTextContent('Invited2');
    expect(summary).toHaveTextContent('Ready to claim1');
    const table = await screen.findByRole('table', { name: 'Invited members' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Waiting for a qualifying deposit');
    expect(within(rows[1]!).getByRole('button', { name: 'Claim P 50.00 for pl***03' })).toBeEnabled();
  });

  it('claims a reward with a request key, then reads the section again and says so', async () => {
    let claimed = false;
    const { calls, user } = renderWith(<ReferralSection go={() => {}} />, {
      referralInfo: async () => info(claimed ? { claimable: 0, rewarded: 1, totalRewards: 5_000 } : {}),
      referralInvitees: async () => ({
        list: [invitee(claimed ? { status: 'rewarded', reward: 5_000, rewardedAt: '2026-03-02T04:00:00.000Z' } : { status: 'claimable', reward: 5_000 })],
        page: 1,
        size: 10,
        total: 1,
      }),
      referralClaim: async () => {
        claimed = true;
        return { reference: 'R260302AAAA1111', amount: 5_000 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim P 50.00 for pl***03' }));
    expect(await screen.findByText('Rewarded P 50.00 on 02/03/2026')).toBeInTheDocument();
    expect(screen.getByText('P 50.00 added to your main wallet (reference R260302AAAA1111)')).toBeInTheDocument();
    expect(calls('referralClaim')[0]!.options!.body).toEqual({ referralId: 'r1', requestId: expect.stringMatching(/^claim_/) });
    expect(calls('referralInfo')).toHaveLength(2);
  });

  it('keeps a refusal on the row', async () => {
    const { user } = renderWith(<ReferralSection go={() => {}} />, {
      referralInfo: info(),
      referralInvitees: { list: [invitee({ status: 'claimable', reward: 5_000 })], page: 1, size: 10, total: 1 },
      referralClaim: async () => {
        throw new ApiError('server', 'reward.blocked', { status: 403 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim P 50.00 for pl***03' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rewards are paused during a time-out or self-exclusion');
  });

  it('says when nobody was invited yet', async () => {
    renderWith(<ReferralSection go={() => {}} />, { referralInfo: info({ invited: 0, claimable: 0 }), referralInvitees: { list: [], page: 1, size: 10, total: 0 } });
    expect(await screen.findByText('No invited members yet. Share your link to invite friends.')).toBeInTheDocument();
  });
});

describe('missions', () => {
  it('shows each mission with its progress, reward and state, and the leaderboard', async () => {
    renderWith(<MissionsSection go={() => {}} />, {
      missionList: {
        day: '2026-03-10',
        missions: [
          mission({}),
          mission({ id: 'm2', kind: 'deposit', period: 'once', title: 'Deposit P 100 in total', target: 10_000, progress: 10_000, reward: 2_000, status: 'claimable' }),
          mission({ id: 'm3', title: 'Done already', progress: 5, status: 'claimed' }),
        ],
      },
      missionLeaderboard: board,
    });
    expect(await screen.findByRole('list', { name: 'Missions' })).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'Place 5 bets today' });
    expect(within(first).getByRole('progressbar', { name: 'Place 5 bets today' })).toHaveAttribute('aria-valuetext', '3 of 5');
    expect(first).toHaveTextContent('Daily');
    expect(first).toHaveTextContent('Reward: P 5.00');
    expect(first).toHaveTextContent('In progress');
    const second = screen.getByRole('listitem', { name: 'Deposit P 100 in total' });
    expect(second).toHaveTextContent('P 100.00 of P 100.00');
    expect(second).toHaveTextContent('One-time');
    expect(within(second).getByRole('button', { name: 'Claim P 20.00 for Deposit P 100 in total' })).toBeEnabled();
    expect(screen.getByRole('listitem', { name: 'Done already' })).toHaveTextContent('Claimed');
    const table = await screen.findByRole('table', { name: 'This week, 09/03/2026 to 15/03/2026 (GMT+8)' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1pl***032P 25.00');
    expect(screen.getByText('Your rank: 2, missions claimed: 1, rewards: P 20.00')).toBeInTheDocument();
  });

  it('claims a finished mission, then reads missions and leaderboard again', async () => {
    let claimed = false;
    const { calls, user } = renderWith(<MissionsSection go={() => {}} />, {
      missionList: async () => ({ day: '2026-03-10', missions: [mission({ progress: 5, status: claimed ? 'claimed' : 'claimable' })] }),
      missionLeaderboard: async () => ({ ...board, list: [], me: { rank: null, missions: 0, rewards: 0 } }),
      missionClaim: async () => {
        claimed = true;
        return { reference: 'M260310BBBB2222', amount: 500 };
      },
    });
    expect(await screen.findByText('No mission rewards claimed this week yet. Be the first!')).toBeInTheDocument();
    expect(screen.getByText('You have not claimed a mission reward this week yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Claim P 5.00 for Place 5 bets today' }));
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(screen.getByText('P 5.00 added to your main wallet (reference M260310BBBB2222)')).toBeInTheDocument();
    expect(calls('missionClaim')[0]!.options!.body).toEqual({ missionId: 'm1', requestId: expect.stringMatching(/^claim_/) });
    expect(calls('missionLeaderboard')).toHaveLength(2);
  });

  it('reads the badge count again after a reward is settled anywhere (the claim chart announces it)', async () => {
    let count = 2;
    function Badge() {
      const n = useMissionCount('missionLeaderboard');
      return <output aria-label="badge">{n ?? '-'}</output>;
    }
    renderWith(<Badge />, { missionCount: async () => ({ count }) });
    expect(await screen.findByText('2')).toBeInTheDocument();
    count = 1;
    act(() => announceRewardSettled({ reference: 'M260310BBBB2222', amount: 500 }));
    expect(await screen.findByText('1')).toBeInTheDocument();
  });
});
