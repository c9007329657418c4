/**
 * Issue 40: every write that moves a region's index recounts it inside its own transaction
 * under the region's lock (answerStore.ts `ownerLockSql`), so two writes of one region never
 * recount side by side, each missing the other's answers. Here another transaction holds the
 * region's row: an innovation's answers, its sending and a verifier's decision on it wait for
 * it, and go through once it ends. Before, they locked only the innovation and went on.
 *
 * PostgreSQL only (a second connection holds the lock): the machine and CI run it on
 * 127.0.0.1:5432 (.ci/run starts it); DATABASE_URL (or TEST_PG_URL) names another. Without it
 * this test fails, it never skips.
 */
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi } from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

const PG =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

let t: TestApp;
let w: WorkflowWorld;
let innovation: { id: number; skala: { id: number; nilai: number }[] }[] = [];

beforeAll(async () => {
  t = await createTestApp({ databaseUrl: PG });
  w = await workflowWorld(t);
  innovation = (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })).body
    .data;
});
afterAll(async () => t?.close());

/** Resolves with the answer's status, or 'still waiting' after `ms`. */
const within = (p: Promise<{ status: number }>, ms: number) =>
  Promise.race([
    p.then((r) => r.status),
    new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms)),
  ]);

/** Runs `write` while another connection holds pemda's region row as a recount takes it. */
async function whileRegionHeld(write: () => Promise<{ status: number }>) {
  const side: pg.PoolClient = await t.deps.pool!.connect();
  try {
    await side.query('begin');
    await side.query('select id from profil_pemda where id = $1 for no key update', [w.own]);
    const pending = write();
    const early = await within(pending, 700);
    await side.query('commit');
    return { early, status: (await pending).status };
  } finally {
    side.release();
  }
}

const answer = (id: number) => {
  const ind = innovation.find((i) => i.skala.length)!;
  return t.call('POST', `/api/inovasi/${id}/indikator`, {
    as: 'pemda',
    body: { tahun: 2026, jawaban: [{ indikator_id: ind.id, skala_id: ind.skala[0]!.id }] },
  });
};

describe("a region's index is recounted one write at a time", () => {
  it("an innovation's answers wait for the region's lock", async () => {
    const id = await newInovasi(t, w, { nama: 'Menunggu kunci daerah' });
    expect(await whileRegionHeld(() => answer(id))).toEqual({
      early: 'still waiting',
      status: 200,
    });
  });

  it('sending it and a verdict on it wait too', async () => {
    const id = await newInovasi(t, w, { nama: 'Dikirim saat daerah terkunci' });
    expect((await answer(id)).status).toBe(200);
    await t.db.update(iga2020_inovasi).set({ submitable: 1 }).where(eq(iga2020_inovasi.id, id));
    expect(await whileRegionHeld(() => act(t, id, 'kirim', 'pemda'))).toEqual({
      early: 'still waiting',
      status: 200,
    });
    const ind = innovation.find((i) => i.skala.length)!;
    const verdict = () =>
      t.call('POST', `/api/inovasi/${id}/evaluasi`, {
        as: 'verifikator',
        body: {
          evaluasi: [
            { indikator_id: ind.id, status_verifikasi: 1, skor_verifikasi: ind.skala[0]!.nilai },
          ],
        },
      });
    expect(await whileRegionHeld(verdict)).toEqual({ early: 'still waiting', status: 200 });
  });
});
