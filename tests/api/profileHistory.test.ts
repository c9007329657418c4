import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga_indikator, profil_pemda } from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

let t: TestApp;
let own = 0;
let other = 0;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

async function uploadPdf(profil: number, indikatorId: number) {
  const form = new FormData();
  form.append('indikator_id', String(indikatorId));
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bukti.pdf');
  const res = await t.app.request(`/api/daerah/${profil}/dokumen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    body: form,
  });
  return res.status;
}

beforeAll(async () => {
  t = await createTestApp();
  own = await ownProfilId(t, 'pemda');
  const [row] = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(ne(profil_pemda.id, own))
    .limit(1);
  other = row!.id;
});
afterAll(() => t.close());

describe('GET /api/daerah/{profilId}/lini-masa', () => {
  it("answers the profile's own changes and its region documents, newest first", async () => {
    const before = await t.call('GET', `/api/daerah/${own}/lini-masa`, { as: 'pemda' });
    expect(before.status).toBe(200);
    const count = before.body.data.length;

    const edit = await t.call('POST', `/api/crud/profil_pemda/${own}`, {
      as: 'pemda',
      body: { alamat: 'Jl. Lini Masa No. 7' },
    });
    expect(edit.status).toBe(200);
    const [indikator] = await t.db
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(eq(iga_indikator.tipe, 'P'))
      .limit(1);
    expect(await uploadPdf(own, indikator!.id)).toBe(201);
    // Another region's change never shows in this history.
    await t.call('POST', `/api/crud/profil_pemda/${other}`, {
      as: 'superadmin',
      body: { alamat: 'Jl. Lain' },
    });

    const after = await t.call('GET', `/api/daerah/${own}/lini-masa`, { as: 'pemda' });
    expect(after.status).toBe(200);
    const rows = after.body.data as { resource: string; name: string; data: unknown }[];
    expect(rows).toHaveLength(count + 2);
    expect(rows[0]).toMatchObject({ resource: 'dokumen', name: 'create' });
    expect(rows[1]).toMatchObject({ resource: 'profil_pemda', name: 'update' });
    expect(JSON.stringify(rows[1]!.data)).toContain('Jl. Lini Masa No. 7');
    expect(JSON.stringify(rows)).not.toContain('Jl. Lain');
  });

  it('shows verified scores on the history only to the roles that verify', async () => {
    const [indikator] = await t.db
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(eq(iga_indikator.tipe, 'P'))
      .limit(1);
    const tahun = Number(
      (await t.call('GET', `/api/daerah/${own}/indikator`, { as: 'pemda' })).body.tahun,
    );
    const saved = await t.call('POST', `/api/evaluasi/${own}/profil`, {
      as: 'admin',
      body: {
        tahun,
        evaluasi: [{ indikator_id: indikator!.id, skor_verifikasi: 1, catatan: 'ok' }],
      },
    });
    expect(saved.status).toBe(200);
    const entryOf = async (as: string) =>
      (await t.call('GET', `/api/daerah/${own}/lini-masa`, { as })).body.data.find(
        (r: { name: string }) => r.name === 'evaluasi_indikator',
      ) as { data: { name: string; after?: unknown }[] };
    const forAdmin = await entryOf('admin');
    expect(forAdmin.data.some((d) => d.name.startsWith('indikator') && d.after === 1)).toBe(true);
    const forPemda = await entryOf('pemda');
    expect(forPemda.data).toEqual([{ name: 'tahun', value: tahun }]);
  });

  it("answers 404 for a profile outside the account's region", async () => {
    const res = await t.call('GET', `/api/daerah/${other}/lini-masa`, { as: 'pemda' });
    expect(res.status).toBe(404);
  });

  it('lets staff read any profile and refuses roles that may not open profiles', async () => {
    expect((await t.call('GET', `/api/daerah/${other}/lini-masa`, { as: 'admin' })).status).toBe(
      200,
    );
    // opd opens its own region's profile (spec 2, issue 27 B10); upt opens none.
    expect((await t.call('GET', `/api/daerah/${own}/lini-masa`, { as: 'opd' })).status).toBe(200);
    expect((await t.call('GET', `/api/daerah/${own}/lini-masa`, { as: 'upt' })).status).toBe(403);
    expect((await t.call('GET', `/api/daerah/${own}/lini-masa`)).status).toBe(401);
  });

  it('refuses a malformed since_id', async () => {
    const res = await t.call('GET', `/api/daerah/${own}/lini-masa?since_id=abc`, { as: 'pemda' });
    expect(res.status).toBe(400);
  });
});
