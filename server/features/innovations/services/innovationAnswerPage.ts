import { summarizeAnswers } from '../../../../domain/indicatorSummary';
import type { Db } from '../../../platform/db/client';
import { loadInnovationAnswers, type InnovationUnit } from './innovationAnswers';
import { innovationTableHooks, type InnovationRow } from './tableHooks';

/**
 * One unit's answers of an innovation (its indicators, its trial results, or its competition
 * entry) with the head the screens show above them and the summary: the answer of the three
 * GET routes of the indicator screens, whichever feature declares them.
 */
export async function innovationAnswerPage(
  db: Db,
  row: InnovationRow,
  unit: InnovationUnit,
  roles: readonly string[],
) {
  const context = await innovationTableHooks().recordContext!(db, row);
  const statusNomor = (context.status_nomor as number | null) ?? null;
  // Once the registration is decided, every reader sees the verification.
  const decided = statusNomor === 1 || statusNomor === 2;
  const { periode, rows } = await loadInnovationAnswers(db, row, unit, roles, decided);
  return {
    status: 1 as const,
    tahun: row.tahun,
    periode,
    inovasi: {
      id: row.id,
      nama: row.nama,
      tahun: row.tahun,
      profil_id: row.profil_id,
      inovasi_status: row.inovasi_status,
      status_dokumen: row.status_dokumen,
      kelengkapan: row.kelengkapan,
      submitable: row.submitable,
      status_nomor: statusNomor,
    },
    ringkasan: summarizeAnswers(rows),
    data: rows,
  };
}
