import { Hono } from 'hono';
import { endpoints } from '../../../src/api/endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { announcementHandlers } from './handlers';

/** /wps/announcement/*: home notices (banners, player notices, popup, promotions). */
export function announcementRoutes(s: Services) {
  const h = announcementHandlers(s);
  return new Hono<AppEnv>().get(endpoints.homeNotices.path, h.home);
}
