import { waitFor } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { rewardClaimModel } from '../../src/machines/reward-claim/reward-claim.model';
import type { RewardClaimContext } from '../../src/machines/reward-claim/reward-claim.types';
import type { RewardClaimActor } from '../../src/machines/reward-claim/use-reward-claim';
import { whitelabelFixture } from '../../src/machines/system-status/system-status.fixtures';
import { ClaimButton } from '../../src/views/referral/claim-button';
import { createTestActors, Providers } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const actors = createTestActors(whitelabelFixture, 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});

/** What the chart announces as it ends (reward-signal.ts): the lists that show rewards read again. */
const announced = vi.fn();
type Ctx = StepContext<typeof rewardClaimModel.machine>;
const LABEL = 'Deposit P 100 in total';
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));

describeModel({
  model: rewardClaimModel,
  provide: (machine) => {
    announced.mockClear();
    return machine.provide({ actions: { announceSettled: (_, { paid }) => announced(paid) } });
  },
  render: (actor) => (
    <Providers actors={actors}>
      <ClaimButton actor={actor as RewardClaimActor} label={LABEL} />
    </Providers>
  ),
  states: {
    idle: ({ screen }) => {
      const button = screen.getByRole('button', { name: `Claim P 20.00 for ${LABEL}` });
      expect(button).toBeEnabled();
      expect(button).toHaveTextContent('Claim P 20.00');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(announced).not.toHaveBeenCalled();
    },
    claiming: ({ screen, snapshot }) => {
      const button = screen.getByRole('button', { name: `Claiming P 20.00 for ${LABEL}…` });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      // One key for the claim and all its retries.
      expect((snapshot.context as RewardClaimContext).requestId).toMatch(/^claim_[0-9a-f]{32}$/);
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: `Try again to claim P 20.00 for ${LABEL}` })).toBeEnabled();
    },
    claimed: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('P 20.00 added to your main wallet (reference M260302K7Q2M9XA)');
      expect(screen.queryByRole('button')).toBeNull();
      expect(announced).toHaveBeenCalledExactlyOnceWith({ reference: 'M260302K7Q2M9XA', amount: 2_000 });
    },
    alreadyClaimed: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Already claimed');
      expect(screen.queryByRole('button')).toBeNull();
      expect(announced).toHaveBeenCalledExactlyOnceWith(null);
    },
    refused: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Finish the mission first');
      expect(screen.queryByRole('button')).toBeNull();
      expect(announced).not.toHaveBeenCalled();
    },
  },
  controls: {
    idle: ['button:Claim P 20.00 for Deposit P 100 in total'],
    claiming: [],
    claimed: [],
    alreadyClaimed: [],
    refused: [],
    failed: ['button:Try again to claim P 20.00 for Deposit P 100 in total'],
  },
  exec: {
    'claim.submit': click(`Claim P 20.00 for ${LABEL}`),
    'claim.retry': async (e, ctx) => {
      const before = (ctx.actor.getSnapshot().context as RewardClaimContext).requestId;
      await click(`Try again to claim P 20.00 for ${LABEL}`)(e, ctx);
      expect((ctx.actor.getSnapshot().context as RewardClaimContext).requestId).toBe(before);
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
