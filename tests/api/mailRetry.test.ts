/**
 * Issue 28 item 7, "SMTP down": a reset mail the SMTP server does not take stays in the outbox
 * and is offered again with a doubling wait; once SMTP answers, each one is delivered, once.
 * The sweep is driven here with its clock (`nowMs`), so no test waits for the real backoff.
 */
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app_settings, outbox } from '../../server/platform/db/schema';
import {
  backoffMs,
  MAIL_RETRY,
  retryOutbox,
  type MailRetryOptions,
  type RetryState,
} from '../../server/features/ops/services/mailRetry';
import { startFakeSmtp } from '../helpers/fakeSmtp';
import { waitFor } from '../helpers/serverProcess';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'http://portal.test:3000' });
}, 120_000);
afterAll(() => t?.close());

const OPTS: MailRetryOptions = { baseMs: 1_000, maxMs: 8_000, maxAgeMs: 86_400_000, batch: 20 };
const ACCOUNTS = ['pemda', 'pusat', 'tim.penilai', 'verifikator', 'admin'];
const SETTINGS = ['smtp_host', 'smtp_port', 'smtp_from'];

const forgot = (login: string) => t.call('POST', '/api/forgot', { body: { login } });

async function useSmtp(port: number) {
  await t.db.delete(app_settings).where(inArray(app_settings.name, SETTINGS));
  await t.db.insert(app_settings).values([
    { name: 'smtp_host', setting_value: '127.0.0.1' },
    { name: 'smtp_port', setting_value: String(port) },
    { name: 'smtp_from', setting_value: 'portal@demo.inovasi.go.id' },
  ]);
}

const unsent = () => t.db.select().from(outbox).where(isNull(outbox.sent_at));

describe('backoff', () => {
  it('doubles after each failed try, up to its ceiling', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, OPTS))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
    expect(backoffMs(1)).toBe(MAIL_RETRY.baseMs);
    expect(backoffMs(50)).toBe(MAIL_RETRY.maxMs);
  });
});

describe('SMTP down', () => {
  it('keeps every acknowledged mail in the outbox, retries with backoff, then delivers each once', async () => {
    // A port where SMTP answered once and is now down (connection refused).
    const probe = await startFakeSmtp();
    const port = probe.port;
    await probe.close();
    await useSmtp(port);

    const acknowledged: string[] = [];
    for (const username of ACCOUNTS) {
      const res = await forgot(username);
      expect(res.status).toBe(200);
      acknowledged.push(username);
    }
    // The SMTP conversation runs after the answer; its failure puts each mail in the outbox.
    await waitFor(
      async () => (await unsent()).length === ACCOUNTS.length,
      'the mails in the outbox',
    );
    const rows = await unsent();
    const addresses = rows.map((r) => r.to_address).sort();
    expect(addresses).toHaveLength(ACCOUNTS.length);
    expect(addresses.every((a) => a.includes('@'))).toBe(true);
    // One creation time for all (the requests were answered over a few seconds), so that each
    // step of the clock below applies to every mail alike.
    const t0 = Math.max(...rows.map((r) => r.created_at.getTime()));
    await t.db
      .update(outbox)
      .set({ created_at: new Date(t0) })
      .where(isNull(outbox.sent_at));

    const state: RetryState = new Map();
    // Before the first wait has passed nothing is tried.
    expect(await retryOutbox(t.db, state, t0 + 500, OPTS)).toEqual({
      tried: 0,
      sent: 0,
      failed: 0,
    });
    // Then every mail is tried; SMTP is still down, so each stays unsent and waits twice as long.
    expect(await retryOutbox(t.db, state, t0 + 1_000, OPTS)).toEqual({
      tried: 5,
      sent: 0,
      failed: 5,
    });
    expect(await unsent()).toHaveLength(5);
    expect(await retryOutbox(t.db, state, t0 + 2_900, OPTS)).toMatchObject({ tried: 0 });
    expect(await retryOutbox(t.db, state, t0 + 3_000, OPTS)).toMatchObject({ tried: 5, failed: 5 });
    // The third failure: 4 s.
    expect(await retryOutbox(t.db, state, t0 + 6_999, OPTS)).toMatchObject({ tried: 0 });

    // SMTP comes back on its port.
    const smtp = await startFakeSmtp({ port });
    try {
      expect(await retryOutbox(t.db, state, t0 + 7_000, OPTS)).toEqual({
        tried: 5,
        sent: 5,
        failed: 0,
      });
      const received: string[] = [];
      for (let i = 0; i < 5; i++) received.push(...(await smtp.nextMessage()).to);
      expect(received.sort()).toEqual(addresses);
      expect(await unsent()).toEqual([]);
      // Sent once: a later sweep finds nothing to send.
      expect(await retryOutbox(t.db, state, t0 + 60_000, OPTS)).toEqual({
        tried: 0,
        sent: 0,
        failed: 0,
      });
      const kept = await t.db.select().from(outbox).where(inArray(outbox.to_address, addresses));
      expect(kept.every((r) => r.sent_at !== null)).toBe(true);
      // Read by `npm run faults` (scripts/faults.ts).
      console.log(
        `[SMTP down] ${acknowledged.length} acknowledged, ${received.length} found delivered after SMTP came back`,
      );
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it('does not try mail kept for the administrator (no address), nor any while no SMTP is set', async () => {
    await t.db.delete(outbox);
    const smtp = await startFakeSmtp();
    await useSmtp(smtp.port);
    await smtp.close();
    const [row] = await t.db
      .insert(outbox)
      .values({ to_address: 'dinas', subject: 'x', body: 'y' })
      .returning();
    const later = row!.created_at.getTime() + 60_000;
    expect(await retryOutbox(t.db, new Map(), later, OPTS)).toMatchObject({ tried: 0 });
    await t.db.delete(app_settings).where(inArray(app_settings.name, SETTINGS));
    await t.db.insert(outbox).values({ to_address: 'a@b.go.id', subject: 'x', body: 'y' });
    expect(await retryOutbox(t.db, new Map(), later, OPTS)).toMatchObject({ tried: 0 });
    const [kept] = await t.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(kept!.sent_at).toBeNull();
  });
});
