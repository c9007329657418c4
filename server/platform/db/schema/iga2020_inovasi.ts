import { date, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { profil_pemda } from './profil_pemda';
import { iga2020_bentuk_inovasi } from './iga2020_bentuk_inovasi';
import { opd_perangkat } from './opd_perangkat';

/** A regional innovation (spec 3, Innovation). */
export const iga2020_inovasi = pgTable(
  'iga2020_inovasi',
  {
    id: id(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profil_pemda.id),
    created_by: integer('created_by'),
    opd_perangkat_id: integer('opd_perangkat_id').references(() => opd_perangkat.id),
    upt_id: integer('upt_id'),
    nama: text('nama').notNull(),
    is_index: smallint('is_index').notNull().default(0),
    tahun: smallint('tahun').notNull(),
    nomor: text('nomor'),
    /** 0 Inisiatif, 1 Uji Coba, 2 Penerapan */
    inovasi_status: smallint('inovasi_status').notNull().default(0),
    inisiator: text('inisiator'),
    nama_inisiator: text('nama_inisiator'),
    klasifikasi_inovasi: text('klasifikasi_inovasi'),
    jenis_inovasi: text('jenis_inovasi'),
    bentuk_inovasi: integer('bentuk_inovasi').references(() => iga2020_bentuk_inovasi.id),
    is_covid: smallint('is_covid'),
    klaster_covid_id: integer('klaster_covid_id'),
    urusan_pemerintah_id: text('urusan_pemerintah_id'),
    koordinat: text('koordinat'),
    waktu: date('waktu'),
    waktu_implementasi: date('waktu_implementasi'),
    is_developed: smallint('is_developed').notNull().default(0),
    waktu_pengembangan: date('waktu_pengembangan'),
    latar_belakang: text('latar_belakang'),
    tujuan: text('tujuan'),
    manfaat: text('manfaat'),
    hasil_inovasi: text('hasil_inovasi'),
    anggaran: text('anggaran'),
    profil_bisnis: text('profil_bisnis'),
    haki: text('haki'),
    penghargaan: text('penghargaan'),
    kematangan: numeric('kematangan', { precision: 10, scale: 2 }),
    verifikasi_points: numeric('verifikasi_points', { precision: 10, scale: 2 }),
    submitable: smallint('submitable').notNull().default(0),
    /** QC status: 0 pending, 1 verified, 2 rejected. */
    qc: smallint('qc').notNull().default(0),
    /**
     * Server-maintained completeness (issue 8): 1 when every mandatory indicator of the
     * innovation's set is answered with its evidence; `kelengkapan` is the share of mandatory
     * indicators complete, 0..100. Kept on the row so lists read them without a query per row.
     */
    status_dokumen: smallint('status_dokumen').notNull().default(0),
    kelengkapan: smallint('kelengkapan').notNull().default(0),
    /**
     * 1: a competition entry (Lomba Inovasi Daerah, resource lomba_inovasi), not one of the
     * period's innovations: the innovation screens, the index and the innovation review queues
     * leave it out (docs/decisions.md "Competition entries").
     */
    lomba: smallint('lomba').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('inovasi_profil_tahun_idx').on(t.profil_id, t.tahun),
    index('inovasi_tahun_status_idx').on(t.tahun, t.inovasi_status),
    // The review queues' totals, the index engine and the dashboards' region facts (a year's
    // innovations per region and stage, dashboardFacts.ts) read a year's innovations by these
    // columns only: an index-only scan instead of the wide table (docs/performance.md). `lomba`
    // too: they read only the period's innovations, never competition entries. `inovasi_status`
    // last, after the unique id: it changes no order, and the region facts need no index of
    // their own ("Deadline surge, sixteenth round").
    index('inovasi_tahun_review_idx').on(
      t.tahun,
      t.is_index,
      t.lomba,
      t.qc,
      t.profil_id,
      t.id,
      t.inovasi_status,
    ),
    // A review queue's total and page (server/features/review/services/reviewQueues.ts): a year's innovations in
    // id order with the columns the queues' conditions read, so the total is a merge join of two
    // index-only scans and a page checks each registration without reading the wide row.
    index('inovasi_tahun_id_idx').on(t.tahun, t.lomba, t.id, t.is_index, t.qc, t.profil_id),
    index('inovasi_nama_idx').on(t.nama),
    index('inovasi_created_by_idx').on(t.created_by),
  ],
);
