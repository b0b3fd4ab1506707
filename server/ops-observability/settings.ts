/**
 * Operator settings of logs, metrics and shutdown (README "Configuration"), read from the
 * environment once at start. Kept apart from config.ts: the app itself does not depend on them.
 */
export interface ObservabilitySettings {
  /** pino level: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: string;
  /** Where /metrics is served: a listener of its own, loopback by default. null: no metrics listener. */
  metrics: { host: string; port: number } | null;
  /** SIGTERM: how long in-flight requests and job runs may take before the process gives up (exit 1). */
  shutdownTimeoutMs: number;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadObservabilitySettings(env: NodeJS.ProcessEnv = process.env): ObservabilitySettings {
  const logLevel = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got ${env.LOG_LEVEL}`);
  const rawPort = env.METRICS_PORT?.trim() || '9464';
  let metrics: ObservabilitySettings['metrics'] = null;
  if (rawPort !== 'off') {
    const port = Number(rawPort);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number or off, got ${env.METRICS_PORT}`);
    metrics = { host: env.METRICS_HOST?.trim() || '127.0.0.1', port };
  }
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS?.trim() || 25_000);
  if (!Number.isFinite(shutdownTimeoutMs) || shutdownTimeoutMs < 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a number of milliseconds, got ${env.SHUTDOWN_TIMEOUT_MS}`);
  return { logLevel, metrics, shutdownTimeoutMs };
}
