import type pg from 'pg';
import { NamingClient } from './statementNames';

/** What the transaction lane answers for a `begin` it has not sent yet (nobody reads it). */
const BEGIN_RESULT = { command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] };

const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback)\s*;?\s*$/i;

type Config = { text?: string; name?: string; values?: unknown[]; rowMode?: string };

/** A cursor or another object the driver submits itself: it keeps its own way and answer. */
const isSubmittable = (config: unknown) =>
  typeof (config as { submit?: unknown } | null)?.submit === 'function';

/** The statement's text when it can ride in one simple-protocol message: no parameters, no name. */
function plainText(config: unknown, values: unknown): string | null {
  if (Array.isArray(values) && values.length > 0) return null;
  if (typeof config === 'string') return config;
  if (!config || typeof config !== 'object') return null;
  const c = config as Config;
  if (isSubmittable(c) || typeof c.text !== 'string') return null;
  if (c.name || c.rowMode || (c.values && c.values.length > 0)) return null;
  return c.text;
}

/**
 * A connection of the transaction lane that sends a transaction's `begin` with its first
 * statement, in one round trip, when that statement has no parameters (issue 40,
 * docs/performance.md "thirteenth round"). Every write opens with its owner's lock, written with
 * its id inline (db/literal.ts) for this: `begin;select id from profil_pemda where id = 7 for
 * update` is one message, one wake-up of the backend and one answer where it was two. PostgreSQL
 * keeps the transaction block open after a simple-protocol message that begins it; the answer of
 * its last statement is the lock's. A first statement with parameters is sent after the `begin`
 * as before, and a transaction ended before any statement sends nothing. Its statements with
 * parameters go named (statementNames.ts `NamingClient`).
 */
export class LazyBeginClient extends NamingClient {
  private pendingBegin: string | null = null;
  /** The last statement handed to the driver, settled: the next one waits for it. */
  private tail: Promise<unknown> = Promise.resolve();

  /**
   * One statement at a time: a caller's second statement (`Promise.all` inside a transaction) is
   * handed to the driver once the first has answered, in the order they were asked. `pg` 8
   * queued it itself with a deprecation warning; `pg` 9 refuses it.
   */
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    if (typeof values === 'function' || typeof callback === 'function' || isSubmittable(config))
      return this.send(...args);
    const run = this.tail.then(() => this.send(...args) as unknown as Promise<unknown>);
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run as never;
  }

  private send(...args: unknown[]): never {
    const [config, values, callback] = args;
    const promised = typeof values !== 'function' && typeof callback !== 'function';
    const text = promised ? plainText(config, values) : null;
    const call = (...a: unknown[]) => (super.query as (...x: unknown[]) => never).apply(this, a);
    if (text !== null && BEGIN.test(text) && this.pendingBegin === null) {
      this.pendingBegin = text;
      return Promise.resolve(BEGIN_RESULT) as never;
    }
    const begin = this.pendingBegin;
    if (begin === null) return call(...args);
    this.pendingBegin = null;
    if (text !== null && END.test(text)) return Promise.resolve({ ...BEGIN_RESULT }) as never;
    if (text !== null) {
      // The statement's own settings (Drizzle's type parsers) apply to both answers.
      const merged = {
        ...(typeof config === 'string' ? {} : (config as Config)),
        text: `${begin};\n${text}`,
      };
      return (call(merged) as unknown as Promise<pg.QueryResult | pg.QueryResult[]>).then((res) =>
        Array.isArray(res) ? res[res.length - 1] : res,
      ) as never;
    }
    if (!promised || isSubmittable(config)) {
      // No caller of the lane uses callbacks or cursors; they keep their own answer (a cursor is
      // returned as it is), after the `begin` queued before them.
      call(begin, () => undefined);
      return call(...args);
    }
    return (call(begin) as unknown as Promise<unknown>).then(() => call(...args)) as never;
  }
}
