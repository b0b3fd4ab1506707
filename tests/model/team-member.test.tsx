import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, type EventObject } from 'xstate';
import type { DownlineTransferRequest } from '../../src/api/schemas/money';
import { deepMemberDetailFixture, memberDetailFixture } from '../../src/machines/agent-center/agent-center.fixtures';
import { createTeamMemberLogic } from '../../src/machines/agent-center/team-member.runtime';
import { teamMemberModel } from '../../src/machines/agent-center/team-member.model';
import type { TeamMemberContext } from '../../src/machines/agent-center/team-member.types';
import type { TeamMemberActor } from '../../src/machines/agent-center/use-team-member';
import { balanceFixture } from '../../src/machines/balance/balance.fixtures';
import { uplineResultFixture } from '../../src/machines/upline-transfer/upline-transfer.fixtures';
import { agentResponses } from '../../src/views/agents/agents-testing';
import { loadAgentsCatalog } from '../../src/views/agents/agents-catalog';
import { MemberDetail } from '../../src/views/agents/member-detail';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');
beforeAll(() => loadAgentsCatalog());

type Ctx = StepContext<typeof teamMemberModel.machine> & { snapshot: { context: unknown } };

const MESSAGES: Record<string, string> = {
  'agent.member.unknown': 'This account is not in your team',
  'network.abnormal': 'Network link is abnormal, please try again',
};

const api = fakeApi(agentResponses());

function expectShown({ snapshot }: Ctx, busy: boolean) {
  const c = snapshot.context as TeamMemberContext;
  const member = c.detail!.member;
  const panel = screen.getByRole('region', { name: 'Details of player01' });
  expect(panel).toHaveAttribute('aria-busy', String(busy));
  const facts = within(panel).getByLabelText('Member');
  const value = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
  expect(value('Type')).toBe(member.type === 0 ? 'Member' : 'Agent');
  expect(value('Rebate')).toBe(member.rebateBps === 0 ? '0.00%' : '1.80%');
  expect(value('Balance')).toBe('P 50.00');
  expect(value('Upline chain')).toBe('agent01');
  expect(value('Last login')).toBe('Never');
  // A direct downline: the type can change (an agent without a team back to a member), the rebate too.
  const typeButton = within(panel).getByRole('button', { name: member.type === 0 ? 'Make player01 an agent' : 'Make player01 a member' });
  expect(typeButton).toHaveProperty('disabled', busy);
  const rebate = within(panel).getByLabelText('Rebate (%)');
  expect(rebate).toHaveValue(c.rebate);
  const REBATE_ERRORS: Record<string, string> = {
    'agent.rebate.max': 'The rebate cannot be higher than your own (2.00%)',
    'agent.rebate.range': 'The rebate must be between 0.50% and 2.00%',
  };
  if (c.rebateError) expect(rebate).toHaveAccessibleDescription(expect.stringContaining(REBATE_ERRORS[c.rebateError.key]!));
  else expect(rebate).not.toHaveAttribute('aria-invalid');
  if (c.saved) expect(within(panel).getByText(c.saved === 'type' ? 'The account type was changed.' : 'The rebate was changed.')).toBeInTheDocument();
  if (c.errorKey) expect(within(panel).getByText(MESSAGES[c.errorKey]!)).toHaveAttribute('role', 'alert');
  return panel;
}

const TRANSFER = ['button:Close details', 'button:Transfer to downline', 'password:Payment password', 'textbox:Amount'];

describeModel({
  model: teamMemberModel,
  provide: (machine) => machine.provide({ actions: { memberChanged: () => {} } }) as typeof machine,
  render: (actor: AnyActorRef) => (
    <AccountsProviders api={api} host={false}>
      <MemberDetail actor={actor as TeamMemberActor} onClose={() => {}} />
    </AccountsProviders>
  ),
  states: {
    loading: () => {
      const panel = screen.getByRole('region', { name: 'Details of player01' });
      expect(within(panel).getByRole('status')).toHaveTextContent('Loading');
    },
    failed: ({ snapshot }) => {
      const c = snapshot.context as TeamMemberContext;
      const panel = screen.getByRole('region', { name: 'Details of player01' });
      expect(within(panel).getByRole('alert')).toHaveTextContent(MESSAGES[c.errorKey!]!);
    },
    shown: async (ctx) => {
      const panel = expectShown(ctx, false);
      // The transfer to this direct downline: the member center's transfer form, the downline receiving.
      expect(await within(panel).findByRole('form', { name: 'Send money to Lucky Player (player01)' })).toBeInTheDocument();
    },
    settingType: (ctx) => void expectShown(ctx, true),
    savingRebate: (ctx) => void expectShown(ctx, true),
  },
  controls: {
    loading: ['button:Close details'],
    failed: ['button:Close details', 'button:Try again'],
    // A direct downline: its type and rebate can change; the money transfer is a form of its own.
    shown: (snapshot) => [
      ...TRANSFER,
      'button:Save rebate',
      'textbox:Rebate (%)',
      (snapshot.context as TeamMemberContext).detail!.member.type === 0 ? 'button:Make player01 an agent' : 'button:Make player01 a member',
    ],
    // While a change is out the member's own form waits; the transfer does not depend on it.
    settingType: TRANSFER,
    savingRebate: TRANSFER,
  },
  absent: {
    // A failure's alert or an earlier change's confirmation does not stay once the member is shown again.
    shown: (snapshot) => {
      const c = snapshot.context as TeamMemberContext;
      const saved = { type: 'The account type was changed.', rebate: 'The rebate was changed.' };
      return [
        ...(c.errorKey ? [] : Object.values(MESSAGES)),
        ...Object.entries(saved)
          .filter(([k]) => k !== c.saved)
          .map(([, text]) => text),
      ];
    },
  },
  exec: {
    'member.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'member.type.set': async (e, { user }) => {
      const { memberType } = e as unknown as { memberType: 0 | 1 };
      await user.click(screen.getByRole('button', { name: memberType === 1 ? 'Make player01 an agent' : 'Make player01 a member' }));
    },
    'member.rebate.change': async (e) => {
      fireEvent.change(screen.getByLabelText('Rebate (%)'), { target: { value: (e as unknown as { value: string }).value } });
    },
    'member.rebate.submit': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Save rebate' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof teamMemberModel.machine>) => Promise<void>>,
});

describe('member details against the API', () => {
  function renderMember(account: string, overrides = {}) {
    const calls = fakeApi(agentResponses(overrides));
    let changed = 0;
    const actor = createActor(createTeamMemberLogic({ api: calls, onChanged: () => changed++ }), { input: { account, ownRebateBps: 200 } }).start();
    render(
      <AccountsProviders api={calls} host={false}>
        <MemberDetail actor={actor} onClose={() => {}} />
      </AccountsProviders>,
    );
    return { calls, changed: () => changed, user: userEvent.setup() };
  }

  it('a member two levels down is shown but cannot be changed nor receive a transfer', async () => {
    renderMember('player05');
    const panel = await screen.findByRole('region', { name: 'Details of player05' });
    expect(await within(panel).findByText('Only direct downlines can be changed or receive transfers.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Member')).toHaveTextContent('agent01 › agent02');
    expect(within(panel).queryByRole('button', { name: /^Make / })).toBeNull();
    expect(within(panel).queryByLabelText('Rebate (%)')).toBeNull();
    expect(within(panel).queryByRole('form', { name: /^Send money/ })).toBeNull();
    expect(deepMemberDetailFixture.member.level).toBe(2);
  });

  it('an agent with a team cannot become a member; its rebate is saved in basis points and the list told', async () => {
    const { calls, changed, user } = renderMember('agent02', {
      agentSetRebate: async (o: { body?: unknown }) => ({ ...memberDetailFixture.member, rebateBps: (o.body as { rebateBps: number }).rebateBps }),
    });
    const panel = await screen.findByRole('region', { name: 'Details of agent02' });
    const last30 = await within(panel).findByLabelText('Last 30 days');
    const value = (label: string) => within(last30).getByText(label).nextElementSibling?.textContent;
    expect([value('Bets'), value('Valid bet'), value('Profit and loss'), value('Deposits')]).toEqual(['52', 'P 4,000.00', '-P 300.00', 'P 2,000.00']);
    expect(within(panel).queryByRole('button', { name: /^Make agent02/ })).toBeNull();
    fireEvent.change(within(panel).getByLabelText('Rebate (%)'), { target: { value: '1.75' } });
    await user.click(within(panel).getByRole('button', { name: 'Save rebate' }));
    expect(await within(panel).findByText('The rebate was changed.')).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.name === 'agentSetRebate').map((c) => c.options?.body)).toEqual([{ account: 'agent02', rebateBps: 175 }]);
    expect(changed()).toBe(1);
  });

  it('sends money to a direct downline through POST /wps/transfer/downline, with the payment password', async () => {
    const sent: DownlineTransferRequest[] = [];
    const { user } = renderMember('agent02', {
      walletBalance: balanceFixture,
      transferDownline: async (o: { body?: unknown }) => {
        sent.push(o.body as DownlineTransferRequest);
        return uplineResultFixture;
      },
    });
    const form = await screen.findByRole('form', { name: 'Send money to Second Agent (agent02)' });
    expect(within(form).getByText('Downline')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '120' } });
    fireEvent.change(within(form).getByLabelText('Payment password'), { target: { value: '123456' } });
    await user.click(within(form).getByRole('button', { name: 'Transfer to downline' }));
    await waitFor(() => expect(screen.getByText('৳ 120.00 sent to Second Agent (agent02).')).toBeInTheDocument());
    expect(sent).toEqual([{ requestId: expect.any(String), amount: 120_00, paymentPassword: '123456', downline: 'agent02' }]);
  });
});
