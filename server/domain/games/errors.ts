/**
 * A refusal of the games domain, free of HTTP (like MoneyError): routes/games/context.ts maps
 * `kind` to a status. Codes: docs/games.md "Errors".
 */
export type GameErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'conflict';

export class GameError extends Error {
  constructor(
    readonly kind: GameErrorKind,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'GameError';
  }
}

export const badParam = (field: string, reason: string) =>
  new GameError('invalid', 'request_param_err', `invalid parameter: ${field}`, { field, reason });
export const gameUnknown = () => new GameError('notFound', 'game.unknown', 'no such game');
export const vendorUnknown = () => new GameError('notFound', 'game.vendor.unknown', 'no such vendor');
export const categoryUnknown = () => new GameError('notFound', 'game.category.unknown', 'no such game category');
export const roomUnknown = () => new GameError('notFound', 'game.room.unknown', 'no such room for this game');
export const trialForbidden = () => new GameError('forbidden', 'game.trial.forbidden', 'trial accounts may not play this vendor');
/** The launch body's token, username or merchant is not the session's. */
export const launchMismatch = (field: string) =>
  new GameError('forbidden', 'game.launch.mismatch', 'the launch request does not belong to this session', { field });
export const favoritesFull = (max: number) =>
  new GameError('conflict', 'game.favorites.limit', `at most ${max} favourite games`, { max });
