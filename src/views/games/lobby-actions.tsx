import { createContext, useContext } from 'react';
import type { GameItem } from '../../api/schemas/lobby';

export interface VendorRef {
  vassalage: string;
  displayName: string;
  gameCategory: string;
}

/** What a game card can ask of the page around it: play a game, open a vendor's popup list. */
export interface LobbyActions {
  play: (game: GameItem) => void;
  openVendor: (game: GameItem) => void;
}

/** What the game popup lists (the modal chart's `gamePopup` props; src/views/modals/modal-host.tsx). */
export type VendorListRequest = {
  vassalage: string;
  /** A VASSALAGE item's game type (docs/games.md: the popup lists that type). */
  gameType?: string;
  /** A lane's category: a vendor may sit in several (JILI: slots, fishing, tables). */
  gameCategory?: string;
  /** The popup's title: the vendor's name or the vassalage item's. */
  title: string;
};

/** A VASSALAGE game item's list: its vendor's games of its type, titled by the item. */
export const vendorListOf = (game: GameItem): VendorListRequest => ({ vassalage: game.vassalage, gameType: game.gameType, title: game.gameName });

const Ctx = createContext<LobbyActions>({ play: () => {}, openVendor: () => {} });
export const LobbyActionsProvider = Ctx.Provider;

export function useLobbyActions(): LobbyActions {
  return useContext(Ctx);
}
