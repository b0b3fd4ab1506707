import { useCallback, useMemo, useState } from 'react';
import type { GameItem, Room } from '../../api/schemas/lobby';
import { gameTarget, roomTarget } from '../../machines/game-launch/game-launch.targets';
import { useGameFavoritesActor } from '../../machines/game-launch/game-favorites.context';
import { GameFavoritesProvider } from '../../machines/game-launch/use-game-favorites';
import { type MemberStripsPlace, useMemberStrips } from '../../machines/game-reads/use-member-strips';
import { Loading } from '../common/data-states';
import { lazyPart } from '../common/lazy-page';
import { drawnByServer } from '../common/server-drawing';
import { useLazyLauncher } from './lazy-launcher';
import { LazyVendorGamesDialog } from './lazy-vendor-games-dialog';
import { MemberStripsFrame } from './member-strips-frame';
import { type LobbyActions, LobbyActionsProvider } from './lobby-actions';
import { RngLobby, type RngSearch } from './rng-lobby';
import type { VendorListRequest } from './vendor-games-dialog';
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
 * then the RNG lobby (/rng) or the vendor lanes (other categories); one launcher for the page
 * and one vendor popup list.
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
  const [vendorList, setVendorList] = useState<VendorListRequest | null>(null);
  const favorites = useGameFavoritesActor();
  const play = useCallback(
    (game: GameItem) => {
      setVendorList(null);
      launch(gameTarget(game));
    },
    [launch],
  );
  const join = useCallback((room: Room) => launch(roomTarget(room, category)), [launch, category]);
  const actions = useMemo<LobbyActions>(
    () => ({ play, openVendor: (game) => setVendorList({ vassalage: game.vassalage, gameType: game.gameType, title: game.gameName }) }),
    [play],
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
          <VendorLanes category={category} focusVendor={search.vendor} onMore={setVendorList} onJoin={join} />
        )}
      </div>
      {vendorList && <LazyVendorGamesDialog request={vendorList} onClose={() => setVendorList(null)} />}
      {launcher}
    </LobbyActionsProvider>
  );
}
