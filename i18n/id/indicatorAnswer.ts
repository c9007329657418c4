/**
 * Messages of the indicator answer engine (domain/indicatorAnswer.ts). The engine runs on the
 * server and on the input screen, so both show the same Indonesian text for the same answer.
 * `%{name}` placeholders are filled by the engine.
 */
export const INDICATOR_ANSWER_MESSAGES = {
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
} as const;

export type IndicatorAnswerMessage = keyof typeof INDICATOR_ANSWER_MESSAGES;

/** Field labels used inside the messages above. */
export const INDICATOR_ANSWER_FIELDS = {
  nilai: 'Nilai',
  nilai_sebelum: 'Nilai sebelum',
  nilai_sesudah: 'Nilai sesudah',
} as const;
