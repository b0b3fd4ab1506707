import type { ColumnType, Selectable } from 'kysely';
import type { Localized } from './database';

/**
 * Tables of the game catalogue, lobby and launch (migration 0005_games; docs/games.md).
 * Listed in `interface Database` (database.ts) like every other table.
 */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
type MaybeStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** bigint: node-postgres reads strings, PGlite numbers. */
type Minor = ColumnType<string | number | bigint, number | bigint | string, number | bigint | string>;
/** numeric: both drivers read a string. */
type Numeric = ColumnType<string | number | null, number | string | null | undefined, number | string | null>;

export interface GamesTable {
  merchant_code: string;
  /** Unique per merchant, [A-Za-z0-9_-]{1,64}, e.g. "PG-fortune-tiger". */
  game_id: string;
  vassalage: string;
  /** The vendor row's category_code (e-sports vendors are stored under SPORTS). */
  category: string;
  /** Tab of the vendor's games: SLOT, FISH, TABLE, BACCARAT, ROULETTE, … */
  game_type: string;
  name: Json<Localized>;
  /** Path below an image CDN; null: generated art at /cdn/games/<game_id>.svg. */
  image: ColumnType<string | null, string | null | undefined, string | null>;
  is_game: Defaulted<'GAME' | 'VASSALAGE'>;
  is_hot: Defaulted<boolean>;
  is_new: Defaulted<boolean>;
  sort: Defaulted<number>;
  trial: Defaulted<boolean>;
  /** An ENGINES value or 'lottery'; null only for VASSALAGE items. */
  engine: string | null;
  engine_config: JsonDefault<unknown>;
  /** Return to player in percent (e.g. 96.50); null where it does not apply (lottery). */
  rtp: Numeric;
  enabled: Defaulted<boolean>;
}

export interface FavoriteGamesTable {
  user_id: string;
  merchant_code: string;
  game_id: string;
  created_at: Stamp;
}

export interface RecentGamesTable {
  user_id: string;
  merchant_code: string;
  game_id: string;
  played_at: Stamp;
}

export interface PvpRoomsTable {
  merchant_code: string;
  room_id: string;
  game_id: string;
  name: Json<Localized>;
  min_bet: Minor;
  max_bet: Minor;
  seats: number;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
}

export interface LaunchTicketsTable {
  /** Hex SHA-256 of the raw ticket. */
  ticket_hash: string;
  merchant_code: string;
  user_id: string;
  user_type: number;
  game_id: string;
  room_id: string | null;
  wallet_code: string;
  language: string;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: MaybeStamp;
}

export type GameRow = Selectable<GamesTable>;
export type PvpRoomRow = Selectable<PvpRoomsTable>;
