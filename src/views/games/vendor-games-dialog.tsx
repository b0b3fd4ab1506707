import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useVendorGames } from '../../machines/game-reads/use-vendor-games';
import { DataView, Loading } from '../common/data-states';
import { Dialog } from '../modals/dialog';
import { GameGrid } from './playable-card';
import { Pager } from './pager';

export interface VendorListRequest {
  vassalage: string;
  /** A VASSALAGE item's game type (docs/games.md: the popup lists that type). */
  gameType?: string;
  /** A lane's category: a vendor may sit in several (JILI: slots, fishing, tables). */
  gameCategory?: string;
  /** Dialog title: the vendor's name or the vassalage item's. */
  title: string;
}

/**
 * The popup list of a vendor's games (SPEC §2 "A game item with isGame equal to VASSALAGE
 * fetches a popup list of games"; also a lane's "More"): GCSGAME_gameList, paged.
 */
export function VendorGamesDialog({ request, onClose }: { request: VendorListRequest; onClose: () => void }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useVendorGames(request, page);
  const title = request.title;
  return (
    <Dialog title={t`${title} games`} onClose={onClose}>
      <DataView resource={list} loading={<Loading label={t`Loading games`} />}>
        {(data) =>
          data.list.length ? (
            <>
              <GameGrid games={data.list} label={t`${title} games`} />
              <Pager page={page} total={data.total} size={data.size} onPage={setPage} label={t`${title} games pages`} />
            </>
          ) : (
            <p className="page-note">{t`No games found.`}</p>
          )
        }
      </DataView>
    </Dialog>
  );
}
