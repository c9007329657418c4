import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPgliteFolder } from './pgliteFolder';
import { LanePool } from './lanePool';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool (PostgreSQL only): its use for /api/metrics, the migration lock. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * Connections per API process on PostgreSQL, opened as needed, in two lanes (lanePool.ts):
 * transactions (a save holds its own for its whole transaction, the region's recount included)
 * and single statements. One pool of 20 was too few (docs/performance.md, "Deadline surge,
 * fourth round"). With the write thread (WRITE_THREAD, server/platform/runtime/writeThread.ts)
 * the main thread keeps few transactions (the sweeps, the mail retry) and the write thread few
 * single statements (a write's look-ups before it): 40 a process, so two processes stay inside
 * PostgreSQL's default of 100 connections; more need a larger `max_connections` or PgBouncer
 * (docs/deploy.md).
 */
const LANES = {
  /** One thread serves everything (WRITE_THREAD=0). */
  all: { transactions: 24, statements: 12 },
  /** The main thread beside a write thread: the reads. */
  reads: { transactions: 8, statements: 12 },
  /** The write thread. */
  writes: { transactions: 16, statements: 4 },
};

/**
 * Each new connection's first statement sets how many parallel workers a statement may start
 * (none by default). PostgreSQL's default (2) let one dashboard's recomputation take three
 * processes, every core of a two-core machine, for no shorter answer: the 68 national answers
 * cold, one after another, took 2.4-2.5 s and 3.0-3.1 s of the machine's CPU without workers
 * against 2.6-2.7 s and 3.9-4.0 s with them, the slowest 225-248 ms against 287-299 ms
 * (docs/performance.md, "fourteenth round"). The API's statements are many small ones from many
 * users at once, and its national answers are recomputed behind the readers they serve: what
 * counts is the machine's CPU, not one statement's time on idle cores. A session setting, not a
 * startup `options` parameter, so it also passes PgBouncer; sent by the pool's `onConnect`, which
 * it awaits before the connection's first caller has it.
 */
function parallelWorkersSql(workers: number): string {
  if (!Number.isSafeInteger(workers) || workers < 0)
    throw new TypeError(`not a number of workers: ${String(workers)}`);
  return `set max_parallel_workers_per_gather = ${workers}`;
}

/**
 * PostgreSQL server when a URL is given, otherwise PGlite in `dataDir/pgdata` (or in memory).
 * A data folder is locked to this process until close() (DataDirLockedError when another
 * process has it), and one PGlite cannot open is refused unchanged (DataDirDamagedError).
 */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** Whose connections (LANES): one thread's for everything, or the reads' or the writes'. */
  lanes?: keyof typeof LANES;
  /** PostgreSQL's parallel workers per statement (`DB_PARALLEL_WORKERS`); default none. */
  parallelWorkers?: number;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    // Transactions and single statements each in their own lane (lanePool.ts).
    const sizes = LANES[opts.lanes ?? 'all'];
    const setup = parallelWorkersSql(opts.parallelWorkers ?? 0);
    const pool = new LanePool({
      connectionString: opts.databaseUrl,
      max: sizes.transactions,
      statementConnections: sizes.statements,
      // The write thread's single statements are a write's look-ups by key (statementNames.ts).
      namedStatements: opts.lanes === 'writes',
      // pg-pool awaits it before it hands the new connection out (a failure is the caller's);
      // its types say void.
      onConnect: async (client) => {
        await client.query(setup);
      },
    });
    // An idle client dropped by the server (restart, admin command) must not crash the process;
    // the pool replaces it on the next query.
    for (const lane of [pool, pool.statements])
      lane.on('error', (err) => console.warn('[db] koneksi idle terputus:', err.message));
    // numeric columns come back as strings by default; keep that (exact decimals), but make
    // bigint counts numbers since they never exceed 2^53 here.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.close() };
  }
  if (opts.dataDir) {
    const folder = await openPgliteFolder(opts.dataDir);
    const db = drizzlePglite(folder.client, { schema }) as unknown as Db;
    return { db, kind: 'pglite', close: () => folder.close() };
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
