import { EngineInputError } from '../../../../src/game-engines/engine';
import { badField, MoneyError } from '../../money/errors';

/**
 * Refusals of the demo vendor (docs/demo-vendor.md "Errors"): MoneyErrors, so the money codes
 * (money.amount.*, money.balance.insufficient, money.idempotency.conflict) come out unchanged.
 */
export const ticketInvalid = () => new MoneyError('unauthorized', 'demo.ticket.invalid', 'the launch ticket is unknown, used or expired');
export const sessionInvalid = () => new MoneyError('unauthorized', 'demo.session.invalid', 'no such game session, or it expired');
export const engineMismatch = (engine: string) => new MoneyError('invalid', 'demo.engine.mismatch', `not available in a ${engine} game`, { engine });
export const fixtureUnknown = () => new MoneyError('notFound', 'demo.fixture.unknown', 'no such fixture');
export const fixtureClosed = (status: string) => new MoneyError('conflict', 'demo.fixture.closed', 'betting on this fixture is closed', { status });
export const stakeLimit = (min: number, max: number) => new MoneyError('invalid', 'money.amount.limit', 'stake outside the table limits', { min, max });

/** An engine's refusal of a config or choice as request_param_err. */
export function engineInput<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof EngineInputError) throw badField(e.field, e.reason);
    throw e;
  }
}

export async function engineInputAsync<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof EngineInputError) throw badField(e.field, e.reason);
    throw e;
  }
}
