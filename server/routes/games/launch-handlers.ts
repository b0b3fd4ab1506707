import { LaunchRequest } from '../../../src/api/schemas/lobby';
import { launchGame } from '../../domain/games/launch';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import { body } from '../../wire/body';
import { checkInput } from '../../wire/limits';
import { handle } from './context';

/** POST /wps/game/launchGame (token): the session comes from the wire middleware. */
export function launchHandlers(s: Services) {
  return {
    launch: handle(async (c) => {
      const input = checkInput(await body(c), LaunchRequest);
      const m = c.get('merchant');
      const session = c.get('session')!;
      return ok(
        c,
        await launchGame({ db: s.db, clock: s.clock }, { code: m.code, profile: m.profile }, session, c.get('lang'), input),
      );
    }),
  };
}
