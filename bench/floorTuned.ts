import { nextActor, stateOf } from '../domain/innovationWorkflow';
import { LABELS, LIST_COLUMNS, pool, REVIEW_KEYS } from './floorQueries';

/**
 * The floor's requests (bench/floor.ts, FLOOR=tuned) with the fastest SQL written by hand for the
 * same JSON.
 */

/** The innovation columns of a list row, in the product's answer order. */
export const T_COLUMNS = LIST_COLUMNS.replaceAll('"iga2020_inovasi".', 'i.');
/** GET /api/crud/iga2020_inovasi, tuned: one statement, every label by a join. */
export async function tunedInnovationList(q: URLSearchParams) {
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
export async function tunedDaerahLookup(q: URLSearchParams) {
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
export const T_STATES: Readonly<Record<string, readonly number[]>> = {
  '/api/nomor_registrasi/request/lookup': [0],
  '/api/review/approved/lookup': [1],
  '/api/review/rejected/lookup': [2],
  '/api/review/qc/lookup': [1, 2],
};
/** The year's innovations a queue lists, checked from inovasi_tahun_id_idx (index-only). */
export const T_YEAR = (qc: boolean) =>
  `i.tahun = $1 and i.lomba = 0 and i.is_index <> 1${qc ? ' and i.qc = 0' : ''}`;
/** One state's walk of registrasi_queue_idx, newest sent first, stopping at $2 rows. */
export const T_WALK = (state: number, qc: boolean) =>
  `(select r.inovasi_id, r.created_at from nomor_registrasi r join iga2020_inovasi i on ` +
  `i.id = r.inovasi_id where r.status_nomor = ${state} and ${T_YEAR(qc)} ` +
  `order by r.created_at desc, r.inovasi_id limit $2)`;

/**
 * A review queue, tuned: the page's keys from a walk of the queue index per state (two walks
 * merged for the qc queue) that stops after offset + limit rows, the 20 rows then read whole
 * with their names by joins; the total from a merge of two index-only scans.
 */
export async function tunedReviewList(path: string, q: URLSearchParams) {
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
        `i.verifikasi_points, i.kelengkapan, i.status_dokumen, ` +
        `(select count(distinct m.lawan_id) from kemiripan m where m.inovasi_id = k.inovasi_id)::int ` +
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
