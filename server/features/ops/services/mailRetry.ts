/**
 * The outbox retry (issue 28 item 7, "SMTP down"): a mail the SMTP server did not take stays in
 * the outbox (services/mailer.ts) and is sent again, with a wait that doubles after each failed
 * try (30 s, 1 min, 2 min, ... up to 15 min), until SMTP takes it; then the row gets its
 * `sent_at`. Only rows addressed to an email address (not a username kept for the
 * administrator) and younger than a day are tried: a reset link is void after 60 minutes anyway,
 * and older mail stays for the superadmin to read. The wait per row is kept in this process (a
 * restart tries at once). With several API nodes on PostgreSQL one sweeps at a time (an advisory
 * lock), so a mail is not sent twice by two nodes.
 */
import { and, asc, eq, gt, isNull, like } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../../platform/db/client';
import { outbox } from '../../../platform/db/schema';
import { mailSettings, sendSmtp, smtpSettings } from './mailer';

export interface MailRetryOptions {
  /** Wait before the first retry, doubled after each failure. */
  baseMs: number;
  /** Longest wait between two tries. */
  maxMs: number;
  /** Mail older than this is no longer tried. */
  maxAgeMs: number;
  /** Rows tried per sweep at most. */
  batch: number;
}

export const MAIL_RETRY: MailRetryOptions = {
  baseMs: 30_000,
  maxMs: 15 * 60_000,
  maxAgeMs: 24 * 60 * 60_000,
  batch: 20,
};

/** The advisory lock key of the sweep ("IIDMAIL" in ASCII). */
const SWEEP_LOCK_KEY = 0x49_49_44_4d_41_49_4cn.toString();

/** Per row id: failed tries so far and the earliest time of the next. */
export type RetryState = Map<number, { failures: number; nextAt: number }>;

export interface SweepResult {
  tried: number;
  sent: number;
  failed: number;
}

/** The wait after `failures` failed tries. */
export const backoffMs = (failures: number, opts: MailRetryOptions = MAIL_RETRY): number =>
  Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, failures - 1));

/**
 * One pass over the unsent mail: each row whose wait has passed is offered to SMTP again.
 * Nothing happens while no SMTP server is set (the outbox is then the delivery).
 */
export async function retryOutbox(
  db: Db,
  state: RetryState,
  nowMs: number,
  opts: MailRetryOptions = MAIL_RETRY,
): Promise<SweepResult> {
  const result: SweepResult = { tried: 0, sent: 0, failed: 0 };
  const smtp = smtpSettings(await mailSettings(db));
  if (!smtp) return result;
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        isNull(outbox.sent_at),
        like(outbox.to_address, '%@%'),
        gt(outbox.created_at, new Date(nowMs - opts.maxAgeMs)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(opts.batch * 5);
  const seen = new Set<number>();
  for (const row of rows) {
    seen.add(row.id);
    // A row met for the first time waits baseMs from its creation (its first try just failed).
    const wait = state.get(row.id) ?? {
      failures: 1,
      nextAt: row.created_at.getTime() + opts.baseMs,
    };
    state.set(row.id, wait);
    if (wait.nextAt > nowMs || result.tried >= opts.batch) continue;
    result.tried += 1;
    try {
      await sendSmtp(smtp, { to: row.to_address, subject: row.subject, body: row.body });
    } catch (e) {
      wait.failures += 1;
      wait.nextAt = nowMs + backoffMs(wait.failures, opts);
      result.failed += 1;
      console.warn(
        `[mail] SMTP masih gagal (surel ${row.id}, percobaan ${wait.failures}):`,
        (e as Error).message,
      );
      continue;
    }
    await db
      .update(outbox)
      .set({ sent_at: new Date(nowMs) })
      .where(and(eq(outbox.id, row.id), isNull(outbox.sent_at)));
    state.delete(row.id);
    result.sent += 1;
  }
  // Rows sent or aged out meanwhile (another node, the day passed) are forgotten.
  for (const id of state.keys()) if (!seen.has(id)) state.delete(id);
  return result;
}

/** Runs `work` unless another node runs it now (PostgreSQL advisory lock); PGlite: always. */
async function alone<T>(pool: pg.Pool | undefined, work: () => Promise<T>): Promise<T | null> {
  if (!pool) return work();
  const client = await pool.connect();
  try {
    const got = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      SWEEP_LOCK_KEY,
    ]);
    if (!got.rows[0]?.ok) return null;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SWEEP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Sweeps every `everyMs` (default 15 s); returns the stop function. */
export function startMailRetry(
  deps: { db: Db; pool?: pg.Pool },
  everyMs = 15_000,
  opts: MailRetryOptions = MAIL_RETRY,
): () => void {
  const state: RetryState = new Map();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await alone(deps.pool, () => retryOutbox(deps.db, state, Date.now(), opts));
    } catch (e) {
      // The database out of reach: the next tick tries again.
      console.warn('[mail] pengiriman ulang outbox gagal:', (e as Error).message);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
