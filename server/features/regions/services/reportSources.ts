import { eq } from 'drizzle-orm';
import { formatDate } from '../../../../domain/format';
import { stateOf } from '../../../../domain/innovationWorkflow';
import { lookup, type MessageTree } from '../../../../i18n/messages';
import { REPORT_TEXT } from '../../../../i18n/id/report';
import { resourcesId } from '../../../../i18n/id/resources';
import { workflowId } from '../../../../i18n/id/workflow';
import { getResource } from '../../../../resources';
import { profilPemda } from '../../../../resources/profil_pemda';
import { withLabels } from '../../../crud/referenceLabels';
import {
  iga2020_inovasi,
  m_daerah,
  nomor_registrasi,
  profil_pemda,
} from '../../../platform/db/schema';
import { regionOwner } from '../../innovations/services/answerOwner';
import { innovationIndicators, regionIndicators } from '../../scoring/services/indicatorSet';
import type { ReportSource } from './profileReport';

type ProfileRow = typeof profil_pemda.$inferSelect;
type InnovationRow = typeof iga2020_inovasi.$inferSelect;

/** The Indonesian label of the profile's `nama_opd` choice (`brida` -> `BRIDA`). */
function opdLabel(value: string | null): string | null {
  if (!value) return null;
  const field = profilPemda.fields.find((f) => f.source === 'nama_opd');
  const choice = field?.choices?.find((c) => c.id === value);
  return (choice && lookup(resourcesId as MessageTree, choice.name)) ?? value;
}

/**
 * The region profile download (spec 7 /profil/download-*): the region's facts and its answers
 * to the region indicators (tipe P) of the year asked for.
 */
export const REGION_REPORT: ReportSource<ProfileRow> = {
  unit: 'daerah',
  owner: (profile) => regionOwner(profile.id),
  indicators: regionIndicators,
  async facts(db, profile) {
    const T = REPORT_TEXT.daerah;
    const [region] = await db
      .select({ nama: m_daerah.nama, tingkat: m_daerah.tingkat })
      .from(m_daerah)
      .where(eq(m_daerah.id, profile.m_daerah_id));
    return {
      nama: profile.nama,
      fields: [
        [T.field.nama, profile.nama],
        [T.field.daerah, region?.nama ?? ''],
        [T.field.tingkat, region ? (T.tingkat[region.tingkat] ?? '') : ''],
        [T.field.nama_opd, opdLabel(profile.nama_opd)],
        [T.field.alamat, profile.alamat],
        [T.field.email, profile.email],
        [T.field.no_telp, profile.no_telp],
        [T.field.nama_admin, profile.nama_admin],
      ],
    };
  },
};

const date = (v: string | null) => (v ? formatDate(v) : null);

/**
 * The innovation profile download (issue 8 item 7; issue 9's review summary): every field of
 * the innovation with readable labels, its state and registration number, and its answers to
 * the innovation indicators (tipe I) of its own year.
 */
export const INNOVATION_REPORT: ReportSource<InnovationRow> = {
  unit: 'inovasi',
  owner: (inovasi) => ({ unit: 'inovasi', profilId: inovasi.profil_id, inovasiId: inovasi.id }),
  indicators: innovationIndicators,
  async facts(db, inovasi) {
    const T = REPORT_TEXT.inovasi;
    const [labelled] = await withLabels(db, getResource('iga2020_inovasi')!, [inovasi]);
    const labels = ((labelled as Record<string, unknown>)._labels ?? {}) as Record<string, string>;
    const [reg] = await db
      .select()
      .from(nomor_registrasi)
      .where(eq(nomor_registrasi.inovasi_id, inovasi.id));
    const state = stateOf({ status_nomor: reg?.status_nomor ?? null, qc: inovasi.qc });
    const F = T.field;
    const developed = inovasi.is_developed === 1;
    return {
      nama: inovasi.nama,
      fields: [
        [F.nama, inovasi.nama],
        [F.daerah, labels.profil_id ?? null],
        [F.opd, labels.opd_perangkat_id ?? null],
        [F.tahun, String(inovasi.tahun)],
        [F.tahapan, T.tahapan[inovasi.inovasi_status] ?? null],
        [F.inisiator, inovasi.inisiator],
        [F.nama_inisiator, inovasi.nama_inisiator],
        [F.klasifikasi, inovasi.klasifikasi_inovasi],
        [F.jenis, inovasi.jenis_inovasi],
        [F.bentuk, labels.bentuk_inovasi ?? null],
        [F.asta_cita, labels.is_covid ?? null],
        [F.detil_tematik, labels.klaster_covid_id ?? null],
        [F.urusan, labels.urusan_pemerintah_id ?? null],
        [F.koordinat, inovasi.koordinat],
        [F.waktu, date(inovasi.waktu)],
        [F.waktu_implementasi, date(inovasi.waktu_implementasi)],
        [F.dikembangkan, developed ? T.ya : T.tidak],
        [F.waktu_pengembangan, developed ? date(inovasi.waktu_pengembangan) : null],
        [F.latar_belakang, inovasi.latar_belakang],
        [F.tujuan, inovasi.tujuan],
        [F.manfaat, inovasi.manfaat],
        [F.hasil_inovasi, inovasi.hasil_inovasi],
        [
          F.kelengkapan,
          `${inovasi.status_dokumen === 1 ? T.lengkap : T.belum_lengkap} (${inovasi.kelengkapan}%)`,
        ],
        [F.status, workflowId.alur.status[state]],
        [F.nomor, reg?.nomor ?? null],
      ],
    };
  },
};
