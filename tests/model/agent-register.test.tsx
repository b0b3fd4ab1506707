import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { AgentRegisterRequest } from '../../src/api/schemas/agent';
import { agentRegisterModel, AGENT_REGISTER_VALUES } from '../../src/machines/agent-center/agent-register.model';
import type { AgentRegisterContext, AgentRegisterField } from '../../src/machines/agent-center/agent-register.types';
import type { AgentRegisterActor } from '../../src/machines/agent-center/use-agent-register';
import { registerSettingFixture } from '../../src/machines/register/register.fixtures';
import { agentMenuFixture } from '../../src/machines/agent-center/agent-center.fixtures';
import { loadAgentsCatalog } from '../../src/views/agents/agents-catalog';
import { AgentRegister, RegisterSection } from '../../src/views/agents/register-section';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');
beforeAll(() => loadAgentsCatalog());

const LABELS: Record<AgentRegisterField, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  type: 'Account type',
  nickname: 'Nickname (optional)',
  rebate: 'Rebate (%)',
};

/** What each field error reads (SPEC §5 messages, the merchant's bounds; the rebate limit). */
const FIELD_MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'register.username.exists': 'This username is already taken',
  'agent.rebate.max': 'The rebate cannot be higher than your own (2.00%)',
};

const POPUP_MESSAGES: Record<string, string> = {
  'agent.only': 'Non-agents cannot log in',
  'network.abnormal': 'Network link is abnormal, please try again',
};

type Ctx = StepContext<typeof agentRegisterModel.machine> & { snapshot: { context: unknown } };
const api = fakeApi({});

function expectForm({ snapshot }: Ctx, busy: boolean) {
  const c = snapshot.context as AgentRegisterContext;
  const form = screen.getByRole('form', { name: 'Register a downline account' });
  expect(form).toHaveAttribute('aria-busy', String(busy));
  for (const [field, label] of Object.entries(LABELS) as [AgentRegisterField, string][]) {
    const input = within(form).getByLabelText(label);
    expect(input).toHaveValue(c.values[field]);
    const error = c.errors[field];
    if (error) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES[error.key]!));
    } else expect(input).not.toHaveAttribute('aria-invalid');
  }
  expect(within(form).getByLabelText('Rebate (%)')).toHaveAccessibleDescription(expect.stringContaining('At most your own rebate, 2.00%'));
  return form;
}

describeModel({
  model: agentRegisterModel,
  render: (actor: AnyActorRef) => (
    <AccountsProviders api={api} host={false}>
      <AgentRegister actor={actor as AgentRegisterActor} />
    </AccountsProviders>
  ),
  states: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByRole('form')).toBeNull();
    },
    loadFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    editing: (ctx) => {
      const form = expectForm(ctx, false);
      expect(within(form).getByRole('button', { name: 'Register account' })).toBeEnabled();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    submitting: (ctx) => {
      const form = expectForm(ctx, true);
      expect(within(form).getByRole('button', { name: 'Registering…' })).toBeDisabled();
    },
    refused: (ctx) => {
      const c = ctx.snapshot.context as AgentRegisterContext;
      expectForm(ctx, false);
      // Server errors that belong to no field: in a popup.
      const popup = screen.getByRole('alertdialog', { name: 'The account was not registered' });
      expect(popup).toHaveTextContent(POPUP_MESSAGES[c.errorKey!]!);
    },
    registered: ({ snapshot }) => {
      const c = snapshot.context as AgentRegisterContext;
      expect(screen.getByRole('status')).toHaveTextContent(`Agent ${c.registered!.account} registered with a rebate of 1.50%.`);
      expect(screen.queryByRole('form')).toBeNull();
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    editing: ['button:Register account', 'combobox:Account type', 'password:Confirm password', 'password:Password', 'textbox:Nickname (optional)', 'textbox:Rebate (%)', 'textbox:Username'],
    submitting: [],
    // The refusal is a modal popup: its OK is all that can be pressed.
    refused: ['button:OK'],
    registered: ['button:Register another account'],
  },
  exec: {
    'agentRegister.change': async (e, { user }) => {
      const { field, value } = e as unknown as { field: AgentRegisterField; value: string };
      if (field === 'type') await user.selectOptions(screen.getByLabelText(LABELS.type), value);
      else fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } });
    },
    'agentRegister.submit': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Register account' })),
    'agentRegister.dismiss': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'OK' })),
    'agentRegister.again': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Register another account' })),
    'agentRegister.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof agentRegisterModel.machine>) => Promise<void>>,
});

describe('account registration against the API (PUT /wps/agent/register)', () => {
  function renderSection(register: (body: AgentRegisterRequest) => unknown) {
    const sent: AgentRegisterRequest[] = [];
    const api = fakeApi({
      registerSetting: registerSettingFixture,
      agentRegister: async (o) => {
        sent.push(o?.body as AgentRegisterRequest);
        return register(o?.body as AgentRegisterRequest) as never;
      },
    });
    const view = (
      <AccountsProviders api={api} host={false}>
        <RegisterSection menu={agentMenuFixture} go={() => {}} />
      </AccountsProviders>
    );
    return { sent, view };
  }

  async function fill(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, values = AGENT_REGISTER_VALUES) {
    await screen.findByRole('form', { name: 'Register a downline account' });
    for (const [field, value] of Object.entries(values) as [AgentRegisterField, string][]) {
      if (field === 'type') await user.selectOptions(screen.getByLabelText(LABELS.type), value);
      else fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } });
    }
  }

  it('sends the downline with its type and the rebate in basis points (the client encrypts it)', async () => {
    const { render } = await import('@testing-library/react');
    const userEvent = (await import('@testing-library/user-event')).default;
    const user = userEvent.setup();
    const { sent, view } = renderSection((b) => ({ account: b.username, type: b.type, rebateBps: b.rebateBps ?? 0 }));
    render(view);
    await fill(user, { ...AGENT_REGISTER_VALUES, username: '  agent09 ', rebate: '0.25' });
    await user.click(screen.getByRole('button', { name: 'Register account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Agent agent09 registered with a rebate of 0.25%.');
    expect(sent).toEqual([{ username: 'agent09', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', type: 1, nickname: 'Third Agent', rebateBps: 25 }]);
  });

  it('refuses a rebate above the agent’s own, a malformed one, and a confirmation that differs, without a request', async () => {
    const { render } = await import('@testing-library/react');
    const user = (await import('@testing-library/user-event')).default.setup();
    const { sent, view } = renderSection(() => {
      throw new Error('not sent');
    });
    render(view);
    await fill(user, { ...AGENT_REGISTER_VALUES, confirmPassword: 'Passw0rd?', rebate: '2.01' });
    await user.click(screen.getByRole('button', { name: 'Register account' }));
    expect(screen.getByLabelText('Rebate (%)')).toHaveAccessibleDescription(expect.stringContaining('The rebate cannot be higher than your own (2.00%)'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Incorrect confirmation input');
    fireEvent.change(screen.getByLabelText('Rebate (%)'), { target: { value: '1.234' } });
    await user.click(screen.getByRole('button', { name: 'Register account' }));
    expect(screen.getByLabelText('Rebate (%)')).toHaveAccessibleDescription(expect.stringContaining('Please enter a percentage with at most two decimals'));
    expect(sent).toEqual([]);
  });

  it('a rebate the server refuses (400 agent.rebate.range with its bounds) shows under the rebate, not in a popup', async () => {
    const { render } = await import('@testing-library/react');
    const user = (await import('@testing-library/user-event')).default.setup();
    const { view } = renderSection(() => {
      throw new ApiError('server', 'agent.rebate.range', { status: 400, value: { field: 'rebateBps', min: 0, max: 120 } });
    });
    render(view);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register account' }));
    expect(await screen.findByText('The rebate must be between 0.00% and 1.20%')).toBeInTheDocument();
    expect(screen.getByLabelText('Rebate (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
