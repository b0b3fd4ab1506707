import { describe, expect, it } from 'vitest';
import { balanceCaches, balancesChanged, CacheGroup, ReadCache, runTransaction, sessionCaches, sessionsChanged } from './read-cache';

function clockAt(t = 1_000_000) {
  const c = { t, now: () => c.t };
  return c;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const cache = (ttlMs = 1000, maxEntries?: number) => {
  const clock = clockAt();
  return { clock, c: new ReadCache<string, string, string>({ ttlMs, maxEntries, now: clock.now }) };
};

describe('ReadCache', () => {
  it('serves a stored value until the TTL, counted from when the read started', async () => {
    const { clock, c } = cache(1000);
    const t = c.begin();
    clock.t += 300; // the read took 300 ms
    expect(c.set('k', 'u', 'v1', t)).toBe(true);
    c.end();
    expect(c.get('k')).toBe('v1');
    clock.t += 699;
    expect(c.get('k')).toBe('v1');
    clock.t += 1;
    expect(c.get('k')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('never serves past an entry expiry earlier than the TTL', () => {
    const { clock, c } = cache(1000);
    const t = c.begin();
    c.set('k', 'u', 'v', t, clock.t + 100);
    c.end();
    clock.t += 99;
    expect(c.get('k')).toBe('v');
    clock.t += 1;
    expect(c.get('k')).toBeUndefined();
    // Already expired when the read ends: not stored at all.
    const t2 = c.begin();
    expect(c.set('k', 'u', 'v', t2, clock.t)).toBe(false);
    c.end();
  });

  it('read(): loads once, then serves the cached value', async () => {
    const { c } = cache();
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, tag: 'u' });
    expect(await c.read('k', load)).toBe('v1');
    expect(await c.read('k', load)).toBe('v1');
    expect(loads).toBe(1);
    c.invalidateTag('u');
    expect(await c.read('k', load)).toBe('v2');
  });

  it('ttl 0 disables it: every read loads, nothing is stored', async () => {
    const { c } = cache(0);
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, tag: 'u' });
    await c.read('k', load);
    await c.read('k', load);
    expect(loads).toBe(2);
    expect(c.size).toBe(0);
    expect(c.enabled).toBe(false);
  });

  it('invalidates by tag every key of that tag, and by key one key', () => {
    const { c } = cache();
    const t = c.begin();
    c.set('a', 'u1', 'A', t);
    c.set('b', 'u1', 'B', t);
    c.set('c', 'u2', 'C', t);
    c.end();
    c.invalidateTag('u1');
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, undefined, 'C']);
    c.invalidateKey('c');
    expect(c.get('c')).toBeUndefined();
  });

  it('race: a read that started before an invalidation of its tag is never stored', async () => {
    const { c } = cache();
    const db = deferred<string>();
    // The read starts (ticket taken), the row it will return is the old one…
    const reading = c.read('k', async () => ({ value: await db.promise, tag: 'u' }));
    // …meanwhile the writer commits and invalidates…
    c.invalidateTag('u');
    // …then the old row arrives: it is answered, but not stored.
    db.resolve('old');
    expect(await reading).toBe('old');
    expect(c.get('k')).toBeUndefined();
    // The next read loads again and may be stored.
    expect(await c.read('k', async () => ({ value: 'new', tag: 'u' }))).toBe('new');
    expect(c.get('k')).toBe('new');
  });

  it('race: the same by key, and with other reads in flight or finishing first', async () => {
    const { c } = cache();
    const slow = deferred<string>();
    const fast = deferred<string>();
    const r1 = c.read('k', async () => ({ value: await slow.promise, tag: 'u' }));
    c.invalidateKey('k');
    // A read started after the invalidation may be stored…
    const r2 = c.read('k', async () => ({ value: await fast.promise, tag: 'u' }));
    fast.resolve('new');
    expect(await r2).toBe('new');
    expect(c.get('k')).toBe('new');
    // …and the older read finishing later neither stores nor overwrites.
    slow.resolve('old');
    expect(await r1).toBe('old');
    expect(c.get('k')).toBe('new');
  });

  it('race: only reads of the invalidated tag are refused', async () => {
    const { c } = cache();
    const a = deferred<string>();
    const b = deferred<string>();
    const ra = c.read('a', async () => ({ value: await a.promise, tag: 'u1' }));
    const rb = c.read('b', async () => ({ value: await b.promise, tag: 'u2' }));
    c.invalidateTag('u1');
    a.resolve('A');
    b.resolve('B');
    await Promise.all([ra, rb]);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBe('B');
  });

  it('clear() refuses every read in flight', async () => {
    const { c } = cache();
    const db = deferred<string>();
    const r = c.read('k', async () => ({ value: await db.promise, tag: 'u' }));
    c.clear();
    db.resolve('old');
    await r;
    expect(c.get('k')).toBeUndefined();
  });

  it('evicts the oldest entry beyond the cap', () => {
    const { c } = cache(1000, 2);
    const t = c.begin();
    c.set('a', 'u', 'A', t);
    c.set('b', 'u', 'B', t);
    c.set('c', 'u', 'C', t);
    c.end();
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 'B', 'C']);
    expect(c.size).toBe(2);
  });

  it('too many invalidations during one read: refuses that read rather than track them all', async () => {
    const { c } = cache(1000, 2);
    const db = deferred<string>();
    const r = c.read('k', async () => ({ value: await db.promise, tag: 'u' }));
    for (const u of ['x', 'y', 'z']) c.invalidateTag(u);
    db.resolve('v');
    await r;
    expect(c.get('k')).toBeUndefined();
    // Later reads are stored again.
    await c.read('k', async () => ({ value: 'v2', tag: 'u' }));
    expect(c.get('k')).toBe('v2');
  });
});

describe('CacheGroup', () => {
  it('invalidates every cache of the group', () => {
    const g = new CacheGroup<string, string>();
    const { c: c1 } = cache();
    const { c: c2 } = cache();
    g.add(c1);
    g.add(c2);
    for (const c of [c1, c2]) {
      const t = c.begin();
      c.set('k', 'u', 'v', t);
      c.end();
    }
    g.invalidateTag('u');
    expect([c1.get('k'), c2.get('k')]).toEqual([undefined, undefined]);
  });
});

describe('runTransaction', () => {
  /** A stand-in for Kysely: transaction().execute(fn) runs fn with a handle whose isTransaction is true. */
  const fakeDb = (beforeCommit: () => Promise<void> = async () => {}) =>
    ({
      isTransaction: false,
      transaction: () => ({
        execute: async (fn: (tx: unknown) => Promise<unknown>) => {
          const r = await fn({ isTransaction: true });
          await beforeCommit();
          return r;
        },
      }),
    }) as any;

  it('invalidates at the statement and again after the commit, catching a read in between', async () => {
    const { c } = cache();
    balanceCaches.add(c);
    let storedBetween = false;
    await runTransaction(
      fakeDb(async () => {
        // A read between post() and the commit sees the old row and stores it…
        const t = c.begin();
        storedBetween = c.set('u1', 'u1', 'old', t);
        c.end();
      }),
      async (tx: any) => {
        balancesChanged(tx, 'u1');
      },
    );
    expect(storedBetween).toBe(true);
    // …and the invalidation after the commit removes it.
    expect(c.get('u1')).toBeUndefined();
  });

  it('invalidates the sessions it touched even when the transaction fails', async () => {
    const { c } = cache();
    sessionCaches.add(c);
    const t = c.begin();
    c.set('hash', 'u1', 'live', t);
    c.end();
    await expect(
      runTransaction(fakeDb(), async (tx: any) => {
        sessionsChanged(tx, 'u1');
        const t2 = c.begin();
        c.set('hash', 'u1', 'again', t2); // re-read before the failure
        c.end();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(c.get('hash')).toBeUndefined();
  });
});
