import { array, type Infer, nullable, number, object, optional, string } from 'superstruct';
import { instant } from './time';

/** Notice (SPEC §3): title, HTML content, publication instant (./time.ts). */
export const Notice = object({
  id: number(),
  title: string(),
  content: string(),
  date: instant(),
});
export type Notice = Infer<typeof Notice>;

export const Banner = object({
  id: number(),
  title: string(),
  imageUrl: string(),
  linkUrl: optional(nullable(string())),
});
export type Banner = Infer<typeof Banner>;

/** Home notice call (announcement result of SPEC §3). Types B banner, PL player, PU popup, PR promotion. */
export const HomeNotices = object({
  player: array(Notice),
  banners: array(Banner),
  popup: array(Notice),
  promotion: array(Notice),
});
export type HomeNotices = Infer<typeof HomeNotices>;
