/**
 * Whether an error means the database cannot be reached right now (PostgreSQL restarting, the
 * network gone), not that the query was wrong: the API answers those with 503 and a readable
 * message (server/app.ts), and the pool opens fresh connections once the server is back.
 */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

export function isDbUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (`cause`); an AggregateError lists one per address tried.
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length) {
    const e = queue.shift() as
      { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK.has(code) || SERVER.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string)))
      return true;
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return false;
}
