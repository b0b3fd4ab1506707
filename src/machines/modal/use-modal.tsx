import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createRequiredContext } from '../required-context';
import type { modalMachine } from './modal.machine';
import type { ModalName, ModalProps } from './modal.types';

export type ModalActor = ActorRefFrom<typeof modalMachine>;

const [Provider, useModalActor] = createRequiredContext<ModalActor>('useModal', 'ModalProvider');
export { useModalActor };

export function ModalProvider({ actor, children }: { actor: ModalActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

/** Intents only: for views that open modals but do not render them (buttons, pages). */
export function useModalIntents() {
  const actor = useModalActor();
  return useMemo(
    () => ({
      open: (name: ModalName, props?: ModalProps) => actor.send({ type: 'modal.open', name, props }),
      close: () => actor.send({ type: 'modal.close' }),
      closeAll: () => actor.send({ type: 'modal.closeAll' }),
    }),
    [actor],
  );
}

/** The shown modal (top of the stack) plus the intents. */
export function useModal() {
  const actor = useModalActor();
  const top = useSelector(actor, (s) => s.context.stack.at(-1) ?? null);
  const depth = useSelector(actor, (s) => s.context.stack.length);
  return { top, depth, ...useModalIntents() };
}
