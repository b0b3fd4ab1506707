import { useLingui } from '@lingui/react/macro';
import type { GameItem } from '../../api/schemas/lobby';
import type { Resource } from '../../machines/resource/use-resource';
import { DataView, Loading } from '../common/data-states';
import { GameGrid } from './playable-card';
import { Pager } from './pager';

interface GamePage {
  list: GameItem[];
  total: number;
  size: number;
}

/** One page of a vendor's games (GCSGAME_gameList) and its pager: the slot lobby's tab and the game popup. */
export function PagedGames({ list, title, page, onPage }: { list: Resource<GamePage>; title: string; page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  return (
    <DataView resource={list} loading={<Loading label={t`Loading games`} />}>
      {(data) =>
        data.list.length ? (
          <>
            <GameGrid games={data.list} label={t`${title} games`} />
            <Pager page={page} total={data.total} size={data.size} onPage={onPage} label={t`${title} games pages`} />
          </>
        ) : (
          <p className="page-note">{t`No games found.`}</p>
        )
      }
    </DataView>
  );
}
