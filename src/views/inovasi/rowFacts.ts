import type { RaRecord } from 'react-admin';
import type { InnovationRowFacts } from '../../../domain/innovationListRules';

/**
 * A row of GET /crud/iga2020_inovasi with what the list joins to it (its listExtras hook,
 * server/features/award/hooks/iga2020_inovasi.ts).
 */
export interface InovasiRow extends RaRecord<number> {
  nama: string;
  tahun: number;
  inovasi_status: number | null;
  is_covid: number | null;
  submitable: number | null;
  qc: number | null;
  status_dokumen: number | null;
  kelengkapan: number | null;
  _labels?: Record<string, string>;
  _registrasi?: { status_nomor: number | null; setuju: number | null };
}

/** The facts the spec-4 row rules read. */
export const factsOf = (r: InovasiRow): InnovationRowFacts => ({
  tahun: r.tahun,
  inovasi_status: r.inovasi_status,
  is_covid: r.is_covid,
  submitable: r.submitable,
  status_nomor: r._registrasi?.status_nomor ?? null,
  setuju: r._registrasi?.setuju ?? null,
});
