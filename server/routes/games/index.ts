import { Hono } from 'hono';
import { endpoints } from '../../../src/api/endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { gamesHandlers } from './handlers';

/** /lgw/games/*: game menus of the bottom navigation. */
export function gamesRoutes(s: Services) {
  const h = gamesHandlers(s);
  return new Hono<AppEnv>().get(endpoints.gameMenus.path, h.menus);
}
