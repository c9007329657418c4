/**
 * The floor of `npm run bench`: what the machine allows for the benchmarked requests with no
 * framework at all. Plain `node:http` + `pg`, the same SQL as the product sends (captured from
 * its driver), the same JSON, the same token check (HS256 signature with `jose`, claims cached
 * for 60 s, the account re-read every 5 s for its active flag and token version), and named
 * (server-side prepared) statements as the product's list path uses.
 * Env: PORT, DATABASE_URL, JWT_SECRET, WORKERS (node:cluster, like the product), FLOOR
 * (`same`, the default: the product's own SQL; `tuned`: the fastest SQL written by hand for the
 * same JSON, see below). Started by bench/run.ts as a child process, once per kind.
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

/** A label by a left join on the target's primary key, as the product writes it. */
const joined = (alias: string, column: string) =>
  `coalesce("${alias}"."${column}"::text, "${alias}"."id"::text)`;
const join = (table: string, alias: string, field: string) =>
  ` left join "${table}" "${alias}" on "${alias}"."id" = "iga2020_inovasi"."${field}"`;

/** The names of the records a row points at, as the product selects them (server/crud/listSql.ts). */
const LABELS: readonly (readonly [string, string])[] = [
  ['profil_id', joined('_l0', 'nama')],
  ['opd_perangkat_id', joined('_l1', 'nama')],
  ['upt_id', joined('_l2', 'nama')],
  ['bentuk_inovasi', joined('_l3', 'nama')],
  ['is_covid', joined('_l4', 'nama')],
  ['klaster_covid_id', joined('_l5', 'nama')],
  [
    'urusan_pemerintah_id',
    `(select string_agg(coalesce(l."nama"::text, l.id::text), ', ' order by array_position(s.ids, l.id::text)) ` +
      `from (select regexp_split_to_array(btrim("iga2020_inovasi"."urusan_pemerintah_id"::text), '\\s*,\\s*') as ids offset 0) s ` +
      `join "iga_urusan_pemerintahan" l on l.id::text = any(s.ids))`,
  ],
  ['created_by', joined('_l7', 'username')],
];
const LABEL_SQL = LABELS.map(([, q], i) => `${q} as "_l${i}"`).join(', ');
const LABEL_JOINS =
  join('profil_pemda', '_l0', 'profil_id') +
  join('opd_perangkat', '_l1', 'opd_perangkat_id') +
  join('upt', '_l2', 'upt_id') +
  join('iga2020_bentuk_inovasi', '_l3', 'bentuk_inovasi') +
  join('iga2020_tematik', '_l4', 'is_covid') +
  join('iga2020_covid', '_l5', 'klaster_covid_id') +
  join('usr_asn', '_l7', 'created_by');

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
      `r."setuju" as "_r_setuju", count(*) over() from "iga2020_inovasi"${LABEL_JOINS} ` +
      `left join "nomor_registrasi" r on r."inovasi_id" = "iga2020_inovasi"."id" where ` +
      `("iga2020_inovasi"."profil_id" in ($1) and "iga2020_inovasi"."tahun" in ($2) and ` +
      `"iga2020_inovasi"."lomba" in (0) and "iga2020_inovasi"."is_index" <> 1) order by ` +
      `"iga2020_inovasi"."nama" ${dir}, "iga2020_inovasi"."id" ${dir} limit $3${page > 0 ? ' offset $4' : ''}`,
    values:
      page > 0
        ? [Number(q.get('profil_id')), Number(q.get('tahun')), perPage, page * perPage]
        : [Number(q.get('profil_id')), Number(q.get('tahun')), perPage],
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
  '/api/nomor_registrasi/request/lookup': '"nomor_registrasi"."status_nomor" = 0',
  '/api/review/approved/lookup': '"nomor_registrasi"."status_nomor" = 1',
  '/api/review/rejected/lookup': '"nomor_registrasi"."status_nomor" = 2',
  '/api/review/qc/lookup':
    '("nomor_registrasi"."status_nomor" in (1, 2) and "iga2020_inovasi"."qc" = 0)',
};
/** The states walked one by one (the qc queue's two). */
const QUEUE_STATES: Readonly<Record<string, number[]>> = {
  '/api/review/qc/lookup': [1, 2],
};
/** The narrow rows (page keys, total): the region is joined only when a condition reads it. */
const NARROW_FROM =
  'from "iga2020_inovasi" inner join "nomor_registrasi" on "nomor_registrasi"."inovasi_id" = "iga2020_inovasi"."id"';
const REVIEW_COLUMNS =
  '"iga2020_inovasi"."id", "iga2020_inovasi"."nama", "iga2020_inovasi"."tahun", ' +
  '"iga2020_inovasi"."inovasi_status", "iga2020_inovasi"."profil_id", "profil_pemda"."nama", ' +
  '"opd_perangkat"."nama", "nomor_registrasi"."nomor", "nomor_registrasi"."status_nomor", ' +
  '"iga2020_inovasi"."qc", "nomor_registrasi"."catatan", "nomor_registrasi"."created_at", ' +
  '"iga2020_inovasi"."waktu_implementasi", "iga2020_inovasi"."kematangan", ' +
  '"iga2020_inovasi"."verifikasi_points", "iga2020_inovasi"."kelengkapan", ' +
  '"iga2020_inovasi"."status_dokumen"';
const REVIEW_JOIN =
  ') k inner join "iga2020_inovasi" on "iga2020_inovasi"."id" = k.id ' +
  'inner join "nomor_registrasi" on "nomor_registrasi"."inovasi_id" = k.id ' +
  'inner join "profil_pemda" on "profil_pemda"."id" = "iga2020_inovasi"."profil_id" ' +
  'left join "opd_perangkat" on "opd_perangkat"."id" = "iga2020_inovasi"."opd_perangkat_id" ' +
  'order by k.s desc, k.id asc';
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
  'waktu_implementasi',
  'kematangan',
  'verifikasi_points',
  'kelengkapan',
  'status_dokumen',
] as const;

/**
 * GET a review queue ?tahun&page&per_page (sorted by the sending time, newest first): the page
 * and the total as two named statements at once, with the product's text (the whole-number
 * values written in, the page's keys from one walk per state, the total per state added).
 */
async function reviewList(path: string, q: URLSearchParams) {
  const perPage = Number(q.get('per_page') ?? 20);
  const page = Number(q.get('page') ?? 0);
  const where = `((${QUEUES[path]} and "iga2020_inovasi"."lomba" in (0) and "iga2020_inovasi"."is_index" <> 1 and "iga2020_inovasi"."tahun" = ${Number(q.get('tahun'))}))`;
  const order = 'order by "nomor_registrasi"."created_at" desc, "iga2020_inovasi"."id" asc';
  const walk = (extra: string, limit: string) =>
    `select "iga2020_inovasi"."id" as id, "nomor_registrasi"."created_at" as s ${NARROW_FROM} ` +
    `where ${where}${extra} ${order} limit ${limit}`;
  const states = QUEUE_STATES[path];
  const status = '"nomor_registrasi"."status_nomor"';
  const keys = states
    ? `select * from (${states.map((st) => `(${walk(` and ${status} = ${st}`, '$2')})`).join(' union all ')}) w ` +
      `order by w.s desc, w.id asc limit ${perPage} offset $1`
    : `${walk('', String(perPage))} offset $1`;
  const pageText = `select ${REVIEW_COLUMNS} from (${keys}${REVIEW_JOIN}`;
  const key = path.split('/').slice(-2, -1)[0];
  const countText = states
    ? `select ${states.map((st) => `(select count(*) ${NARROW_FROM} where ${where} and ${status} = ${st})`).join(' + ')}`
    : `select count(*) ${NARROW_FROM} where ${where}`;
  const [pageRes, countRes] = await Promise.all([
    pool.query<unknown[]>({
      name: `floor_review_${key}_${q.get('tahun')}_${perPage}`,
      rowMode: 'array',
      text: pageText,
      values: states ? [page * perPage, (page + 1) * perPage] : [page * perPage],
    }),
    pool.query<unknown[]>({
      name: `floor_review_count_${key}_${q.get('tahun')}`,
      rowMode: 'array',
      text: countText,
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
  return { status: 1, data, total: Number(countRes.rows[0]?.[0] ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// FLOOR=tuned: the same JSON from the fastest SQL written by hand for each request, independently
// of the product's query builder: labels by one join each, keyset walks of the queue index that
// stop after the page, totals from index-only scans (no maintained counters: none exist in the
// schema, and the product would have to keep them too).

/** The innovation columns of a list row, in the product's answer order. */
const T_COLUMNS = LIST_COLUMNS.replaceAll('"iga2020_inovasi".', 'i.');
/** GET /api/crud/iga2020_inovasi, tuned: one statement, every label by a join. */
async function tunedInnovationList(q: URLSearchParams) {
  const perPage = Number(q.get('per_page') ?? 20);
  const page = Number(q.get('page') ?? 0);
  const dir = q.get('orderDirection') === 'desc' ? 'desc' : 'asc';
  const { rows } = await pool.query<unknown[]>({
    name: `tuned_list_${dir}`,
    rowMode: 'array',
    text:
      `select ${T_COLUMNS}, coalesce(p.nama, p.id::text), coalesce(o.nama, o.id::text), ` +
      `coalesce(u.nama, u.id::text), coalesce(b.nama, b.id::text), coalesce(t.nama, t.id::text), ` +
      `coalesce(c.nama, c.id::text), ur.label, coalesce(a.username, a.id::text), ` +
      `r.status_nomor, r.setuju, count(*) over() ` +
      `from iga2020_inovasi i ` +
      `left join profil_pemda p on p.id = i.profil_id ` +
      `left join opd_perangkat o on o.id = i.opd_perangkat_id ` +
      `left join upt u on u.id = i.upt_id ` +
      `left join iga2020_bentuk_inovasi b on b.id = i.bentuk_inovasi ` +
      `left join iga2020_tematik t on t.id = i.is_covid ` +
      `left join iga2020_covid c on c.id = i.klaster_covid_id ` +
      `left join usr_asn a on a.id = i.created_by ` +
      `left join nomor_registrasi r on r.inovasi_id = i.id ` +
      // The urusan ids are a comma list: split once per row, labelled in the order written.
      `left join lateral (select string_agg(coalesce(l.nama, l.id::text), ', ' ` +
      `order by array_position(s.ids, l.id::text)) as label ` +
      // `offset 0`: split once per row (folded into the filter, it ran once per urusan).
      `from (select regexp_split_to_array(btrim(i.urusan_pemerintah_id), '\\s*,\\s*') as ids offset 0) s ` +
      `join iga_urusan_pemerintahan l on l.id::text = any(s.ids)) ur on i.urusan_pemerintah_id is not null ` +
      `where i.profil_id = $1 and i.tahun = $2 and i.lomba = 0 and i.is_index <> 1 ` +
      `order by i.nama ${dir}, i.id ${dir} limit $3 offset $4`,
    values: [Number(q.get('profil_id')), Number(q.get('tahun')), perPage, page * perPage],
  });
  const n = LIST_COLUMNS.split(', ').length;
  const names = LIST_COLUMNS.split(', ').map((c) => c.slice('"iga2020_inovasi"."'.length, -1));
  const labelFields = LABELS.map(([f]) => f);
  const data = rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) row[names[i]!] = raw[i];
    const labels: Record<string, string> = {};
    labelFields.forEach((f, k) => {
      const v = raw[n + k];
      if (v !== null && v !== undefined) labels[f] = String(v);
    });
    row._labels = labels;
    row._registrasi = {
      status_nomor: raw[n + labelFields.length] ?? null,
      setuju: raw[n + labelFields.length + 1] ?? null,
    };
    return row;
  });
  const total = rows.length ? Number(rows[0]![n + labelFields.length + 2]) : 0;
  return { status: 1, data, total };
}

/** GET /api/crud/m_daerah/lookup, tuned: one pattern parameter. */
async function tunedDaerahLookup(q: URLSearchParams) {
  const { rows } = await pool.query<Record<string, unknown> & { nama: string }>({
    name: 'tuned_lookup',
    text:
      'select id, kode, nama, tingkat, jenis, parent_id, is_tertinggal, is_perbatasan, is_papua, ' +
      'created_at, updated_at from m_daerah where nama ilike $1 or kode ilike $1 ' +
      'order by nama, id limit 50',
    values: [`%${q.get('search') ?? ''}%`],
  });
  return { status: 1, data: rows.map((r) => ({ ...r, label: r.nama })) };
}

/** The registration states of each queue (the qc queue: verified or rejected, not yet checked). */
const T_STATES: Readonly<Record<string, readonly number[]>> = {
  '/api/nomor_registrasi/request/lookup': [0],
  '/api/review/approved/lookup': [1],
  '/api/review/rejected/lookup': [2],
  '/api/review/qc/lookup': [1, 2],
};
/** The year's innovations a queue lists, checked from inovasi_tahun_id_idx (index-only). */
const T_YEAR = (qc: boolean) =>
  `i.tahun = $1 and i.lomba = 0 and i.is_index <> 1${qc ? ' and i.qc = 0' : ''}`;
/** One state's walk of registrasi_queue_idx, newest sent first, stopping at $2 rows. */
const T_WALK = (state: number, qc: boolean) =>
  `(select r.inovasi_id, r.created_at from nomor_registrasi r join iga2020_inovasi i on ` +
  `i.id = r.inovasi_id where r.status_nomor = ${state} and ${T_YEAR(qc)} ` +
  `order by r.created_at desc, r.inovasi_id limit $2)`;

/**
 * A review queue, tuned: the page's keys from a walk of the queue index per state (two walks
 * merged for the qc queue) that stops after offset + limit rows, the 20 rows then read whole
 * with their names by joins; the total from a merge of two index-only scans.
 */
async function tunedReviewList(path: string, q: URLSearchParams) {
  const perPage = Number(q.get('per_page') ?? 20);
  const page = Number(q.get('page') ?? 0);
  const tahun = Number(q.get('tahun'));
  const states = T_STATES[path]!;
  const qc = states.length > 1;
  const key = path.split('/').slice(-2, -1)[0];
  const keys = states.map((st) => T_WALK(st, qc)).join(' union all ');
  const [pageRes, countRes] = await Promise.all([
    pool.query<unknown[]>({
      name: `tuned_review_${key}`,
      rowMode: 'array',
      text:
        `select i.id, i.nama, i.tahun, i.inovasi_status, i.profil_id, p.nama, o.nama, r.nomor, ` +
        `r.status_nomor, i.qc, r.catatan, r.created_at, i.waktu_implementasi, i.kematangan, ` +
        `i.verifikasi_points, i.kelengkapan, i.status_dokumen ` +
        `from (select * from (${keys}) w order by w.created_at desc, w.inovasi_id limit $3 offset $4) k ` +
        `join nomor_registrasi r on r.inovasi_id = k.inovasi_id ` +
        `join iga2020_inovasi i on i.id = k.inovasi_id ` +
        `join profil_pemda p on p.id = i.profil_id ` +
        `left join opd_perangkat o on o.id = i.opd_perangkat_id ` +
        `order by k.created_at desc, k.inovasi_id`,
      values: [tahun, (page + 1) * perPage, perPage, page * perPage],
    }),
    pool.query<{ n: number }>({
      name: `tuned_review_count_${key}`,
      // The states written out: a single one lets the planner merge the two id-ordered scans.
      text:
        `select count(*)::int as n from nomor_registrasi r join iga2020_inovasi i on i.id = r.inovasi_id ` +
        `where r.status_nomor ${qc ? `in (${states.join(', ')})` : `= ${states[0]}`} and ${T_YEAR(qc)}`,
      values: [tahun],
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
  return { status: 1, data, total: countRes.rows[0]?.n ?? 0 };
}

const TUNED = process.env.FLOOR === 'tuned';

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
      const q = url.searchParams;
      if (url.pathname === '/api/crud/iga2020_inovasi')
        return send(res, 200, await (TUNED ? tunedInnovationList(q) : innovationList(q)));
      if (url.pathname === '/api/crud/m_daerah/lookup')
        return send(res, 200, await (TUNED ? tunedDaerahLookup(q) : daerahLookup(q)));
      if (url.pathname in QUEUES)
        return send(
          res,
          200,
          await (TUNED ? tunedReviewList(url.pathname, q) : reviewList(url.pathname, q)),
        );
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
