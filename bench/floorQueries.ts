import pg from 'pg';
import { nextActor, stateOf } from '../domain/innovationWorkflow';

/**
 * The floor's requests (bench/floor.ts) with the product's own SQL: the innovation list, the region
 * lookup, the review queues.
 */

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

export const LIST_COLUMNS = [
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
export const joined = (alias: string, column: string) =>
  `coalesce("${alias}"."${column}"::text, "${alias}"."id"::text)`;
export const join = (table: string, alias: string, field: string) =>
  ` left join "${table}" "${alias}" on "${alias}"."id" = "iga2020_inovasi"."${field}"`;

/**
 * The names of the records a row points at, as the product selects them (server/crud/listSql.ts).
 */
export const LABELS: readonly (readonly [string, string])[] = [
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
export const LABEL_SQL = LABELS.map(([, q], i) => `${q} as "_l${i}"`).join(', ');
export const LABEL_JOINS =
  join('profil_pemda', '_l0', 'profil_id') +
  join('opd_perangkat', '_l1', 'opd_perangkat_id') +
  join('upt', '_l2', 'upt_id') +
  join('iga2020_bentuk_inovasi', '_l3', 'bentuk_inovasi') +
  join('iga2020_tematik', '_l4', 'is_covid') +
  join('iga2020_covid', '_l5', 'klaster_covid_id') +
  join('usr_asn', '_l7', 'created_by');

/** GET /api/crud/iga2020_inovasi?page&per_page&orderBy=nama&orderDirection&profil_id&tahun */
export async function innovationList(q: URLSearchParams) {
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
export async function daerahLookup(q: URLSearchParams) {
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

/** The review queues (server/features/review/services/reviewQueues.ts), for superadmin: every region. */
export const QUEUES: Readonly<Record<string, string>> = {
  '/api/nomor_registrasi/request/lookup': '"nomor_registrasi"."status_nomor" = 0',
  '/api/review/approved/lookup': '"nomor_registrasi"."status_nomor" = 1',
  '/api/review/rejected/lookup': '"nomor_registrasi"."status_nomor" = 2',
  '/api/review/qc/lookup':
    '("nomor_registrasi"."status_nomor" in (1, 2) and "iga2020_inovasi"."qc" = 0)',
};
/** The states walked one by one (the qc queue's two); the other queues: one walk. */
export const QUEUE_STATES: Readonly<Record<string, number[]>> = {
  '/api/review/qc/lookup': [1, 2],
};
/** The narrow rows (page keys, total): the region is joined only when a condition reads it. */
export const NARROW_FROM =
  'from "iga2020_inovasi" inner join "nomor_registrasi" on "nomor_registrasi"."inovasi_id" = "iga2020_inovasi"."id"';
export const REVIEW_COLUMNS =
  '"iga2020_inovasi"."id", "iga2020_inovasi"."nama", "iga2020_inovasi"."tahun", ' +
  '"iga2020_inovasi"."inovasi_status", "iga2020_inovasi"."profil_id", "profil_pemda"."nama", ' +
  '"opd_perangkat"."nama", "nomor_registrasi"."nomor", "nomor_registrasi"."status_nomor", ' +
  '"iga2020_inovasi"."qc", "nomor_registrasi"."catatan", "nomor_registrasi"."created_at", ' +
  '"iga2020_inovasi"."waktu_implementasi", "iga2020_inovasi"."kematangan", ' +
  '"iga2020_inovasi"."verifikasi_points", "iga2020_inovasi"."kelengkapan", ' +
  '"iga2020_inovasi"."status_dokumen", ' +
  // Issue 38: the innovations a row matches, as the product's page statement counts them.
  '(select count(distinct "kemiripan"."lawan_id") from "kemiripan" where "kemiripan"."inovasi_id" = k.id)::int';
export const REVIEW_JOIN =
  ') k inner join "iga2020_inovasi" on "iga2020_inovasi"."id" = k.id ' +
  'inner join "nomor_registrasi" on "nomor_registrasi"."inovasi_id" = k.id ' +
  'inner join "profil_pemda" on "profil_pemda"."id" = "iga2020_inovasi"."profil_id" ' +
  'left join "opd_perangkat" on "opd_perangkat"."id" = "iga2020_inovasi"."opd_perangkat_id" ' +
  'order by k.s desc, k.id asc';
export const REVIEW_KEYS = [
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
  'kemiripan',
] as const;

/**
 * GET a review queue ?tahun&page&per_page (sorted by the sending time, newest first): the page
 * and the total as two named statements at once, with the product's text (the whole-number
 * values written in, the year and the paging as parameters, the page's keys from one walk per
 * state cut outside it, one total).
 */
export async function reviewList(path: string, q: URLSearchParams) {
  const perPage = Number(q.get('per_page') ?? 20);
  const page = Number(q.get('page') ?? 0);
  // The fixed values written in, the year the one parameter ($1).
  const where = `((${QUEUES[path]} and "iga2020_inovasi"."lomba" in (0) and "iga2020_inovasi"."is_index" <> 1) and "iga2020_inovasi"."tahun" = $1)`;
  const tahun = Number(q.get('tahun'));
  const order = 'order by "nomor_registrasi"."created_at" desc, "iga2020_inovasi"."id" asc';
  const walk = (extra: string) =>
    `(select "iga2020_inovasi"."id" as id, "nomor_registrasi"."created_at" as s ${NARROW_FROM} ` +
    `where ${where}${extra} ${order} limit $3)`;
  const states = QUEUE_STATES[path];
  const status = '"nomor_registrasi"."status_nomor"';
  const walks = states ? states.map((st) => walk(` and ${status} = ${st}`)) : [walk('')];
  const keys =
    `select * from (${walks.join(' union all ')}) w ` +
    `order by w.s desc, w.id asc limit $4 offset $2`;
  const pageText = `select ${REVIEW_COLUMNS} from (${keys}${REVIEW_JOIN}`;
  const key = path.split('/').slice(-2, -1)[0];
  const countText = `select count(*) ${NARROW_FROM} where ${where}`;
  const [pageRes, countRes] = await Promise.all([
    pool.query<unknown[]>({
      name: `floor_review_${key}`,
      rowMode: 'array',
      text: pageText,
      values: [tahun, page * perPage, (page + 1) * perPage, perPage],
    }),
    pool.query<unknown[]>({
      name: `floor_review_count_${key}`,
      rowMode: 'array',
      text: countText,
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
  return { status: 1, data, total: Number(countRes.rows[0]?.[0] ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// FLOOR=tuned: the same JSON from the fastest SQL written by hand for each request, independently
// of the product's query builder: labels by one join each, keyset walks of the queue index that
// stop after the page, totals from index-only scans (no maintained counters: none exist in the
// schema, and the product would have to keep them too).
