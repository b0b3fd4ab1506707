/**
 * The bank test's checker: reads the ledger and the money tables straight from the database
 * (server stopped) and compares them with the history of what clients asked for and were told.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import type { Bank, Member, Violation } from './clients';
import { KEYED, type Op } from './history';
import { resultIdentity } from './clients';
import { PAYOUT_KIND } from '../../server/domain/agents/settlement/settle';

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${String(v)}`);
  return n;
};

interface Tx {
  id: string;
  kind: string;
  reference: string;
  userId: string | null;
  createdAt: Date;
  legs: Map<string, number>;
}

export interface CheckResult {
  counts: Record<string, number>;
  violations: Violation[];
  warnings: string[];
}

type Legs = Record<string, number>;

export async function checkLedger(db: Kysely<Database>, bank: Bank, t0: Date, merchant: string): Promise<CheckResult> {
  const violations: Violation[] = [];
  const warnings: string[] = [];
  const counts: Record<string, number> = {};
  const v = (check: string, detail: string) => {
    violations.push({ check, detail });
  };
  const bump = (k: string, by = 1) => (counts[k] = (counts[k] ?? 0) + by);

  const everyone: Member[] = [...bank.members, bank.agent];
  const byName = new Map(everyone.map((m) => [m.username, m]));
  const ourIds = new Set(everyone.map((m) => m.userId));
  const isOurAccount = (id: string) => [...ourIds].some((u) => id === `hold:${u}` || id.startsWith(`w:${u}:`));

  // ---- load ------------------------------------------------------------------------------
  const accounts = await db.selectFrom('ledger_accounts').selectAll().execute();
  const txRows = await db.selectFrom('ledger_transactions').selectAll().orderBy('id').execute();
  const postings = await db.selectFrom('ledger_postings').select(['id', 'transaction_id', 'account_id', 'amount', 'balance_after']).orderBy('id').execute();
  const deposits = await db.selectFrom('deposits').selectAll().execute();
  const withdrawals = await db.selectFrom('withdrawals').selectAll().execute();
  const bets = await db.selectFrom('bets').selectAll().execute();
  const keys = await db.selectFrom('idempotency_keys').selectAll().execute();
  const bills = await db.selectFrom('contract_bills').selectAll().execute();
  counts.accounts = accounts.length;
  counts.transactions = txRows.length;
  counts.postings = postings.length;

  const txs = new Map<string, Tx>();
  for (const t of txRows) {
    txs.set(String(t.id), { id: String(t.id), kind: t.kind, reference: t.reference, userId: t.user_id, createdAt: new Date(t.created_at as unknown as string), legs: new Map() });
  }
  const accountById = new Map(accounts.map((a) => [a.id, a]));

  // ---- 1. every transaction sums to zero (≥ 2 legs, no leg of 0) ---------------------------
  for (const p of postings) {
    const t = txs.get(String(p.transaction_id));
    if (!t) {
      v('posting-orphan', `posting ${p.id} names transaction ${p.transaction_id}, which does not exist`);
      continue;
    }
    const amount = num(p.amount);
    if (amount === 0) v('posting-zero', `posting ${p.id} has amount 0`);
    if (t.legs.has(p.account_id)) v('posting-duplicate-account', `transaction ${t.id} posts to ${p.account_id} twice`);
    t.legs.set(p.account_id, (t.legs.get(p.account_id) ?? 0) + amount);
    if (!accountById.has(p.account_id)) v('posting-account', `posting ${p.id} names unknown account ${p.account_id}`);
  }
  for (const t of txs.values()) {
    const sum = [...t.legs.values()].reduce((a, b) => a + b, 0);
    if (sum !== 0) v('transaction-sum', `transaction ${t.id} (${t.kind} ${t.reference}) sums to ${sum}`);
    if (t.legs.size < 2) v('transaction-legs', `transaction ${t.id} (${t.kind} ${t.reference}) has ${t.legs.size} leg(s)`);
  }
  counts.transactionsSummed = txs.size;

  // ---- 2. cached balance = sum of postings; balance_after chain; no player wallet below 0 --
  const running = new Map<string, number>();
  for (const p of postings) {
    const acct = accountById.get(p.account_id);
    const r = (running.get(p.account_id) ?? 0) + num(p.amount);
    running.set(p.account_id, r);
    if (num(p.balance_after) !== r) v('balance-after-chain', `posting ${p.id} on ${p.account_id}: balance_after ${p.balance_after}, running sum ${r}`);
    if (acct && !acct.allow_negative && r < 0) v('wallet-negative-history', `posting ${p.id} took ${p.account_id} to ${r}`);
  }
  let total = 0;
  for (const a of accounts) {
    const bal = num(a.balance);
    total += bal;
    const sum = running.get(a.id) ?? 0;
    if (bal !== sum) v('cached-balance', `account ${a.id}: cached ${bal}, postings sum ${sum}`);
    if ((a.kind === 'wallet' || a.kind === 'hold') && a.allow_negative) v('wallet-may-go-negative', `account ${a.id} (${a.kind}) allows a negative balance`);
    if (!a.allow_negative && bal < 0) v('wallet-negative', `account ${a.id} is at ${bal}`);
    if (a.kind === 'wallet') bump('playerWallets');
  }
  counts.balancesChecked = accounts.length;
  if (total !== 0) v('total-not-zero', `the balances of all accounts add up to ${total}, not 0`);

  // ---- 3. idempotency keys: each took effect once, and answered the same every time --------
  const keyRow = new Map(keys.map((k) => [`${k.user_id}|${k.key}`, k]));
  const groups = new Map<string, Op[]>();
  for (const op of bank.history.ops) {
    if (!KEYED.has(op.kind) || !op.key) continue;
    const m = byName.get(op.user)!;
    const id = `${m.userId}|${op.key}`;
    if (!groups.has(id)) groups.set(id, []);
    groups.get(id)!.push(op);
  }
  for (const k of keys) {
    if (!ourIds.has(k.user_id) || new Date(k.created_at as unknown as string) < t0) continue;
    if (!groups.has(`${k.user_id}|${k.key}`)) v('key-unrequested', `idempotency key ${k.key} of user ${k.user_id} (${k.scope}) was never sent`);
    if (k.response === null || k.response === undefined) v('key-without-response', `idempotency key ${k.key} of user ${k.user_id} has no stored response`);
  }

  /** Ledger transactions each request / record accounts for. */
  const claims = new Map<string, string>();
  const claim = (txId: string, who: string) => {
    const before = claims.get(txId);
    if (before && before !== who) v('transaction-claimed-twice', `transaction ${txId} is accounted for by both ${before} and ${who}`);
    claims.set(txId, who);
  };
  const txByRef = new Map<string, Tx[]>();
  for (const t of txs.values()) {
    if (!txByRef.has(t.reference)) txByRef.set(t.reference, []);
    txByRef.get(t.reference)!.push(t);
  }
  /** Expected change of each account, from what clients asked for (not from the ledger). */
  const model = new Map<string, number>();
  const expect = (legs: Legs) => {
    for (const [a, x] of Object.entries(legs)) model.set(a, (model.get(a) ?? 0) + x);
  };
  const legsEqual = (t: Tx, legs: Legs) => {
    const want = Object.entries(legs).filter(([, x]) => x !== 0);
    return want.length === t.legs.size && want.every(([a, x]) => t.legs.get(a) === x);
  };
  const showLegs = (m: Map<string, number> | Legs) => JSON.stringify(m instanceof Map ? Object.fromEntries(m) : m);
  const expectTx = (label: string, t: Tx | undefined, kind: string, legs: Legs) => {
    if (!t) {
      v('movement-missing', `${label}: no ledger transaction (expected ${kind} ${showLegs(legs)})`);
      expect(legs);
      return;
    }
    claim(t.id, label);
    expect(legs);
    if (!legsEqual(t, legs)) v('movement-legs', `${label}: transaction ${t.id} legs ${showLegs(t.legs)}, expected ${showLegs(legs)}`);
    if (t.kind !== kind) warnings.push(`${label}: transaction ${t.id} kind ${t.kind}, expected ${kind}`);
  };

  const W = (userId: string, wallet = 'MAIN') => `w:${userId}:${wallet}`;
  const H = (userId: string) => `hold:${userId}`;
  const sys = (name: string) => `sys:${merchant}:${name}`;

  const depositByRef = new Map(deposits.map((d) => [d.reference, d]));
  const withdrawalByRef = new Map(withdrawals.map((w) => [w.reference, w]));
  const betByRef = new Map(bets.map((b) => [b.reference, b]));
  const claimedRecord = new Set<string>();
  const agentId = bank.agent.userId;

  let keysApplied = 0;
  let keysNotApplied = 0;
  for (const [id, ops] of groups) {
    const [userId] = id.split('|') as [string];
    const row = keyRow.get(id);
    const first = ops.find((o) => o.conflictOf === undefined);
    if (!first) continue;
    const okOps = ops.filter((o) => o.outcome === 'ok');
    const label = `key ${first.key} (${first.kind}, ${first.user}, op ${first.id})`;
    const response = row?.response as any;
    if (okOps.some((o) => o.conflictOf === undefined) && !row) v('key-missing', `${label}: acknowledged, but the key is not stored (a retry would move money again)`);
    if (row && response) {
      const stored = resultIdentity(first.kind, response);
      for (const o of okOps) {
        const got = resultIdentity(o.kind, o.value);
        if (got !== stored) v('key-answer-differs', `${label}: op ${o.id} was answered ${got}, the key stores ${stored}`);
      }
    }
    if (row && !okOps.length) {
      const refused = ops.filter((o) => o.outcome === 'fail' && o.conflictOf === undefined);
      if (refused.length && ops.every((o) => o.unknownAttempts === 0)) {
        v('key-stored-for-refused', `${label}: every send was refused (${refused.map((o) => o.errorCode).join(', ')}) but the key is stored`);
      }
    }
    if (row) {
      // Answers lost to a kill but stored: a later send with the same key got the stored answer.
      const stored = new Date(row.created_at as unknown as string).getTime();
      for (const o of ops) if (o.outcome === 'ok' && o.unknownAttempts > 0 && stored < o.lastSentAt) bump('answersRecovered');
    }
    const unresolved = ops.filter((o) => o.outcome === 'unknown');
    if (unresolved.length) bump('keysUnresolved');
    if (!row) {
      keysNotApplied++;
      continue;
    }
    keysApplied++;
    if (!response) continue;
    const p = first.params as Record<string, any>;
    switch (first.kind) {
      case 'walletTransfer':
        expectTx(label, txs.get(String(response.transactionId)), 'walletTransfer', { [W(userId, p.from)]: -p.amount, [W(userId, p.to)]: p.amount });
        break;
      case 'upline':
        expectTx(label, txs.get(String(response.transactionId)), 'uplineTransfer', { [W(userId)]: -p.amount, [W(agentId)]: p.amount });
        break;
      case 'downline': {
        const down = byName.get(p.downline)?.userId ?? `?${p.downline}`;
        expectTx(label, txs.get(String(response.transactionId)), 'downlineTransfer', { [W(userId)]: -p.amount, [W(down)]: p.amount });
        break;
      }
      case 'bet': {
        const ref = String(response.reference);
        const b = betByRef.get(ref);
        claimedRecord.add(`bet:${ref}`);
        if (!b) {
          v('bet-missing', `${label}: bet ${ref} is not in the bets table`);
          break;
        }
        const stake = p.stake as number;
        const payout = p.payout as number | null;
        if (b.user_id !== userId || b.wallet_code !== p.wallet || num(b.stake) !== stake) {
          v('bet-record', `${label}: bet ${ref} is ${b.user_id}/${b.wallet_code}/${b.stake}, asked ${userId}/${p.wallet}/${stake}`);
        }
        const wantStatus = payout === null ? 'lost' : 'won';
        if (b.status !== wantStatus && !(payout === 0 && b.status === 'lost')) warnings.push(`${label}: bet ${ref} status ${b.status}, expected ${wantStatus}`);
        const refTxs = [...(txByRef.get(ref) ?? [])];
        const stakeTx = refTxs.find((t) => (t.legs.get(W(userId, p.wallet)) ?? 0) < 0);
        expectTx(`${label} stake`, stakeTx, 'betStake', { [W(userId, p.wallet)]: -stake, [sys('games')]: stake });
        if (payout) {
          const payTx = refTxs.find((t) => (t.legs.get(W(userId, p.wallet)) ?? 0) > 0);
          expectTx(`${label} payout`, payTx, 'betPayout', { [sys('games')]: -payout, [W(userId, p.wallet)]: payout });
        }
        const extra = refTxs.filter((t) => claims.get(t.id)?.startsWith(label) !== true);
        for (const t of extra) v('bet-extra-movement', `${label}: transaction ${t.id} (${t.kind}) on bet ${ref} is more than the stake${payout ? ' and payout' : ''}`);
        break;
      }
      case 'deposit': {
        const ref = String(response.reference);
        const d = depositByRef.get(ref);
        claimedRecord.add(`deposit:${ref}`);
        if (!d) {
          v('deposit-missing', `${label}: deposit ${ref} is not in the deposits table`);
          break;
        }
        if (d.user_id !== userId || d.channel !== p.channel || num(d.amount) !== p.amount) {
          v('deposit-record', `${label}: deposit ${ref} is ${d.user_id}/${d.channel}/${d.amount}, asked ${userId}/${p.channel}/${p.amount}`);
        }
        checkDeposit(label, ref, d, p.amount, userId, p.channel);
        break;
      }
      case 'withdraw': {
        const ref = String(response.reference);
        const w = withdrawalByRef.get(ref);
        claimedRecord.add(`withdrawal:${ref}`);
        if (!w) {
          v('withdrawal-missing', `${label}: withdrawal ${ref} is not in the withdrawals table`);
          break;
        }
        if (w.user_id !== userId || num(w.amount) !== p.amount || w.id !== String(response.id)) {
          v('withdrawal-record', `${label}: withdrawal ${ref} is ${w.id}/${w.user_id}/${w.amount}, asked ${userId}/${p.amount} (answered id ${response.id})`);
        }
        checkWithdrawal(label, ref, w, p.amount, userId);
        break;
      }
    }
  }
  counts.keysChecked = groups.size;
  counts.keysApplied = keysApplied;
  counts.keysNotApplied = keysNotApplied;

  function opsOn(target: string, kinds: Op['kind'][]) {
    return bank.history.ops.filter((o) => o.target === target && kinds.includes(o.kind));
  }

  function checkDeposit(label: string, ref: string, d: (typeof deposits)[number], amount: number, userId: string, channel: string) {
    const refTxs = txByRef.get(ref) ?? [];
    const decisions = opsOn(ref, ['depositConfirm', 'depositApprove', 'depositReject']);
    if (d.status === 'approved') {
      if (refTxs.length !== 1) v('deposit-postings', `${label}: approved deposit ${ref} has ${refTxs.length} ledger transactions (expected 1)`);
      expectTx(`${label} deposit ${ref}`, refTxs[0], 'deposit', { [sys(`channel:${channel}`)]: -amount, [W(userId)]: amount });
      if (d.transaction_id !== null && refTxs[0] && String(d.transaction_id) !== refTxs[0].id) {
        v('deposit-transaction-id', `${label}: deposit ${ref} names transaction ${d.transaction_id}, the ledger has ${refTxs[0].id}`);
      }
      const asked = decisions.some((o) => o.kind !== 'depositReject');
      if (!asked && !d.demo) v('deposit-approved-unasked', `${label}: deposit ${ref} (${d.channel}, not demo) is approved but no one approved it`);
    } else {
      for (const t of refTxs) v('deposit-moved-unapproved', `${label}: deposit ${ref} is ${d.status} but transaction ${t.id} moved money for it`);
      if (d.status === 'rejected' && !decisions.some((o) => o.kind === 'depositReject')) v('deposit-rejected-unasked', `${label}: deposit ${ref} rejected but no one rejected it`);
    }
    for (const o of decisions) {
      if (o.outcome !== 'ok') continue;
      const approvedByIt = o.kind === 'depositApprove' || (o.kind === 'depositConfirm' && o.value?.status === 'approved');
      if (approvedByIt && d.status !== 'approved') v('deposit-ack-lost', `op ${o.id} acknowledged approving deposit ${ref}, which is ${d.status}`);
      if (o.kind === 'depositReject' && d.status !== 'rejected') v('deposit-ack-lost', `op ${o.id} acknowledged rejecting deposit ${ref}, which is ${d.status}`);
    }
    bump(`deposits:${d.status}`);
  }

  function checkWithdrawal(label: string, ref: string, w: (typeof withdrawals)[number], amount: number, userId: string) {
    const refTxs = [...(txByRef.get(ref) ?? [])];
    const take = (pred: (t: Tx) => boolean) => {
      const i = refTxs.findIndex(pred);
      return i < 0 ? undefined : refTxs.splice(i, 1)[0];
    };
    const status = w.status;
    const lbl = `${label} withdrawal ${ref}`;
    expectTx(`${lbl} request`, take((t) => (t.legs.get(W(userId)) ?? 0) < 0), 'withdrawal', { [W(userId)]: -amount, [H(userId)]: amount });
    const paidFamily = ['paid', 'received', 'partlyReceived', 'notReceived', 'autoReceived', 'refunded', 'closed'];
    if (status === 'rejected') {
      expectTx(`${lbl} release`, take((t) => (t.legs.get(H(userId)) ?? 0) < 0), 'withdrawalReleased', { [H(userId)]: -amount, [W(userId)]: amount });
    } else if (paidFamily.includes(status)) {
      expectTx(`${lbl} paid`, take((t) => (t.legs.get(H(userId)) ?? 0) < 0), 'withdrawalPaid', { [H(userId)]: -amount, [sys('payout')]: amount });
    }
    const received = w.received_amount === null ? null : num(w.received_amount);
    if (status === 'refunded' || status === 'closed') {
      if (received === null || received >= amount) v('withdrawal-refund-state', `${lbl} is ${status} with received_amount ${received} (expected a partly / not received report)`);
    }
    if (status === 'refunded') {
      const r = received === null ? amount : amount - received;
      if (w.refunded_amount === null || num(w.refunded_amount) !== r) v('withdrawal-refund-amount', `${lbl}: refunded_amount ${w.refunded_amount}, expected ${r} (amount ${amount}, received ${received})`);
      expectTx(`${lbl} refund`, take((t) => (t.legs.get(sys('payout')) ?? 0) < 0), 'withdrawalRefund', { [sys('payout')]: -r, [W(userId)]: r });
    }
    for (const t of refTxs) v('withdrawal-extra-movement', `${lbl} (${status}): transaction ${t.id} (${t.kind} ${showLegs(t.legs)}) is more than its state allows`);

    // What the history asked and was told, against the state it ended in.
    const attempts = (k: Op['kind']) => opsOn(ref, [k]);
    const confirms = opsOn(ref, ['withdrawalConfirm']);
    const ok = (o: Op) => o.outcome === 'ok';
    const need = (cond: boolean, what: string) => {
      if (!cond) v('withdrawal-state-unasked', `${lbl} is ${status} but no one asked for it (${what})`);
    };
    if (paidFamily.includes(status)) need(attempts('withdrawalApprove').length > 0, 'approve');
    if (status === 'rejected') need(attempts('withdrawalReject').length > 0, 'reject');
    if (status === 'received') need(confirms.some((o) => o.params.outcome === 'received'), 'confirm received');
    const partly = received !== null && received > 0 && received < amount;
    if (partly) need(confirms.some((o) => o.params.outcome === 'partlyReceived' && o.params.receivedAmount === received), `partlyReceived ${received}`);
    if (status === 'received' || status === 'autoReceived') {
      if (received !== amount) v('withdrawal-received-amount', `${lbl} is ${status} with received_amount ${received}, expected ${amount}`);
    }
    if (status === 'notReceived') need(confirms.some((o) => o.params.outcome === 'notReceived'), 'notReceived');
    if (status === 'refunded') need(attempts('withdrawalRefund').length > 0, 'refund');
    if (status === 'closed') need(attempts('withdrawalClose').length > 0, 'close');
    const lost = (o: Op, why: string) => v('withdrawal-ack-lost', `op ${o.id} (${o.kind}) was acknowledged but ${lbl} is ${status}: ${why}`);
    for (const o of attempts('withdrawalApprove').filter(ok)) if (!paidFamily.includes(status)) lost(o, 'expected paid or later');
    for (const o of attempts('withdrawalReject').filter(ok)) if (status !== 'rejected') lost(o, 'expected rejected');
    for (const o of attempts('withdrawalRefund').filter(ok)) if (status !== 'refunded') lost(o, 'expected refunded');
    for (const o of attempts('withdrawalClose').filter(ok)) if (status !== 'closed') lost(o, 'expected closed');
    for (const o of confirms.filter(ok)) {
      const outcome = o.params.outcome as string;
      const allowed = outcome === 'received' ? ['received'] : [outcome, 'refunded', 'closed'];
      if (!allowed.includes(status)) lost(o, `expected ${allowed.join('/')}`);
      else if (outcome === 'partlyReceived' && received !== o.params.receivedAmount) lost(o, `received_amount ${received}, confirmed ${o.params.receivedAmount}`);
    }
    bump(`withdrawals:${status}`);
  }

  // ---- 3b. agents' pay: the settlement jobs run during the test (a realtime salary every few
  // minutes, docs/agents.md "Settlement"); no client asks for it, so its bill is the request:
  // each bill that paid has exactly its transaction (payer -paid, payee +paid, the kind's
  // posting type), pays at most what it earned, and moves the test wallets' model.
  for (const b of bills) {
    if (new Date(b.created_at as unknown as string) < t0) continue; // the seed's: its movements are claimed with the seed below
    bump('settlementBills');
    const label = `bill ${b.id} (${b.kind} ${b.period_key}, contract ${b.contract_id})`;
    const paid = num(b.paid);
    if (paid < 0 || paid > num(b.amount)) v('bill-paid', `${label}: paid ${paid} of ${b.amount}`);
    if (b.transaction_id === null) {
      if (paid !== 0) v('bill-without-movement', `${label}: paid ${paid} but names no transaction`);
      continue;
    }
    const t = txs.get(String(b.transaction_id));
    const legs = { [b.payer_id ? W(b.payer_id) : sys('commissions')]: -paid, [W(b.payee_id)]: paid };
    if (t && t.reference !== b.id) v('bill-reference', `${label}: transaction ${t.id} has reference ${t.reference}`);
    expectTx(label, t, PAYOUT_KIND[b.kind], legs);
  }

  // ---- 4. nothing moved that no one asked for ---------------------------------------------
  const seedTxs = [...txs.values()].filter((t) => t.createdAt < t0);
  counts.seedTransactions = seedTxs.length;
  for (const t of seedTxs) claim(t.id, 'seed');
  for (const t of txs.values()) {
    if (claims.has(t.id)) continue;
    const ours = [...t.legs.keys()].some(isOurAccount);
    v('movement-unrequested', `transaction ${t.id} (${t.kind} ${t.reference}${ours ? '' : ', not on a test account'}) ${showLegs(t.legs)} matches no request`);
  }
  const after0 = (t: unknown) => new Date(t as string) >= t0;
  for (const d of deposits) if (ourIds.has(d.user_id) && after0(d.created_at) && !claimedRecord.has(`deposit:${d.reference}`)) v('record-unrequested', `deposit ${d.reference} (${d.status}, ${d.amount}) matches no request`);
  for (const w of withdrawals) if (ourIds.has(w.user_id) && after0(w.created_at) && !claimedRecord.has(`withdrawal:${w.reference}`)) v('record-unrequested', `withdrawal ${w.reference} (${w.status}, ${w.amount}) matches no request`);
  for (const b of bets) if (ourIds.has(b.user_id) && after0(b.placed_at) && !claimedRecord.has(`bet:${b.reference}`)) v('record-unrequested', `bet ${b.reference} (${b.status}, ${b.stake}) matches no request`);
  counts.transactionsAccountedFor = claims.size;

  // ---- 5. every test wallet holds what the history says it should -------------------------
  const before = new Map<string, number>();
  for (const t of seedTxs) for (const [a, x] of t.legs) before.set(a, (before.get(a) ?? 0) + x);
  let walletsModelled = 0;
  for (const a of accounts) {
    if (!isOurAccount(a.id)) continue;
    walletsModelled++;
    const want = (before.get(a.id) ?? 0) + (model.get(a.id) ?? 0);
    if (num(a.balance) !== want) v('model-balance', `account ${a.id} holds ${a.balance}, the history says ${want}`);
  }
  counts.walletsModelled = walletsModelled;

  // ---- 6. nothing in flight now: the payment-password throttle counts only wrong ones (none were sent)
  const wrong = new Set(bank.history.ops.filter((o) => o.errorCode === 'money.payment_password.wrong').map((o) => o.actor));
  const counters = await db.selectFrom('rate_counters').select(['key', 'count', 'window_start']).where('key', 'like', 'paypw:%').execute();
  for (const r of counters) {
    const m = everyone.find((x) => r.key === `paypw:${x.userId}`);
    if (!m || wrong.has(m.username) || r.count <= 0) continue;
    v('throttle-counter-leaked', `${r.key} (${m.username}) counts ${r.count} wrong payment password(s) with the server stopped, though none was ever sent (window from ${new Date(r.window_start as unknown as string).toISOString()})`);
  }
  counts.throttleCountersChecked = counters.length;

  // Acknowledged keyed requests whose result is absent from the ledger were reported above
  // (movement-missing / key-missing); count them for the summary.
  counts.acknowledgedMovements = bank.history.ops.filter((o) => KEYED.has(o.kind) && o.outcome === 'ok' && o.replayOf === undefined && o.conflictOf === undefined && o.raceOf === undefined).length;
  return { counts, violations, warnings };
}
