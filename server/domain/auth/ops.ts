import type { Kysely } from 'kysely';
import { AUTH } from '../../../src/config/constants';
import type { Clock } from '../../clock';
import { OWASP_ARGON2 } from '../../config';
import type { Database } from '../../db/database';
import { insertAuthEvent } from '../../repositories/auth-events';
import { endLiveSessions } from '../../repositories/sessions';
import { findUserByUsername, setPassword } from '../../repositories/users';
import { PasswordHasher } from './passwords';

/**
 * Customer-service commands on a member's account (`ops user …`), run by server/domain/ops.ts.
 * `reset-password` gives the member the default flagged password (SPEC §9 "Default flagged
 * password {secret}"): whoever logs in with it must change it first (SPEC §4), and every
 * live session of the account ends, as with a member's own reset.
 */
export const USER_OPS_HELP = `  user reset-password <username>       set the member's password to the default flagged one (${AUTH.flaggedPassword}):
                                       sessions end; the next login must change it`;

export interface UserOpsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type Result = { ok: boolean; output: string };
const refuse = (output: string): Result => ({ ok: false, output: `error: ${output}` });

export async function userCommand(d: UserOpsDeps, merchantCode: string, sub: string | undefined, rest: string[]): Promise<Result> {
  if (sub !== 'reset-password') return refuse(`unknown command: user ${[sub ?? '', ...rest].join(' ').trim()}\n\n${USER_OPS_HELP}\n`);
  const username = rest[0]?.trim();
  if (!username || rest.length > 1) return refuse(`usage: user reset-password <username>\n\n${USER_OPS_HELP}\n`);
  const user = await findUserByUsername(d.db, merchantCode, username);
  if (!user) return refuse(`no member ${username} in ${merchantCode}`);
  // Trial (free play) accounts have no usable password.
  if (user.type === 4) return refuse(`${user.username} is a trial account: it has no password to reset`);
  const now = d.clock.now();
  // Production cost (the CLI may run without the server's config); a good login re-hashes at the server's cost.
  // The event's address: operator commands run on the server host (loopback or the database itself).
  const hash = await new PasswordHasher(OWASP_ARGON2).hash(AUTH.flaggedPassword);
  await setPassword(d.db, user.id, hash, now);
  await endLiveSessions(d.db, user.id, 'password', now);
  await insertAuthEvent(d.db, { merchantCode, event: 'password.reset', userId: user.id, subject: user.username, ip: '127.0.0.1', detail: { how: 'ops' }, at: now });
  return { ok: true, output: `password of ${user.username} reset to the default flagged password: sessions ended; the next login must change it` };
}
