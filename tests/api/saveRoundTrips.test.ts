/**
 * Issue 40: at the deadline each statement of a save waits its turn on a busy event loop (docs/
 * performance.md, "Deadline surge, fifth round"), so a save's statements are counted here, as
 * the list path's are (innovationList.test.ts). An innovation's answers: its row and its state
 * rule, then begin with the lock (one message: lazyBeginClient.ts), one read of its answers and
 * documents, the answer, the region's recount (with the completeness and the activity entry),
 * its store, commit: 8 (it was 14). A region's: 7 (it was 9). A region's evidence file: its row,
 * its points and its index in one transaction; uploaded in 9 statements, deleted in 11 (they
 * were two transactions, 17 and 16).
 *
 * PostgreSQL only (the statements counted are the driver's): the machine and CI run it on
 * 127.0.0.1:5432; DATABASE_URL (or TEST_PG_URL) names another. Without it this test fails, it
 * never skips.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { innovationCompleteness } from '../../domain/innovationCompleteness';
import { and, desc } from 'drizzle-orm';
import { dokumen, iga2020_inovasi, skor_indeks } from '../../server/platform/db/schema';
import { PDF } from '../helpers/sampleFiles';
import { newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { sentStatements } from '../helpers/pgStatements';

const PG =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

type Indicator = {
  id: number;
  document_type: string | null;
  skala: { id: number; nilai: number }[];
};
let t: TestApp;
let w: WorkflowWorld;
let innovation: Indicator[] = [];
let region: Indicator[] = [];

beforeAll(async () => {
  t = await createTestApp({ databaseUrl: PG });
  w = await workflowWorld(t);
  innovation = (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })).body
    .data;
  region = (await t.call('GET', `/api/daerah/${w.own}/indikator?tahun=2026`, { as: 'pemda' })).body
    .data;
});
afterAll(async () => t?.close());

/** Where the statements open and close a transaction (a `begin` may carry the first statement). */
const ends = (sent: string[]) =>
  sent.flatMap((s) => (s.startsWith('begin') ? ['begin'] : s === 'commit' ? ['commit'] : []));

/** An answer to the set's first indicator with steps: its lowest step, then its highest. */
const firstAnswer = (set: Indicator[]) => {
  const ind = set.find((i) => i.skala.length > 1)!;
  const steps = [...ind.skala].sort((a, b) => a.nilai - b.nilai);
  return (step: 0 | 1) => ({
    tahun: 2026,
    jawaban: [{ indikator_id: ind.id, skala_id: steps[step === 0 ? 0 : steps.length - 1]!.id }],
  });
};

describe("a save's statements", () => {
  it("an innovation's answer: 8 statements, and its completeness moves with it", async () => {
    const id = await newInovasi(t, w, { nama: 'Dihitung pernyataannya', submitable: 0 });
    const body = firstAnswer(innovation);
    // Its evidence is there (a document row), so the points count: read under the lock.
    await t.db.insert(dokumen).values({
      unit: 'inovasi',
      profil_id: w.own,
      inovasi_id: id,
      indikator_id: body(0).jawaban[0]!.indikator_id,
      nama: 'Bukti dukung',
      youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(
      (await t.call('POST', `/api/inovasi/${id}/indikator`, { as: 'pemda', body: body(0) })).status,
    ).toBe(200);
    const [before] = await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
    let status = 0;
    const sent = await sentStatements(async () => {
      status = (
        await t.call('POST', `/api/inovasi/${id}/indikator`, { as: 'pemda', body: body(1) })
      ).status;
    });
    expect(status).toBe(200);
    expect(sent, sent.join('\n')).toHaveLength(8);
    expect(ends(sent)).toEqual(['begin', 'commit']);
    // What the save stored on the row is what the answers and documents now add up to.
    const page = await t.call('GET', `/api/inovasi/${id}/indikator`, { as: 'pemda' });
    const [after] = await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
    const expected = innovationCompleteness(page.body.ringkasan);
    expect(Number(after!.kematangan)).toBe(expected.kematangan);
    expect(Number(after!.kematangan)).not.toBe(Number(before!.kematangan));
    expect(after!.kelengkapan).toBe(expected.kelengkapan);
    expect(after!.status_dokumen).toBe(expected.status_dokumen);
  });

  it("a region's answer: 7 statements, the lock sent with begin", async () => {
    const body = firstAnswer(region);
    const save = (step: 0 | 1) =>
      t.call('POST', `/api/daerah/${w.own}/indikator`, { as: 'pemda', body: body(step) });
    expect((await save(0)).status).toBe(200);
    let status = 0;
    const sent = await sentStatements(async () => {
      status = (await save(1)).status;
    });
    expect(status).toBe(200);
    expect(sent, sent.join('\n')).toHaveLength(7);
    expect(sent[1]).toMatch(/^begin; select id from profil_pemda where id = \d+ for update$/);
    expect(ends(sent)).toEqual(['begin', 'commit']);
  });

  it("a region's evidence, uploaded then deleted: one transaction each, with its points and index", async () => {
    // A region indicator whose points wait for a PDF: answered first at its top step (0 points).
    const rules = async (id: number) =>
      (await t.call('GET', `/api/dokumen/aturan?indikator_id=${id}`, { as: 'pemda' })).body.data;
    let ind: Indicator | undefined;
    for (const i of region.filter((r) => r.document_type && r.skala.length > 1)) {
      if ((await rules(i.id)).mimes.includes('application/pdf')) ind = i;
      if (ind) break;
    }
    const top = [...ind!.skala].sort((a, b) => b.nilai - a.nilai)[0]!;
    const body = { tahun: 2026, jawaban: [{ indikator_id: ind!.id, skala_id: top.id }] };
    const saved = await t.call('POST', `/api/daerah/${w.own}/indikator`, { as: 'pemda', body });
    expect(saved.body.data[0].skor).toBe(0);
    const index = async () => {
      const [row] = await t.db
        .select({ skor: skor_indeks.skor_total })
        .from(skor_indeks)
        .where(and(eq(skor_indeks.profil_id, w.own), eq(skor_indeks.tahun, 2026)))
        .orderBy(desc(skor_indeks.id))
        .limit(1);
      return Number(row!.skor);
    };
    const before = await index();
    const form = new FormData();
    form.append('indikator_id', String(ind!.id));
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'perda.pdf');
    const token = await t.tokenFor('pemda');
    let up: Response | null = null;
    const sent = await sentStatements(async () => {
      up = await t.app.request(`/api/daerah/${w.own}/dokumen`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    });
    expect(up!.status).toBe(201);
    expect(ends(sent)).toEqual(['begin', 'commit']);
    expect(sent, sent.join('\n')).toHaveLength(9);
    const doc = (await up!.json()).data;
    expect(doc.file_url).toBe(`/api/dokumen/${doc.id}/file`);
    const page = await t.call('GET', `/api/daerah/${w.own}/indikator?tahun=2026`, { as: 'pemda' });
    const answered = page.body.data.find((r: { id: number }) => r.id === ind!.id);
    expect(answered.skor).toBeGreaterThan(0);
    expect(await index()).toBeGreaterThan(before);

    let status = 0;
    const removed = await sentStatements(async () => {
      status = (
        await t.call('DELETE', `/api/daerah/${w.own}/dokumen?id=${doc.id}`, { as: 'pemda' })
      ).status;
    });
    expect(status).toBe(200);
    expect(ends(removed)).toEqual(['begin', 'commit']);
    expect(removed, removed.join('\n')).toHaveLength(11);
    expect(await index()).toBe(before);
  });
});
