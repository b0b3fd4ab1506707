import type { ChartModel } from '../graph/paths';
import { gameFrameMachine } from './game-frame.machine';

export const GAME_FRAME_MODEL_SRC = 'https://cdn1.example/demo-vendor/play?ticket=t1';

export const gameFrameModel: ChartModel<typeof gameFrameMachine> = {
  id: 'game-frame',
  machine: gameFrameMachine,
  input: { src: GAME_FRAME_MODEL_SRC, name: 'Fortune Tiger' },
  starts: [{ label: 'no game stored', input: { src: null, name: '' } }],
  events: () => [{ type: 'game.close' }, { type: 'frame.balance' }, { type: 'frame.close' }],
  serialize: (s) => JSON.stringify(s.value),
  equivalentMutants: {
    'swap-event:gameFrame.playing:frame.close⇄game.close':
      'Both transitions go to `left` with no action of their own: trading them changes only which description names which event.',
  },
};
