import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/** PostgreSQL's adapter, marked: the database is embedded in this one process. */
class PGliteAdapter extends PostgresAdapter {}

/**
 * True when `db` (or a transaction or connection of it) is embedded PGlite: one process owns the
 * database, so what this process holds in memory is the whole system's state. False on
 * PostgreSQL, where other instances share the database.
 */
export function isSingleProcess(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PGliteAdapter;
}

/**
 * PGlite dialect whose single connection is handed out under a mutex.
 *
 * Why not kysely-pglite's dialect as is: its driver gives every caller the same client
 * without any lock, so two concurrent requests interleave statements inside each other's
 * BEGIN…COMMIT. PGlite is one backend anyway, so we serialise connection use the way
 * Kysely's own SQLite driver does. (kysely-pglite stays in use for its codegen CLI.)
 * Consequence: inside `db.transaction()` use the `tx` handle only — a query on `db` would
 * wait for the transaction's own connection and never run.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PGliteAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }
  async init(): Promise<void> {
    await this.client.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }
  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    // Sent with the transaction's first statement (PGliteConnection), in the same call.
    (conn as PGliteConnection).beginPending = true;
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await this.end(conn as PGliteConnection, 'commit');
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await this.end(conn as PGliteConnection, 'rollback');
  }
  private async end(conn: PGliteConnection, command: 'commit' | 'rollback') {
    // A transaction that ran no statement was never begun.
    if (conn.beginPending) conn.beginPending = false;
    else await conn.executeQuery(CompiledQuery.raw(command));
  }
  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }
  async destroy(): Promise<void> {
    if (!this.client.closed) await this.client.close();
  }
}

/** Named statements kept per connection (least recently used ones are closed beyond this). */
const STATEMENT_CACHE_SIZE = 256;

/** Statements whose plan a schema change cannot leave with another result type: safe to keep prepared. */
const PREPARABLE = /^\s*(select|with|insert|update|delete|values|begin|commit|rollback|savepoint|release)\b/i;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** Parameter type oids, for PGlite's serializers (as PGlite's own query() picks them). */
  paramTypes: number[];
  /** The statement's RowDescription (null when it returns no rows), parsed once. */
  rows: BackendMessage | null;
}

/**
 * Runs each statement as a named prepared statement, cached by its SQL text: one call into
 * PGlite (Bind, Execute, Sync) per execution instead of the six of PGlite's query() (Parse,
 * Describe, Bind, Describe, Execute, Sync), and PostgreSQL parses and analyses it once. On the
 * embedded database every statement runs on the server's own thread, so this is most of what a
 * short statement costs. Parameters are serialised and rows parsed exactly as query() does
 * (the parameter types from the statement's description, PGlite's serializers and parsers).
 * Anything else (DDL, SET, …) goes through query() and forgets every prepared statement, so
 * none can outlive a schema change with a stale result type. A transaction's BEGIN goes out
 * in the same call as its first statement (one call fewer per transaction).
 */
class PGliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Prepared>();
  private seq = 0;
  /** A transaction was begun and no statement has run in it yet: BEGIN goes out with the first. */
  beginPending = false;

  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const res = PREPARABLE.test(query.sql) ? await this.runPrepared<R>(query) : await this.runOther<R>(query);
    const affected = res.affectedRows;
    return {
      rows: res.rows,
      ...(affected !== undefined && query.query.kind !== 'SelectQueryNode' ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  private async runOther<R>(query: CompiledQuery) {
    if (this.beginPending) {
      this.beginPending = false;
      await this.client.exec('begin');
    }
    if (this.statements.size) {
      const names = [...this.statements.values()].map((s) => s.name);
      this.statements.clear();
      await this.client.runExclusive(() => this.send(...names.map((name) => protocol.serialize.close({ type: 'S', name })), protocol.serialize.sync()));
    }
    return this.client.query<R>(query.sql, [...query.parameters]);
  }

  private runPrepared<R>(query: CompiledQuery) {
    const { sql } = query;
    const params = [...query.parameters];
    return this.client.runExclusive(async () => {
      let st = this.statements.get(sql);
      try {
        if (st) {
          // Most recently used last: the first entry is the one to close.
          this.statements.delete(sql);
          this.statements.set(sql, st);
        } else {
          st = await this.prepare(sql);
        }
        const values = params.map((v, i) => {
          if (v === null || v === undefined) return null;
          const serialize = this.client.serializers[st!.paramTypes[i]!];
          return serialize ? serialize(v) : String(v);
        });
        const begin = this.beginPending ? [protocol.serialize.query('begin')] : [];
        this.beginPending = false;
        let messages = await this.send(...begin, protocol.serialize.bind({ statement: st.name, values }), protocol.serialize.execute({}), protocol.serialize.sync());
        // BEGIN's own replies end with its ReadyForQuery.
        if (begin.length) messages = messages.slice(messages.findIndex((m) => m.name === 'readyForQuery') + 1);
        if (!this.client.isInTransaction()) await this.client.syncToFs();
        return parse.parseResults(st.rows ? [st.rows, ...messages] : messages, this.client.parsers)[0] as unknown as Results<R>;
      } catch (e) {
        // As query() reports a failed statement.
        if (e instanceof Error) Object.assign(e, { query: sql, params });
        throw e;
      }
    });
  }

  private async prepare(sql: string): Promise<Prepared> {
    const name = `k${++this.seq}`;
    const close: Uint8Array[] = [];
    if (this.statements.size >= STATEMENT_CACHE_SIZE) {
      const [oldest, old] = this.statements.entries().next().value!;
      this.statements.delete(oldest);
      close.push(protocol.serialize.close({ type: 'S', name: old.name }));
    }
    const messages = await this.send(...close, protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync());
    const st: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rows: messages.find((m) => m.name === 'rowDescription') ?? null,
    };
    this.statements.set(sql, st);
    return st;
  }

  /** One call into PGlite with these protocol messages; throws the statement's error, if any. */
  private send(...parts: Uint8Array[]): Promise<BackendMessage[]> {
    const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      message.set(p, at);
      at += p.length;
    }
    return this.client.execProtocolStream(message, { syncToFs: false });
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming');
  }
}

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;
  async lock(): Promise<void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((r) => (release = r));
    await previous;
    this.release = release;
  }
  unlock(): void {
    const r = this.release;
    this.release = null;
    r?.();
  }
}
