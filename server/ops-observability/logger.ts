import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The request a line is logged for: every line logged while serving it carries its id. */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * The process's logger: one JSON object per line on stdout (pino), `reqId` added to every line
 * written while a request is being served, errors with their stack (`err`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const ctx = requestContext.getStore();
        return ctx ? { reqId: ctx.reqId } : {};
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
}

/**
 * console.log / console.error as log lines: the domain's jobs, the dev outbox and the database
 * pool write through console, and a process whose every line is JSON can be shipped as is. An
 * Error among the arguments becomes `err` (message and stack); the rest is the message.
 */
export function routeConsole(log: Logger): void {
  const line = (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== err);
      if (err) log[level]({ err }, format(...rest));
      else log[level](format(...rest));
    };
  console.log = line('info');
  console.info = line('info');
  console.warn = line('warn');
  console.error = line('error');
}
