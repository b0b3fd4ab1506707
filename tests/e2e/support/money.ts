import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Withdrawal } from '../../../src/api/schemas/money';
import { apiVisitor } from './api';
import { opsRun } from './ops';
import type { RunningServer } from './server';

/**
 * Money arranged for a browser test through the real API (the SPA's own client, encrypted where
 * the SPA encrypts) and the operator commands, never the database: a new member with a paid
 * withdrawal awaiting confirmation, as docs/money.md describes the journey.
 */
export const PAYMENT_PASSWORD = '246810';

const requestId = () => randomUUID().replaceAll('-', '');

export interface PaidWithdrawal {
  username: string;
  password: string;
  /** The withdrawal as the operator's approval left it: `paid`, with its confirmBy. */
  withdrawal: Withdrawal;
  /** When the server will no longer take the member's answer (approval time + auto-receive minutes). */
  confirmByMs: number;
}

/**
 * Registers `username` (logged in, from `ip`, so a later login from `ip` is not a new address),
 * deposits `amount` (minor units) through the demo channel confirmed by POST /dev/deposit/confirm,
 * sets a payment password, adds a bKash payout account, withdraws `amount` and has the operator
 * pay it out (`ops withdrawal approve`).
 */
export async function arrangePaidWithdrawal(
  server: RunningServer,
  ip: string,
  opts: { username: string; password: string; amount: number },
): Promise<PaidWithdrawal> {
  let token: string | null = null;
  const member = apiVisitor(server, ip, () => token);
  const { api } = member;
  const registered = await member.register(opts.username, opts.password, true);
  token = registered.session?.token ?? null;
  if (!token) throw new Error(`registration of ${opts.username} started no session`);
  const deposit = await api.call('deposit', { body: { requestId: requestId(), channel: 'BKASH', amount: opts.amount } });
  await api.call('devDepositConfirm', { body: { reference: deposit.reference } });
  await api.call('paymentPassword', {
    body: { loginPassword: opts.password, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  const account = await api.call('addPayoutAccount', {
    body: { provider: 'BKASH', accountNo: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, payeeName: 'Karim Ahmed', paymentPassword: PAYMENT_PASSWORD },
  });
  const pending = await api.call('withdraw', {
    body: { requestId: requestId(), payoutAccountId: account.id, amount: opts.amount, paymentPassword: PAYMENT_PASSWORD },
  });
  const settings = await api.call('withdrawalSettings');
  const approvedAt = Date.now();
  await opsRun(server, 'withdrawal', 'approve', pending.reference);
  const { list } = await api.call('withdrawals', { query: { page: 1 } });
  const withdrawal = list.find((w) => w.id === pending.id);
  if (withdrawal?.status !== 'paid') throw new Error(`withdrawal ${pending.reference} is ${withdrawal?.status ?? 'missing'} after approval`);
  return { username: opts.username, password: opts.password, withdrawal, confirmByMs: approvedAt + settings.autoReceiveMinutes * 60_000 };
}

/** A member's client for a session token taken from the browser (a second tab of the same member). */
export function memberClient(server: RunningServer, ip: string, token: string) {
  return apiVisitor(server, ip, () => token).api;
}

/** A real PNG image (a grey square, padded with a text chunk) of exactly `size` bytes. */
export function pngImage(size = 2048): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const side = 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc(side * (side + 1), 0x80);
  for (let y = 0; y < side; y++) raw[y * (side + 1)] = 0; // filter byte per row
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw))];
  const end = chunk('IEND', Buffer.alloc(0));
  const used = parts.reduce((n, p) => n + p.length, 0) + end.length + 12;
  const keyword = Buffer.from('Comment\0', 'latin1');
  const text = Buffer.concat([keyword, Buffer.alloc(Math.max(0, size - used - keyword.length), 0x20)]);
  return Buffer.concat([...parts, chunk('tEXt', text), end]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
