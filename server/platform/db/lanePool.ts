import pg from 'pg';
import { LazyBeginClient } from './lazyBeginClient';
import { NamingClient } from './statementNames';

/**
 * The PostgreSQL connections of one API process, in two lanes (issue 40, docs/performance.md
 * "Deadline surge, fourth round"): transactions (every write that must be all or nothing, the
 * migration lock, the mail retry's lock) take `connect()`, single statements (the reads, and a
 * write's look-ups before it) take `query()`, and neither lane waits behind the other.
 *
 * Why: with one pool, a deadline's saves queued behind the readers' statements for their
 * transaction (and the readers behind them): at 50 saves a second beside 50 readers, a save
 * waited there for seconds while the database itself was mostly idle. A transaction holds its
 * connection for several round trips; a single statement, for one.
 *
 * It stays a `pg.Pool`: Drizzle opens a transaction with `connect()` on one, and runs anything
 * else with `query()`.
 */
export class LanePool extends pg.Pool {
  /** The lane of single statements. */
  readonly statements: pg.Pool;

  /**
   * `namedStatements`: the single statements with parameters go named too (statementNames.ts),
   * as every transaction's do. For a lane of key look-ups (the write thread's); a lane of
   * reports and lists keeps PostgreSQL's plan per call, fitted to each call's values.
   */
  constructor(config: pg.PoolConfig & { statementConnections: number; namedStatements?: boolean }) {
    const { statementConnections, namedStatements, ...rest } = config;
    // A transaction's `begin` rides with its first statement (lazyBeginClient.ts).
    super({ ...rest, Client: LazyBeginClient });
    this.statements = new pg.Pool({
      ...rest,
      max: statementConnections,
      ...(namedStatements ? { Client: NamingClient } : {}),
    });
  }

  override query(...args: unknown[]): never {
    return (this.statements.query as (...a: unknown[]) => never).apply(this.statements, args);
  }

  /** Both lanes, for their counts (GET /api/metrics adds them). */
  lanes(): pg.Pool[] {
    return [this, this.statements];
  }

  /** Both lanes' largest number of connections. */
  get maxConnections() {
    return (this.options.max ?? 10) + (this.statements.options.max ?? 10);
  }

  /** Closes both lanes. */
  async close(): Promise<void> {
    await Promise.all([this.end(), this.statements.end()]);
  }
}
