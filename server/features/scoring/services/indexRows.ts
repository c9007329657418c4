import { sql, type SQL } from 'drizzle-orm';
import {
  computeFromSums,
  countScore,
  METHOD_2023,
  predicateFor,
  type IndexMethod,
} from '../../../../domain/indexMethod';
import {
  COUNTED_SELF,
  COUNTED_VERIFIED,
  registrationStatuses,
} from '../../../../domain/indexCounting';
import type { PredikatBands } from '../../../../domain/settings';
import { allSettings } from '../../../platform/cache/settingsCache';
import type { Db } from '../../../platform/db/client';

/*
 * The index engine's shared parts (issue 40 item 3): the rows its statements answer, the
 * arithmetic from them (domain/indexMethod.ts) and the upsert of the stored results, used by
 * the whole-year engine (indexEngine.ts) and the one-region path (regionIndex.ts) alike, so
 * both store the very same figures.
 */

/** The method of an `iga_metode` row (none: the 2023 default). */
export function methodOfRow(
  row:
    | {
        versi: string;
        pembagi_minimum: number;
        koefisien_jumlah: string | number;
        batas_jumlah: number;
        maks_skor_jumlah: string | number;
        skor_maksimum: string | number;
      }
    | null
    | undefined,
): IndexMethod {
  if (!row) return METHOD_2023;
  return {
    versi: row.versi,
    pembagi_minimum: row.pembagi_minimum,
    koefisien_jumlah: Number(row.koefisien_jumlah),
    batas_jumlah: row.batas_jumlah,
    maks_skor_jumlah: Number(row.maks_skor_jumlah),
    skor_maksimum: Number(row.skor_maksimum),
  };
}

/** The `predikat_bands` setting: both band sets per period ({} when unreadable). */
export async function predicateTable(db: Db): Promise<PredikatBands> {
  const raw = (await allSettings(db)).predikat_bands;
  try {
    const table = JSON.parse(raw ?? '{}') as unknown;
    return table && typeof table === 'object' ? (table as PredikatBands) : {};
  } catch {
    return {};
  }
}

export interface SumsRow {
  profil_id: number;
  spd: string | number | null;
  spd_v: string | number | null;
  /** Innovations the self index counts, and their self points. */
  n: string | number | null;
  inovasi: string | number | null;
  /** Innovations the verified index counts (verification passed), and their verified points. */
  n_v: string | number | null;
  inovasi_v: string | number | null;
}

/** The registration statuses each index counts (domain/indexCounting.ts), as SQL lists. */
export const SELF_STATUSES = sql.raw(registrationStatuses(COUNTED_SELF).join(', '));
export const VERIFIED_STATUSES = sql.raw(registrationStatuses(COUNTED_VERIFIED).join(', '));

export const num = (v: string | number | null) => (v === null ? 0 : Number(v));

/** The group of the count score (indicator 36, "Jumlah Inovasi dan Hasil Kreatif"). */
export const COUNT_GROUP = 7;

export type GroupRow = {
  profil_id: number;
  group_id: number;
  unit: string;
  s: string | number | null;
  v: string | number | null;
};

/**
 * Points per region and group (`s` self, `v` verified), the count score in its group; `nOf`:
 * each region's innovations counted by that index (its divisor and count score).
 */
export function groupsOf(
  rows: GroupRow[],
  nOf: Map<number, number>,
  m: IndexMethod,
  of: 's' | 'v' = 's',
) {
  const out = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const n = nOf.get(r.profil_id) ?? 0;
    const points = num(r[of]);
    const value = r.unit === 'inovasi' ? points / Math.max(m.pembagi_minimum, n) : points;
    const g = out.get(r.profil_id) ?? {};
    g[String(r.group_id)] = (g[String(r.group_id)] ?? 0) + value;
    out.set(r.profil_id, g);
  }
  for (const [profil, n] of nOf) {
    if (n === 0) continue;
    const g = out.get(profil) ?? {};
    g[String(COUNT_GROUP)] = (g[String(COUNT_GROUP)] ?? 0) + countScore(n, m);
    out.set(profil, g);
  }
  for (const g of out.values())
    for (const k of Object.keys(g)) g[k] = Math.round(g[k]! * 100) / 100;
  return out;
}

/** The stored result of one region from its sums (self and verification index). */
export function resultOf(row: SumsRow, tahun: number, m: IndexMethod, bands: PredikatBands) {
  const self = computeFromSums({ spd: num(row.spd), n: num(row.n), inovasi: num(row.inovasi) }, m);
  const verified = computeFromSums(
    { spd: num(row.spd_v), n: num(row.n_v), inovasi: num(row.inovasi_v) },
    m,
  );
  return {
    profil_id: row.profil_id,
    tahun,
    method_version: m.versi,
    jumlah_inovasi: self.jumlah_inovasi,
    skor_jumlah_inovasi: self.skor_jumlah_inovasi,
    jumlah_inovasi_verifikasi: verified.jumlah_inovasi,
    skor_jumlah_inovasi_verifikasi: verified.skor_jumlah_inovasi,
    skor_spd: self.spd,
    skor_sid: self.sid,
    skor_total: self.skor_total,
    indeks: self.indeks,
    skor_spd_verifikasi: verified.spd,
    skor_sid_verifikasi: verified.sid,
    skor_total_verifikasi: verified.skor_total,
    indeks_verifikasi: verified.indeks,
    predikat: predicateFor('daftar', self.indeks, bands, tahun)?.predikat ?? null,
    kelompok: {} as Record<string, number>,
  };
}

export type Result = ReturnType<typeof resultOf>;

const COLUMNS = [
  'profil_id',
  'tahun',
  'method_version',
  'jumlah_inovasi',
  'skor_jumlah_inovasi',
  'jumlah_inovasi_verifikasi',
  'skor_jumlah_inovasi_verifikasi',
  'skor_spd',
  'skor_sid',
  'skor_total',
  'indeks',
  'skor_spd_verifikasi',
  'skor_sid_verifikasi',
  'skor_total_verifikasi',
  'indeks_verifikasi',
  'predikat',
  'kelompok',
] as const satisfies readonly (keyof Result)[];

/**
 * Upserts results, a few hundred rows per statement; `exec` runs each statement (the one-region
 * path sends its one-row upsert named: regionIndex.ts).
 */
export async function store(
  db: Db,
  results: Result[],
  exec: (db: Db, query: SQL) => Promise<unknown> = (d, q) => d.execute(q),
) {
  for (let i = 0; i < results.length; i += 500) {
    const part = results.slice(i, i + 500);
    const values = sql.join(
      part.map(
        (r) =>
          sql`(${sql.join(
            COLUMNS.map((c) => sql`${r[c]}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const cols = sql.raw(COLUMNS.map((c) => `"${c}"`).join(', '));
    const updates = sql.raw(
      COLUMNS.filter((c) => c !== 'profil_id' && c !== 'tahun')
        .map((c) => `"${c}" = excluded."${c}"`)
        .join(', '),
    );
    await exec(
      db,
      sql`
      insert into skor_indeks (${cols}) values ${values}
      on conflict (profil_id, tahun) do update set ${updates}, updated_at = now()`,
    );
  }
}
