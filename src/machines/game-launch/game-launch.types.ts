import type { LaunchRequest, LaunchResult } from '../../api/schemas/lobby';

/** A lottery game to open (SPEC §7 lottery launch: launchMode LOTT with the lotto* fields). */
export interface LotteryLaunch {
  gameCode: string;
  prizeMode: string;
  /** VN (the Vietnamese lotteries) or GLOBAL. */
  area: string;
  view: 'betting' | 'lobby';
}

/**
 * What the member asked to play: a game, a PVP room, a whole vendor (nav, single-vendor
 * categories) or a lottery game. Built by the views from catalogue rows (game-launch.targets.ts).
 */
/** A press of a game: what to launch, and a new number for every press, so the same game can be asked for twice. */
export interface LaunchOrder {
  target: LaunchTarget;
  seq: number;
}

export interface LaunchTarget {
  vassalage: string;
  gameCategory: string;
  /** Shown while opening ("Opening Fortune Tiger…"); the game's, room's or vendor's name. */
  name: string;
  gameId?: string;
  roomId?: string;
  nodeId?: string;
  /**
   * Whether a trial (type 4) account may play it: false shows the warning without a call;
   * undefined (a whole vendor) lets the server decide (`game.trial.forbidden`).
   */
  trial?: boolean;
  lottery?: LotteryLaunch;
}

/** Who is launching, read from the session chart once it has settled. */
export interface LaunchSession {
  /** null: a visitor. */
  token: string | null;
  /** The account name (SPEC §3 launch payload `username`). */
  username: string;
  /** Account type (SPEC §4: 4 is a trial account). */
  type: number | null;
}

/** Site facts the payload needs besides the session (brand, language, where to come back). */
export interface LaunchEnvironment {
  merchantCode: string;
  /** Wire language code (BN, EN…). */
  language: string;
  /** Brand device (WEB): the lottery launch's `device`. */
  device: string;
  /** The page to return to from a lottery game (`backUrl`). */
  backUrl: string;
}

export interface GameLaunchContext {
  target: LaunchTarget | null;
  session: LaunchSession | null;
  /** The URL the launch answered (SPEC §7 value.content). */
  content: string | null;
  /** Why the launch stopped (a message key the view translates). */
  errorKey: string | null;
}

export type GameLaunchEvent =
  | { type: 'launch.start'; target: LaunchTarget }
  | { type: 'launch.retry' }
  | { type: 'launch.openHere' }
  | { type: 'launch.dismiss' };

export type { LaunchRequest, LaunchResult };
