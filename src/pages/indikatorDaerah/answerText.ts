import type { IndikatorDaerah } from '../../providers/indikatorApi';
import { BEFORE_AFTER_KINDS, SCALE_KINDS } from './answers';

const num = (v: number | null) => (v === null ? '—' : v.toLocaleString('id-ID'));

/** The saved answer in one line for the Indikator tab ("Informasi"). */
export function answerText(row: IndikatorDaerah): string {
  const unit = row.satuan ? ` ${row.satuan}` : '';
  let answer = '';
  if (SCALE_KINDS.has(row.jenis)) {
    answer = row.skala.find((s) => s.id === row.skala_id)?.keterangan ?? row.skala_text ?? '';
  } else if (BEFORE_AFTER_KINDS.has(row.jenis)) {
    if (row.nilai_sebelum !== null || row.nilai_sesudah !== null)
      answer = `${num(row.nilai_sebelum)}${unit} → ${num(row.nilai_sesudah)}${unit}`;
  } else if (row.jenis === 'T' && row.nilai !== null) answer = `${num(row.nilai)}${unit}`;
  const info = row.informasi?.trim();
  return [answer, info].filter(Boolean).join(' — ') || '—';
}
