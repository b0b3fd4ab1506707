import { useMemo, useState } from 'react';
import { gameTarget } from '../../machines/game-launch/game-launch.targets';
import type { LaunchTarget } from '../../machines/game-launch/game-launch.types';
import { useVendorGames } from '../../machines/game-reads/use-vendor-games';
import { useModalIntents } from '../../machines/modal/use-modal';
import { type LobbyActions, LobbyActionsProvider, type VendorListRequest, vendorListOf } from './lobby-actions';
import { PagedGames } from './paged-games';

/**
 * The game popup (SPEC §2 "Modals: … game popup"; "A game item with isGame equal to VASSALAGE
 * fetches a popup list of games"; also a lane's "More"): a vendor's games from GCSGAME_gameList,
 * paged, in the modal chart's `gamePopup` (the modal host draws its dialog, titled by the vendor).
 * A game chosen here closes the popup and starts through the host's launcher, which outlives it;
 * a vassalage item here opens its own list in the popup's place.
 */
export function GamePopupBody({ request, launch }: { request: VendorListRequest; launch: (target: LaunchTarget) => void }) {
  const modal = useModalIntents();
  const [page, setPage] = useState(1);
  const list = useVendorGames(request, page);
  const actions = useMemo<LobbyActions>(
    () => ({
      play: (game) => {
        modal.close();
        launch(gameTarget(game));
      },
      openVendor: (game) => modal.open('gamePopup', vendorListOf(game)),
    }),
    [modal, launch],
  );
  return (
    <LobbyActionsProvider value={actions}>
      <PagedGames list={list} title={request.title} page={page} onPage={setPage} />
    </LobbyActionsProvider>
  );
}
