/**
 * The structured log (pino): one JSON object per line on stdout, for a log collector to parse.
 * Each API request writes one line (server/platform/http/requestLog.ts). The level comes from LOG_LEVEL
 * (default `info`); under the test runner it defaults to `silent` so tests print nothing.
 */
import { isMainThread } from 'node:worker_threads';
import { pino, type Logger } from 'pino';
import { gatheredLines } from './gatheredLines';

export type { Logger };

export function defaultLogLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || (env.VITEST ? 'silent' : 'info');
}

/**
 * pino's `isoTime`, its text made once per millisecond: the main thread writes a line for each
 * of thousands of kept dashboards a second, and building the date's text was a twentieth of
 * each answer's time (docs/performance.md, "Deadline surge, fifteenth round"). The same text.
 */
let lastMs = Number.NaN;
let lastTime = '';
export function isoTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/**
 * A logger at `level`, to stdout or to `destination` (tests read the lines). Stdout is written
 * asynchronously: lines that arrive while a write is in flight are joined into the next one.
 * On the main thread, which answers kept dashboards by the ten thousand a second, each with its
 * line, lines are also gathered up to 8 KiB a write or 250 ms (gatheredLines.ts): a quiet
 * server's line reaches stdout within a quarter second, and what is gathered is written at
 * exit, so only a kill -9 loses it. The write thread (server/writeWorker.ts) writes each line as
 * it comes: it is the thread that may die and be replaced, and pino flushes at exit on the main
 * thread only.
 */
export function createLogger(
  level: string = defaultLogLevel(),
  destination?: { write(line: string): void },
): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: isoTime };
  if (destination) return pino(options, destination);
  if (level === 'silent') return pino(options, { write() {} });
  const stdout = pino.destination({ dest: 1, sync: false });
  return pino(options, isMainThread ? gatheredLines(stdout) : stdout);
}
