import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSettings } from '../../server/platform/cache/settingsCache';
import {
  app_settings,
  iga2020_inovasi,
  nomor_registrasi,
  usr_asn,
} from '../../server/platform/db/schema';
import {
  act as actAs,
  newInovasi as makeInovasi,
  workflowWorld,
  type WorkflowWorld,
} from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let ids: WorkflowWorld;

const newInovasi = (values: Parameters<typeof makeInovasi>[2] = {}) => makeInovasi(t, ids, values);
const act = (id: number, action: string, as: string, body?: unknown) =>
  actAs(t, id, action, as, body);

const registration = async (id: number) => {
  const [row] = await t.db
    .select()
    .from(nomor_registrasi)
    .where(eq(nomor_registrasi.inovasi_id, id));
  return row ?? null;
};

async function setSetting(name: string, value: string) {
  await t.db.update(app_settings).set({ setting_value: value }).where(eq(app_settings.name, name));
  forgetSettings(t.db);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await workflowWorld(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the journey of an innovation', () => {
  it('pemda sends, a verifier approves with a number, quality control accepts; one timeline', async () => {
    const id = await newInovasi();
    const sent = await act(id, 'kirim', 'pemda');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 1,
      message: 'Status inovasi berhasil diubah: Menunggu Verifikasi.',
      data: { id, status: 'dikirim', menunggu: 'verifikator', status_nomor: 0, nomor: null },
    });
    const approved = await act(id, 'setujui', 'verifikator', { catatan: 'Bukti lengkap' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'terverifikasi',
      menunggu: 'quality_control',
      status_nomor: 1,
      qc: 0,
    });
    expect(approved.body.data.nomor).toMatch(/^2026\/[\d.]+\/\d{5}$/);
    const accepted = await act(id, 'qc-terima', 'quality_control');
    expect(accepted.body.data).toMatchObject({
      status: 'diterima',
      menunggu: null,
      qc: 1,
      nomor: approved.body.data.nomor,
    });
    const [row] = await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
    expect(row).toMatchObject({ qc: 1, nomor: approved.body.data.nomor });

    const timeline = await t.call('GET', `/api/inovasi/${id}/timeline`, { as: 'pemda' });
    expect(timeline.status).toBe(200);
    expect(timeline.body.data).toMatchObject({
      status: 'diterima',
      menunggu: null,
      nomor: approved.body.data.nomor,
    });
    expect(
      timeline.body.data.events.map((e: Record<string, unknown>) => [
        e.action,
        e.from,
        e.to,
        e.note,
      ]),
    ).toEqual([
      ['kirim', 'draf', 'dikirim', null],
      ['setujui', 'dikirim', 'terverifikasi', 'Bukti lengkap'],
      ['qc-terima', 'terverifikasi', 'diterima', null],
    ]);
    expect(timeline.body.data.events[0].actor).toBeTruthy();
    expect(timeline.body.data.events[0].ts).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a rejection needs a reason, quality control confirms it, and the region sends again', async () => {
    const id = await newInovasi();
    await act(id, 'kirim', 'pemda');
    const bare = await act(id, 'tolak', 'verifikator', { alasan: '  ' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({ alasan: 'Alasan penolakan wajib diisi' });
    expect((await registration(id))!.status_nomor).toBe(0);
    const rejected = await act(id, 'tolak', 'verifikator', {
      alasan: 'Indikator 16: SK tidak memuat nama inovasi',
    });
    expect(rejected.body.data).toMatchObject({ status: 'ditolak', menunggu: 'quality_control' });
    expect(rejected.body.data.nomor).toBeNull();
    const confirmed = await act(id, 'qc-tolak', 'quality_control', { alasan: 'Sesuai' });
    expect(confirmed.body.data).toMatchObject({
      status: 'ditolak_qc',
      menunggu: 'pengusul',
      qc: 2,
    });
    const again = await act(id, 'kirim', 'pemda');
    expect(again.body.data).toMatchObject({ status: 'dikirim', qc: 0 });
    const timeline = await t.call('GET', `/api/inovasi/${id}/timeline`, { as: 'pemda' });
    expect(timeline.body.data.events.map((e: { note: string | null }) => e.note)).toEqual([
      null,
      'Indikator 16: SK tidak memuat nama inovasi',
      'Sesuai',
      null,
    ]);
  });

  it('quality control overturns a rejection: accepted, with a number', async () => {
    const id = await newInovasi();
    await act(id, 'kirim', 'pemda');
    await act(id, 'tolak', 'verifikator', { alasan: 'Bukti kurang' });
    const overturned = await act(id, 'qc-terima', 'quality_control');
    expect(overturned.body.data).toMatchObject({ status: 'diterima', status_nomor: 1, qc: 1 });
    expect(overturned.body.data.nomor).toMatch(/^2026\//);
  });

  it('admin, superadmin and quality_control may still reject a verified one before QC', async () => {
    const id = await newInovasi();
    await act(id, 'kirim', 'pemda');
    await act(id, 'setujui', 'admin');
    const res = await act(id, 'tolak', 'quality_control', { alasan: 'Duplikat inovasi lain' });
    expect(res.body.data.status).toBe('ditolak');
  });

  it('hasil-review: reject is gone once quality control accepted (qc 1), for every role', async () => {
    const id = await newInovasi();
    await act(id, 'kirim', 'pemda');
    await act(id, 'setujui', 'verifikator');
    expect((await act(id, 'qc-terima', 'quality_control')).body.data).toMatchObject({ qc: 1 });
    for (const role of ['admin', 'superadmin', 'quality_control']) {
      const res = await act(id, 'tolak', role, { alasan: 'Terlambat' });
      expect(res.status).toBe(409);
      expect(res.body.data).toMatchObject({ status: 'diterima' });
    }
    expect((await registration(id))!.status_nomor).toBe(1);
  });
});

describe('illegal steps answer 409 and change nothing', () => {
  it('verifying a draft, QC before verification, acting twice', async () => {
    const id = await newInovasi();
    const draft = await act(id, 'setujui', 'verifikator');
    expect(draft.status).toBe(409);
    expect(draft.body).toEqual({
      status: 0,
      message: 'Tindakan ini tidak dapat dilakukan: status inovasi saat ini "Belum Dikirim".',
      data: { status: 'draf', menunggu: 'pengusul' },
    });
    expect(await registration(id)).toBeNull();
    await act(id, 'kirim', 'pemda');
    expect((await act(id, 'qc-terima', 'quality_control')).status).toBe(409);
    expect((await act(id, 'kirim', 'pemda')).status).toBe(409);
    expect((await act(id, 'setujui', 'verifikator')).status).toBe(200);
    const twice = await act(id, 'setujui', 'verifikator');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('"Terverifikasi"');
    const reg = (await registration(id))!;
    expect(reg.history).toHaveLength(2);
  });

  it('a sent innovation cannot be edited or deleted by the region', async () => {
    const id = await newInovasi();
    await act(id, 'kirim', 'pemda');
    const edit = await t.call('PUT', `/api/crud/iga2020_inovasi/${id}`, {
      as: 'pemda',
      body: { nama: 'Diubah setelah dikirim' },
    });
    expect(edit.status).toBe(409);
    expect(
      (await t.call('DELETE', `/api/crud/iga2020_inovasi/${id}`, { as: 'pemda' })).status,
    ).toBe(409);
  });

  it('sending needs the sending switch on and a complete innovation', async () => {
    const incomplete = await newInovasi({ submitable: 0 });
    const res = await act(incomplete, 'kirim', 'pemda');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Inovasi belum dapat dikirim/);
    const ready = await newInovasi();
    await setSetting('kirim_inovasi', '0');
    try {
      const closed = await act(ready, 'kirim', 'pemda');
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('Pengiriman inovasi sedang ditutup.');
    } finally {
      await setSetting('kirim_inovasi', '1');
    }
    expect((await act(ready, 'kirim', 'pemda')).status).toBe(200);
  });
});

describe('who may act', () => {
  it('refuses the roles spec 6 does not name with 403', async () => {
    const id = await newInovasi();
    expect((await act(id, 'kirim', 'viewer')).status).toBe(403);
    expect((await act(id, 'kirim', 'verifikator')).status).toBe(403);
    await act(id, 'kirim', 'pemda');
    expect((await act(id, 'setujui', 'pemda')).status).toBe(403);
    expect((await act(id, 'setujui', 'quality_control')).status).toBe(403);
    await act(id, 'setujui', 'verifikator');
    expect((await act(id, 'qc-terima', 'admin')).status).toBe(403);
    expect((await act(id, 'qc-terima', 'verifikator')).status).toBe(403);
    expect((await act(id, 'qc-terima', 'pemda')).status).toBe(403);
    expect((await registration(id))!.history).toHaveLength(2);
  });

  it('scoping: outside a verifier’s area or another agency’s innovation is 404', async () => {
    const outside = await newInovasi({ profil_id: ids.outside, created_by: null });
    await act(outside, 'kirim', 'admin');
    expect((await act(outside, 'setujui', 'verifikator')).status).toBe(404);
    expect((await t.call('GET', `/api/inovasi/${outside}/timeline`, { as: 'pemda' })).status).toBe(
      404,
    );
    const pemdas = await newInovasi();
    // opd sees only the innovations it created.
    expect((await act(pemdas, 'kirim', 'opd')).status).toBe(404);
    const opds = await newInovasi({ created_by: ids.opd });
    expect((await act(opds, 'kirim', 'opd')).status).toBe(200);
  });

  it('an account bound to the region never reviews that region’s innovations', async () => {
    const id = await newInovasi();
    await act(id, 'kirim', 'pemda');
    await t.db
      .update(usr_asn)
      .set({ m_daerah_id: ids.ownDaerah })
      .where(eq(usr_asn.id, ids.verifikator));
    t.deps.userCache.invalidate(ids.verifikator);
    try {
      const res = await act(id, 'setujui', 'verifikator');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'Anda tidak dapat memverifikasi atau memeriksa inovasi daerah yang terhubung dengan akun Anda.',
      );
    } finally {
      await t.db.update(usr_asn).set({ m_daerah_id: null }).where(eq(usr_asn.id, ids.verifikator));
      t.deps.userCache.invalidate(ids.verifikator);
    }
    expect((await registration(id))!.status_nomor).toBe(0);
  });
});

describe('concurrency', () => {
  it('two approvals at once: exactly one succeeds, one 409, one registration number', async () => {
    const id = await newInovasi();
    await act(id, 'kirim', 'pemda');
    const results = await Promise.all([
      act(id, 'setujui', 'verifikator'),
      act(id, 'setujui', 'admin'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const reg = (await registration(id))!;
    expect(reg.history.filter((h) => h.action === 'setujui')).toHaveLength(1);
    expect(reg.nomor).toMatch(/^2026\//);
  });

  // Issue 21 finding 15: the loser got 403 (a verifier may not reject a verified innovation),
  // where the docs promise 409 with the state it found.
  it('an approve racing a reject: exactly one wins, the other gets 409 with the state it found', async () => {
    const LABEL = { terverifikasi: 'Terverifikasi', ditolak: 'Ditolak Verifikator' } as const;
    const winners = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const id = await newInovasi();
      expect((await act(id, 'kirim', 'pemda')).status).toBe(200);
      const approve = () => act(id, 'setujui', 'verifikator');
      const reject = () => act(id, 'tolak', 'verifikator', { alasan: 'Bukti tidak lengkap' });
      // Both orders of sending, so each side gets to lose.
      const [first, second] = await Promise.all(
        round % 2 === 0 ? [approve(), reject()] : [reject(), approve()],
      );
      const results =
        round % 2 === 0 ? { approve: first, reject: second } : { approve: second, reject: first };
      const statuses = [results.approve.status, results.reject.status].sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const won = results.approve.status === 200 ? 'terverifikasi' : 'ditolak';
      const loser = won === 'terverifikasi' ? results.reject : results.approve;
      winners.add(won);
      expect(loser.body, `round ${round}`).toEqual({
        status: 0,
        message: `Tindakan ini tidak dapat dilakukan: status inovasi saat ini "${LABEL[won]}".`,
        data: { status: won, menunggu: 'quality_control' },
      });
      const reg = (await registration(id))!;
      expect(
        reg.history.filter((h) => h.action === 'setujui' || h.action === 'tolak'),
      ).toHaveLength(1);
      expect(reg.status_nomor).toBe(won === 'terverifikasi' ? 1 : 2);
    }
    // Which side wins depends on timing; the answer rules above held for every round.
    expect(winners.size).toBeGreaterThan(0);
  });

  it('approvals of different innovations at once get different numbers', async () => {
    const a = await newInovasi();
    const b = await newInovasi();
    const c = await newInovasi();
    for (const id of [a, b, c]) await act(id, 'kirim', 'pemda');
    const results = await Promise.all([
      act(a, 'setujui', 'verifikator'),
      act(b, 'setujui', 'admin'),
      act(c, 'setujui', 'superadmin'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const numbers = results.map((r) => r.body.data.nomor as string);
    expect(new Set(numbers).size).toBe(3);
  });
});

describe('spec 7 row actions: GET /api/{service}/{action}/{id}', () => {
  it('map onto the same transitions, with the same checks', async () => {
    const tw = await createTestApp();
    try {
      const world = await workflowWorld(tw);
      const id = await makeInovasi(tw, world);
      const get = (path: string, as: string) => tw.call('GET', `/api${path}`, { as });
      const sent = await get(`/inovasi-daerah/kirim/${id}`, 'pemda');
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: 1, data: { status: 'dikirim' } });
      // A rejection still needs its reason, here in the query.
      expect((await get(`/review/reject/${id}`, 'verifikator')).status).toBe(422);
      const rejected = await get(
        `/review/reject/${id}?alasan=${encodeURIComponent('Bukti kurang')}`,
        'verifikator',
      );
      expect(rejected.body).toMatchObject({ status: 1, data: { status: 'ditolak' } });
      expect((await get(`/review/approve/${id}`, 'verifikator')).status).toBe(409);
      expect((await get(`/quality-control/approve/${id}`, 'pemda')).status).toBe(403);
      const accepted = await get(`/hasil-rejected/approve_qc/${id}`, 'quality_control');
      expect(accepted.body).toMatchObject({ status: 1, data: { status: 'diterima' } });
      expect((await get(`/review/terbang/${id}`, 'verifikator')).status).toBe(404);
    } finally {
      await tw.close();
    }
  });
});
