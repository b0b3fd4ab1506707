/**
 * The bank test's history: every request a client or the operator made, with its exact
 * parameters and what came of it. The checker (check.ts) compares the ledger against it.
 */

export type OpKind =
  | 'register'
  | 'paymentPassword'
  | 'payoutAccount'
  | 'deposit'
  | 'depositConfirm'
  | 'depositApprove'
  | 'depositReject'
  | 'walletTransfer'
  | 'bet'
  | 'withdraw'
  | 'withdrawalApprove'
  | 'withdrawalReject'
  | 'withdrawalConfirm'
  | 'withdrawalProof'
  | 'withdrawalRefund'
  | 'withdrawalClose'
  | 'upline'
  | 'downline'
  | 'balance'
  | 'invalid';

/** Kinds whose request carries a requestId and moves (or records) money under it. */
export const KEYED: ReadonlySet<OpKind> = new Set(['deposit', 'walletTransfer', 'bet', 'withdraw', 'upline', 'downline']);

export interface Op {
  id: number;
  /** Client number; -1 for setup. */
  client: number;
  phase: 'setup' | 'run' | 'drain';
  kind: OpKind;
  /** Username whose session sent it ('ops' for operator commands, 'dev' for dev endpoints). */
  actor: string;
  /** The user the movement belongs to (for keyed ops: the key's scope). */
  user: string;
  key?: string;
  /** Exact request parameters (a repeat sends these again). */
  params: Record<string, unknown>;
  /** Deposit / withdrawal the op acts on (reference, or withdrawal id). */
  target?: string;
  /** A repeat of op #replayOf with the same key and parameters. */
  replayOf?: number;
  /** The key of op #conflictOf with other parameters (expects 409 money.idempotency.conflict). */
  conflictOf?: number;
  /** Sent twice at once with op #raceOf (same key and parameters). */
  raceOf?: number;
  outcome: 'ok' | 'fail' | 'unknown';
  status: number | null;
  errorCode?: string;
  message?: string;
  value?: any;
  attempts: number;
  /** Sends that got no definite answer (connection refused/reset, timeout, 5xx). */
  unknownAttempts: number;
  startedAt: number;
  /** When the last send left (a key stored before it was stored by an earlier, unanswered send). */
  lastSentAt: number;
  endedAt: number;
}

export class History {
  readonly ops: Op[] = [];
  private nextId = 1;

  begin(o: Omit<Op, 'id' | 'outcome' | 'status' | 'attempts' | 'unknownAttempts' | 'startedAt' | 'lastSentAt' | 'endedAt'>): Op {
    const now = Date.now();
    const op: Op = { ...o, id: this.nextId++, outcome: 'unknown', status: null, attempts: 0, unknownAttempts: 0, startedAt: now, lastSentAt: now, endedAt: 0 };
    this.ops.push(op);
    return op;
  }

  byId(id: number): Op | undefined {
    return this.ops[id - 1];
  }
}
