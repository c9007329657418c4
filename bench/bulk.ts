import { sql } from 'drizzle-orm';
import type { DbHandle } from '../server/platform/db/client';
import type { EvaluationInput } from './indexBench';

export const INNOVATIONS = Number(process.env.BENCH_INNOVATIONS ?? 40_000);
export const ANSWERS_PER_INNOVATION = 20;
export const YEARS = [2023, 2024, 2025, 2026] as const;

export interface LoadTimes {
  /** migrations + reference seed (546 pemda, 2023 indicators, demo accounts) */
  seedMs: number;
  /** INSERT ... SELECT FROM generate_series into iga2020_inovasi */
  inovasiMs: number;
  /** INSERT ... SELECT of the indicator answers (innovations x indicators) */
  jawabanMs: number;
  /** registrations (sent, verified, rejected, QC) and the region answers (tipe P) of every year */
  workflowMs?: number;
  /** ANALYZE of the loaded tables */
  analyzeMs: number;
  totalMs: number;
}

export interface DatasetInfo {
  times: LoadTimes;
  counts: {
    pemda: number;
    inovasi: number;
    jawaban: number;
    indikatorUsed: number;
    /** registration records by status_nomor: sent (0), verified (1), rejected (2) */
    registrasi?: { dikirim: number; terverifikasi: number; ditolak: number };
    /** region answers (unit daerah), every pemda and year */
    jawabanDaerah?: number;
  };
  /** whether the FK triggers were off during the bulk insert (session_replication_role) */
  fkTriggersSkipped: boolean;
  /** profil_pemda ids, for the rotating list requests */
  profilIds: number[];
  /** the review queues' sizes per year, counted straight from the tables (see reviewCounts) */
  reviewCounts: Record<string, Record<number, number>>;
  /** innovations waiting for verification and the points to give them (bench/indexBench.ts) */
  evaluation: EvaluationInput;
}

type Row = Record<string, unknown>;
/** The database or a transaction: anything that runs raw SQL. */
type Exec = Pick<DbHandle['db'], 'execute'>;

async function rows(db: Exec, query: string): Promise<Row[]> {
  const res = (await db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return res.rows;
}

async function scalar(db: Exec, query: string): Promise<number> {
  const [r] = await rows(db, query);
  return Number(Object.values(r ?? {})[0] ?? 0);
}

const ms = (t0: number) => Math.round(performance.now() - t0);

/**
 * Words for realistic innovation names such as
 * "Inovasi Layanan Perizinan Satu Pintu Terpadu 3FA1C2" (40-70 characters).
 */
const W1 = [
  'Layanan',
  'Sistem',
  'Aplikasi',
  'Gerakan',
  'Program',
  'Pelayanan',
  'Digitalisasi',
  'Penguatan',
];
const W2 = [
  'Kesehatan Ibu dan Anak',
  'Pendidikan Dasar',
  'Perizinan Usaha',
  'Administrasi Kependudukan',
  'Pertanian Organik',
  'Pariwisata Desa',
  'Pengelolaan Sampah',
  'Penanggulangan Bencana',
  'Keuangan Daerah',
  'UMKM dan Koperasi',
  'Air Bersih',
  'Transportasi Publik',
  'Stunting',
];
const W3 = [
  'Terpadu',
  'Berbasis Desa',
  'Ramah Anak',
  'Satu Pintu',
  'Keliling',
  'Daring',
  'Partisipatif',
];
const arr = (a: string[]) => `ARRAY[${a.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Adds the national-scale bench data to a seeded database with set-based SQL: INNOVATIONS
 * innovations over every profil_pemda, the years 2023-2026 and the three stages, and 20 tipe-I
 * answers per innovation; then ANALYZE.
 */
export async function addBenchData(
  handle: DbHandle,
  log: (m: string) => void,
): Promise<Omit<DatasetInfo, 'times'> & { times: Omit<LoadTimes, 'seedMs' | 'totalMs'> }> {
  const db = handle.db;
  const pemda = await scalar(db, 'SELECT count(*) FROM profil_pemda');
  if (pemda === 0) throw new Error('the seed created no profil_pemda');
  const minId = await scalar(db, 'SELECT coalesce(max(id), 0) FROM iga2020_inovasi');
  const bentuk = await scalar(db, 'SELECT count(*) FROM iga2020_bentuk_inovasi');
  const indikatorUsed = await scalar(
    db,
    `SELECT count(*) FROM (SELECT id FROM iga_indikator i WHERE tahun = 2023 AND tipe = 'I'
       AND EXISTS (SELECT 1 FROM iga_skala s WHERE s.iga_indikator_id = i.id)
       ORDER BY no_urut, id LIMIT ${ANSWERS_PER_INNOVATION}) x`,
  );
  if (indikatorUsed < ANSWERS_PER_INNOVATION) {
    log(`  note: only ${indikatorUsed} tipe-I indicators of 2023 with a scale`);
  }
  // Every row is built from joins on existing keys, so the per-row foreign-key triggers (4 per
  // answer) can be skipped during the bulk insert when allowed (superuser): about 4x faster on
  // PGlite (30 s -> 7 s for the answers). SET LOCAL keeps it to this transaction.
  const superuser =
    (await rows(db, "SELECT current_setting('is_superuser') AS su"))[0]?.su === 'on';
  let inovasiMs = 0;
  let jawabanMs = 0;
  let workflowMs = 0;
  await db.transaction(async (tx) => {
    if (superuser) await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    let t0 = performance.now();
    await insertInovasi(tx, { pemda, bentuk });
    inovasiMs = ms(t0);
    t0 = performance.now();
    await insertJawaban(tx, minId);
    jawabanMs = ms(t0);
    t0 = performance.now();
    await insertRegistrasi(tx, minId);
    await insertJawabanDaerah(tx);
    workflowMs = ms(t0);
  });
  const inovasi = await scalar(db, `SELECT count(*) FROM iga2020_inovasi WHERE id > ${minId}`);
  log(`  iga2020_inovasi: ${inovasi} rows in ${(inovasiMs / 1000).toFixed(1)} s`);
  const jawaban = await scalar(
    db,
    `SELECT count(*) FROM indikator_jawaban WHERE inovasi_id > ${minId} AND unit = 'inovasi'`,
  );
  log(`  indikator_jawaban: ${jawaban} rows in ${(jawabanMs / 1000).toFixed(1)} s`);
  const byStatus = await rows(
    db,
    `SELECT status_nomor AS s, count(*) AS n FROM nomor_registrasi r
       WHERE r.inovasi_id > ${minId} GROUP BY status_nomor`,
  );
  const nOf = (st: number) => Number(byStatus.find((r) => Number(r.s) === st)?.n ?? 0);
  const registrasi = { dikirim: nOf(0), terverifikasi: nOf(1), ditolak: nOf(2) };
  const jawabanDaerah = await scalar(
    db,
    `SELECT count(*) FROM indikator_jawaban WHERE unit = 'daerah'`,
  );
  log(
    `  nomor_registrasi: ${registrasi.dikirim} sent, ${registrasi.terverifikasi} verified, ` +
      `${registrasi.ditolak} rejected; region answers: ${jawabanDaerah}; ` +
      `in ${(workflowMs / 1000).toFixed(1)} s`,
  );

  // Statistics and the visibility map as a running PostgreSQL has them after autovacuum (PGlite has no
  // autovacuum, so without this its planner would work from default estimates; index-only
  // scans need the visibility map).
  const t0 = performance.now();
  await db.execute(sql.raw('VACUUM ANALYZE'));
  const analyzeMs = ms(t0);

  const ids = await rows(db, 'SELECT id FROM profil_pemda ORDER BY id');
  const evaluation = await evaluationInput(db);
  return {
    reviewCounts: await reviewCounts(db),
    evaluation,
    times: { inovasiMs, jawabanMs, workflowMs, analyzeMs },
    counts: { pemda, inovasi, jawaban, indikatorUsed, registrasi, jawabanDaerah },
    fkTriggersSkipped: superuser,
    profilIds: ids.map((r) => Number(r.id)),
  };
}

async function insertInovasi(db: Exec, o: { pemda: number; bentuk: number }) {
  const { pemda, bentuk } = o;
  await db.execute(
    sql.raw(`
    WITH p AS (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM profil_pemda),
         b AS (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM iga2020_bentuk_inovasi)
    INSERT INTO iga2020_inovasi (
      profil_id, nama, is_index, tahun, inovasi_status, inisiator, nama_inisiator,
      klasifikasi_inovasi, jenis_inovasi, bentuk_inovasi, is_covid, urusan_pemerintah_id,
      koordinat, waktu, waktu_implementasi, is_developed, latar_belakang, tujuan, manfaat,
      hasil_inovasi, submitable, qc)
    SELECT
      p.id,
      'Inovasi ' || (${arr(W1)})[1 + g % ${W1.length}] || ' '
        || (${arr(W2)})[1 + (g / ${W1.length}) % ${W2.length}] || ' '
        || (${arr(W3)})[1 + (g / ${W1.length * W2.length}) % ${W3.length}] || ' '
        || upper(substr(md5(g::text), 1, 6)),
      0,
      ${YEARS[0]} + (g / ${pemda}) % ${YEARS.length},
      abs(hashtext('s' || g)) % 3,
      (ARRAY['Kepala Daerah','Anggota DPRD','OPD','ASN','Masyarakat'])[1 + abs(hashtext('i' || g)) % 5],
      'Pegawai ' || substr(md5('n' || g), 1, 10),
      (ARRAY['Inovasi Perangkat Daerah','Inovasi Desa dan Kelurahan','Inovasi Masyarakat'])[1 + g % 3],
      (ARRAY['Digital','Non Digital'])[1 + g % 2],
      b.id,
      9 + g % 8,
      (1 + g % 30)::text || ',' || (1 + (g / 30) % 30)::text,
      '-6.' || (100000 + g % 899999)::text || ',106.' || (100000 + (g * 7) % 899999)::text,
      date '2020-01-01' + (g % 1200),
      date '2020-04-01' + (g % 1200),
      g % 2,
      'Latar belakang ' || md5('l' || g) || '. ' || repeat('Peningkatan kualitas pelayanan publik melalui pemanfaatan teknologi, penyederhanaan proses, dan kolaborasi lintas perangkat daerah. ', 2),
      'Tujuan inovasi: mempercepat layanan, mengurangi biaya dan waktu tempuh masyarakat, serta meningkatkan transparansi. ' || md5('t' || g),
      'Manfaat: layanan lebih cepat, mudah diakses, dan terukur bagi masyarakat serta perangkat daerah. ' || md5('m' || g),
      'Hasil inovasi: jumlah pengguna meningkat dan waktu layanan berkurang dari lima hari menjadi satu hari. ' || md5('h' || g),
      abs(hashtext('q' || g)) % 2,
      0
    FROM generate_series(0, ${INNOVATIONS - 1}) AS g
    JOIN p ON p.rn = g % ${pemda}
    LEFT JOIN b ON b.rn = g % ${Math.max(bentuk, 1)}
  `),
  );
}

async function insertJawaban(db: Exec, minId: number) {
  await db.execute(
    sql.raw(`
    WITH ind AS (
      SELECT id FROM iga_indikator i WHERE tahun = 2023 AND tipe = 'I'
        AND EXISTS (SELECT 1 FROM iga_skala s WHERE s.iga_indikator_id = i.id)
      ORDER BY no_urut, id LIMIT ${ANSWERS_PER_INNOVATION}),
    sk AS (
      SELECT id, iga_indikator_id, nilai,
             (row_number() OVER (PARTITION BY iga_indikator_id ORDER BY id)) - 1 AS rn,
             count(*) OVER (PARTITION BY iga_indikator_id) AS cnt
      FROM iga_skala)
    INSERT INTO indikator_jawaban (unit, profil_id, inovasi_id, indikator_id, tahun, skala_id,
                                   skala_text, informasi, skor)
    SELECT 'inovasi', i.profil_id, i.id, ind.id, i.tahun, sk.id, NULL,
           'Bukti dukung tersedia: dokumen-' || i.id || '-' || ind.id || '.pdf', sk.nilai
    FROM iga2020_inovasi i
    CROSS JOIN ind
    JOIN sk ON sk.iga_indikator_id = ind.id AND sk.rn = (i.id + ind.id) % sk.cnt
    WHERE i.id > ${minId}
  `),
  );
}

/**
 * The journey of the bench innovations, as the review queues and the index see it: about 40%
 * drafts, 20% sent and waiting, 30% verified (half of them accepted by quality control) and 10%
 * rejected (half confirmed). Verified answers carry verified points (the self points, a tenth of
 * them lowered), rejected ones none; `qc` on the innovation follows its registration.
 */
async function insertRegistrasi(db: Exec, minId: number) {
  await db.execute(
    sql.raw(`
    WITH pick AS (
      SELECT i.id, i.tahun, i.profil_id, abs(hashtext('r' || i.id)) % 100 AS d
      FROM iga2020_inovasi i WHERE i.id > ${minId})
    INSERT INTO nomor_registrasi (inovasi_id, hash, nomor, status_nomor, setuju, catatan,
                                  created_at, updated_at)
    SELECT id, md5('bench-' || id),
           CASE WHEN d BETWEEN 60 AND 89 THEN tahun || '/' || profil_id || '/' || id END,
           CASE WHEN d < 60 THEN 0 WHEN d < 90 THEN 1 ELSE 2 END,
           1,
           CASE WHEN d >= 90 THEN 'Bukti dukung indikator tidak sesuai.' END,
           timestamp '2026-01-01' + (id % 300) * interval '1 day' + (id % 997) * interval '1 minute',
           timestamp '2026-01-01' + (id % 300) * interval '1 day' + (id % 991) * interval '1 minute'
    FROM pick WHERE d >= 40
  `),
  );
  await db.execute(
    sql.raw(`
    UPDATE iga2020_inovasi i SET qc = CASE
        WHEN r.status_nomor = 1 AND i.id % 2 = 0 THEN 1
        WHEN r.status_nomor = 2 AND i.id % 2 = 0 THEN 2
        ELSE 0 END
    FROM nomor_registrasi r WHERE r.inovasi_id = i.id AND i.id > ${minId} AND r.status_nomor > 0
  `),
  );
  await db.execute(
    sql.raw(`
    UPDATE indikator_jawaban j SET
      skor_verifikasi = CASE WHEN (j.id % 10) = 0 THEN round(j.skor / 2, 2) ELSE j.skor END,
      status_verifikasi = 1
    FROM nomor_registrasi r
    WHERE r.inovasi_id = j.inovasi_id AND r.status_nomor = 1 AND j.unit = 'inovasi'
      AND j.inovasi_id > ${minId}
  `),
  );
}

/**
 * Every pemda answers the region indicators (tipe P) of 2023 for every bench year, with a
 * scale chosen by a hash, and the verified points of the ministry on them.
 */
async function insertJawabanDaerah(db: Exec) {
  await db.execute(
    sql.raw(`
    WITH ind AS (
      SELECT id FROM iga_indikator i WHERE tahun = 2023 AND tipe = 'P'
        AND EXISTS (SELECT 1 FROM iga_skala s WHERE s.iga_indikator_id = i.id)),
    sk AS (
      SELECT id, iga_indikator_id, nilai,
             (row_number() OVER (PARTITION BY iga_indikator_id ORDER BY id)) - 1 AS rn,
             count(*) OVER (PARTITION BY iga_indikator_id) AS cnt
      FROM iga_skala),
    yr AS (SELECT unnest(ARRAY[${YEARS.join(',')}]) AS tahun)
    INSERT INTO indikator_jawaban (unit, profil_id, inovasi_id, indikator_id, tahun, skala_id,
                                   informasi, skor, skor_verifikasi, status_verifikasi)
    SELECT 'daerah', p.id, NULL, ind.id, yr.tahun, sk.id,
           'Dokumen pendukung daerah ' || p.id || '-' || ind.id, sk.nilai,
           CASE WHEN (p.id + ind.id) % 7 = 0 THEN 0 ELSE sk.nilai END, 1
    FROM profil_pemda p CROSS JOIN ind CROSS JOIN yr
    JOIN sk ON sk.iga_indikator_id = ind.id
       AND sk.rn = abs(hashtext(p.id || '-' || ind.id || '-' || yr.tahun)) % sk.cnt
    -- The demo regions' own answers stay (the unique key treats a null inovasi_id as distinct).
    WHERE NOT EXISTS (SELECT 1 FROM indikator_jawaban x WHERE x.unit = 'daerah'
      AND x.profil_id = p.id AND x.indikator_id = ind.id AND x.tahun = yr.tahun)
  `),
  );
}

/** The queue conditions of server/features/review/services/reviewQueues.ts, written again as plain SQL. */
const QUEUE_SQL: Readonly<Record<string, string>> = {
  request: 'r.status_nomor = 0',
  approved: 'r.status_nomor = 1',
  rejected: 'r.status_nomor = 2',
  qc: 'r.status_nomor IN (1, 2) AND i.qc = 0',
};

/**
 * What each review queue must total per year for superadmin (every region, no index copies, no
 * competition entries: the queues leave those out).
 */
async function reviewCounts(db: Exec): Promise<Record<string, Record<number, number>>> {
  const out: Record<string, Record<number, number>> = {};
  for (const [queue, cond] of Object.entries(QUEUE_SQL)) {
    const byYear = await rows(
      db,
      `SELECT i.tahun, count(*) AS n FROM iga2020_inovasi i
         JOIN nomor_registrasi r ON r.inovasi_id = i.id
         JOIN profil_pemda p ON p.id = i.profil_id
       WHERE ${cond} AND i.is_index <> 1 AND i.lomba = 0 GROUP BY i.tahun`,
    );
    out[queue] = Object.fromEntries(YEARS.map((y) => [y, 0]));
    for (const r of byYear) out[queue]![Number(r.tahun)] = Number(r.n);
  }
  return out;
}

/**
 * Innovations of the first bench year waiting for verification, one per region, and the best
 * point of each answered indicator's scale.
 */
export async function evaluationInput(db: Exec): Promise<EvaluationInput> {
  const tahun = YEARS[0];
  const innovations = await rows(
    db,
    `SELECT DISTINCT ON (i.profil_id) i.id, i.profil_id FROM iga2020_inovasi i
       JOIN nomor_registrasi r ON r.inovasi_id = i.id AND r.status_nomor = 0
     WHERE i.tahun = ${tahun} AND i.is_index = 0
       AND EXISTS (SELECT 1 FROM indikator_jawaban j WHERE j.inovasi_id = i.id)
     ORDER BY i.profil_id, i.id LIMIT 100`,
  );
  const indikator = await rows(
    db,
    `SELECT i.id, (SELECT max(s.nilai) FROM iga_skala s WHERE s.iga_indikator_id = i.id) AS nilai
     FROM iga_indikator i WHERE tahun = 2023 AND tipe = 'I'
       AND EXISTS (SELECT 1 FROM iga_skala s WHERE s.iga_indikator_id = i.id)
     ORDER BY no_urut, id LIMIT ${ANSWERS_PER_INNOVATION}`,
  );
  return {
    tahun,
    innovations: innovations.map((r) => ({ id: Number(r.id), profil_id: Number(r.profil_id) })),
    indikator: indikator.map((r) => ({ id: Number(r.id), nilai: Number(r.nilai) })),
  };
}
