import type { EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { PopupBlockedError } from './actors/launch-actors';
import { fortuneTiger, memberSession, seaLotto, superAce, trialSession, visitorSession, vnLotto } from './game-launch.fixtures';
import { gameLaunchMachine } from './game-launch.machine';
import { isLotteryContent } from './game-launch.rules';
import { gameTarget } from './game-launch.targets';
import type { GameLaunchContext } from './game-launch.types';

/** The games a member can press in the model's view: one per routing rule. */
export const LAUNCH_MODEL_GAMES = [fortuneTiger, superAce, seaLotto, vnLotto] as const;

const done = (id: string, output: unknown, label: string) => ({ type: `xstate.done.actor.${id}`, output, label }) as EventObject;
const error = (id: string, err: unknown, label: string) => ({ type: `xstate.error.actor.${id}`, error: err, label }) as EventObject;

export const gameLaunchModel: ChartModel<typeof gameLaunchMachine> = {
  id: 'game-launch',
  machine: gameLaunchMachine,
  events: (s) => {
    const c = s.context as GameLaunchContext;
    // Lottery vendors may answer with a lottery page of the site.
    const lottery = c.target?.vassalage === vnLotto.vassalage || c.target?.vassalage === seaLotto.vassalage;
    return [
      ...LAUNCH_MODEL_GAMES.map((g) => ({ type: 'launch.start', target: gameTarget(g), label: g.gameName }) as EventObject),
      done('readSession', visitorSession, 'visitor'),
      // Only a game that forbids trial play makes the trial account differ from a member.
      ...(c.target?.trial === false ? [done('readSession', trialSession, 'trial account')] : []),
      done('readSession', memberSession, 'member'),
      error('readSession', new Error('session unavailable'), 'session unreadable'),
      done('launchGame', { content: '/demo-vendor/play?ticket=t1' }, 'game URL'),
      ...(lottery ? [done('launchGame', { content: '/Vnlottery?game=VN_NORTH&view=betting' }, 'lottery page')] : []),
      done('launchGame', { content: 'javascript:alert(1)' }, 'invalid URL'),
      error('launchGame', new ApiError('network', 'network.abnormal'), 'offline'),
      error('launchGame', new ApiError('server', 'game.trial.forbidden', { status: 403 }), 'trial forbidden'),
      done('openWindow', undefined, 'window opened'),
      error('openWindow', new PopupBlockedError(), 'popup blocked'),
      { type: 'launch.retry' },
      { type: 'launch.openHere' },
      { type: 'launch.dismiss' },
    ];
  },
  // Idle forgets what came before (the next press sets everything): one vertex, so paths stay few.
  serialize: (s) => {
    const c = s.context as GameLaunchContext;
    if (s.matches('idle')) return '"idle"';
    return JSON.stringify({ v: s.value, g: c.target?.gameId ?? null, e: c.errorKey, page: isLotteryContent(c.content ?? '') });
  },
};
