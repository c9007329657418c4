import type { RuleFailure } from './checkRule';
import { isIsoDate } from './format';

/**
 * The settings the product reads, by how they are edited and checked: 0/1 switches, a year, a
 * list of years, a date (YYYY-MM-DD, empty = none), the predicate band table and a whole number
 * (`count`), a share from 0.1 to 1 (`share`, two decimals at most). Any other setting is free text.
 */
export type SettingKind = 'flag' | 'year' | 'years' | 'date' | 'bands' | 'count' | 'share';

/** A `count` setting is a whole number within these bounds. */
export const COUNT_MIN = 1;
export const COUNT_MAX = 50;

export const SETTING_KINDS: Readonly<Record<string, SettingKind>> = {
  iga_status: 'flag',
  lomba_status: 'flag',
  kirim_inovasi: 'flag',
  lomba_edit_indikator: 'flag',
  lomba_kirim_inovasi: 'flag',
  update_indikator_spd: 'flag',
  tahun_aktif: 'year',
  data_tahun_all: 'years',
  /** The periods whose index the public pages show (issue 26); the others "Belum diumumkan". */
  indeks_diumumkan: 'years',
  batas_input: 'date',
  predikat_bands: 'bands',
  /** Assessors each award nominee needs at least before publication (issue 35; default 1). */
  iga_min_penilai: 'count',
  /** Issue 38: trigram similarity from which two innovations match (default 0.6). */
  kemiripan_ambang: 'share',
  /** Issue 38: differing bits of two images' perceptual hash that still match (default 6). */
  kemiripan_hamming: 'count',
};

export const settingKind = (name: string): SettingKind | undefined =>
  Object.hasOwn(SETTING_KINDS, name) ? SETTING_KINDS[name] : undefined;

/** One predicate band: the first band (in order) whose bound a score passes names it. */
export interface PredikatBand {
  predikat: string;
  /** Score strictly greater than. */
  gt?: number;
  /** Score at least. */
  gte?: number;
  /** Predicate tab number in the reports. */
  tab: number;
}

/**
 * The two uses of spec 9's predicates: `daftar` for the index lists (ranking-index, rekap-akhir,
 * a region's breakdown; 0.01-40, 40.01-65, above 65) and `laporan` for the reports (the
 * average-index reports and their recaps; below 35, 35-60, above 60).
 */
export const PREDIKAT_USES = ['daftar', 'laporan'] as const;
export type PredikatUse = (typeof PREDIKAT_USES)[number];

/** The band sets of one period, one per use. */
export type PredikatSets = Record<PredikatUse, PredikatBand[]>;

/** Band sets per year key: the key is the first assessment year they apply to. */
export type PredikatBands = Record<string, PredikatSets>;

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;
const isYear = (v: unknown): boolean =>
  typeof v === 'number'
    ? Number.isInteger(v) && v >= MIN_YEAR && v <= MAX_YEAR
    : typeof v === 'string' && /^\d{4}$/.test(v) && isYear(Number(v));

const fail = (key: string, args?: RuleFailure['args']): RuleFailure => ({
  key: `validation.${key}`,
  ...(args ? { args } : {}),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isBound = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One band list (of one year and use), `year` naming it in the messages. */
function checkBandList(year: string, bands: unknown): RuleFailure | null {
  if (!Array.isArray(bands) || !bands.length) return fail('bands_json');
  let previous: { at: number; strict: boolean } | null = null;
  for (const [i, raw] of bands.entries()) {
    const n = i + 1;
    const band = raw as Partial<Record<keyof PredikatBand, unknown>> | null;
    if (!band || typeof band !== 'object') return fail('bands_json');
    if (typeof band.predikat !== 'string' || !band.predikat.trim())
      return fail('bands_predikat', { year, n });
    if (typeof band.tab !== 'number' || !Number.isInteger(band.tab) || band.tab < 0)
      return fail('bands_tab', { year, n });
    const hasGt = band.gt !== undefined && band.gt !== null;
    const hasGte = band.gte !== undefined && band.gte !== null;
    if (hasGt && hasGte) return fail('bands_bound', { year, n });
    const last = i === bands.length - 1;
    if (!hasGt && !hasGte) {
      if (!last) return fail('bands_rest', { year, n });
      continue;
    }
    const at = hasGt ? band.gt : band.gte;
    if (!isBound(at) || (hasGt ? at < 0 || at >= 100 : at <= 0 || at > 100))
      return fail('bands_bound', { year, n });
    // "> 40" sits just above ">= 40": equal values are in order only as gt then gte.
    const current = { at, strict: hasGt };
    if (
      previous &&
      (current.at > previous.at ||
        (current.at === previous.at && (current.strict || !previous.strict)))
    )
      return fail('bands_overlap', { year, n });
    previous = current;
    if (last) return fail('bands_gap', { year, bound: at });
  }
  return null;
}

/**
 * The band table holds, per year key, both sets (`daftar` and `laporan`); each set must name
 * every score 0..100 exactly once: each band has a name, a tab and at
 * most one bound (gt in 0..<100 or gte in >0..100); bounds fall strictly down the list (a band
 * whose bound is not below the one before can never be reached: an overlap) and the last band
 * has no bound (else the scores under the lowest bound get no predicate: a gap).
 */
function checkBands(value: string): RuleFailure | null {
  const table = parseJson(value);
  if (!table || typeof table !== 'object' || Array.isArray(table)) return fail('bands_json');
  const entries = Object.entries(table as Record<string, unknown>);
  if (!entries.length) return fail('bands_json');
  for (const [year, sets] of entries) {
    if (!isYear(year)) return fail('bands_year', { year });
    if (!sets || typeof sets !== 'object' || Array.isArray(sets))
      return fail('bands_use', { year });
    const uses = Object.keys(sets);
    if (uses.length !== PREDIKAT_USES.length || !PREDIKAT_USES.every((u) => uses.includes(u)))
      return fail('bands_use', { year });
    for (const use of PREDIKAT_USES) {
      const failure = checkBandList(`${year} (${use})`, (sets as Record<string, unknown>)[use]);
      if (failure) return failure;
    }
  }
  return null;
}

function checkYears(value: string): RuleFailure | null {
  const list = parseJson(value);
  if (!Array.isArray(list) || !list.length || !list.every(isYear)) return fail('setting_years');
  const years = list.map(Number);
  if (new Set(years).size !== years.length) return fail('setting_years');
  return null;
}

/**
 * Whether a value may be stored under a setting the product reads (null: yes). Unknown settings
 * take any text. Used by the server on every write and by the settings form.
 */
export function checkSetting(name: string, value: unknown): RuleFailure | null {
  const kind = settingKind(name);
  if (!kind) return null;
  const text = value === null || value === undefined ? '' : String(value);
  switch (kind) {
    case 'flag':
      return text === '0' || text === '1' ? null : fail('setting_flag');
    case 'year':
      return isYear(text) ? null : fail('setting_year');
    case 'years':
      return checkYears(text);
    case 'date':
      return text === '' || isIsoDate(text) ? null : fail('date');
    case 'bands':
      return checkBands(text);
    case 'count': {
      const n = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
      return n >= COUNT_MIN && n <= COUNT_MAX
        ? null
        : fail('setting_count', { min: COUNT_MIN, max: COUNT_MAX });
    }
    case 'share': {
      const n = /^(0([.,]\d{1,2})?|1([.,]0{1,2})?)$/.test(text.trim())
        ? Number(text.trim().replace(',', '.'))
        : NaN;
      return n >= 0.1 && n <= 1 ? null : fail('setting_share');
    }
  }
}
