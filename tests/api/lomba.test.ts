import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSettings } from '../../server/platform/cache/settingsCache';
import { app_settings, iga2020_inovasi, nomor_registrasi } from '../../server/platform/db/schema';
import { regionSums } from '../../server/features/scoring/services/indexEngine';
import { newInovasi as bodyOf } from '../helpers/inovasiBody';
import { newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;

interface Indicator {
  id: number;
  required: number;
  document_type: string | null;
  skala: { id: number; nilai: number }[];
}
let set: Indicator[] = [];

async function setSetting(name: string, value: string) {
  await t.db.update(app_settings).set({ setting_value: value }).where(eq(app_settings.name, name));
  forgetSettings(t.db);
}

const flags = async (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await setSetting(name, value);
};

/** A competition entry body: the innovation's, marked, dated inside 2022-2025. */
const entryBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> =>
  bodyOf({
    lomba: 1,
    tahun: 2026,
    waktu: '2022-01-10',
    waktu_implementasi: '2022-02-01',
    ...overrides,
  });

const create = (as: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/crud/lomba_inovasi', { as, body });

/** An entry stored directly (pemda's region, 2026), for the indicator and sending checks. */
const newEntry = (values: Partial<typeof iga2020_inovasi.$inferInsert> = {}) =>
  newInovasi(t, w, { lomba: 1, submitable: 0, is_covid: null, ...values });

const top = (ind: Indicator) => ind.skala.reduce((a, b) => (b.nilai > a.nilai ? b : a));

async function upload(id: number, ind: Indicator, as = 'pemda') {
  const form = new FormData();
  form.append('indikator_id', String(ind.id));
  if (ind.document_type === 'video') {
    form.append('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  } else {
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bukti.pdf');
  }
  const res = await t.app.request(`/api/lomba/${id}/dokumen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  set = (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })).body.data;
}, 120_000);

afterAll(async () => t?.close());

describe('competition entries (lomba-inovasi-daerah)', () => {
  it('are added, edited and deleted only while lomba_status is 1 (409 with the reason)', async () => {
    await flags({ lomba_status: '0' });
    const closed = await create('pemda', entryBody());
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ status: 0, message: 'Lomba inovasi daerah sedang ditutup.' });

    await flags({ lomba_status: '1' });
    const made = await create('upt', entryBody({ nama: 'Entri UPT' }));
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ nama: 'Entri UPT', lomba: 1 });
    const id = made.body.data.id as number;

    const edited = await t.call('PUT', `/api/crud/lomba_inovasi/${id}`, {
      as: 'upt',
      body: { nama: 'Entri UPT (ubah)' },
    });
    expect(edited.status).toBe(200);

    await flags({ lomba_status: '0' });
    const frozen = await t.call('PUT', `/api/crud/lomba_inovasi/${id}`, {
      as: 'upt',
      body: { nama: 'Tidak boleh' },
    });
    expect(frozen.status).toBe(409);
    expect(frozen.body.message).toBe('Lomba inovasi daerah sedang ditutup.');
    const kept = await t.call('DELETE', `/api/crud/lomba_inovasi/${id}`, { as: 'upt' });
    expect(kept.status).toBe(409);

    await flags({ lomba_status: '1' });
    expect((await t.call('DELETE', `/api/crud/lomba_inovasi/${id}`, { as: 'upt' })).status).toBe(
      200,
    );
  });

  it('never changes an index-year record (409), whatever the flags', async () => {
    await flags({ lomba_status: '1' });
    const id = await newEntry({ is_index: 1 });
    const edit = await t.call('PUT', `/api/crud/lomba_inovasi/${id}`, {
      as: 'superadmin',
      body: { nama: 'Ubah data indeks' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Data indeks tidak dapat diubah atau dihapus.');
    const del = await t.call('DELETE', `/api/crud/lomba_inovasi/${id}`, { as: 'superadmin' });
    expect(del.status).toBe(409);
  });

  it('applies the competition form rules: Asta Cita optional but >= 9, dates from 2022', async () => {
    await flags({ lomba_status: '1' });
    const { is_covid: _none, ...noTheme } = entryBody({ nama: 'Tanpa Asta Cita' });
    expect((await create('pemda', noTheme)).status).toBe(201);

    const low = await create('pemda', entryBody({ is_covid: 3 }));
    expect(low.status).toBe(422);
    expect(low.body.errors).toEqual({ is_covid: 'Mohon pilih asta cipta' });

    const early = await create('pemda', entryBody({ waktu_implementasi: '2021-12-31' }));
    expect(early.status).toBe(422);
    expect(early.body.errors.waktu_implementasi).toContain('01/01/2022');

    // The window is the period's setting, as the main form's.
    await setSetting(
      'rentang_tanggal_inovasi',
      JSON.stringify({
        2023: {
          mulai: '2023-01-01',
          sampai: '2025-12-31',
          lomba: { mulai: '2022-06-01', sampai: '2025-12-31' },
        },
      }),
    );
    const outside = await create('pemda', entryBody({ waktu_implementasi: '2022-02-01' }));
    expect(outside.status).toBe(422);
    expect(outside.body.errors.waktu_implementasi).toContain('01/06/2022');
    await setSetting(
      'rentang_tanggal_inovasi',
      JSON.stringify({ 2023: { mulai: '2023-01-01', sampai: '2025-12-31' } }),
    );
    // The main innovation form keeps its own window: a 2022 date is refused there.
    const { lomba: _marker, ...innovation } = entryBody();
    const main = await t.call('POST', '/api/crud/iga2020_inovasi', {
      as: 'pemda',
      body: { ...innovation, is_covid: 9 },
    });
    expect(main.status).toBe(422);
    expect(main.body.errors).toHaveProperty('waktu_implementasi');
  });

  it('keep entries and innovations apart: each screen sees only its own rows', async () => {
    const entry = await newEntry({ nama: 'Hanya di lomba' });
    const innovation = await newInovasi(t, w, { nama: 'Hanya di inovasi' });
    expect(
      (await t.call('GET', `/api/crud/iga2020_inovasi/${entry}`, { as: 'pemda' })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/crud/lomba_inovasi/${innovation}`, { as: 'pemda' })).status,
    ).toBe(404);
    const lookup = await t.call('GET', '/api/lomba/lookup?tahun=2026&search=Hanya', {
      as: 'pemda',
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.data.map((r: { nama: string }) => r.nama)).toEqual(['Hanya di lomba']);
    expect(lookup.body.total).toBe(1);
    // The innovation list's row shape: labels and the registration facts.
    expect(lookup.body.data[0]).toMatchObject({ id: entry, lomba: 1, _labels: expect.any(Object) });
    expect(lookup.body.data[0]).toHaveProperty('_registrasi');
    // A stage filter, and the roles of spec 6.
    const stage = await t.call('GET', '/api/lomba/lookup?inovasi_status=0&search=Hanya', {
      as: 'pemda',
    });
    expect(stage.body.total).toBe(0);
    expect((await t.call('GET', '/api/lomba/lookup', { as: 'verifikator' })).status).toBe(403);
    expect((await t.call('GET', '/api/lomba/lookup', { as: 'upt' })).status).toBe(200);
  });
});

describe('an entry’s indicators (indikator_inovasi_lomba)', () => {
  it('are answered only while lomba_edit_indikator is 1, with the same engine', async () => {
    const id = await newEntry();
    const first = set.find((i) => i.required === 1)!;
    const body = { tahun: 2026, jawaban: [{ indikator_id: first.id, skala_id: top(first).id }] };

    await flags({ lomba_edit_indikator: '0' });
    const closed = await t.call('POST', `/api/lomba/${id}/indikator`, { as: 'pemda', body });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Pengisian indikator lomba inovasi daerah sedang ditutup.');
    expect((await upload(id, first)).status).toBe(409);

    await flags({ lomba_edit_indikator: '1' });
    const saved = await t.call('POST', `/api/lomba/${id}/indikator`, { as: 'pemda', body });
    expect(saved.status).toBe(200);
    expect(saved.body.data[0]).toMatchObject({ indikator_id: first.id, skor: 0, lengkap: false });
    expect((await upload(id, first)).status).toBe(201);

    const read = await t.call('GET', `/api/lomba/${id}/indikator`, { as: 'pemda' });
    expect(read.status).toBe(200);
    const line = read.body.data.find((r: { id: number }) => r.id === first.id);
    expect(line).toMatchObject({ skor: top(first).nilai, lengkap: true });
    expect(read.body.inovasi).toMatchObject({ id, status_dokumen: 0 });
    expect(read.body.ringkasan.wajib_lengkap).toBe(1);

    // The entry's answers are its own set: the innovation calls do not reach it.
    expect((await t.call('GET', `/api/inovasi/${id}/indikator`, { as: 'pemda' })).status).toBe(404);
    // Edits are an editor's; reading is the list's readers'.
    expect(
      (await t.call('POST', `/api/lomba/${id}/indikator`, { as: 'viewer', body })).status,
    ).toBe(403);
    expect((await t.call('GET', `/api/lomba/${id}/indikator`, { as: 'viewer' })).status).toBe(200);
  });
});

describe('sending an entry', () => {
  it('needs lomba_kirim_inovasi 1 and a complete entry, then waits in its own queue', async () => {
    await flags({ lomba_edit_indikator: '1', lomba_kirim_inovasi: '0' });
    const id = await newEntry({ nama: 'Entri dikirim' });

    const closed = await t.call('POST', `/api/lomba-inovasi-daerah/kirim/${id}`, { as: 'pemda' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Pengiriman inovasi lomba sedang ditutup.');

    await flags({ lomba_kirim_inovasi: '1' });
    const early = await t.call('POST', `/api/lomba-inovasi-daerah/kirim/${id}`, { as: 'pemda' });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('indikator mandatori lomba');

    const mandatory = set.filter((i) => i.required === 1);
    for (const ind of mandatory) expect((await upload(id, ind)).status).toBe(201);
    await t.call('POST', `/api/lomba/${id}/indikator`, {
      as: 'pemda',
      body: {
        tahun: 2026,
        jawaban: mandatory.map((i) => ({ indikator_id: i.id, skala_id: top(i).id })),
      },
    });
    // Complete without an Asta Cita theme: the competition does not ask for one.
    const [row] = await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
    expect(row).toMatchObject({ status_dokumen: 1, is_covid: null });

    // The innovation's own send call does not take an entry.
    expect((await t.call('POST', `/api/inovasi/${id}/kirim`, { as: 'pemda' })).status).toBe(404);

    // The spec's row-action form (GET) sends it too.
    const sent = await t.call('GET', `/api/lomba-inovasi-daerah/kirim/${id}`, { as: 'pemda' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ id, status: 'dikirim', menunggu: 'verifikator' });
    const [reg] = await t.db
      .select()
      .from(nomor_registrasi)
      .where(eq(nomor_registrasi.inovasi_id, id));
    expect(reg!.status_nomor).toBe(0);

    // Sent: the entry and its answers are locked for the region (as an innovation's).
    const locked = await t.call('PUT', `/api/crud/lomba_inovasi/${id}`, {
      as: 'pemda',
      body: { nama: 'Ubah setelah kirim' },
    });
    expect(locked.status).toBe(409);
    const again = await t.call('POST', `/api/lomba-inovasi-daerah/kirim/${id}`, { as: 'pemda' });
    expect(again.status).toBe(409);

    // Its own queue: not among the innovations, listed with ?lomba=1.
    const innovations = await t.call(
      'GET',
      '/api/nomor_registrasi/request/lookup?search=Entri%20dikirim',
      { as: 'verifikator' },
    );
    expect(innovations.body.total).toBe(0);
    const entries = await t.call(
      'GET',
      '/api/nomor_registrasi/request/lookup?lomba=1&search=Entri%20dikirim',
      { as: 'verifikator' },
    );
    expect(entries.body.data.map((r: { id: number }) => r.id)).toEqual([id]);

    // The same verification path: a verifier approves it with a number.
    const approved = await t.call('POST', `/api/inovasi/${id}/setujui`, { as: 'verifikator' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'terverifikasi' });
  });

  it('is refused to roles outside the competition', async () => {
    await flags({ lomba_kirim_inovasi: '1' });
    const id = await newEntry();
    expect(
      (await t.call('POST', `/api/lomba-inovasi-daerah/kirim/${id}`, { as: 'viewer' })).status,
    ).toBe(403);
  });

  it('keeps entries out of the region’s index', async () => {
    const before = (await regionSums(t.db, w.own, 2026)).sums.n;
    // A sent entry of the region: the engine counts sent innovations, never entries.
    const id = await newEntry({ nama: 'Entri di luar indeks' });
    await t.db
      .insert(nomor_registrasi)
      .values({ inovasi_id: id, hash: `lomba-${id}`, status_nomor: 0 });
    expect((await regionSums(t.db, w.own, 2026)).sums.n).toBe(before);
    await t.db.update(iga2020_inovasi).set({ lomba: 0 }).where(eq(iga2020_inovasi.id, id));
    expect((await regionSums(t.db, w.own, 2026)).sums.n).toBe(before + 1);
  });
});
