import { useLingui } from '@lingui/react/macro';
import { categoryMeta } from '../categories';
import { ComingSoon, PageFrame } from './page-frame';

/**
 * A game category page (/elott, /rng, /live, /fish, /pvp, /sports, /esports).
 * TODO(games): vendor lanes, game lists, RNG tabs (?page=), vassalage popups.
 */
export function GameCategoryPage({ category }: { category: string }) {
  const { i18n } = useLingui();
  const meta = categoryMeta(category);
  return (
    <PageFrame title={meta ? i18n._(meta.label) : category} className={`category category--${category.toLowerCase()}`}>
      <ComingSoon />
    </PageFrame>
  );
}
