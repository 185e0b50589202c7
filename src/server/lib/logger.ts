/**
 * The server's one logger (pino, docs/decisions/025-production-build-and-logs.md): JSON lines on
 * stdout, one object per event with `level`, `time`, `msg` and the event's fields; a request's
 * lines carry its `requestId`. On a terminal, with the pino-pretty dev dependency installed, the
 * lines are pretty instead.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const require = createRequire(import.meta.url);

/** pino-pretty's stream when stdout is a terminal and it is installed (a dev dependency). */
function prettyStream(): DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  try {
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

export function createLogger(options: { level?: LogLevel; stream?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      // The request's cookies and credentials never reach the log, whatever a caller passes.
      redact: { paths: ['*.headers.cookie', '*.headers.authorization', 'headers.cookie', 'headers.authorization'] },
    },
    options.stream ?? prettyStream() ?? pino.destination({ dest: 1, sync: true }),
  );
}

let root: Logger = createLogger({ level: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info' });

/** The logger of the request being served (lib/request-log.ts), through every await. */
const requestLoggers = new AsyncLocalStorage<Logger>();

/**
 * The logger to use: the current request's (its lines carry the request id: a mail logged, a
 * better-auth message, an import started by the request) or else the process's.
 */
export function logger(): Logger {
  return requestLoggers.getStore() ?? root;
}

/** Runs `fn` with `log` as what logger() answers, in it and everything it awaits or starts. */
export function withLogger<T>(log: Logger, fn: () => T): T {
  return requestLoggers.run(log, fn);
}

/** Replaces the process's logger (index.ts with LOG_LEVEL, tests with a stream they read). */
export function setLogger(next: Logger): void {
  root = next;
}

/** The process's logger, outside any request. */
export function rootLogger(): Logger {
  return root;
}

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

/** better-auth's `logger` option: its messages become this logger's lines, without colours. */
export function betterAuthLogger(log: () => Logger) {
  const level = log().level as Level | 'silent';
  return {
    disableColors: true,
    level: (level === 'trace' ? 'debug' : level === 'fatal' || level === 'silent' ? 'error' : level) as BetterAuthLevel,
    log: (lvl: BetterAuthLevel, message: string, ...args: unknown[]) => {
      const fields: Record<string, unknown> = { component: 'better-auth' };
      const err = args.find((a) => a instanceof Error);
      if (err) fields.err = err;
      const rest = args.filter((a) => a !== err);
      if (rest.length) fields.details = rest;
      log()[lvl](fields, message);
    },
  };
}
