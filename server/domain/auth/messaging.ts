import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { insertOutbox } from '../../repositories/outbox';

/** A message the site sends; `code` is kept apart so the dev outbox can show it plainly. */
export interface OutgoingMessage {
  to: string;
  purpose: string;
  body: string;
  code: string | null;
}

/** Outside SMS gateway. The default writes to the dev outbox. */
export interface SmsProvider {
  send(m: OutgoingMessage): Promise<void>;
}

/** Outside mail service. The default writes to the dev outbox. */
export interface MailProvider {
  send(m: OutgoingMessage & { subject: string }): Promise<void>;
}

/**
 * Dev outbox (DESIGN.md "Pluggable outside parties"): every SMS and e-mail is written to
 * the `outbox` table and the console. GET /dev/outbox reads it outside production.
 */
export function devOutbox(db: Kysely<Database>, clock: Clock, opts: { quiet?: boolean } = {}): { sms: SmsProvider; mail: MailProvider } {
  const write = async (channel: 'sms' | 'email', m: OutgoingMessage) => {
    await insertOutbox(db, { channel, to: m.to, purpose: m.purpose, body: m.body, code: m.code, created_at: clock.now() });
    if (!opts.quiet) console.log(`[outbox] ${channel} to ${m.to} (${m.purpose}): ${m.body}`);
  };
  return {
    sms: { send: (m) => write('sms', m) },
    mail: { send: (m) => write('email', { ...m, body: `${m.subject}\n\n${m.body}` }) },
  };
}
