import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga_indikator, iga_skala, indikator_jawaban } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The year's indicator set is kept between requests (server/platform/cache/referenceCache.ts):
 * a save reads it from memory. A change to it through the API is read by the very next request.
 */
let t: TestApp;
let profil = 0;
let indikator = 0;
let scale = 0;

beforeAll(async () => {
  t = await createTestApp();
  profil = (await t.call('GET', '/api/me', { as: 'pemda' })).body.data.profil_id;
  const [ind] = await t.db
    .select({ id: iga_indikator.id })
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.tahun, 2023)))
    .orderBy(asc(iga_indikator.no_urut), asc(iga_indikator.subs))
    .limit(1);
  indikator = ind!.id;
  const [s] = await t.db
    .select({ id: iga_skala.id })
    .from(iga_skala)
    .where(eq(iga_skala.iga_indikator_id, indikator))
    .orderBy(asc(iga_skala.nilai))
    .limit(1);
  scale = s!.id;
}, 120_000);
afterAll(() => t?.close());

const storedText = async () => {
  const [row] = await t.db
    .select({ skala_text: indikator_jawaban.skala_text })
    .from(indikator_jawaban)
    .where(
      and(
        eq(indikator_jawaban.profil_id, profil),
        eq(indikator_jawaban.indikator_id, indikator),
        eq(indikator_jawaban.tahun, 2026),
      ),
    );
  return row?.skala_text ?? null;
};
const saveScale = () =>
  t.call('POST', `/api/daerah/${profil}/indikator`, {
    as: 'pemda',
    body: { tahun: 2026, jawaban: [{ indikator_id: indikator, skala_id: scale }] },
  });
const scaleText = async () => {
  const res = await t.call('GET', '/api/indikator?tahun=2026', { as: 'pemda' });
  const ind = res.body.data.find((i: { id: number }) => i.id === indikator);
  return ind.skala.find((s: { id: number }) => s.id === scale).keterangan as string;
};

describe('the kept indicator set', () => {
  it('a scale renamed through the API is read by the next list and the next save', async () => {
    expect((await saveScale()).status).toBe(200);
    const before = await scaleText();
    expect(await storedText()).toBe(before);

    const edit = await t.call('PUT', `/api/crud/iga_skala/${scale}`, {
      as: 'superadmin',
      body: { keterangan: 'Ada, ditetapkan ulang' },
    });
    expect(edit.status).toBe(200);
    expect(await scaleText()).toBe('Ada, ditetapkan ulang');
    expect((await saveScale()).status).toBe(200);
    expect(await storedText()).toBe('Ada, ditetapkan ulang');
  });

  it('a set copied to a new year through the API is the new year’s set at once', async () => {
    const before = await t.call('GET', '/api/indikator?tahun=2027', { as: 'superadmin' });
    expect(before.status).toBe(200);
    expect(before.body.periode).toBe(2023);
    const copy = await t.call('POST', '/api/indikator/salin', {
      as: 'superadmin',
      body: { dari: 2023, ke: 2027 },
    });
    expect(copy.status).toBe(201);
    const after = await t.call('GET', '/api/indikator?tahun=2027', { as: 'superadmin' });
    expect(after.body.periode).toBe(2027);
    expect(after.body.data.length).toBe(before.body.data.length);
  });
});
