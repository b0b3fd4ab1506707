import { useCallback, useMemo } from 'react';
import type { GameItem, Room } from '../../api/schemas/lobby';
import { gameTarget, roomTarget } from '../../machines/game-launch/game-launch.targets';
import { useGameFavoritesActor } from '../../machines/game-launch/game-favorites.context';
import { GameFavoritesProvider } from '../../machines/game-launch/use-game-favorites';
import { type MemberStripsPlace, useMemberStrips } from '../../machines/game-reads/use-member-strips';
import { useModalIntents } from '../../machines/modal/use-modal';
import { Loading } from '../common/data-states';
import { lazyPart } from '../common/lazy-page';
import { useDrawnByServer } from '../common/server-drawing';
import { useLazyLauncher } from './lazy-launcher';
import { MemberStripsFrame } from './member-strips-frame';
import { type LobbyActions, LobbyActionsProvider, type VendorListRequest, vendorListOf } from './lobby-actions';
import { RngLobby, type RngSearch } from './rng-lobby';
import './games.css';

export type CategorySearch = RngSearch;

/**
 * The vendor lanes (and their room lists) of the other categories: a chunk of their own, so /rng
 * (the slot lobby) does not download them (issue #16 initial-JS budget). On those categories'
 * addresses the router starts fetching it at boot (bootPrefetch), alongside this page's chunk.
 */
const VendorLanes = lazyPart(() => import('./vendor-lanes').then((m) => m.VendorLanes), <Loading />, 'vendor-lanes');

/**
 * A member's favourites and recent games: their own chunk, which a visitor's lobby never loads.
 * Until it arrives their frame holds their place.
 */
const MemberStrips = lazyPart(() => import('./member-strips').then((m) => m.MemberStrips), <MemberStripsFrame />);

/**
 * The content of a category page (SPEC §2, §7): the member's favourites and recent games,
 * then the RNG lobby (/rng) or the vendor lanes (other categories), and one launcher for the page;
 * a vendor's list opens in the modal chart's game popup.
 */
export function CategoryLobby({ category, search, onSearch }: { category: string; search: CategorySearch; onSearch: (next: CategorySearch) => void }) {
  const strips = useMemberStrips();
  // Favourites are a member feature: visitors and trial accounts get no chart and no stars.
  return (
    <GameFavoritesProvider token={strips.token}>
      <LobbyBody category={category} search={search} onSearch={onSearch} strips={strips} />
    </GameFavoritesProvider>
  );
}

function LobbyBody({
  category,
  search,
  onSearch,
  strips,
}: {
  category: string;
  search: CategorySearch;
  onSearch: (next: CategorySearch) => void;
  strips: MemberStripsPlace;
}) {
  const { launch, launcher } = useLazyLauncher();
  const modal = useModalIntents();
  const favorites = useGameFavoritesActor();
  const drawnByServer = useDrawnByServer();
  const join = useCallback((room: Room) => launch(roomTarget(room, category)), [launch, category]);
  const openList = useCallback((request: VendorListRequest) => modal.open('gamePopup', request), [modal]);
  const actions = useMemo<LobbyActions>(
    () => ({ play: (game: GameItem) => launch(gameTarget(game)), openVendor: (game) => openList(vendorListOf(game)) }),
    [launch, openList],
  );
  return (
    <LobbyActionsProvider value={actions}>
      <div className="lobby">
        {strips.token ? (
          <MemberStrips favorites={favorites} token={strips.token} category={category} />
        ) : strips.kept ? (
          <MemberStripsFrame />
        ) : (
          // The server draws for a visitor, but a member's tab keeps that drawing: their frame is in it for them.
          drawnByServer && <MemberStripsFrame memberOnly />
        )}
        {category === 'RNG' ? (
          <RngLobby search={search} onSearch={onSearch} />
        ) : (
          <VendorLanes category={category} focusVendor={search.vendor} onMore={openList} onJoin={join} />
        )}
      </div>
      {launcher}
    </LobbyActionsProvider>
  );
}
