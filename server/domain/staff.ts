import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findUserById } from '../repositories/users';
import { AuthError } from './auth/errors';

export interface FlowsAccessFacts {
  userId: string;
  /** The merchant setting `settings.flowsEnabled` (operator: `ops flows on|off`). */
  flowsEnabled: boolean;
  /** NODE_ENV=production: the setting decides; elsewhere the visualiser is always on. */
  production: boolean;
}

/**
 * Who may open the flow visualiser: staff accounts only (players, agents and trial accounts
 * are refused whatever the setting), and in production only while the operator has it on.
 */
export async function flowsAccess(db: Kysely<Database>, facts: FlowsAccessFacts): Promise<{ enabled: true }> {
  const user = await findUserById(db, facts.userId);
  if (!user) throw new AuthError('unauthorized', 'login.required', 'login required');
  if (!user.is_staff) throw new AuthError('forbidden', 'staff.only', 'staff accounts only');
  if (facts.production && !facts.flowsEnabled) throw new AuthError('forbidden', 'function.not.available', 'the flow visualiser is turned off');
  return { enabled: true };
}
