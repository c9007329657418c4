import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m_daerah, outbox, permintaan_akun, usr_asn } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
const region = { province: 0, city: 0, cityName: '' };

beforeAll(async () => {
  t = await createTestApp({
    loginLimit: { max: 50, windowMs: 60_000 },
    appUrl: 'http://portal.test:3000',
  });
  const byKode = async (kode: string) =>
    (await t.db.select().from(m_daerah).where(eq(m_daerah.kode, kode)))[0]!;
  region.province = (await byKode('32')).id;
  const city = await byKode('32.73');
  region.city = city.id;
  region.cityName = city.nama;
});
afterAll(() => t.close());

let seq = 0;
const form = (over: Record<string, unknown> = {}) => ({
  nama_lengkap: 'Rina Kartika, S.Kom.',
  email: `operator${++seq}@bandungkota.go.id`,
  telepon: '+62 812-3456-7890',
  m_daerah_id: region.city,
  jabatan: 'Analis Kebijakan Bappeda',
  ...over,
});
const register = (body: unknown) => t.call('POST', '/api/register', { body });

/** Stores a request and answers its id. */
async function requested(over: Record<string, unknown> = {}) {
  const body = form(over);
  expect((await register(body)).status).toBe(201);
  const [row] = await t.db
    .select({ id: permintaan_akun.id })
    .from(permintaan_akun)
    .where(eq(permintaan_akun.email, body.email as string));
  return { id: row!.id, email: body.email as string };
}

const approve = (id: number, as: string, body: unknown = {}) =>
  t.call('POST', `/api/permintaan-akun/${id}/setujui`, { as, body });
const reject = (id: number, as: string, body: unknown) =>
  t.call('POST', `/api/permintaan-akun/${id}/tolak`, { as, body });
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to_address, to));

describe('GET /api/register/daerah', () => {
  it('lists provinces and then districts and cities, without a login', async () => {
    const res = await t.call('GET', '/api/register/daerah');
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; tingkat: number; parent_id: number | null }[];
    expect(rows.find((r) => r.id === region.city)).toMatchObject({
      tingkat: 2,
      parent_id: region.province,
    });
    expect(rows.findIndex((r) => r.tingkat === 2)).toBeGreaterThan(
      rows.findLastIndex((r) => r.tingkat === 1),
    );
  });
});

describe('POST /api/register', () => {
  it('stores a request without a login and answers a sentence for the requester', async () => {
    const body = form();
    const res = await register(body);
    expect(res).toEqual({
      status: 201,
      body: {
        status: 1,
        message:
          'Permintaan akun Anda telah diterima. Admin akan memeriksanya dan mengirim hasilnya ke alamat surel yang Anda isi.',
      },
    });
    const list = await t.call('GET', '/api/permintaan-akun?status=menunggu', { as: 'admin' });
    expect(list.status).toBe(200);
    expect(list.body.data.find((r: { email: string }) => r.email === body.email)).toMatchObject({
      nama_lengkap: 'Rina Kartika, S.Kom.',
      telepon: '+62 812-3456-7890',
      jabatan: 'Analis Kebijakan Bappeda',
      daerah: region.cityName,
      peran: 'pemda',
      status: 'menunggu',
      username: null,
      diputus_oleh: null,
    });
  });

  it('answers Indonesian field errors', async () => {
    const empty = await register({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      nama_lengkap: 'Wajib diisi',
      email: 'Wajib diisi',
      telepon: 'Wajib diisi',
      m_daerah_id: 'Wajib diisi',
      jabatan: 'Wajib diisi',
    });
    const bad = await register(
      form({ email: 'bukan-surel', telepon: 'telp kantor', nama_lengkap: '   ', m_daerah_id: 'x' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      nama_lengkap: 'Wajib diisi',
      email: 'Format email tidak valid',
      telepon: 'Nomor telepon tidak valid',
      m_daerah_id: 'Pilihan tidak valid',
    });
    const unknown = await register(form({ m_daerah_id: 99_999_999 }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ m_daerah_id: 'Data rujukan tidak ditemukan' });
  });

  it('keeps one waiting request per address, with the same answer', async () => {
    const body = form({ email: 'Sama.Orang@bandungkota.go.id' });
    const first = await register(body);
    const again = await register({ ...body, email: 'sama.orang@BANDUNGKOTA.go.id' });
    expect(again).toEqual(first);
    const rows = await t.db.select().from(permintaan_akun);
    expect(
      rows.filter((r) => r.email.toLowerCase() === 'sama.orang@bandungkota.go.id'),
    ).toHaveLength(1);
  });
});

describe('who decides', () => {
  it('refuses other roles and anonymous callers, before reading the body', async () => {
    const { id } = await requested();
    expect((await t.call('GET', '/api/permintaan-akun')).status).toBe(401);
    for (const role of ['pemda', 'verifikator', 'provinsi', 'viewer']) {
      expect((await t.call('GET', '/api/permintaan-akun', { as: role })).status).toBe(403);
      expect((await approve(id, role, { username: '!' })).status).toBe(403);
      expect((await reject(id, role, {})).status).toBe(403);
    }
    expect((await t.call('GET', '/api/permintaan-akun', { as: 'superadmin' })).status).toBe(200);
    const [row] = await t.db.select().from(permintaan_akun).where(eq(permintaan_akun.id, id));
    expect(row!.status).toBe('menunggu');
  });
});

describe('approving', () => {
  it('creates the account for the region and mails a link with which the operator sets a password and signs in', async () => {
    const { id, email } = await requested({ email: 'Dewi.Lestari@bandungkota.go.id' });
    const res = await approve(id, 'admin');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'dewi.lestari', role: 'pemda' });
    expect(res.body.message).toBe(
      'Akun dewi.lestari dibuat; tautan untuk membuat kata sandi telah dikirim.',
    );
    const [account] = await t.db.select().from(usr_asn).where(eq(usr_asn.id, res.body.data.id));
    expect(account).toMatchObject({
      role: 'pemda',
      m_daerah_id: region.city,
      email,
      nama_lengkap: 'Rina Kartika, S.Kom.',
      is_active: 1,
    });
    const [mail] = await mailsTo(email);
    expect(mail!.body).toContain('Username Anda: "dewi.lestari"');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
    expect(mail!.body).toContain(`http://portal.test:3000/reset-password?token=${token}`);
    const password = 'Kebun-Teh#Lembang-2026';
    const set = await t.call('POST', '/api/reset-password', { body: { token, password } });
    expect(set.status).toBe(200);
    const login = await t.call('POST', '/api/login', {
      body: { username: 'dewi.lestari', password },
    });
    expect(login.status).toBe(200);
    const me = await t.app.request('/api/me', {
      headers: { authorization: `Bearer ${login.body.data.token}` },
    });
    expect(((await me.json()) as { data: { m_daerah_id: number } }).data.m_daerah_id).toBe(
      region.city,
    );
    const listed = await t.call('GET', '/api/permintaan-akun?status=disetujui', { as: 'admin' });
    expect(listed.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'disetujui',
      username: 'dewi.lestari',
      diputus_oleh: 'admin',
    });
    expect((await approve(id, 'admin')).status).toBe(409);
    expect((await reject(id, 'admin', { alasan: 'Terlambat' })).status).toBe(409);
  });

  it('gives a province a provinsi account, and a username the admin types', async () => {
    const { id } = await requested({ m_daerah_id: region.province });
    const taken = await approve(id, 'superadmin', { username: 'pemda' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ username: 'Username sudah dipakai akun lain' });
    const invalid = await approve(id, 'superadmin', { username: 'a b' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.username).toMatch(/^Username 3–50 karakter/);
    const res = await approve(id, 'superadmin', { username: 'Operator.Jabar' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'operator.jabar', role: 'provinsi' });
  });

  it('numbers a proposed username already in use', async () => {
    const a = await requested({ email: 'kembar@bandungkota.go.id' });
    expect((await approve(a.id, 'admin')).body.data.username).toBe('kembar');
    const b = await requested({ email: 'kembar@bandung.go.id' });
    expect((await approve(b.id, 'admin')).body.data.username).toBe('kembar2');
  });

  it('refuses an address that already belongs to an account, creating nothing', async () => {
    const { id } = await requested({ email: 'PEMDA@demo.inovasi.go.id' });
    const before = (await t.db.select({ id: usr_asn.id }).from(usr_asn)).length;
    const res = await approve(id, 'admin');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Alamat surel permintaan ini sudah dipakai akun lain/);
    expect((await t.db.select({ id: usr_asn.id }).from(usr_asn)).length).toBe(before);
    expect((await approve(999_999, 'admin')).status).toBe(404);
  });
});

describe('rejecting', () => {
  it('needs a reason, which is mailed to the requester', async () => {
    const { id, email } = await requested();
    const bare = await reject(id, 'admin', { alasan: '  ' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({ alasan: 'Alasan penolakan wajib diisi' });
    const res = await reject(id, 'admin', {
      alasan: 'Surat tugas dari Sekretaris Daerah belum dilampirkan.',
    });
    expect(res).toEqual({
      status: 200,
      body: { status: 1, message: 'Permintaan ditolak; alasannya telah dikirim ke pemohon.' },
    });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Permintaan akun Portal Indeks Inovasi Daerah ditolak');
    expect(mail!.body).toContain('Surat tugas dari Sekretaris Daerah belum dilampirkan.');
    const listed = await t.call('GET', '/api/permintaan-akun?status=ditolak', { as: 'admin' });
    expect(listed.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'ditolak',
      alasan: 'Surat tugas dari Sekretaris Daerah belum dilampirkan.',
      username: null,
      diputus_oleh: 'admin',
    });
    expect((await approve(id, 'admin')).status).toBe(409);
    expect((await reject(999_999, 'admin', { alasan: 'x' })).status).toBe(404);
  });
});

describe('the rate limit', () => {
  it('refuses a client with 429 after the limit, valid or invalid requests alike', async () => {
    const limited = await createTestApp({ demo: false, loginLimit: { max: 2, windowMs: 60_000 } });
    try {
      const post = (body: unknown) => limited.call('POST', '/api/register', { body });
      expect((await post({})).status).toBe(422);
      expect((await post(form())).status).toBe(201);
      const refused = await limited.app.request('/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form()),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      limited.advance(61_000);
      expect((await post(form())).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
