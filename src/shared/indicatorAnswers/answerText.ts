import { formatAnswerNumber } from '../../../domain/indicatorNumber';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import { takesBeforeAfter, takesNumber } from './answers';

const num = (v: number | null) => (v === null ? '—' : formatAnswerNumber(Number(v)));

/** The saved answer in one line for the Indikator tab ("Informasi"). */
export function answerText(row: IndikatorDaerah): string {
  const unit = row.satuan ? ` ${row.satuan}` : '';
  const parts: string[] = [];
  const scale = row.skala.find((s) => s.id === row.skala_id)?.keterangan ?? row.skala_text;
  if (takesBeforeAfter(row)) {
    if (row.nilai_sebelum !== null || row.nilai_sesudah !== null)
      parts.push(`${num(row.nilai_sebelum)}${unit} → ${num(row.nilai_sesudah)}${unit}`);
  } else if ((takesNumber(row) || row.jenis === 'A') && row.nilai !== null) {
    parts.push(`${num(row.nilai)}${unit}`);
  }
  if (scale) parts.push(scale);
  const info = row.informasi?.trim();
  if (info) parts.push(info);
  return parts.join(' — ') || '—';
}
