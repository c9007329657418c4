import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The open data API (issue 26 item 4): the published index as JSON and CSV, agreeing with the
 * console's ranking; verified innovations; a region; the SVG badge; API keys (made, used,
 * revoked, rotated, never readable again); the anonymous and keyed rate limits; ETag and 304;
 * answers following a recount and a publication.
 */

const LIMITS = { anonymous: 3, key: 40, windowMs: 60 * 60_000 };
let t: TestApp;
let profilIds: number[];
const kodeOf = new Map<number, string>();

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

let lastIp = 0;
/** Each caller its own address, unless a test names one (the anonymous limit counts per address). */
const freshIp = () => `10.0.0.${++lastIp}`;

async function open(
  path: string,
  opts: { key?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers['x-api-key'] = opts.key;
  const env = { incoming: { socket: { remoteAddress: opts.ip ?? freshIp() } } };
  return t.app.request(path, { headers }, env);
}

async function createKey(as: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/access', { as, body });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; secret: string };
}

const ALL = ['indeks', 'inovasi', 'pemda', 'lencana'];
const badgePath = () => `/api/open/v1/lencana/${kodeOf.get(profilIds[0]!)}.svg`;
let adminKey: string;

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) out.push([...row, cell]);
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ openDataLimits: LIMITS });
  const regions = await rows<{ id: number; kode: string }>(sql`
    select p.id, d.kode from profil_pemda p join m_daerah d on d.id = p.m_daerah_id
    order by p.id limit 5`);
  profilIds = regions.map((r) => r.id);
  for (const r of regions) kodeOf.set(r.id, r.kode);
  // 2024 is published (seed: indeks_diumumkan 2023-2025): a tie, a lower index, a zero and
  // regions without a result. 2026 is computed but not published.
  const values = [70.5, 70.5, 55.25, 0];
  for (const [i, v] of values.entries())
    await t.db.execute(sql`
      insert into skor_indeks (profil_id, tahun, method_version, indeks)
      values (${profilIds[i]!}, 2024, '2023.1', ${v})
      on conflict (profil_id, tahun) do update set indeks = excluded.indeks, predikat = null`);
  await t.db.execute(sql`
    insert into skor_indeks (profil_id, tahun, method_version, indeks)
    values (${profilIds[0]!}, 2026, '2023.1', 91.5)
    on conflict (profil_id, tahun) do update set indeks = excluded.indeks`);
  // One verified innovation with a formula-like name, one waiting (never shown).
  const [ok] = await rows<{ id: number }>(sql`
    insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, is_covid, latar_belakang, nama_inisiator)
    values (${profilIds[0]!}, '=Inovasi Terverifikasi Terbuka', 2024, 2, 9, 'NARASI RAHASIA', 'ORANG RAHASIA')
    returning id`);
  const [pending] = await rows<{ id: number }>(sql`
    insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status)
    values (${profilIds[0]!}, 'Inovasi RAHASIA Menunggu', 2024, 1) returning id`);
  await t.db.execute(sql`
    insert into nomor_registrasi (inovasi_id, hash, status_nomor) values
      (${ok!.id}, ${randomUUID()}, 1), (${pending!.id}, ${randomUUID()}, 0)`);
  adminKey = (await createKey('admin', { nama: 'Dasbor riset', scope: ALL })).secret;
});
afterAll(() => t.close());

describe('the published index', () => {
  it('agrees, as JSON and as CSV, with the console ranking of the published period', async () => {
    const ranking = await t.call('GET', '/api/ranking-index?tahun=2024&per_page=1000', {
      as: 'admin',
    });
    expect(ranking.status).toBe(200);
    const json = await open('/api/open/v1/indeks?tahun=2024', { key: adminKey });
    expect(json.status).toBe(200);
    const body = (await json.json()) as {
      tahun: number;
      total: number;
      data: {
        kode: string;
        profil_id: number;
        nama_daerah: string;
        indeks: number;
        predikat: string | null;
        peringkat: number | null;
        jenis: string;
      }[];
    };
    expect(body.tahun).toBe(2024);
    expect(body.total).toBe(ranking.body.total);
    const console_ = (
      ranking.body.data as {
        profil_id: number;
        nama_daerah: string;
        indeks: number;
        predikat: string | null;
        rank: number | null;
      }[]
    ).map((r) => [r.profil_id, r.nama_daerah, r.indeks, r.predikat, r.rank]);
    expect(
      body.data.map((r) => [r.profil_id, r.nama_daerah, r.indeks, r.predikat, r.peringkat]),
    ).toEqual(console_);
    // The tie shares rank 1; a zero has none.
    expect(body.data[0]!.peringkat).toBe(1);
    expect(body.data[1]!.peringkat).toBe(1);
    expect(body.data[2]!.peringkat).toBe(3);
    expect(body.data.find((r) => r.profil_id === profilIds[3])!.peringkat).toBeNull();
    expect(body.data.find((r) => r.profil_id === profilIds[0])!.kode).toBe(
      kodeOf.get(profilIds[0]!),
    );
    expect(['provinsi', 'kabupaten', 'kota']).toContain(body.data[0]!.jenis);

    const csv = await open('/api/open/v1/indeks?tahun=2024&format=csv', { key: adminKey });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('indeks-inovasi-2024.csv');
    const [header, ...lines] = parseCsv(await csv.text());
    expect(header).toEqual([
      'kode',
      'profil_id',
      'nama_daerah',
      'jenis',
      'klaster',
      'indeks',
      'predikat',
      'peringkat',
    ]);
    expect(lines).toHaveLength(ranking.body.total);
    expect(
      lines.map((l) => [
        Number(l[1]),
        l[2],
        Number(l[5]),
        l[6] || null,
        l[7] ? Number(l[7]) : null,
      ]),
    ).toEqual(console_);
  });

  it('answers 404 for a period not yet published, and the latest published one by default', async () => {
    const unpublished = await open('/api/open/v1/indeks?tahun=2026', { key: adminKey });
    expect(unpublished.status).toBe(404);
    expect(JSON.stringify(await unpublished.json())).toContain('belum diumumkan');
    const latest = await open('/api/open/v1/indeks', { key: adminKey });
    expect(((await latest.json()) as { tahun: number }).tahun).toBe(2025);
  });

  it('sends an ETag and a public Cache-Control, and 304 to a matching If-None-Match', async () => {
    const first = await open('/api/open/v1/indeks?tahun=2024&format=csv', { key: adminKey });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toContain('public');
    const again = await open('/api/open/v1/indeks?tahun=2024&format=csv', {
      key: adminKey,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await open('/api/open/v1/indeks?tahun=2024&format=csv', {
      key: adminKey,
      headers: { 'if-none-match': '"lain"' },
    });
    expect(other.status).toBe(200);
  });
});

describe('verified innovations and a region', () => {
  it('lists verified innovations with their public fields only, JSON and CSV alike', async () => {
    const res = await open(`/api/open/v1/inovasi?profil_id=${profilIds[0]}`, { key: adminKey });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('RAHASIA');
    const body = JSON.parse(text) as { total: number; data: Record<string, unknown>[] };
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      nama: '=Inovasi Terverifikasi Terbuka',
      tahun: 2024,
      tahap: 'Penerapan',
      kode: kodeOf.get(profilIds[0]!),
    });
    expect(Object.keys(body.data[0]!)).not.toContain('latar_belakang');
    const csv = await open(`/api/open/v1/inovasi?profil_id=${profilIds[0]}&format=csv`, {
      key: adminKey,
    });
    const [, ...lines] = parseCsv(await csv.text());
    expect(lines).toHaveLength(1);
    // A spreadsheet would run a leading "=" as a formula: the CSV quotes it away.
    expect(lines[0]![1]).toBe("'=Inovasi Terverifikasi Terbuka");
    const none = await open('/api/open/v1/inovasi?tahun=2023', { key: adminKey });
    expect(((await none.json()) as { total: number }).total).toBe(0);
  });

  it('answers one region by its code, published periods only, and 404 for an unknown code', async () => {
    const kode = kodeOf.get(profilIds[1]!)!;
    const res = await open(`/api/open/v1/pemda/${kode}`, { key: adminKey });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: {
        profil: { kode: string };
        halaman: string;
        indeks: { tahun: number; diumumkan: boolean; indeks: number | null }[];
      };
    };
    expect(body.data.profil.kode).toBe(kode);
    expect(body.data.halaman).toBe(`/landing/pemda/${profilIds[1]}`);
    expect(body.data.indeks.find((r) => r.tahun === 2024)).toMatchObject({
      diumumkan: true,
      indeks: 70.5,
    });
    expect((await open('/api/open/v1/pemda/99.99', { key: adminKey })).status).toBe(404);
    expect((await open('/api/open/v1/pemda/abc', { key: adminKey })).status).toBe(400);
  });

  it('draws a valid, embeddable SVG badge of the predicate and index', async () => {
    const kode = kodeOf.get(profilIds[2]!)!;
    const res = await open(`/api/open/v1/lencana/${kode}.svg?tahun=2024`, { key: adminKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('etag')).toBeTruthy();
    const svg = await res.text();
    const doc = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(doc.documentElement.getAttribute('role')).toBe('img');
    const text = doc.documentElement.textContent!;
    expect(text).toContain('Indeks Inovasi 2024');
    expect(text).toContain('55,25');
    expect(svg).not.toContain('<script');
    const unknown = await open('/api/open/v1/lencana/99.99.svg', { key: adminKey });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<svg');
  });
});

describe('API keys', () => {
  it('shows a key once: the list, the log and the database never hold the secret', async () => {
    const made = await createKey('admin', { nama: 'Sekali lihat', scope: ['indeks'] });
    expect(made.secret).toMatch(/^iid_[A-Za-z0-9_-]{43}$/);
    const list = await t.call('GET', '/api/access', { as: 'admin' });
    expect(list.status).toBe(200);
    const mine = (list.body.data as { id: number; prefix: string; scope: string[] }[]).find(
      (k) => k.id === made.id,
    )!;
    expect(mine.scope).toEqual(['indeks']);
    expect(made.secret.startsWith(mine.prefix)).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    const log = await t.call('GET', '/api/activities?per_page=100', { as: 'superadmin' });
    expect(JSON.stringify(log.body)).not.toContain(made.secret);
    const stored = await rows<Record<string, unknown>>(
      sql`select * from api_keys where id = ${made.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(made.secret);
    expect(JSON.stringify(stored)).not.toContain(made.secret.slice(10));
  });

  it('raises the limit for a key and counts its calls per day', async () => {
    const { id, secret } = await createKey('admin', { nama: 'Dipakai', scope: ALL });
    const ip = freshIp();
    for (let i = 0; i < LIMITS.anonymous + 2; i++) {
      const res = await open(badgePath(), { key: secret, ip });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(LIMITS.key));
    }
    const list = await t.call('GET', '/api/access', { as: 'admin' });
    const key = (
      list.body.data as { id: number; hari_ini: number; last_used_at: string | null }[]
    ).find((k) => k.id === id)!;
    expect(key.hari_ini).toBe(LIMITS.anonymous + 2);
    expect(key.last_used_at).not.toBeNull();
  });

  it('answers 429 with Retry-After past the anonymous limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.anonymous; i++) {
      const res = await open(badgePath(), { ip });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(LIMITS.anonymous));
    }
    const refused = await open(badgePath(), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toContain('X-API-Key');
    // Another address still has its own count.
    expect((await open(badgePath())).status).toBe(200);
  });

  it('refuses a revoked key (401), and a key outside its scope (403)', async () => {
    const { id, secret } = await createKey('admin', { nama: 'Dicabut', scope: ['lencana'] });
    expect((await open('/api/open/v1/indeks?tahun=2024', { key: secret })).status).toBe(403);
    expect((await open(badgePath(), { key: secret })).status).toBe(200);
    const revoke = await t.call('POST', `/api/access/${id}/revoke`, { as: 'admin' });
    expect(revoke.status).toBe(200);
    const refused = await open(badgePath(), { key: secret });
    expect(refused.status).toBe(401);
    expect((await open(badgePath(), { key: 'iid_tidak-ada' })).status).toBe(401);
    const list = await t.call('GET', '/api/access', { as: 'admin' });
    expect(
      (list.body.data as { id: number; revoked_at: string | null }[]).find((k) => k.id === id)!
        .revoked_at,
    ).not.toBeNull();
    expect((await t.call('POST', `/api/access/${id}/rotate`, { as: 'admin' })).status).toBe(409);
  });

  it('rotates a key: a new secret works, the old one is dead, name and scope stay', async () => {
    const { id, secret: old } = await createKey('admin', { nama: 'Diganti', scope: ['pemda'] });
    const kode = kodeOf.get(profilIds[0]!)!;
    expect((await open(`/api/open/v1/pemda/${kode}`, { key: old })).status).toBe(200);
    const rotated = await t.call('POST', `/api/access/${id}/rotate`, { as: 'admin' });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.secret as string;
    expect(fresh).not.toBe(old);
    expect((await open(`/api/open/v1/pemda/${kode}`, { key: old })).status).toBe(401);
    expect((await open(`/api/open/v1/pemda/${kode}`, { key: fresh })).status).toBe(200);
    const list = await t.call('GET', '/api/access', { as: 'admin' });
    const key = (
      list.body.data as { id: number; nama: string; scope: string[]; rotated_at: string }[]
    ).find((k) => k.id === id)!;
    expect(key).toMatchObject({ nama: 'Diganti', scope: ['pemda'] });
    expect(key.rotated_at).toBeTruthy();
  });

  it('renames and rescopes, and checks the fields', async () => {
    const { id, secret } = await createKey('admin', { nama: 'Lama', scope: ['indeks'] });
    const put = await t.call('PUT', `/api/access/${id}`, {
      as: 'admin',
      body: { nama: 'Baru', scope: ['lencana'] },
    });
    expect(put.status).toBe(200);
    expect((await open(badgePath(), { key: secret })).status).toBe(200);
    expect((await open('/api/open/v1/indeks?tahun=2024', { key: secret })).status).toBe(403);
    const bad = await t.call('POST', '/api/access', {
      as: 'admin',
      body: { nama: ' ', scope: [] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['nama', 'scope']);
  });

  it('keeps each account to its own keys; a pemda key carries its region', async () => {
    const mine = await createKey('pemda', { nama: 'Situs daerah', scope: ['lencana'] });
    const list = await t.call('GET', '/api/access', { as: 'pemda' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].daerah).toBeTruthy();
    const adminList = await t.call('GET', '/api/access', { as: 'admin' });
    expect((adminList.body.data as { id: number }[]).map((k) => k.id)).not.toContain(mine.id);
    expect((await t.call('POST', `/api/access/${mine.id}/revoke`, { as: 'admin' })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/access', { as: 'verifikator' })).status).toBe(403);
    expect((await t.call('GET', '/api/access')).status).toBe(401);
  });
});

describe('documentation', () => {
  it('describes the open API as public in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    for (const path of [
      '/open/v1/indeks',
      '/open/v1/inovasi',
      '/open/v1/pemda/{kode}',
      '/open/v1/lencana/{berkas}',
    ]) {
      expect(doc.paths[path]?.get, path).toBeTruthy();
      // Anonymous, or with the optional key: the X-API-Key scheme, not a header parameter.
      expect(doc.paths[path].get.security).toEqual([{}, { 'X-API-Key': [] }]);
      expect(doc.paths[path].get.parameters ?? []).not.toContainEqual(
        expect.objectContaining({ in: 'header' }),
      );
      expect(doc.paths[path].get.responses['429']).toBeTruthy();
    }
    expect(doc.components.securitySchemes['X-API-Key']).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    expect(doc.paths['/access'].get.security).toEqual([{ bearer: [] }]);
  });

  it('serves /data with curl examples, and lists it in the sitemap', async () => {
    const res = await t.app.request('/data');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('etag')).toBeTruthy();
    const page = await res.text();
    expect(page).toContain('<title>Data Terbuka · Portal Indeks Inovasi Daerah</title>');
    expect(page).toContain('curl');
    expect(page).toContain('/api/open/v1/indeks?tahun=');
    expect(page).toContain('X-API-Key');
    expect(page).toContain(`${LIMITS.anonymous} panggilan`);
    expect(page).not.toContain('<script');
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/data</loc>');
  });
});

describe('after a recount and a publication', () => {
  it('follows a recount and a publication at once, not a cached copy', async () => {
    const before = await open('/api/open/v1/indeks?tahun=2024', { key: adminKey });
    const etag = before.headers.get('etag')!;
    // The recount recomputes every region from its answers (none here): the figures change.
    const recount = await t.call('POST', '/api/indeks/hitung-ulang?tahun=2024', {
      as: 'superadmin',
    });
    expect(recount.status).toBe(200);
    const after = await open('/api/open/v1/indeks?tahun=2024', {
      key: adminKey,
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    const ranking = await t.call('GET', '/api/ranking-index?tahun=2024&per_page=1000', {
      as: 'admin',
    });
    const data = ((await after.json()) as { data: { profil_id: number; indeks: number }[] }).data;
    expect(data.map((r) => [r.profil_id, r.indeks])).toEqual(
      (ranking.body.data as { profil_id: number; indeks: number }[]).map((r) => [
        r.profil_id,
        r.indeks,
      ]),
    );

    expect((await open('/api/open/v1/indeks?tahun=2026', { key: adminKey })).status).toBe(404);
    const settings = await t.call('GET', '/api/crud/app_settings?per_page=100', {
      as: 'superadmin',
    });
    const s = (settings.body.data as { id: number; name: string }[]).find(
      (x) => x.name === 'indeks_diumumkan',
    )!;
    const put = await t.call('PUT', `/api/crud/app_settings/${s.id}`, {
      as: 'superadmin',
      body: { setting_value: '[2023,2024,2025,2026]' },
    });
    expect(put.status).toBe(200);
    const published = await open('/api/open/v1/indeks?tahun=2026', { key: adminKey });
    expect(published.status).toBe(200);
    const top = ((await published.json()) as { data: { profil_id: number; indeks: number }[] })
      .data[0]!;
    expect(top).toMatchObject({ profil_id: profilIds[0], indeks: 91.5 });
  });
});
