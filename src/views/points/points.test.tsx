import { act, screen, waitFor, within } from '@testing-library/react';
import { is } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { PointRecordPage, VipLevels, VipProgress } from '../../api/schemas/points';
import { convertSetupFixture, pointConfigFixture } from '../../machines/point-convert/point-convert.fixtures';
import { announcePointsChanged } from '../../machines/redeem/points-signal';
import { redeemSetupFixture, rewardFixtures } from '../../machines/redeem/redeem.fixtures';
import { securityInfoFixture } from '../../machines/profile/profile.fixtures';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import { walletsFixture } from '../../machines/wallet-transfer/wallet-transfer.fixtures';
import { loadMemberCatalog } from '../member-center/member-catalog';
import { type FakeResponses, renderApp } from '../testing/render-app';
import { loadPointsCatalog } from './points-catalog';

// The pages' chunks and catalog parts transform once here, not inside the first test's time-outs.
beforeAll(async () => {
  await Promise.all([import('./vip-page'), import('./point-mall-page'), import('./point-mall'), loadPointsCatalog(), loadMemberCatalog()]);
});

const currency = { symbol: 'P', scale: 2 };
const levels: VipLevels = {
  currency,
  levels: [
    { level: 0, name: 'Member', minDeposit: 0, minValidBet: 0, earnBps: 10_000, levelUpPoints: 0 },
    { level: 1, name: 'Bronze', minDeposit: 100_000, minValidBet: 100_000, earnBps: 11_000, levelUpPoints: 100 },
    { level: 2, name: 'Silver', minDeposit: 1_000_000, minValidBet: 2_000_000, earnBps: 12_500, levelUpPoints: 500 },
  ],
};
const progress: VipProgress = { ...levels, level: 1, depositTotal: 500_000, validBetTotal: 147_000, next: { level: 2, depositNeeded: 500_000, validBetNeeded: 1_853_000 } };
const records: PointRecordPage = {
  page: 1,
  size: 10,
  total: 2,
  list: [
    {
      reference: 'PR261115K7Q2M9XA',
      applyTime: '2026-11-15T04:00:00.000Z',
      type: 'redeem',
      name: 'Mobile recharge ৳100',
      quantity: 2,
      pointsRequirement: 500,
      amountRequirement: 0,
      status: 'inProcess',
      changedPoints: -1_000,
      pointsBalance: 570,
      remark: null,
      pointsRatio: null,
      amount: null,
      validBet: null,
      level: null,
    },
    {
      reference: 'PC261114AAAAAAAA',
      applyTime: '2026-11-14T01:00:00.000Z',
      type: 'convert',
      name: null,
      quantity: null,
      pointsRequirement: null,
      amountRequirement: null,
      status: null,
      changedPoints: -100,
      pointsBalance: 1_570,
      remark: null,
      pointsRatio: { points: 10, amount: 100 },
      amount: 1_000,
      validBet: null,
      level: null,
    },
  ],
};
type PointRecordPage = import('superstruct').Infer<typeof PointRecordPage>;

function asMember(responses: FakeResponses): FakeResponses {
  sessionStorage.setItem('token', 'tok-abc');
  return { memberInfo: memberInfoFixtures.member, walletBalance: walletsFixture, ...responses };
}

const mall: FakeResponses = {
  pointBalance: { points: 1_570 },
  pointConfig: pointConfigFixture,
  vipProgress: progress,
  pointRewards: { list: rewardFixtures, validBetTotal: redeemSetupFixture.validBetTotal },
  security: { hasPaymentPassword: convertSetupFixture.hasPaymentPassword } as never,
  pointRecords: records,
  pointRedemptions: { list: [], page: 1, size: 10, total: 0 },
};

describe('fixtures match the wire schemas', () => {
  it('levels, progress and records are valid superstruct values', () => {
    expect(is(levels, VipLevels)).toBe(true);
    expect(is(progress, VipProgress)).toBe(true);
    expect(is(records, PointRecordPage)).toBe(true);
  });
});

describe('/vip', () => {
  it('shows a visitor every level with its thresholds and benefits', async () => {
    sessionStorage.clear();
    await renderApp({ path: '/vip', responses: { vipLevels: levels } });
    const table = await screen.findByRole('table', { name: 'VIP levels and benefits' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('BronzeP 1,000.00P 1,000.00×1.10100');
    expect(screen.queryByText(/Your level/)).toBeNull();
  });

  it('shows a member its level, the next one and progress on both thresholds', async () => {
    await renderApp({ path: '/vip', responses: asMember({ vipProgress: progress }) });
    expect(await screen.findByText('Your level: Bronze')).toBeInTheDocument();
    expect(screen.getByText('Next level: Silver. Both thresholds are needed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Deposits')).toHaveAttribute('value', '500000');
    expect(screen.getByText('P 5,000.00 of P 10,000.00')).toBeInTheDocument();
    expect(screen.getByText('P 1,470.00 of P 20,000.00')).toBeInTheDocument();
    const current = screen.getByRole('row', { current: true });
    expect(current).toHaveTextContent('Bronze (your level)');
    sessionStorage.clear();
  });
});

describe('/pointMall', () => {
  it('asks a visitor to log in', async () => {
    sessionStorage.clear();
    const { user } = await renderApp({ path: '/pointMall' });
    expect(await screen.findByText('Log in to see your points.')).toBeInTheDocument();
    expect(screen.getByText(/^Earn points with every bet, then spend them on rewards/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a member its points, level and the rule; the records tab has the SPEC §3 columns', async () => {
    const { user } = await renderApp({ path: '/pointMall', responses: asMember(mall) });
    const summary = await screen.findByRole('region', { name: 'My points' });
    // What the mall is stays above a member's own figures; only a visitor is asked to log in.
    expect(screen.getByText(/^Earn points with every bet, then spend them on rewards/)).toBeInTheDocument();
    expect(screen.queryByText('Log in to see your points.')).not.toBeInTheDocument();
    expect(await within(summary).findByText('1,570')).toBeInTheDocument();
    expect(await within(summary).findByText(/VIP level: Bronze \(points ×1.10\)/)).toBeInTheDocument();
    expect(within(summary).getByText(/Points never expire/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Redeem Mobile recharge ৳100' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Point records' }));
    const table = await screen.findByRole('table', { name: 'Point records' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Reference number',
      'Apply time',
      'Type',
      'Name',
      'Quantity',
      'Points requirement',
      'Amount requirement',
      'Status',
      'Changed points',
      'Points balance',
      'Remark',
      'Points ratio',
    ]);
    const [, redeem, convert] = within(table).getAllByRole('row');
    expect(within(redeem!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'PR261115K7Q2M9XA',
      '15/11/2026 12:00:00',
      'Redeemed',
      'Mobile recharge ৳100',
      '2',
      '500',
      'P 0.00',
      'In Process',
      '-1,000',
      '570',
      '—',
      '—',
    ]);
    expect(convert).toHaveTextContent('Converted to balance');
    expect(convert).toHaveTextContent('P 10.00 to main wallet');
    expect(convert).toHaveTextContent('10 : P 1.00');
    sessionStorage.clear();
  });

  it('when points move (a redemption or a conversion announces it), the balance, the VIP progress and the open list read again and show the new figures', async () => {
    let points = 1_570;
    const reads: string[] = [];
    const counted = <T,>(name: string, answer: () => T) => async () => (reads.push(name), answer());
    const { user } = await renderApp({
      path: '/pointMall',
      responses: asMember({
        ...mall,
        pointBalance: counted('pointBalance', () => ({ points })) as never,
        vipProgress: counted('vipProgress', () => progress) as never,
        pointRecords: counted('pointRecords', () => records) as never,
      }),
    });
    const summary = await screen.findByRole('region', { name: 'My points' });
    // What the mall is stays above a member's own figures; only a visitor is asked to log in.
    expect(screen.getByText(/^Earn points with every bet, then spend them on rewards/)).toBeInTheDocument();
    expect(screen.queryByText('Log in to see your points.')).not.toBeInTheDocument();
    expect(await within(summary).findByText('1,570')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Point records' }));
    await screen.findByRole('table', { name: 'Point records' });
    const before = { balance: reads.filter((r) => r === 'pointBalance').length, vip: reads.filter((r) => r === 'vipProgress').length, records: reads.filter((r) => r === 'pointRecords').length };
    points = 1_070;
    act(() => announcePointsChanged());
    expect(await within(summary).findByText('1,070')).toBeInTheDocument();
    await waitFor(() =>
      expect({ balance: reads.filter((r) => r === 'pointBalance').length, vip: reads.filter((r) => r === 'vipProgress').length, records: reads.filter((r) => r === 'pointRecords').length }).toEqual({
        balance: before.balance + 1,
        vip: before.vip + 1,
        records: before.records + 1,
      }),
    );
  });

  it('"Set payment password" in convert and in redeem opens My account with the payment password form already open', async () => {
    const { user } = await renderApp({
      path: '/pointMall',
      responses: asMember({ ...mall, security: { ...securityInfoFixture, hasPaymentPassword: false } }),
    });
    const openForm = async () => {
      await user.click(await screen.findByRole('button', { name: 'Set payment password' }));
      // One press: My account, where the member types the new payment password at once.
      const dialog = await screen.findByRole('dialog', { name: 'Member center' });
      expect(await within(dialog).findByLabelText('New payment password', {}, { timeout: 5000 })).toBeEnabled();
      expect(within(dialog).getByLabelText('Confirm payment password')).toBeEnabled();
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member center' })).toBeNull());
    };
    await user.click(await screen.findByRole('button', { name: 'Redeem Mobile recharge ৳100' }));
    await openForm();
    await user.click(screen.getByRole('tab', { name: 'Convert to balance' }));
    await openForm();
    sessionStorage.clear();
  });
});
