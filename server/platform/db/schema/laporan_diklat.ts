import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { jenis_pelatihan } from './jenis_pelatihan';
import { profil_pemda } from './profil_pemda';
import { usr_asn } from './usr_asn';

/** Training report (spec 3, laporan_diklat). */
export const laporan_diklat = pgTable(
  'laporan_diklat',
  {
    id: id(),
    nama_peserta: text('nama_peserta').notNull(),
    nip: text('nip'),
    jabatan: text('jabatan'),
    instansi: text('instansi'),
    profil_id: integer('profil_id').references(() => profil_pemda.id),
    nomor_sertifikat_pelatihan: text('nomor_sertifikat_pelatihan'),
    jenis_pelatihan_id: integer('jenis_pelatihan_id').references(() => jenis_pelatihan.id),
    judul_proyek: text('judul_proyek'),
    urusan_pemerintah_id: text('urusan_pemerintah_id'),
    nama_mentor: text('nama_mentor'),
    executive_summary: text('executive_summary'),
    file_laporan: text('file_laporan'),
    file_video: text('file_video'),
    user_id: integer('user_id').references(() => usr_asn.id),
    ...timestamps(),
  },
  (t) => [index('diklat_profil_idx').on(t.profil_id), index('diklat_user_idx').on(t.user_id)],
);
