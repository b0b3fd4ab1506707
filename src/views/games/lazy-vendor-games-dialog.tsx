import { lazyPart } from '../common/lazy-page';
import { withGamesCatalog } from './games-catalog';

/**
 * The vendor popup list (and its pager) load on the first "More" or vassalage card: the home
 * page's game sections show cards that may open it, but most visits never do, and the home
 * route's JavaScript has a budget.
 */
export const LazyVendorGamesDialog = lazyPart(
  withGamesCatalog(() => import('./vendor-games-dialog').then((m) => m.VendorGamesDialog)),
  <></>,
);
