/**
 * The floor of `npm run bench`: what the machine allows for the benchmarked requests with no
 * framework at all. Plain `node:http` + `pg`, the same SQL as the product sends (captured from
 * its driver), the same JSON, the same token check (HS256 signature with `jose`, claims cached
 * for 60 s, the account re-read every 5 s for its active flag and token version), and named
 * (server-side prepared) statements as the product's list path uses.
 * Env: PORT, DATABASE_URL, JWT_SECRET, WORKERS (node:cluster, like the product). Started by
 * bench/run.ts as a child process.
 */
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { nextActor, stateOf } from '../domain/innovationWorkflow';

// The product's JSON: `date` columns as 'YYYY-MM-DD' (drizzle reads them as text), numeric as
// numbers (its row mapping), timestamps as ISO strings (Date).
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(1700, (v: string) => Number(v));

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const key = new TextEncoder().encode(process.env.JWT_SECRET ?? '');

interface Account {
  id: number;
  is_active: number;
  token_version: number;
}
const claimsCache = new Map<string, { sub: number; ver: number; until: number }>();
const accounts = new Map<number, { account: Account; until: number }>();

const ACCOUNT_SQL =
  'select "usr_asn"."id", "usr_asn"."username", "usr_asn"."nama_lengkap", "usr_asn"."role", ' +
  '"usr_asn"."m_daerah_id", "profil_pemda"."id" as "profil_id", "usr_asn"."area", ' +
  '"usr_asn"."opd_perangkat_id", "usr_asn"."upt_id", "usr_asn"."token_version", "usr_asn"."is_active" ' +
  'from "usr_asn" left join "profil_pemda" on "profil_pemda"."m_daerah_id" = "usr_asn"."m_daerah_id" ' +
  'where "usr_asn"."id" = $1 limit $2';

async function authorised(req: IncomingMessage): Promise<boolean> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return false;
  const now = Date.now();
  let claims = claimsCache.get(token);
  if (!claims || claims.until <= now) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      claims = {
        sub: Number(payload.sub),
        ver: Number(payload.ver),
        until: Math.min(now + 60_000, (payload.exp ?? 0) * 1000),
      };
      claimsCache.set(token, claims);
    } catch {
      return false;
    }
  }
  let hit = accounts.get(claims.sub);
  if (!hit || hit.until < now) {
    const { rows } = await pool.query<Account>(ACCOUNT_SQL, [claims.sub, 1]);
    if (!rows[0]) return false;
    hit = { account: rows[0], until: now + 5_000 };
    accounts.set(claims.sub, hit);
  }
  return hit.account.is_active === 1 && hit.account.token_version === claims.ver;
}

const LIST_COLUMNS = [
  'id',
  'profil_id',
  'created_by',
  'opd_perangkat_id',
  'upt_id',
  'nama',
  'is_index',
  'tahun',
  'nomor',
  'inovasi_status',
  'inisiator',
  'nama_inisiator',
  'klasifikasi_inovasi',
  'jenis_inovasi',
  'bentuk_inovasi',
  'is_covid',
  'klaster_covid_id',
  'urusan_pemerintah_id',
  'koordinat',
  'waktu',
  'waktu_implementasi',
  'is_developed',
  'waktu_pengembangan',
  'anggaran',
  'profil_bisnis',
  'haki',
  'penghargaan',
  'kematangan',
  'verifikasi_points',
  'submitable',
  'qc',
  'status_dokumen',
  'kelengkapan',
  'lomba',
  'created_at',
  'updated_at',
]
  .map((c) => `"iga2020_inovasi"."${c}"`)
  .join(', ');

const label = (table: string, column: string, field: string) =>
  `(select coalesce(l."${column}"::text, l.id::text) from "${table}" l where l.id = "iga2020_inovasi"."${field}")`;
const URUSAN_IDS = `regexp_split_to_array(btrim("iga2020_inovasi"."urusan_pemerintah_id"::text), '\\s*,\\s*')`;

/** The names of the records a row points at, as the product selects them (server/crud/listSql.ts). */
const LABELS: readonly (readonly [string, string])[] = [
  ['profil_id', label('profil_pemda', 'nama', 'profil_id')],
  ['opd_perangkat_id', label('opd_perangkat', 'nama', 'opd_perangkat_id')],
  ['upt_id', label('upt', 'nama', 'upt_id')],
  ['bentuk_inovasi', label('iga2020_bentuk_inovasi', 'nama', 'bentuk_inovasi')],
  ['is_covid', label('iga2020_tematik', 'nama', 'is_covid')],
  ['klaster_covid_id', label('iga2020_covid', 'nama', 'klaster_covid_id')],
  [
    'urusan_pemerintah_id',
    `(select string_agg(coalesce(l."nama"::text, l.id::text), ', ' order by array_position(${URUSAN_IDS}, l.id::text)) from "iga_urusan_pemerintahan" l where l.id::text = any(${URUSAN_IDS}))`,
  ],
  ['created_by', label('usr_asn', 'username', 'created_by')],
];
const LABEL_SQL = LABELS.map(([, q], i) => `${q} as "_l${i}"`).join(', ');

/** GET /api/crud/iga2020_inovasi?page&per_page&orderBy=nama&orderDirection&profil_id&tahun */
async function innovationList(q: URLSearchParams) {
  const perPage = Number(q.get('per_page') ?? 20);
  const page = Number(q.get('page') ?? 0);
  const dir = q.get('orderDirection') === 'desc' ? 'desc' : 'asc';
  const { rows } = await pool.query<Record<string, unknown> & { count: string }>({
    // Named like the product's statements (server/crud/listSql.ts): parsed once per connection.
    name: `floor_list_${dir}_${page > 0 ? 'offset' : 'first'}`,
    text:
      `select ${LIST_COLUMNS}, ${LABEL_SQL}, r."status_nomor" as "_r_status_nomor", ` +
      `r."setuju" as "_r_setuju", count(*) over() from "iga2020_inovasi" ` +
      `left join "nomor_registrasi" r on r."inovasi_id" = "iga2020_inovasi"."id" where ` +
      // The resource's base filter first (competition entries, lomba = 1, are not listed).
      `("iga2020_inovasi"."lomba" in ($1) and "iga2020_inovasi"."profil_id" in ($2) and ` +
      `"iga2020_inovasi"."tahun" in ($3) and "iga2020_inovasi"."is_index" <> $4) ` +
      `order by "iga2020_inovasi"."nama" ${dir}, ` +
      `"iga2020_inovasi"."id" ${dir} limit $5${page > 0 ? ' offset $6' : ''}`,
    values:
      page > 0
        ? [0, Number(q.get('profil_id')), Number(q.get('tahun')), 1, perPage, page * perPage]
        : [0, Number(q.get('profil_id')), Number(q.get('tahun')), 1, perPage],
  });
  const total = rows.length ? Number(rows[0]!.count) : 0;
  const data = rows.map((raw) => {
    const { count: _c, _r_status_nomor, _r_setuju, ...row } = raw;
    const labels: Record<string, string> = {};
    LABELS.forEach(([field], i) => {
      const v = row[`_l${i}`];
      delete row[`_l${i}`];
      if (v !== null && v !== undefined) labels[field] = String(v);
    });
    return {
      ...row,
      _labels: labels,
      _registrasi: { status_nomor: _r_status_nomor ?? null, setuju: _r_setuju ?? null },
    };
  });
  return { status: 1, data, total };
}

/** GET /api/crud/m_daerah/lookup?search= */
async function daerahLookup(q: URLSearchParams) {
  const like = `%${q.get('search') ?? ''}%`;
  const { rows } = await pool.query<Record<string, unknown> & { nama: string }>({
    name: 'floor_lookup',
    text:
      'select "id", "kode", "nama", "tingkat", "jenis", "parent_id", "is_tertinggal", ' +
      '"is_perbatasan", "is_papua", "created_at", "updated_at" from "m_daerah" where ' +
      '("m_daerah"."kode"::text ilike $1 or "m_daerah"."nama"::text ilike $2) ' +
      'order by "m_daerah"."nama" asc, "m_daerah"."id" asc limit $3',
    values: [like, like, 50],
  });
  return { status: 1, data: rows.map((r) => ({ ...r, label: r.nama })) };
}

/** The review queues (server/services/reviewQueues.ts), for superadmin: every region. */
const QUEUES: Readonly<Record<string, string>> = {
  '/api/nomor_registrasi/request/lookup': '"nomor_registrasi"."status_nomor" = $1',
  '/api/review/approved/lookup': '"nomor_registrasi"."status_nomor" = $1',
  '/api/review/rejected/lookup': '"nomor_registrasi"."status_nomor" = $1',
  '/api/review/qc/lookup':
    '("nomor_registrasi"."status_nomor" in ($1, $2) and "iga2020_inovasi"."qc" = $3)',
};
const QUEUE_VALUES: Readonly<Record<string, number[]>> = {
  '/api/nomor_registrasi/request/lookup': [0],
  '/api/review/approved/lookup': [1],
  '/api/review/rejected/lookup': [2],
  '/api/review/qc/lookup': [1, 2, 0],
};
const REVIEW_FROM =
  'from "iga2020_inovasi" inner join "nomor_registrasi" on "nomor_registrasi"."inovasi_id" = "iga2020_inovasi"."id" ' +
  'inner join "profil_pemda" on "profil_pemda"."id" = "iga2020_inovasi"."profil_id"';
const REVIEW_COLUMNS =
  '"iga2020_inovasi"."id", "iga2020_inovasi"."nama", "iga2020_inovasi"."tahun", ' +
  '"iga2020_inovasi"."inovasi_status", "iga2020_inovasi"."profil_id", "profil_pemda"."nama", ' +
  '"opd_perangkat"."nama", "nomor_registrasi"."nomor", "nomor_registrasi"."status_nomor", ' +
  '"iga2020_inovasi"."qc", "nomor_registrasi"."catatan", "nomor_registrasi"."created_at", ' +
  '"iga2020_inovasi"."kematangan", "iga2020_inovasi"."verifikasi_points", ' +
  '"iga2020_inovasi"."kelengkapan", "iga2020_inovasi"."status_dokumen"';
const REVIEW_KEYS = [
  'id',
  'nama',
  'tahun',
  'inovasi_status',
  'profil_id',
  'nama_daerah',
  'nama_opd',
  'nomor',
  'status_nomor',
  'qc',
  'catatan',
  'dikirim_pada',
  'kematangan',
  'verifikasi_points',
  'kelengkapan',
  'status_dokumen',
] as const;

/**
 * GET a review queue ?tahun&page&per_page (sorted by the sending time, newest first): the page
 * and the total as two statements at once, like the product.
 */
async function reviewList(path: string, q: URLSearchParams) {
  const perPage = Number(q.get('per_page') ?? 20);
  const page = Number(q.get('page') ?? 0);
  const base = QUEUE_VALUES[path]!;
  const n = base.length;
  const where = `where (${QUEUES[path]} and "iga2020_inovasi"."is_index" <> $${n + 1} and "iga2020_inovasi"."tahun" = $${n + 2})`;
  const values = [...base, 1, Number(q.get('tahun'))];
  const [pageRes, countRes] = await Promise.all([
    pool.query<unknown[]>({
      // Unnamed, as the product sends these (planned with their values each time).
      rowMode: 'array',
      // The page's ids from the narrow rows first, then those rows whole (as the product).
      text:
        `select ${REVIEW_COLUMNS} ${REVIEW_FROM} left join "opd_perangkat" on "opd_perangkat"."id" = ` +
        `"iga2020_inovasi"."opd_perangkat_id" where "iga2020_inovasi"."id" in (select ` +
        `"iga2020_inovasi"."id" ${REVIEW_FROM} ${where} order by "nomor_registrasi"."created_at" desc, ` +
        `"iga2020_inovasi"."id" asc limit $${n + 3} offset $${n + 4}) ` +
        `order by "nomor_registrasi"."created_at" desc, "iga2020_inovasi"."id" asc`,
      values: [...values, perPage, page * perPage],
    }),
    pool.query<{ count: string }>({
      text: `select count(*) ${REVIEW_FROM} ${where}`,
      values,
    }),
  ]);
  const data = pageRes.rows.map((raw) => {
    const row: Record<string, unknown> = {};
    REVIEW_KEYS.forEach((k, i) => (row[k] = raw[i]));
    const status = stateOf({ status_nomor: row.status_nomor as number, qc: row.qc as number });
    return {
      ...row,
      dikirim_pada: (row.dikirim_pada as Date).toISOString(),
      status,
      menunggu: nextActor(status),
    };
  });
  return { status: 1, data, total: Number(countRes.rows[0]?.count ?? 0) };
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

const server = createServer((req, res) => {
  void (async () => {
    try {
      const url = new URL(req.url ?? '/', 'http://floor');
      if (!(await authorised(req)))
        return send(res, 401, { status: 0, message: 'Sesi tidak valid.' });
      if (url.pathname === '/api/crud/iga2020_inovasi')
        return send(res, 200, await innovationList(url.searchParams));
      if (url.pathname === '/api/crud/m_daerah/lookup')
        return send(res, 200, await daerahLookup(url.searchParams));
      if (url.pathname in QUEUES)
        return send(res, 200, await reviewList(url.pathname, url.searchParams));
      return send(res, 404, { status: 0, message: 'Data tidak ditemukan.' });
    } catch (e) {
      console.error(e);
      send(res, 500, { status: 0, message: 'error' });
    }
  })();
});
const WORKERS = Number(process.env.WORKERS ?? 1);
if (WORKERS > 1 && cluster.isPrimary) {
  for (let i = 0; i < WORKERS; i++) cluster.fork();
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      setTimeout(() => process.exit(0), 500).unref();
    });
} else {
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'));
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      server.close();
      void pool.end().finally(() => process.exit(0));
    });
}
