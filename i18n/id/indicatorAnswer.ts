import type { AnswerError, AnswerField, IndicatorAnswerCode } from '../../domain/indicatorAnswer';

/**
 * Messages of the indicator answer engine (domain/indicatorAnswer.ts). The engine runs on the
 * server and on the input screen and returns a code; both render it here, so both show the same
 * Indonesian text for the same answer. `%{name}` placeholders take the refusal's values.
 */
export const INDICATOR_ANSWER_MESSAGES: Readonly<Record<IndicatorAnswerCode, string>> = {
  notNumber: '%{field} harus berupa angka',
  tooLarge: '%{field} terlalu besar (maksimal %{max})',
  beforeMissing: 'Nilai sebelum wajib diisi',
  afterMissing: 'Nilai sesudah wajib diisi',
  divisionByZero: 'Nilai sebelum tidak boleh 0 karena perubahan dihitung dalam persen',
  scaleRequired: 'Pilih salah satu skala',
  scaleUnknown: 'Skala yang dipilih bukan milik indikator ini',
  outOfRange: 'Nilai %{nilai} berada di luar rentang skala indikator ini (%{rentang})',
  textRequired: 'Isian teks wajib diisi',
  textTooLong: 'Isian teks maksimal %{n} karakter',
  badUrl: 'Tautan harus diawali http:// atau https://',
  automatic: 'Indikator ini dihitung otomatis dan tidak dapat diisi',
  unknownKind: 'Jenis indikator "%{jenis}" tidak dikenal',
};

/** Field labels used inside the messages above (`values.field` names the field). */
export const INDICATOR_ANSWER_FIELDS: Readonly<Record<AnswerField, string>> = {
  nilai: 'Nilai',
  nilai_sebelum: 'Nilai sebelum',
  nilai_sesudah: 'Nilai sesudah',
};

/** The Indonesian sentence of a refused answer. */
export function indicatorAnswerText(error: Pick<AnswerError, 'code' | 'values'>): string {
  return INDICATOR_ANSWER_MESSAGES[error.code].replace(/%\{(\w+)\}/g, (_, k: string) => {
    const value = error.values[k];
    if (k === 'field') return INDICATOR_ANSWER_FIELDS[value as AnswerField];
    return String(value ?? '');
  });
}
