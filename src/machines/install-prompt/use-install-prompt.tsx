import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { installPromptMachine } from './install-prompt.machine';

export type InstallPromptActorRef = ActorRefFrom<typeof installPromptMachine>;

/** What the install button shows, and its one intent. */
export function useInstallPrompt(actor: InstallPromptActorRef) {
  const offered = useSelector(actor, (s) => s.hasTag('install:offered'));
  const prompting = useSelector(actor, (s) => s.hasTag('state:loading'));
  const canRequest = useSelector(actor, (s) => s.can({ type: 'install.request' }));
  const intents = useMemo(() => ({ install: () => actor.send({ type: 'install.request' }) }), [actor]);
  return { offered, prompting, canRequest, ...intents };
}
