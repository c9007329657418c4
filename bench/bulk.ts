import { sql } from 'drizzle-orm';
import type { DbHandle } from '../server/db/client';

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
  /** ANALYZE of the loaded tables */
  analyzeMs: number;
  totalMs: number;
}

export interface DatasetInfo {
  times: LoadTimes;
  counts: { pemda: number; inovasi: number; jawaban: number; indikatorUsed: number };
  /** whether the FK triggers were off during the bulk insert (session_replication_role) */
  fkTriggersSkipped: boolean;
  /** profil_pemda ids, for the rotating list requests */
  profilIds: number[];
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
  await db.transaction(async (tx) => {
    if (superuser) await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    let t0 = performance.now();
    await insertInovasi(tx, { pemda, bentuk });
    inovasiMs = ms(t0);
    t0 = performance.now();
    await insertJawaban(tx, minId);
    jawabanMs = ms(t0);
  });
  const inovasi = await scalar(db, `SELECT count(*) FROM iga2020_inovasi WHERE id > ${minId}`);
  log(`  iga2020_inovasi: ${inovasi} rows in ${(inovasiMs / 1000).toFixed(1)} s`);
  const jawaban = await scalar(
    db,
    `SELECT count(*) FROM indikator_jawaban WHERE inovasi_id > ${minId} AND unit = 'inovasi'`,
  );
  log(`  indikator_jawaban: ${jawaban} rows in ${(jawabanMs / 1000).toFixed(1)} s`);

  // Statistics as a running PostgreSQL would have them after autovacuum (PGlite has no
  // autovacuum, so without this its planner would work from default estimates).
  const t0 = performance.now();
  await db.execute(sql.raw('ANALYZE'));
  const analyzeMs = ms(t0);

  const ids = await rows(db, 'SELECT id FROM profil_pemda ORDER BY id');
  return {
    times: { inovasiMs, jawabanMs, analyzeMs },
    counts: { pemda, inovasi, jawaban, indikatorUsed },
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
