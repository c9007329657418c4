import { settingKind, SETTING_KINDS, type PredikatBands } from '../../../domain/settings';

export interface SettingRow {
  id: number;
  name: string;
  setting_value: string | null;
}

/** Known settings in the order the page shows them, then the rest by name. */
const ORDER = Object.keys(SETTING_KINDS);
export const GROUPS = {
  rights: [
    'iga_status',
    'lomba_status',
    'kirim_inovasi',
    'lomba_edit_indikator',
    'lomba_kirim_inovasi',
    'update_indikator_spd',
    'batas_input',
  ],
  years: ['tahun_aktif', 'data_tahun_all', 'indeks_diumumkan'],
  bands: ['predikat_bands'],
  award: ['iga_min_penilai'],
  similarity: ['kemiripan_ambang', 'kemiripan_hamming'],
} as const;

export const otherSettings = (rows: readonly SettingRow[]): SettingRow[] =>
  rows.filter((r) => !settingKind(r.name)).sort((a, b) => a.name.localeCompare(b.name));

export const knownSettings = (rows: readonly SettingRow[]): SettingRow[] =>
  ORDER.flatMap((name) => rows.filter((r) => r.name === name));

/** The rows whose edited value differs from the stored one. */
export const changedRows = (
  rows: readonly SettingRow[],
  values: Readonly<Record<string, string>>,
): SettingRow[] => rows.filter((r) => (values[r.name] ?? '') !== (r.setting_value ?? ''));

export function parseBands(value: string): PredikatBands {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as PredikatBands)
      : {};
  } catch {
    return {};
  }
}

export function parseYearList(value: string): number[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

/** Years offered by the pickers: the stored ones and a window around this year. */
export function yearChoices(stored: readonly number[], now = new Date()): number[] {
  const current = now.getFullYear();
  const window = Array.from({ length: current + 3 - 2018 }, (_, i) => 2018 + i);
  return [...new Set([...window, ...stored])].sort((a, b) => a - b);
}
