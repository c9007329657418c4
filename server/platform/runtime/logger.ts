/**
 * The structured log (pino): one JSON object per line on stdout, for a log collector to parse.
 * Each API request writes one line (server/platform/http/requestLog.ts). The level comes from LOG_LEVEL
 * (default `info`); under the test runner it defaults to `silent` so tests print nothing.
 */
import { pino, type Logger } from 'pino';

export type { Logger };

export function defaultLogLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || (env.VITEST ? 'silent' : 'info');
}

/**
 * A logger at `level`, to stdout or to `destination` (tests read the lines). Stdout is written
 * asynchronously: a write(2) per request line cost the busy API a system call each, while an
 * asynchronous destination joins the lines that arrive while one write is in flight (nothing
 * waits to fill a buffer, so a quiet server still logs each line at once). pino flushes what is
 * pending when the process exits; a kill -9 can lose only the lines of the write in flight.
 */
export function createLogger(
  level: string = defaultLogLevel(),
  destination?: { write(line: string): void },
): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
