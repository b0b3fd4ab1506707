import { fromCallback } from 'xstate';
import { fromGameFrame, vendorMessage } from './frame-messages';
import { gameFrameMachine, type GameFrameEvent } from './game-frame.machine';

export interface GameFrameDeps {
  /** The game frame's window, once it is in the page. */
  frameWindow: () => Window | null | undefined;
  announceBalance: () => void;
  leave: () => void;
  win?: Window;
}

export function createGameFrameLogic({ frameWindow, announceBalance, leave, win = window }: GameFrameDeps) {
  return gameFrameMachine.provide({
    actors: {
      watchFrame: fromCallback<GameFrameEvent>(({ sendBack }) => {
        const onMessage = (event: MessageEvent) => {
          if (!fromGameFrame(event, frameWindow(), win.location.origin)) return;
          const message = vendorMessage(event.data);
          if (message === 'balance') sendBack({ type: 'frame.balance' });
          else if (message === 'close') sendBack({ type: 'frame.close' });
        };
        win.addEventListener('message', onMessage);
        return () => win.removeEventListener('message', onMessage);
      }),
    },
    actions: { announceBalance: () => announceBalance(), leave: () => leave() },
  });
}
