import { AUTH } from '../../src/config/constants';
import { type OperatorResetDeps, resetToFlaggedPassword } from '../domain/auth/operator-reset';

/** Customer-service commands on a member's account (`ops user …`), run by server/cli/commands.ts. */
export const USER_OPS_HELP = `  user reset-password <username>       set the member's password to the default flagged one (${AUTH.flaggedPassword}):
                                       sessions end; the next login must change it`;

export type UserOpsDeps = OperatorResetDeps;

type Result = { ok: boolean; output: string };
const refuse = (output: string): Result => ({ ok: false, output: `error: ${output}` });

export async function userCommand(d: UserOpsDeps, merchantCode: string, sub: string | undefined, rest: string[]): Promise<Result> {
  if (sub !== 'reset-password') return refuse(`unknown command: user ${[sub ?? '', ...rest].join(' ').trim()}\n\n${USER_OPS_HELP}\n`);
  const username = rest[0]?.trim();
  if (!username || rest.length > 1) return refuse(`usage: user reset-password <username>\n\n${USER_OPS_HELP}\n`);
  const r = await resetToFlaggedPassword(d, merchantCode, username);
  if (!r.done) {
    return refuse(r.reason === 'unknownMember' ? `no member ${username} in ${merchantCode}` : `${r.username} is a trial account: it has no password to reset`);
  }
  return { ok: true, output: `password of ${r.username} reset to the default flagged password: sessions ended; the next login must change it` };
}
