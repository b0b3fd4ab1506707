/**
 * The bank test's workload: members and the agent acting through the real HTTP API, the
 * operator through POST /ops/run, every request logged in the History. Requests without a
 * definite answer are sent again with the same requestId and parameters until they resolve.
 */
import { DEMO_PAYMENT_PASSWORD } from '../../server/db/seed-data/money';
import { History, type Op, type OpKind } from './history';
import { type CallOpts, type Outcome, Http } from './http';
import { Rng } from './rng';
import { sleep } from './proc';

export interface Settings {
  channels: { code: string; min: number; max: number; demo: boolean }[];
  withdrawal: { min: number; max: number; providers: string[] };
  vendors: string[];
}

export interface LocalDeposit {
  reference: string;
  amount: number;
  demo: boolean;
}

export interface LocalWithdrawal {
  id: string;
  reference: string;
  amount: number;
  /** What this client last saw; 'done' once nothing more is tried on it. */
  state: 'pending' | 'paid' | 'partlyReceived' | 'notReceived' | 'done';
}

export interface Member {
  index: number;
  username: string;
  password: string;
  ip: string;
  token: string;
  userId: string;
  hasUpline: boolean;
  isAgent: boolean;
  payeeName: string;
  paymentPassword: string;
  payoutAccountId: string;
  /** Last balances the API showed (approximate: other clients move money in). */
  balances: Record<string, number>;
  deposits: LocalDeposit[];
  withdrawals: LocalWithdrawal[];
  /** Keyed requests of this user's scope that were acknowledged (candidates for repeats). */
  acked: Op[];
  keySeq: number;
}

export interface Violation {
  check: string;
  detail: string;
}

export const PAYMENT_PASSWORD = '246810';

/** A 1×1 PNG: the proof a member uploads for "not received" (the server checks magic bytes). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Endpoint of each keyed kind (a repeat goes to the same one). */
const KEYED_ENDPOINT: Partial<Record<OpKind, { method: string; path: string; encrypted: boolean }>> = {
  deposit: { method: 'POST', path: '/wps/deposit', encrypted: false },
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', encrypted: false },
  bet: { method: 'POST', path: '/dev/bet', encrypted: false },
  withdraw: { method: 'POST', path: '/wps/withdrawal', encrypted: true },
  upline: { method: 'POST', path: '/wps/transfer/upline', encrypted: true },
  downline: { method: 'POST', path: '/wps/transfer/downline', encrypted: true },
};

/** What identifies the result of a keyed request (a repeat must answer the same). */
export function resultIdentity(kind: OpKind, value: any): string {
  switch (kind) {
    case 'deposit':
      return `deposit:${value?.reference}`;
    case 'bet':
      return `bet:${value?.reference}`;
    case 'withdraw':
      return `withdrawal:${value?.id}/${value?.reference}`;
    default:
      return `tx:${value?.transactionId}`;
  }
}

export class Bank {
  readonly history = new History();
  readonly violations: Violation[] = [];
  readonly warnings: string[] = [];
  readonly members: Member[] = [];
  agent!: Member;
  settings!: Settings;
  /** After this time a request without a definite answer is left unresolved. */
  hardDeadline = Number.POSITIVE_INFINITY;
  phase: Op['phase'] = 'setup';
  counters = {
    replays: 0,
    replaysSame: 0,
    conflicts: 0,
    conflictsRefused: 0,
    races: 0,
    expectedRefusals: 0,
    invalid: 0,
  };

  private opsHttp: Record<string, Http> = {};

  constructor(
    readonly http: Http,
    /** Where operator commands go (one server's URL and its ops token). */
    readonly target: { opsRoute(): { url: string; token: string } },
    readonly runTag: string,
  ) {}

  violation(check: string, detail: string) {
    this.violations.push({ check, detail });
    console.log(`[bank] VIOLATION ${check}: ${detail}`);
  }

  warn(text: string) {
    if (this.warnings.length < 200) this.warnings.push(text);
  }

  newKey(m: Member, client: number): string {
    m.keySeq++;
    return m.isAgent ? `${this.runTag}-a${client}-${m.keySeq}` : `${this.runTag}-m${m.index}-${m.keySeq}`;
  }

  // ---- transport --------------------------------------------------------------------------

  /**
   * Sends until a definite answer (ok or 4xx) or the hard deadline: the same parameters each
   * time (encrypted requests are sealed afresh), backing off while the server is down.
   */
  async send(op: Op, fn: () => Promise<Outcome>): Promise<Op> {
    let backoff = 100;
    for (;;) {
      op.attempts++;
      op.lastSentAt = Date.now();
      const out = await fn();
      if (out.kind !== 'unknown') {
        op.outcome = out.kind;
        op.status = out.status;
        if (out.kind === 'ok') op.value = out.value;
        else {
          op.errorCode = out.errorCode;
          op.message = out.message;
          op.value = out.value;
        }
        op.endedAt = Date.now();
        return op;
      }
      op.unknownAttempts++;
      op.status = out.status;
      op.message = out.reason;
      if (Date.now() > this.hardDeadline) {
        op.outcome = 'unknown';
        op.endedAt = Date.now();
        return op;
      }
      await sleep(backoff + Math.floor(Math.random() * backoff));
      backoff = Math.min(backoff * 2, 2000);
    }
  }

  /** An operator command through the running server's /ops/run (token re-read: it changes per start). */
  async ops(argv: string[]): Promise<Outcome> {
    let route: { url: string; token: string };
    try {
      route = this.target.opsRoute();
    } catch {
      return { kind: 'unknown', status: null, reason: 'no ops token' };
    }
    // /ops/run answers loopback callers of the server that wrote the token: straight to that server.
    const http = route.url === this.http.baseUrl ? this.http : (this.opsHttp[route.url] ??= new Http(route.url));
    const out = await http.call('POST', '/ops/run', { body: { argv }, headers: { 'X-Ops-Token': route.token } });
    if (out.kind === 'fail' && out.errorCode === 'ops.token.invalid') return { kind: 'unknown', status: out.status, reason: 'stale ops token' };
    if (out.kind !== 'ok') return out;
    const v = out.value as { ok?: boolean; output?: string };
    if (v?.ok) return { kind: 'ok', status: out.status, value: v.output ?? '' };
    const output = String(v?.output ?? '');
    const code = /\b(money\.[a-z_.]+|[a-z]+\.[a-z_.]*unknown)\b/.exec(output)?.[1] ?? 'ops.error';
    return { kind: 'fail', status: out.status, errorCode: code, message: output.split('\n')[0] ?? '' };
  }

  call(m: Member, method: string, path: string, opts: CallOpts = {}) {
    return this.http.call(method, path, { token: m.token, ip: m.ip, ...opts });
  }

  private begin(client: number, kind: OpKind, actor: Member | 'ops' | 'dev', user: Member, params: Record<string, unknown>, extra: Partial<Op> = {}) {
    return this.history.begin({
      client,
      phase: this.phase,
      kind,
      actor: typeof actor === 'string' ? actor : actor.username,
      user: user.username,
      key: typeof params.requestId === 'string' ? params.requestId : undefined,
      params,
      ...extra,
    });
  }

  /**
   * The agent is shared by every client. docs/money.md throttles 5 WRONG payment passwords per
   * 15 min; the server also counts checks in flight, so more than 5 concurrent correct ones would
   * be refused by design. At most 4 at once keeps the test clear of that: any 429 then means
   * counted attempts that were never given back (see throttle check in bank.ts).
   */
  private agentGate = new Gate(4);

  /** A keyed request (deposit, transfer, bet, withdrawal, upline, downline) by `actor`. */
  async keyed(client: number, kind: OpKind, actor: Member, params: Record<string, unknown>, extra: Partial<Op> = {}): Promise<Op> {
    const ep = KEYED_ENDPOINT[kind]!;
    const op = this.begin(client, kind, actor, actor, params, extra);
    const gated = actor.isAgent && ep.encrypted;
    if (gated) await this.agentGate.acquire();
    try {
      await this.send(op, () => this.call(actor, ep.method, ep.path, { body: params, encrypted: ep.encrypted }));
    } finally {
      if (gated) this.agentGate.release();
    }
    if (op.outcome === 'ok') {
      if (extra.replayOf === undefined && extra.conflictOf === undefined) actor.acked.push(op);
      if (op.value?.balance) this.noteBalance(actor, op.value.balance);
    }
    return op;
  }

  noteBalance(m: Member, wb: { wallets?: { code: string; balance: number }[] }) {
    for (const w of wb.wallets ?? []) {
      m.balances[w.code] = w.balance;
      if (w.balance < 0) this.violation('wire-balance-negative', `${m.username} ${w.code} shows ${w.balance}`);
    }
  }

  async readBalance(client: number, m: Member) {
    const op = this.begin(client, 'balance', m, m, {});
    await this.send(op, () => this.call(m, 'GET', '/wps/v2/wallets/balance'));
    if (op.outcome === 'ok') this.noteBalance(m, op.value);
    return op;
  }

  // ---- setup ------------------------------------------------------------------------------

  async loadSettings(m: Member) {
    const ch = await this.http.call('GET', '/wps/deposit/channels', { token: m.token, ip: m.ip });
    const wd = await this.http.call('GET', '/wps/withdrawal/settings', { token: m.token, ip: m.ip });
    const mw = await this.http.call('GET', '/wps/relay/MCSFE_merchantWallet', { token: m.token, ip: m.ip });
    if (ch.kind !== 'ok' || wd.kind !== 'ok' || mw.kind !== 'ok') throw new Error(`settings: ${JSON.stringify([ch, wd, mw])}`);
    this.settings = {
      channels: ch.value.channels.map((c: any) => ({ code: c.code, min: c.min, max: c.max, demo: c.demo })),
      withdrawal: { min: wd.value.min, max: wd.value.max, providers: wd.value.providers.map((p: any) => p.code) },
      vendors: mw.value.isSingle ? [] : mw.value.wallets.map((w: any) => w.code).filter((c: string) => c !== 'MAIN'),
    };
  }

  private async must(label: string, fn: () => Promise<Outcome>): Promise<any> {
    for (let i = 0; i < 20; i++) {
      const out = await fn();
      if (out.kind === 'ok') return out.value;
      if (out.kind === 'fail') throw new Error(`${label}: ${out.status} ${out.errorCode} ${out.message} ${JSON.stringify(out.value ?? null)}`);
      await sleep(300);
    }
    throw new Error(`${label}: no answer`);
  }

  /** agent01 (seeded): log in from its own address, answering a second-factor challenge by payee name. */
  async loginAgent(): Promise<Member> {
    const ip = '198.51.100.250';
    const password = 'Agent@2026';
    let out = await this.http.call('POST', '/wps/session/login', { ip, encrypted: true, body: { type: 'username', username: 'agent01', password } });
    if (out.kind === 'fail' && out.errorCode === 'login.verification.required') {
      const challengeId = (out.value as { challengeId: string }).challengeId;
      out = await this.http.call('POST', '/wps/session/login/verify', {
        ip,
        encrypted: true,
        body: { challengeId, method: 'bankAccountName', answer: 'Agent One' },
      });
    }
    if (out.kind !== 'ok') throw new Error(`agent01 login: ${JSON.stringify(out)}`);
    const token = out.value.token as string;
    const agent = this.newMember(-1, 'agent01', password, ip, token, false, true, 'Agent One');
    await this.finishAccount(agent, password, false);
    this.agent = agent;
    return agent;
  }

  private newMember(index: number, username: string, password: string, ip: string, token: string, hasUpline: boolean, isAgent: boolean, payeeName: string): Member {
    return {
      index,
      username,
      password,
      ip,
      token,
      userId: '',
      hasUpline,
      isAgent,
      payeeName,
      paymentPassword: PAYMENT_PASSWORD,
      payoutAccountId: '',
      balances: {},
      deposits: [],
      withdrawals: [],
      acked: [],
      keySeq: 0,
    };
  }

  /** Registers member `index` by username (captcha answered from /dev/captcha), logged in. */
  async registerMember(index: number, withUpline: boolean): Promise<Member> {
    const ip = `198.51.${100 + Math.floor(index / 200)}.${(index % 200) + 1}`;
    const username = `bk${this.runTag.slice(0, 6)}m${index}`.slice(0, 16);
    const password = `Ledger#${index}Zq9`;
    const payeeName = `Bank Member ${letters(index)}`;
    // The captcha cookie binds the answer to this visitor.
    const cap = await this.http.raw('GET', '/wps/captcha', { ip });
    const cookieId = /wps_captcha=([^;]*)/.exec(cap.headers?.get('set-cookie') ?? '')?.[1];
    if (!cookieId) throw new Error(`captcha: ${JSON.stringify(cap.outcome)}`);
    const answer = await this.must('captcha answer', () => this.http.call('GET', '/dev/captcha', { query: { id: decodeURIComponent(cookieId) } }));
    const reg = await this.must(`register ${username}`, () =>
      this.http.call('PUT', '/wps/member/register', {
        ip,
        encrypted: true,
        cookie: `wps_captcha=${cookieId}`,
        body: {
          registerMethod: 'WEB',
          login: true,
          termsAccepted: true,
          username,
          password,
          confirmPassword: password,
          payeeName,
          ...(withUpline ? { affiliateCode: 'AGENT01' } : {}),
          captcha: answer.answer,
          domain: new URL(this.http.baseUrl).host,
          registerUrl: `${this.http.baseUrl}/register`,
        },
      }),
    );
    const m = this.newMember(index, username, password, ip, reg.session.token, withUpline, false, payeeName);
    await this.finishAccount(m, password, true);
    return m;
  }

  /** Member id, payment password and (for members) a payout account. */
  private async finishAccount(m: Member, loginPassword: string, payout: boolean) {
    const info = await this.must(`member info ${m.username}`, () => this.call(m, 'GET', '/wps/member/info'));
    m.userId = info.id;
    const sec = await this.must(`security ${m.username}`, () => this.call(m, 'GET', '/wps/member/security'));
    // Seeded demo accounts (agent01) already have the demo payment password.
    if (sec.hasPaymentPassword) m.paymentPassword = DEMO_PAYMENT_PASSWORD;
    else {
      await this.must(`payment password ${m.username}`, () =>
        this.call(m, 'POST', '/wps/member/password/payment', {
          encrypted: true,
          body: { loginPassword, paymentPassword: m.paymentPassword, confirmPaymentPassword: m.paymentPassword },
        }),
      );
    }
    if (payout) {
      const acc = await this.must(`payout account ${m.username}`, () =>
        this.call(m, 'PUT', '/wps/member/payout-accounts', {
          encrypted: true,
          body: {
            provider: this.settings.withdrawal.providers[m.index % this.settings.withdrawal.providers.length],
            accountNo: `01${String(700000000 + m.index * 7919).padStart(9, '0')}`,
            payeeName: m.payeeName,
            paymentPassword: m.paymentPassword,
          },
        }),
      );
      m.payoutAccountId = acc.id;
    }
  }

  /** Setup money: deposits confirmed at once (dev confirm on a demo channel). */
  async fund(m: Member, amounts: number[]) {
    const demo = this.settings.channels.find((c) => c.demo) ?? this.settings.channels[0]!;
    for (const amount of amounts) {
      const a = Math.max(demo.min, Math.min(demo.max, amount));
      const op = await this.keyed(-1, 'deposit', m, { requestId: this.newKey(m, 0), channel: demo.code, amount: a });
      if (op.outcome !== 'ok') throw new Error(`setup deposit ${m.username}: ${op.errorCode} ${op.message}`);
      m.deposits.push({ reference: op.value.reference, amount: a, demo: demo.demo });
      const c = await this.depositDecision(-1, m, op.value.reference, demo.demo ? 'confirm' : 'approve');
      if (c.outcome !== 'ok' && c.errorCode !== 'money.deposit.state') throw new Error(`setup confirm ${m.username}: ${c.errorCode} ${c.message}`);
    }
    await this.readBalance(-1, m);
  }

  // ---- operations -------------------------------------------------------------------------

  async deposit(client: number, rng: Rng, m: Member) {
    const ch = rng.pick(this.settings.channels);
    const amount = rng.int(ch.min, Math.min(ch.max, ch.min * 40));
    const op = await this.keyed(client, 'deposit', m, { requestId: this.newKey(m, client), channel: ch.code, amount });
    if (op.outcome !== 'ok') return;
    const ref = op.value.reference as string;
    m.deposits.push({ reference: ref, amount, demo: ch.demo });
    const r = rng.next();
    if (r < 0.6) await this.depositDecision(client, m, ref, ch.demo && rng.chance(0.7) ? 'confirm' : 'approve');
    else if (r < 0.7) {
      // Two deciders at once: at most one may win.
      const [a, b] = await Promise.all([this.depositDecision(client, m, ref, ch.demo ? 'confirm' : 'approve'), this.depositDecision(client, m, ref, 'reject')]);
      this.counters.races++;
      if (a.outcome === 'ok' && b.outcome === 'ok' && a.unknownAttempts === 0 && b.unknownAttempts === 0) {
        this.violation('race-deposit', `deposit ${ref}: approve (op ${a.id}) and reject (op ${b.id}) both acknowledged`);
      }
    } else if (r < 0.8) await this.depositDecision(client, m, ref, 'reject');
    // else: left pending (the demo provider may confirm it)
  }

  async depositDecision(client: number, m: Member, reference: string, how: 'confirm' | 'approve' | 'reject'): Promise<Op> {
    const kind: OpKind = how === 'confirm' ? 'depositConfirm' : how === 'approve' ? 'depositApprove' : 'depositReject';
    const op = this.begin(client, kind, how === 'confirm' ? 'dev' : 'ops', m, { reference }, { target: reference });
    await this.send(op, () =>
      how === 'confirm'
        ? this.http.call('POST', '/dev/deposit/confirm', { body: { reference } })
        : this.ops(['deposit', how, reference]),
    );
    return op;
  }

  async walletTransfer(client: number, rng: Rng, m: Member) {
    if (!this.settings.vendors.length) return;
    const vendor = rng.pick(this.settings.vendors);
    const vb = m.balances[vendor] ?? 0;
    const toMain = vb > 0 && rng.chance(0.45);
    const from = toMain ? vendor : 'MAIN';
    const to = toMain ? 'MAIN' : vendor;
    const bal = m.balances[from] ?? 0;
    // Mostly within the balance last seen; now and then more than it (must be refused or be covered).
    const amount = rng.chance(0.06) ? bal + rng.int(1, 10_000) : rng.int(1, Math.max(1, Math.floor(bal * 0.5)));
    await this.keyed(client, 'walletTransfer', m, { requestId: this.newKey(m, client), from, to, amount });
  }

  async bet(client: number, rng: Rng, m: Member) {
    const wallets = ['MAIN', ...this.settings.vendors.filter((v) => (m.balances[v] ?? 0) > 0)];
    const wallet = rng.chance(0.5) ? 'MAIN' : rng.pick(wallets);
    const bal = m.balances[wallet] ?? 0;
    const stake = rng.chance(0.04) ? bal + rng.int(1, 5_000) : rng.int(1, Math.max(1, Math.floor(bal * 0.3)));
    const payout = rng.chance(0.5) ? null : rng.chance(0.1) ? 0 : rng.int(1, stake * 3);
    await this.keyed(client, 'bet', m, { requestId: this.newKey(m, client), wallet, stake, payout, category: rng.pick(['SPORTS', 'CASINO', 'SLOTS']) });
  }

  async withdraw(client: number, rng: Rng, m: Member) {
    const { min, max } = this.settings.withdrawal;
    const bal = m.balances.MAIN ?? 0;
    if (bal < min) return this.deposit(client, rng, m);
    const amount = rng.int(min, Math.min(max, bal));
    const op = await this.keyed(client, 'withdraw', m, { requestId: this.newKey(m, client), payoutAccountId: m.payoutAccountId, amount, paymentPassword: m.paymentPassword });
    if (op.outcome === 'ok') m.withdrawals.push({ id: op.value.id, reference: op.value.reference, amount, state: 'pending' });
  }

  private withdrawalOp(client: number, kind: OpKind, m: Member, w: LocalWithdrawal, argv: string[]): Promise<Op> {
    const op = this.begin(client, kind, 'ops', m, { argv }, { target: w.reference });
    return this.send(op, () => this.ops(argv));
  }

  /** Operator: approve or reject a pending withdrawal (sometimes both at once: one must lose). */
  async decideWithdrawal(client: number, rng: Rng, m: Member) {
    const w = pickState(rng, m.withdrawals, 'pending');
    if (!w) return this.withdraw(client, rng, m);
    const approve = () => this.withdrawalOp(client, 'withdrawalApprove', m, w, ['withdrawal', 'approve', w.reference]);
    const reject = () => this.withdrawalOp(client, 'withdrawalReject', m, w, ['withdrawal', 'reject', w.reference, 'bank test']);
    if (rng.chance(0.2)) {
      this.counters.races++;
      const [a, b] = await Promise.all([approve(), reject()]);
      if (a.outcome === 'ok' && b.outcome === 'ok') this.violation('race-withdrawal', `withdrawal ${w.reference}: approve (op ${a.id}) and reject (op ${b.id}) both acknowledged`);
      w.state = a.outcome === 'ok' ? 'paid' : 'done';
      return;
    }
    const op = rng.chance(0.75) ? await approve() : await reject();
    w.state = op.outcome === 'ok' && op.kind === 'withdrawalApprove' ? 'paid' : op.outcome === 'unknown' ? 'pending' : 'done';
  }

  /** Member: confirm a paid withdrawal received / partly received / not received (proof). */
  async confirmWithdrawal(client: number, rng: Rng, m: Member) {
    const w = pickState(rng, m.withdrawals, 'paid');
    if (!w) return this.decideWithdrawal(client, rng, m);
    const one = async (outcome: 'received' | 'partlyReceived' | 'notReceived') => {
      const body: Record<string, unknown> = { withdrawalId: w.id, outcome };
      if (outcome === 'partlyReceived') body.receivedAmount = rng.int(1, w.amount - 1);
      if (outcome === 'notReceived') {
        const proof = this.begin(client, 'withdrawalProof', m, m, {}, { target: w.reference });
        await this.send(proof, () => {
          const form = new FormData();
          form.set('file', new Blob([PNG_1PX], { type: 'image/png' }), 'proof.png');
          return this.call(m, 'PUT', '/wps/withdrawal/proof', { form });
        });
        if (proof.outcome !== 'ok') return proof;
        body.proofId = proof.value.proofId;
      }
      const op = this.begin(client, 'withdrawalConfirm', m, m, body, { target: w.reference });
      return this.send(op, () => this.call(m, 'POST', '/wps/withdrawal/confirm', { body }));
    };
    const pickOutcome = () => rng.weighted({ received: 4, partlyReceived: 4, notReceived: 2 });
    if (rng.chance(0.15)) {
      this.counters.races++;
      const [a, b] = await Promise.all([one('received'), one('partlyReceived')]);
      if (a.outcome === 'ok' && b.outcome === 'ok' && a.kind === 'withdrawalConfirm' && b.kind === 'withdrawalConfirm') {
        this.violation('race-confirm', `withdrawal ${w.reference}: two confirmations (ops ${a.id}, ${b.id}) both acknowledged`);
      }
      const won = [a, b].find((o) => o.outcome === 'ok' && o.kind === 'withdrawalConfirm');
      w.state = won?.value?.status === 'partlyReceived' ? 'partlyReceived' : 'done';
      return;
    }
    const op = await one(pickOutcome());
    if (op.outcome === 'ok' && op.kind === 'withdrawalConfirm') {
      const s = op.value?.status;
      w.state = s === 'partlyReceived' || s === 'notReceived' ? s : 'done';
    } else if (op.outcome === 'fail' && op.errorCode === 'money.withdrawal.state') w.state = 'done';
  }

  /** Operator: refund or close a partly / not received withdrawal. */
  async settleWithdrawal(client: number, rng: Rng, m: Member) {
    const w = pickState(rng, m.withdrawals, 'partlyReceived') ?? pickState(rng, m.withdrawals, 'notReceived');
    if (!w) return this.confirmWithdrawal(client, rng, m);
    const refund = () => this.withdrawalOp(client, 'withdrawalRefund', m, w, ['withdrawal', 'refund', w.reference]);
    const close = () => this.withdrawalOp(client, 'withdrawalClose', m, w, ['withdrawal', 'close', w.reference]);
    if (rng.chance(0.15)) {
      this.counters.races++;
      const [a, b] = await Promise.all([refund(), close()]);
      if (a.outcome === 'ok' && b.outcome === 'ok') this.violation('race-refund', `withdrawal ${w.reference}: refund (op ${a.id}) and close (op ${b.id}) both acknowledged`);
    } else if (rng.chance(0.75)) await refund();
    else await close();
    w.state = 'done';
  }

  async upline(client: number, rng: Rng, m: Member) {
    const bal = m.balances.MAIN ?? 0;
    const amount = rng.int(1, Math.max(1, Math.min(Math.floor(bal * 0.2), 500_000)));
    const op = await this.keyed(client, 'upline', m, { requestId: this.newKey(m, client), amount, paymentPassword: m.paymentPassword });
    if (!m.hasUpline) {
      this.counters.expectedRefusals++;
      if (op.outcome === 'ok') this.violation('upline-without-upline', `op ${op.id}: ${m.username} has no upline but the transfer was acknowledged`);
      else if (op.outcome === 'fail' && op.errorCode !== 'money.transfer.upline') this.warn(`op ${op.id}: upline without upline answered ${op.errorCode}`);
    }
  }

  /** The agent moves money to a direct downline (now and then to a member who is not one). */
  async downline(client: number, rng: Rng) {
    const a = this.agent;
    const downs = this.members.filter((x) => x.hasUpline);
    const others = this.members.filter((x) => !x.hasUpline);
    const wrong = others.length > 0 && rng.chance(0.15);
    const target = wrong ? rng.pick(others) : rng.pick(downs.length ? downs : this.members);
    const bal = a.balances.MAIN ?? 0;
    const amount = rng.int(1, Math.max(1, Math.min(Math.floor(bal * 0.05), 500_000)));
    const op = await this.keyed(client, 'downline', a, { requestId: this.newKey(a, client), downline: target.username, amount, paymentPassword: a.paymentPassword });
    if (!target.hasUpline) {
      this.counters.expectedRefusals++;
      if (op.outcome === 'ok') this.violation('downline-not-downline', `op ${op.id}: ${target.username} is not agent01's downline but the transfer was acknowledged`);
      else if (op.outcome === 'fail' && op.errorCode !== 'money.transfer.downline') this.warn(`op ${op.id}: downline to a non-downline answered ${op.errorCode}`);
    }
  }

  /** The same key and parameters again: must answer the first result, with no second movement. */
  async replay(client: number, rng: Rng, owner: Member) {
    if (!owner.acked.length) return;
    const orig = rng.pick(owner.acked);
    this.counters.replays++;
    const op = await this.keyed(client, orig.kind, owner, { ...orig.params }, { replayOf: orig.id });
    if (op.outcome === 'ok') {
      const a = resultIdentity(orig.kind, orig.value);
      const b = resultIdentity(orig.kind, op.value);
      if (a === b) this.counters.replaysSame++;
      else this.violation('replay-different', `op ${op.id} repeated op ${orig.id} (key ${orig.key}): first ${a}, now ${b}`);
    } else if (op.outcome === 'fail' && op.errorCode !== 'too.many.requests') {
      this.violation('replay-refused', `op ${op.id} repeated op ${orig.id} (key ${orig.key}, ${orig.kind}): ${op.status} ${op.errorCode}`);
    }
  }

  /** The same key with other parameters: must be 409 money.idempotency.conflict and move nothing. */
  async conflict(client: number, rng: Rng, owner: Member) {
    if (!owner.acked.length) return;
    const orig = rng.pick(owner.acked);
    let kind = orig.kind;
    let params = { ...orig.params };
    const field = orig.kind === 'bet' ? 'stake' : 'amount';
    const v = params[field] as number;
    if (orig.kind === 'walletTransfer' && rng.chance(0.3)) {
      // The same key for another kind of request is a conflict too.
      kind = 'bet';
      params = { requestId: orig.key, wallet: 'MAIN', stake: v, payout: null };
    } else {
      // Still within every limit, so only the key can refuse it.
      const floor =
        orig.kind === 'deposit'
          ? (this.settings.channels.find((c) => c.code === params.channel)?.min ?? 1)
          : orig.kind === 'withdraw'
            ? this.settings.withdrawal.min
            : 1;
      params[field] = v - 1 >= floor ? v - 1 : v + 1;
    }
    this.counters.conflicts++;
    const op = await this.keyed(client, kind, owner, params, { conflictOf: orig.id });
    if (op.outcome === 'ok') this.violation('conflict-accepted', `op ${op.id}: key ${orig.key} of op ${orig.id} with other ${field} was acknowledged: ${resultIdentity(orig.kind, op.value)}`);
    else if (op.outcome === 'fail') {
      if (op.status === 409 && op.errorCode === 'money.idempotency.conflict') this.counters.conflictsRefused++;
      else this.warn(`op ${op.id}: conflicting key answered ${op.status} ${op.errorCode} (expected 409 money.idempotency.conflict)`);
    }
  }

  /** The same new keyed request sent twice at once: at most one movement, one result. */
  async race(client: number, rng: Rng, m: Member) {
    const vendor = this.settings.vendors[0];
    const bal = m.balances.MAIN ?? 0;
    const amount = rng.int(1, Math.max(1, Math.floor(bal * 0.1)));
    const key = this.newKey(m, client);
    const [kind, params]: [OpKind, Record<string, unknown>] =
      vendor && rng.chance(0.5)
        ? ['walletTransfer', { requestId: key, from: 'MAIN', to: vendor, amount }]
        : ['bet', { requestId: key, wallet: 'MAIN', stake: amount, payout: rng.chance(0.5) ? null : amount * 2 }];
    this.counters.races++;
    const first = this.keyed(client, kind, m, params);
    // keyed() logs its op synchronously, before its first await.
    const firstOp = this.history.ops[this.history.ops.length - 1]!;
    await sleep(rng.int(0, 3));
    const second = this.keyed(client, kind, m, { ...params }, { raceOf: firstOp.id });
    const [a, b] = await Promise.all([first, second]);
    if (a.outcome === 'ok' && b.outcome === 'ok') {
      const ia = resultIdentity(kind, a.value);
      const ib = resultIdentity(kind, b.value);
      if (ia !== ib) this.violation('race-key', `ops ${a.id}/${b.id}, key ${key}: two results ${ia} and ${ib}`);
    } else if (a.outcome !== b.outcome && a.outcome !== 'unknown' && b.outcome !== 'unknown') {
      const f = a.outcome === 'fail' ? a : b;
      if (f.errorCode !== 'money.balance.insufficient') this.warn(`race on key ${key}: one answer ok, the other ${f.status} ${f.errorCode}`);
    }
  }

  /** Malformed money: must be refused before any work. */
  async invalid(client: number, rng: Rng, m: Member) {
    this.counters.invalid++;
    const vendor = this.settings.vendors[0] ?? 'MAIN';
    const bad = rng.pick<[string, Record<string, unknown>]>([
      ['money.amount.invalid', { requestId: this.newKey(m, client), from: 'MAIN', to: vendor, amount: 0 }],
      ['money.amount.invalid', { requestId: this.newKey(m, client), from: 'MAIN', to: vendor, amount: -500 }],
      ['money.amount.invalid', { requestId: this.newKey(m, client), from: 'MAIN', to: vendor, amount: 10.5 }],
      ['money.amount.invalid', { requestId: this.newKey(m, client), from: 'MAIN', to: vendor, amount: 1e13 }],
      ['money.request_id.invalid', { requestId: 'short', from: 'MAIN', to: vendor, amount: 100 }],
      ['money.wallet.unknown', { requestId: this.newKey(m, client), from: 'MAIN', to: 'MAIN', amount: 100 }],
    ]);
    const op = this.begin(client, 'invalid', m, m, bad[1]);
    await this.send(op, () => this.call(m, 'POST', '/wps/relay/GCS_walletTransfer', { body: bad[1] }));
    if (op.outcome === 'ok') this.violation('invalid-accepted', `op ${op.id}: ${JSON.stringify(bad[1])} was acknowledged (expected ${bad[0]})`);
    else if (op.outcome === 'fail' && op.errorCode !== bad[0]) this.warn(`op ${op.id}: ${JSON.stringify(bad[1])} answered ${op.errorCode}, expected ${bad[0]}`);
  }

  // ---- the client loop --------------------------------------------------------------------

  async client(c: number, rng: Rng, m: Member, until: number) {
    while (Date.now() < until) {
      const which = rng.weighted({
        deposit: 9,
        transfer: 15,
        bet: 15,
        withdraw: 8,
        decide: 8,
        confirm: 6,
        settle: 4,
        upline: 5,
        downline: 5,
        replay: 8,
        conflict: 4,
        race: 4,
        invalid: 2,
        balance: 5,
      });
      try {
        switch (which) {
          case 'deposit':
            await this.deposit(c, rng, m);
            break;
          case 'transfer':
            await this.walletTransfer(c, rng, m);
            break;
          case 'bet':
            await this.bet(c, rng, m);
            break;
          case 'withdraw':
            await this.withdraw(c, rng, m);
            break;
          case 'decide':
            await this.decideWithdrawal(c, rng, m);
            break;
          case 'confirm':
            await this.confirmWithdrawal(c, rng, m);
            break;
          case 'settle':
            await this.settleWithdrawal(c, rng, m);
            break;
          case 'upline':
            await this.upline(c, rng, m);
            break;
          case 'downline':
            await this.downline(c, rng);
            break;
          case 'replay':
            await this.replay(c, rng, rng.chance(0.2) ? this.agent : m);
            break;
          case 'conflict':
            await this.conflict(c, rng, rng.chance(0.2) ? this.agent : m);
            break;
          case 'race':
            await this.race(c, rng, m);
            break;
          case 'invalid':
            await this.invalid(c, rng, m);
            break;
          case 'balance':
            await this.readBalance(c, rng.chance(0.2) ? this.agent : m);
            break;
        }
      } catch (e) {
        this.warn(`client ${c}: ${which} threw ${(e as Error).stack ?? e}`);
      }
      if (rng.chance(0.3)) await this.readBalance(c, m);
    }
  }
}

/** A counting semaphore. */
class Gate {
  private waiting: (() => void)[] = [];
  constructor(private free: number) {}
  async acquire() {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((r) => this.waiting.push(r));
  }
  release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

function pickState(rng: Rng, ws: LocalWithdrawal[], state: LocalWithdrawal['state']): LocalWithdrawal | undefined {
  const xs = ws.filter((w) => w.state === state);
  return xs.length ? rng.pick(xs) : undefined;
}

/** 0 → "Aa", 1 → "Ab", … (payee names take letters and spaces only). */
function letters(i: number): string {
  const a = 'abcdefghijklmnopqrstuvwxyz';
  return `${a[Math.floor(i / 26) % 26]!.toUpperCase()}${a[i % 26]}`;
}
