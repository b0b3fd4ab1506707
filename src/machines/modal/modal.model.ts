import type { ChartModel } from '../graph/paths';
import { modalMachine } from './modal.machine';
import type { ModalContext, ModalName } from './modal.types';

/** Two layers are enough to exercise the stack: login, then forgot password opened from it. */
const MAX_DEPTH = 2;

export const modalModel: ChartModel<typeof modalMachine> = {
  id: 'modal',
  machine: modalMachine,
  events: (s) => {
    const stack = (s.context as ModalContext).stack;
    const top = stack.at(-1)?.name;
    const open = (name: ModalName, label: string) => ({ type: 'modal.open', name, label }) as never;
    return [
      ...(stack.length < MAX_DEPTH ? [open('login', 'login'), open('forgotPassword', 'forgot password')] : []),
      ...(top ? [open(top, `${top} again`)] : []),
      { type: 'modal.close' },
      { type: 'modal.closeAll' },
    ];
  },
  serialize: (s) => JSON.stringify({ v: s.value, stack: (s.context as ModalContext).stack.map((m) => m.name) }),
};
