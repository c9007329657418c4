/**
 * Issue 40: a document's row, points and index are written under its owner's lock. An
 * innovation's file is also compared with the other innovations' files as it is stored (the
 * kemiripan_dokumen trigger takes KEY SHARE on their rows). Here another writer holds a second
 * innovation of the same region (as its answers' save does, first the innovation, then the
 * region) while the same file is uploaded to the first: the upload must wait for that writer,
 * never hold the region in the meantime, so that neither waits for the other.
 *
 * PostgreSQL only (two connections at once): the machine and CI run it on 127.0.0.1:5432;
 * DATABASE_URL (or TEST_PG_URL) names another. Without it this test fails, it never skips.
 */
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kemiripan } from '../../server/platform/db/schema';
import { newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

const PG =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

let t: TestApp;
let w: WorkflowWorld;
let pdfIndicator = 0;

beforeAll(async () => {
  t = await createTestApp({ databaseUrl: PG });
  w = await workflowWorld(t);
  const set = (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })).body
    .data as { id: number; document_type: string | null }[];
  for (const ind of set.filter((i) => i.document_type)) {
    const rules = await t.call('GET', `/api/dokumen/aturan?indikator_id=${ind.id}`, {
      as: 'pemda',
    });
    if (rules.body.data.mimes.includes('application/pdf')) {
      pdfIndicator = ind.id;
      break;
    }
  }
});
afterAll(async () => t?.close());

async function upload(inovasiId: number) {
  const form = new FormData();
  form.append('indikator_id', String(pdfIndicator));
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'sk-penetapan.pdf');
  const res = await t.app.request(`/api/inovasi/${inovasiId}/dokumen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    body: form,
  });
  return res.status;
}

/** Whether some backend of this database waits for a row lock now. */
async function someoneWaits(client: pg.Pool) {
  const res = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return res.rows[0]!.n > 0;
}

describe("an innovation's evidence and the locks of its region", () => {
  it('waits for a save of another innovation of the region holding the same file, without a deadlock', async () => {
    expect(pdfIndicator).toBeGreaterThan(0);
    const first = await newInovasi(t, w, { nama: 'Berkas sama, pertama' });
    const second = await newInovasi(t, w, { nama: 'Berkas sama, kedua' });
    expect(await upload(second)).toBe(201);

    // The test's own database, through the app's pool: one connection held, one to look.
    const watcher = (t.db as unknown as { $client: pg.Pool }).$client;
    const other = await watcher.connect();
    try {
      // The other writer, as a save of the second innovation: its row first.
      await other.query('begin');
      await other.query('select id from iga2020_inovasi where id = $1 for update', [second]);
      const uploading = upload(first);
      // The upload reaches the comparison with the second innovation's file, and waits there.
      for (let i = 0; i < 500 && !(await someoneWaits(watcher)); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await someoneWaits(watcher)).toBe(true);
      // Then the region, as the save's lock takes it: free, since the upload does not hold it.
      await other.query('set local lock_timeout = 5000');
      await other.query('select id from profil_pemda where id = $1 for no key update', [w.own]);
      await other.query('commit');
      expect(await uploading).toBe(201);
    } finally {
      await other.query('rollback').catch(() => undefined);
      other.release();
    }
    // Both files are the same: the pair is flagged both ways.
    const pairs = await t.db
      .select({ lawan: kemiripan.lawan_id })
      .from(kemiripan)
      .where(and(eq(kemiripan.inovasi_id, first), eq(kemiripan.jenis, 'identik')));
    expect(pairs.map((p) => p.lawan)).toContain(second);
  });
});
