import type { Column } from '../../admin/dataTable/types';
import { score } from './shared';

/** The figures an award row carries: verified IID, the two sheets' means, the overall score. */
interface AwardScores {
  total_score: number | null;
  skor_penilaian: number | null;
  skor_validasi_lapangan: number | null;
  overall_score: number | null;
}

const FIELDS = [
  'total_score',
  'skor_penilaian',
  'skor_validasi_lapangan',
  'overall_score',
] as const;

/**
 * The four score columns of the scoring board and the award ranking, in one order and under
 * the same names (`award.columns.*`), right-aligned.
 */
export function scoreColumns<Row extends AwardScores>(t: (key: string) => string): Column<Row>[] {
  return FIELDS.map((id) => ({
    id,
    label: t(`columns.${id}`),
    render: (r: Row) => score(r[id]),
    align: 'right' as const,
  }));
}
