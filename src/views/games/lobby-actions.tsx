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

const Ctx = createContext<LobbyActions>({ play: () => {}, openVendor: () => {} });
export const LobbyActionsProvider = Ctx.Provider;

export function useLobbyActions(): LobbyActions {
  return useContext(Ctx);
}
