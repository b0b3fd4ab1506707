import type { Kysely } from 'kysely';

/**
 * Process-local read caches for the two reads every member request makes (the session
 * behind the token, the wallet balance). In one process every change is seen at once: the
 * code that writes a session or a posting invalidates by user id when its statement runs
 * and again after its transaction ends (runTransaction). Another process writing the same
 * database is seen within the TTL. docs/money.md and server/README.md "Read caches".
 *
 * The race that matters: a read that started before an invalidation may return the old row
 * after it. Every read takes a ticket (the invalidation counter) before it goes to the
 * database; a result is stored only if neither its key nor its tag was invalidated since
 * that ticket. So a row read before a commit can never be stored after that commit's
 * invalidation, and one stored just before it is deleted by it.
 */

export interface ReadCacheOptions {
  /** How long an entry is served; 0 disables the cache (every read goes to the database). */
  ttlMs: number;
  /** Entry cap; the oldest entry is evicted beyond it. */
  maxEntries?: number;
  /** Milliseconds now (the app's clock, so tests can step TTLs). */
  now: () => number;
}

/** Taken before the database read; `set` needs it. */
export interface Ticket {
  readonly epoch: number;
  readonly at: number;
}

interface Entry<V, T> {
  value: V;
  tag: T;
  /** When the read that produced it started. */
  at: number;
  /** Served while now < until. */
  until: number;
}

export const DEFAULT_MAX_ENTRIES = 50_000;

/**
 * A TTL cache of K → V whose entries also carry a tag T (the user id): invalidate() by key
 * or by tag. Entries are immutable values shared by every reader.
 */
export class ReadCache<K, V, T = K> {
  readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;
  private readonly entries = new Map<K, Entry<V, T>>();
  private readonly byTag = new Map<T, Set<K>>();
  /** Counter of invalidations; a ticket is its value when the read started. */
  private epoch = 0;
  /** Epoch of the last invalidation of a key / tag (only needed while reads are in flight). */
  private readonly keyEpochs = new Map<K, number>();
  private readonly tagEpochs = new Map<T, number>();
  /** Tickets below this are refused outright (set when the epoch maps overflowed). */
  private floor = 0;
  private inFlight = 0;

  constructor(opts: ReadCacheOptions) {
    this.ttlMs = Math.max(0, opts.ttlMs);
    this.max = Math.max(1, opts.maxEntries ?? DEFAULT_MAX_ENTRIES);
    this.now = opts.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value if cached and not expired. */
  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() < e.until) return e.value;
    this.drop(key, e);
    return undefined;
  }

  /** Call before the database read; pass the ticket to set(). Pair with end() (read() does both). */
  begin(): Ticket {
    this.inFlight++;
    return { epoch: this.epoch, at: this.now() };
  }

  /** The read of `begin()` is over (stored or not). */
  end(): void {
    if (--this.inFlight > 0) return;
    this.inFlight = 0;
    // No read in flight: every future ticket is ≥ every recorded epoch, so they can go.
    this.keyEpochs.clear();
    this.tagEpochs.clear();
  }

  /**
   * Stores what a read started at `ticket` found, unless the key or tag was invalidated
   * since; served until min(ticket.at + ttl, expiresAt). Returns whether it was stored.
   */
  set(key: K, tag: T, value: V, ticket: Ticket, expiresAt = Number.POSITIVE_INFINITY): boolean {
    if (!this.enabled || ticket.epoch < this.floor) return false;
    if ((this.keyEpochs.get(key) ?? -1) > ticket.epoch || (this.tagEpochs.get(tag) ?? -1) > ticket.epoch) return false;
    const until = Math.min(ticket.at + this.ttlMs, expiresAt);
    if (until <= this.now()) return false;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    while (this.entries.size >= this.max) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [K, Entry<V, T>];
      this.drop(oldestKey, oldest);
    }
    this.entries.set(key, { value, tag, at: ticket.at, until });
    let keys = this.byTag.get(tag);
    if (!keys) this.byTag.set(tag, (keys = new Set()));
    keys.add(key);
    return true;
  }

  /**
   * The cached value, or `load()`'s result, stored under the ticket taken before it. For
   * results that must not be cached (negative ones), use get/begin/set/end directly.
   */
  async read(key: K, load: () => Promise<{ value: V; tag: T; expiresAt?: number }>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    if (!this.enabled) return (await load()).value;
    const ticket = this.begin();
    try {
      const r = await load();
      this.set(key, r.tag, r.value, ticket, r.expiresAt);
      return r.value;
    } finally {
      this.end();
    }
  }

  /** Forgets the entries of this tag, and refuses results of reads started before now. */
  invalidateTag(tag: T): void {
    const e = ++this.epoch;
    this.recordEpoch(this.tagEpochs, tag, e);
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const k of [...keys]) {
      const entry = this.entries.get(k);
      if (entry) this.drop(k, entry);
    }
  }

  /** Forgets one key, and refuses results for it of reads started before now. */
  invalidateKey(key: K): void {
    const e = ++this.epoch;
    this.recordEpoch(this.keyEpochs, key, e);
    const entry = this.entries.get(key);
    if (entry) this.drop(key, entry);
  }

  /** Forgets everything; reads in flight are not stored. */
  clear(): void {
    this.floor = ++this.epoch;
    this.entries.clear();
    this.byTag.clear();
    this.keyEpochs.clear();
    this.tagEpochs.clear();
  }

  private recordEpoch<X>(map: Map<X, number>, x: X, e: number): void {
    if (this.inFlight === 0) return; // no read to refuse: every later ticket is ≥ e
    if (map.size >= this.max) {
      // Too many to track one by one: refuse every read in flight instead (safe, rare).
      this.floor = e;
      this.keyEpochs.clear();
      this.tagEpochs.clear();
      return;
    }
    map.set(x, e);
  }

  private drop(key: K, e: Entry<V, T>): void {
    this.entries.delete(key);
    const keys = this.byTag.get(e.tag);
    if (keys) {
      keys.delete(key);
      if (!keys.size) this.byTag.delete(e.tag);
    }
  }
}

/**
 * Every cache of one kind in this process (one per app; tests build many). Invalidation
 * reaches them all, so code that writes needs no handle on the app's cache.
 */
export class CacheGroup<K, T> {
  private readonly refs = new Set<WeakRef<ReadCache<K, unknown, T>>>();

  add<C extends ReadCache<K, any, T>>(cache: C): C {
    this.refs.add(new WeakRef(cache));
    return cache;
  }

  private each(fn: (c: ReadCache<K, unknown, T>) => void): void {
    for (const r of this.refs) {
      const c = r.deref();
      if (c) fn(c);
      else this.refs.delete(r);
    }
  }

  invalidateTag(tag: T): void {
    this.each((c) => c.invalidateTag(tag));
  }

  invalidateKey(key: K): void {
    this.each((c) => c.invalidateKey(key));
  }

  clear(): void {
    this.each((c) => c.clear());
  }
}

/** Session caches: token hash → session, tagged by user id (domain/sessions.ts). */
export const sessionCaches = new CacheGroup<string, string>();
/** Balance caches: user id → wallet balances (domain/money/wallets.ts). */
export const balanceCaches = new CacheGroup<string, string>();

/** User ids touched inside a transaction handle, invalidated again once it ends (runTransaction). */
interface Touched {
  sessions: Set<string>;
  balances: Set<string>;
}
const touched = new WeakMap<object, Touched>();

function remember(h: Kysely<any>, kind: keyof Touched, userId: string): void {
  if (!h.isTransaction) return; // autocommit: the statement has committed already
  let t = touched.get(h);
  if (!t) touched.set(h, (t = { sessions: new Set(), balances: new Set() }));
  t[kind].add(userId);
}

/**
 * A user's sessions changed through `h`: forgotten now, and — if `h` is a transaction run by
 * runTransaction() — again after it ends (a read between the statement and the commit
 * still saw the old row).
 */
export function sessionsChanged(h: Kysely<any>, userId: string): void {
  sessionCaches.invalidateTag(userId);
  remember(h, 'sessions', userId);
}

/** One session changed, by token hash (its user, when known, goes through sessionsChanged too). */
export function sessionChanged(tokenHash: string): void {
  sessionCaches.invalidateKey(tokenHash);
}

/** A posting through `h` changed this user's wallet (or hold) balances. ledger.post() calls it. */
export function balancesChanged(h: Kysely<any>, userId: string): void {
  balanceCaches.invalidateTag(userId);
  remember(h, 'balances', userId);
}

/**
 * db.transaction().execute(fn), then — committed or not — the read caches forget every
 * session and balance the transaction touched (sessionsChanged / balancesChanged on `tx`).
 * Every transaction that posts to the ledger or changes sessions runs through this.
 */
export async function runTransaction<DB, R>(db: Kysely<DB>, fn: (tx: Kysely<DB>) => Promise<R>): Promise<R> {
  const run: { tx?: Kysely<DB> } = {};
  try {
    return await db.transaction().execute((tx) => {
      run.tx = tx;
      return fn(tx);
    });
  } finally {
    const t = run.tx && touched.get(run.tx);
    if (t) {
      touched.delete(run.tx!);
      for (const u of t.sessions) sessionCaches.invalidateTag(u);
      for (const u of t.balances) balanceCaches.invalidateTag(u);
    }
  }
}
