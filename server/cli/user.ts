import { AUTH } from '../../src/config/constants';
import { type FactorKeyRing, loadFactorKeys } from '../domain/auth/factor-secrets';
import { memberFactors, resealFactorSecrets, resetSecondFactor } from '../domain/auth/operator-factors';
import { type OperatorResetDeps, resetToFlaggedPassword } from '../domain/auth/operator-reset';

/** Customer-service commands on a member's account (`ops user …`), run by server/cli/commands.ts. */
export const USER_OPS_HELP = `  user reset-password <username>       set the member's password to the default flagged one (${AUTH.flaggedPassword}):
                                       sessions end; the next login must change it
  user factors <username>              the member's second factors (authenticator, recovery codes left,
                                       new-address methods) and the latest sign-ins and failures
  user reset-2fa <username>            remove the member's authenticator, recovery codes and passkeys
                                       after an identity check: sessions end; audited (auth event totp.reset)
  user reseal-secrets                  after a FACTOR_KEY rotation: seal every authenticator secret still under a
                                       previous key (FACTOR_KEYS_PREVIOUS) with the current FACTOR_KEY`;

export type UserOpsDeps = OperatorResetDeps & {
  /** The keys authenticator secrets are sealed with; default: this process's FACTOR_KEY / FACTOR_KEYS_PREVIOUS. */
  factorKeys?: FactorKeyRing;
};

type Result = { ok: boolean; output: string };
const refuse = (output: string): Result => ({ ok: false, output: `error: ${output}` });
const SUBS = ['reset-password', 'factors', 'reset-2fa', 'reseal-secrets'];

export async function userCommand(d: UserOpsDeps, merchantCode: string, sub: string | undefined, rest: string[]): Promise<Result> {
  if (!sub || !SUBS.includes(sub)) return refuse(`unknown command: user ${[sub ?? '', ...rest].join(' ').trim()}\n\n${USER_OPS_HELP}\n`);
  if (sub === 'reseal-secrets') {
    if (rest.length) return refuse(`usage: user reseal-secrets\n\n${USER_OPS_HELP}\n`);
    const r = await resealFactorSecrets(d.db, d.factorKeys ?? loadFactorKeys());
    const output = `${r.resealed} authenticator secret(s) sealed again under the current FACTOR_KEY`;
    return r.unopenable
      ? { ok: false, output: `${output}; ${r.unopenable} open under no configured key (those members must set the authenticator up again)` }
      : { ok: true, output };
  }
  const username = rest[0]?.trim();
  if (!username || rest.length > 1) return refuse(`usage: user ${sub} <username>\n\n${USER_OPS_HELP}\n`);
  if (sub === 'factors') return factors(d, merchantCode, username);
  if (sub === 'reset-2fa') {
    const r = await resetSecondFactor(d, merchantCode, username);
    if (!r.done) return refuse(r.reason === 'unknownMember' ? `no member ${username} in ${merchantCode}` : `${r.username} has no authenticator and no passkey`);
    const removed = [...(r.authenticator ? ['authenticator and recovery codes'] : []), r.passkeys === 1 ? '1 passkey' : `${r.passkeys} passkeys`];
    return { ok: true, output: `${r.username}: removed ${removed.join(', ')}; sessions ended; recorded as totp.reset` };
  }
  const r = await resetToFlaggedPassword(d, merchantCode, username);
  if (!r.done) {
    return refuse(r.reason === 'unknownMember' ? `no member ${username} in ${merchantCode}` : `${r.username} is a trial account: it has no password to reset`);
  }
  return { ok: true, output: `password of ${r.username} reset to the default flagged password: sessions ended; the next login must change it` };
}

async function factors(d: UserOpsDeps, merchantCode: string, username: string): Promise<Result> {
  const f = await memberFactors(d, merchantCode, username);
  if (!f) return refuse(`no member ${username} in ${merchantCode}`);
  const lines = [
    `member ${f.username}`,
    `  authenticator: ${f.status.totpEnabled ? `on${f.status.totpEnabledAt ? ` since ${f.status.totpEnabledAt.toISOString()}` : ''}` : 'off'}`,
    `  recovery codes left: ${f.status.recoveryCodesLeft}`,
    `  passkeys: ${f.passkeys.length ? f.passkeys.map((k) => `${k.name} (added ${k.createdAt}, last used ${k.lastUsedAt ?? 'never'})`).join('; ') : 'none'}`,
    `  new-address check methods: ${f.methods.join(', ') || 'none'}`,
    `  sign-ins (last ${f.history.list.length} of ${f.history.total} in 3 months):`,
    ...f.history.list.map((e) => `    ${e.at}  ${e.result.padEnd(6)}  ${e.method.padEnd(21)}  ${e.ip}${e.country ? ` (${e.country})` : ''}  ${e.device ?? '-'}`),
  ];
  return { ok: true, output: lines.join('\n') };
}
