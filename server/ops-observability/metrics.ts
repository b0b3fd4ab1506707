import { type Kysely, sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { type JobWatch, jobWatch } from '../domain/jobs';

/**
 * Prometheus metrics of one instance (prom-client, own registry). Requests and latency are
 * counted by this process; the database gauges (ledger transactions, outbox backlog, sessions)
 * are read at scrape time and are the same from every instance, so sum the per-instance series
 * and take any one of the database ones.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'endpoint' | 'status'>;
  readonly latency: Histogram<'method' | 'endpoint'>;
  readonly inFlight: Gauge;

  constructor(opts: { db: Kysely<Database>; jobs?: JobWatch; defaultMetrics?: boolean }) {
    const r = this.registry;
    const jobs = opts.jobs ?? jobWatch;
    if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: r, prefix: 'betsite_' });
    this.requests = new Counter({
      name: 'betsite_http_requests_total',
      help: 'HTTP requests answered, by endpoint (the API registry name, or a route group) and status',
      labelNames: ['method', 'endpoint', 'status'],
      registers: [r],
    });
    this.latency = new Histogram({
      name: 'betsite_http_request_duration_seconds',
      help: 'Time from request to answer, by endpoint',
      labelNames: ['method', 'endpoint'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [r],
    });
    this.inFlight = new Gauge({ name: 'betsite_http_requests_in_flight', help: 'Requests being served now', registers: [r] });

    // Job state lives in the loops (domain/jobs.ts); it is copied in when Prometheus scrapes. The
    // registry asks its metrics in registration order and this copy is synchronous, so the runs
    // gauge, registered first, fills the lag gauge and the duration histogram before they are read.
    const runs = new Gauge({
      name: 'betsite_job_runs_total',
      help: 'Runs of each periodic job in this process, by outcome',
      labelNames: ['job', 'outcome'],
      registers: [r],
      collect: () => {
        runs.reset();
        lag.reset();
        const now = Date.now();
        for (const l of jobs.loops) {
          runs.set({ job: l.name, outcome: 'ok' }, l.runs - l.failures);
          runs.set({ job: l.name, outcome: 'failed' }, l.failures);
          lag.set({ job: l.name }, jobs.lagMs(l, now) / 1000);
          for (const d of l.durations.splice(0)) duration.observe({ job: l.name }, d);
        }
      },
    });
    const lag = new Gauge({ name: 'betsite_job_lag_seconds', help: 'How far behind its schedule each periodic job is (0: on time)', labelNames: ['job'], registers: [r] });
    const duration = new Histogram({ name: 'betsite_job_duration_seconds', help: 'Duration of job runs', labelNames: ['job'], buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60], registers: [r] });

    const fromDb = async (q: string) => Number((await sql.raw<{ n: string | number }>(q).execute(opts.db)).rows[0]?.n ?? 0);
    new Gauge({
      name: 'betsite_ledger_transactions',
      help: 'Ledger transactions written so far (highest transaction id; the whole database)',
      registers: [r],
      async collect() {
        this.set(await fromDb('select coalesce(max(id), 0) as n from ledger_transactions'));
      },
    });
    new Gauge({
      name: 'betsite_outbox_backlog',
      help: 'Agent-statistics outbox rows not yet folded into team_stats (the whole database)',
      registers: [r],
      async collect() {
        this.set(await fromDb('select count(*) as n from stat_outbox'));
      },
    });
    new Gauge({
      name: 'betsite_sessions_active',
      help: 'Member sessions open now (the whole database)',
      registers: [r],
      async collect() {
        this.set(await fromDb('select count(*) as n from sessions where ended_at is null and expires_at > now()'));
      },
    });
  }
}
