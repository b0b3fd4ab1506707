import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as enContracts } from '../../../locales/en/contracts.po';
import { catalogs } from '../../../tests/setup/i18n';
import type { ContractAnswerRequest } from '../../api/schemas/agent';
import { activateLocale } from '../../i18n';
import { answeredFixtures, consolidatedFixtures, requestFixtures } from '../../machines/contract/contract.fixtures';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import { prefetchLazyParts } from '../common/lazy-page';
import { type FakeResponses, renderApp } from '../testing/render-app';

// The popup's chunks (watch, body) load lazily in the app; preloaded here so the test reads what shows.
beforeAll(async () => {
  await prefetchLazyParts();
});
afterEach(() => sessionStorage.clear());

/** The site at /, signed in as `info`, answering the contract calls from `responses`. */
async function signedIn(info: (typeof memberInfoFixtures)[keyof typeof memberInfoFixtures], responses: FakeResponses) {
  sessionStorage.setItem('token', `tok-${info.account}`);
  const app = await renderApp({ responses: { memberInfo: info, ...responses } });
  // The contract screens' part, as the modal's loader merges it.
  activateLocale('en', { ...catalogs.en, ...enContracts });
  return app;
}

const offerDialog = () => screen.findByRole('dialog', { name: 'Contract offer' }, { timeout: 4000 });

describe('the contract popup on login (SPEC §3 consolidated, §7 home)', () => {
  it('an agent with a waiting daily-salary offer sees it beside its upline’s tiers, accepts, and closes', async () => {
    const answers: ContractAnswerRequest[] = [];
    const { user, api } = await signedIn(memberInfoFixtures.agent, {
      consolidated: consolidatedFixtures.daily,
      dailySalaryRequest: requestFixtures.daily,
      contractAnswer: async (o) => {
        answers.push(o?.body as ContractAnswerRequest);
        return answeredFixtures.accepted;
      },
    });
    const dialog = await offerDialog();
    expect(within(dialog).getByText('agent01 offers you a contract: Daily salary.')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Tiers offered to you' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: "Your upline's own tiers" })).toBeInTheDocument();
    expect(api.calls.map((c) => c.name)).toEqual(expect.arrayContaining(['consolidated', 'dailySalaryRequest']));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const outcome = await within(dialog).findByRole('status');
    expect(outcome).toHaveTextContent('You accepted the contract (Daily salary).');
    expect(answers).toEqual([{ id: 'ct_offer', accept: true }]);
    await user.click(within(outcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Later" closes it without an answer', async () => {
    const { user, api } = await signedIn(memberInfoFixtures.agent, {
      consolidated: consolidatedFixtures.daily,
      dailySalaryRequest: requestFixtures.daily,
    });
    await user.click(within(await offerDialog()).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.name === 'contractAnswer')).toEqual([]);
  });

  it('the × of the dialog counts as later', async () => {
    const { user } = await signedIn(memberInfoFixtures.agent, {
      consolidated: consolidatedFixtures.daily,
      dailySalaryRequest: requestFixtures.daily,
    });
    const dialog = await offerDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a member (no offers: zeros) gets no popup and no relay call', async () => {
    const { api } = await signedIn(memberInfoFixtures.member, { consolidated: consolidatedFixtures.none });
    await waitFor(() => expect(api.calls.some((c) => c.name === 'consolidated')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.name.endsWith('Request'))).toEqual([]);
  });

  it('a trial account does not even ask', async () => {
    const { api } = await signedIn(memberInfoFixtures.trial, { consolidated: consolidatedFixtures.daily });
    // The signed-in block is there (where the watch would sit), and nothing asked.
    await screen.findByRole('button', { name: 'Sign out' });
    expect(api.calls.filter((c) => c.name === 'consolidated')).toEqual([]);
  });
});
