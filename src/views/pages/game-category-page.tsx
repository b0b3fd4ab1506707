import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { categoryMeta } from '../categories';
import { CategoryLobby, type CategorySearch } from '../games/category-lobby';
import { PageFrame } from './page-frame';

/**
 * A game category page (/elott, /rng, /live, /fish, /pvp, /sports, /esports, /cockfight, /mini): `?vendor=` names a
 * vendor (its lane, or the chosen slot vendor), `?page=` the /rng game-type tab (SPEC §2).
 * The router loads it with the games catalog part.
 */
export function GameCategoryPage({ category }: { category: string }) {
  const { i18n } = useLingui();
  const meta = categoryMeta(category);
  const search = useSearch({ strict: false }) as CategorySearch;
  const navigate = useNavigate();
  const onSearch = useCallback(
    (next: CategorySearch) => void navigate({ to: '.', search: { vendor: next.vendor, page: next.page } as never, replace: false }),
    [navigate],
  );
  return (
    <PageFrame title={meta ? i18n._(meta.label) : category} className={`category category--${category.toLowerCase()}`}>
      <CategoryLobby category={category} search={{ vendor: search.vendor, page: search.page }} onSearch={onSearch} />
    </PageFrame>
  );
}
