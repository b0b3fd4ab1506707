import { act, type screen as Screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import { RECHECK_ANSWERS } from '../../src/machines/recheck/recheck.model';

/**
 * A flow's `rechecking` state, driven through the real "Confirm it's you" panel (the recheck
 * chart the flow invoked; tests/model/recheck.test.tsx covers that chart's own paths). The
 * chart's calls are inert in the suites, so their answers are given to it as events.
 */
interface Ctx {
  actor: AnyActorRef;
  user: ReturnType<typeof userEvent.setup>;
  screen: typeof Screen;
}

const child = (actor: AnyActorRef): AnyActorRef => {
  const ref = (actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.recheck;
  expect(ref, 'the recheck chart is running').toBeDefined();
  return ref!;
};

/** What the panel shows while its chart reads the member's factors: a heading, a Cancel button. */
export const RECHECK_LOADING_CONTROLS = ['button:Cancel'] as const;

export function expectRecheckPanel(screen: typeof Screen): void {
  expect(screen.getByRole('region', { name: "Confirm it's you" })).toHaveTextContent('Loading…');
}

/** `xstate.done.actor.recheck`: the member confirms with the password (or cancels), as they would. */
export async function answerRecheck(e: EventObject, { actor, user, screen }: Ctx): Promise<void> {
  const confirmed = (e as unknown as { output: { confirmed: boolean } }).output.confirmed;
  const recheck = child(actor);
  if (!confirmed) {
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    return;
  }
  await act(async () => recheck.send({ type: 'xstate.done.actor.loadFactors', output: { totpEnabled: false } } as never));
  await user.type(screen.getByLabelText('Login password'), RECHECK_ANSWERS.password);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await act(async () => recheck.send({ type: 'xstate.done.actor.checkIdentity', output: undefined } as never));
}
