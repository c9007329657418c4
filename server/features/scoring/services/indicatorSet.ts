import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { AnswerIndicator, AnswerScale } from '../../../../domain/indicatorAnswer';
import type { Db } from '../../../platform/db/client';
import { iga_indikator, iga_skala } from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import { recordActivity } from '../../../platform/db/audit';
import { keptReference } from '../../../platform/cache/referenceCache';
import type { AuthUser } from '../../../platform/auth/users';

/** A scale as the API answers it: numbers, not the numeric columns' strings. */
export interface ScaleOut extends AnswerScale {
  id: number;
  nilai: number;
  mulai_dari: number | null;
  sampai_dengan: number | null;
  keterangan: string;
}

/** A region indicator with its scales, as GET /api/indikator answers it. */
export interface IndicatorOut extends AnswerIndicator {
  id: number;
  tahun: number;
  no_urut: number;
  subs: string | null;
  indikator: string;
  keterangan: string | null;
  data_pendukung: string | null;
  jenis_file: string | null;
  jenis: string;
  satuan: string | null;
  required: number;
  bobot: number;
  group_id: number | null;
  parent_id: number | null;
  document_type: string | null;
  filetypes: string | null;
  skala: ScaleOut[];
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The set of a period: the indicators of tipe `tipe` whose `tahun` is the given set year,
 * ordered as the screens list them (no_urut, then sub-item a, b, ...), each with its scales
 * ordered by points.
 */
export function indicatorsOfSet(db: Db, setYear: number, tipe = 'P'): Promise<IndicatorOut[]> {
  return keptReference(db, `indikator:${tipe}:${setYear}`, () => loadSet(db, setYear, tipe));
}

async function loadSet(db: Db, setYear: number, tipe: string): Promise<IndicatorOut[]> {
  const rows = await db
    .select()
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tahun, setYear), eq(iga_indikator.tipe, tipe)))
    .orderBy(
      asc(iga_indikator.no_urut),
      sql`${iga_indikator.subs} asc nulls first`,
      asc(iga_indikator.id),
    );
  if (rows.length === 0) return [];
  const scales = await db
    .select()
    .from(iga_skala)
    .where(
      inArray(
        iga_skala.iga_indikator_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(iga_skala.nilai), asc(iga_skala.id));
  const byIndicator = new Map<number, ScaleOut[]>();
  for (const s of scales) {
    const list = byIndicator.get(s.iga_indikator_id) ?? [];
    list.push({
      id: s.id,
      nilai: Number(s.nilai),
      mulai_dari: num(s.mulai_dari),
      sampai_dengan: num(s.sampai_dengan),
      keterangan: s.keterangan,
    });
    byIndicator.set(s.iga_indikator_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    tahun: r.tahun,
    no_urut: r.no_urut,
    subs: r.subs,
    indikator: r.indikator,
    keterangan: r.keterangan,
    data_pendukung: r.data_pendukung,
    jenis_file: r.jenis_file,
    jenis: r.jenis,
    satuan: r.satuan,
    required: r.required,
    bobot: Number(r.bobot),
    group_id: r.group_id,
    parent_id: r.parent_id,
    document_type: r.document_type,
    filetypes: r.filetypes,
    skala: byIndicator.get(r.id) ?? [],
  }));
}

/**
 * The region indicators in force for a year (docs/decisions.md): the set of the greatest set
 * year not after it, so 2026 answers the 2023 set until a 2026 (or 2024, 2025) set exists.
 */
export async function regionIndicators(
  db: Db,
  tahun: number,
): Promise<{ periode: number | null; indikator: IndicatorOut[] }> {
  const periode = await setPeriod(db, tahun, 'P');
  return { periode, indikator: periode === null ? [] : await indicatorsOfSet(db, periode) };
}

/** The greatest set year not after `tahun` that has indicators of this tipe. */
function setPeriod(db: Db, tahun: number, tipe: string): Promise<number | null> {
  return keptReference(db, `periode:${tipe}:${tahun}`, () => loadPeriod(db, tahun, tipe));
}

async function loadPeriod(db: Db, tahun: number, tipe: string): Promise<number | null> {
  const [row] = await db
    .select({ tahun: max(iga_indikator.tahun) })
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tipe, tipe), lte(iga_indikator.tahun, tahun)));
  return row?.tahun ?? null;
}

/**
 * The innovation indicators in force for an innovation's year (tipe I, 16-35 in 2023), the same
 * period rule as the region's. The automatic innovation count (kind A, no. 36) is the region's
 * count score (the index engine), not something an innovation answers, so it is left out. The
 * trial results ("Hasil Uji Coba") are answered against the same set, stored apart (unit
 * ujicoba): docs/decisions.md.
 */
export async function innovationIndicators(
  db: Db,
  tahun: number,
): Promise<{ periode: number | null; indikator: IndicatorOut[] }> {
  const periode = await setPeriod(db, tahun, 'I');
  if (periode === null) return { periode, indikator: [] };
  const set = await indicatorsOfSet(db, periode, 'I');
  return { periode, indikator: set.filter((i) => i.jenis.toUpperCase() !== 'A') };
}

/**
 * Copies a period's whole set (every tipe: P, I, V, R) with its scales to a new year, parent
 * links remapped to the copies. 409 when the target year already has indicators; 404 when the
 * source has none. One transaction, one activity entry.
 */
export async function copyIndicatorSet(
  db: Db,
  actor: AuthUser,
  dari: number,
  ke: number,
): Promise<{ tahun: number; jumlah: number }> {
  if (dari === ke) throw fail(422, message('invalid'), { ke: message('indicatorSetSameYear') });
  return db.transaction(async (tx) => {
    // Serialise copies: two at once into the same year would both see it empty.
    await tx.execute(sql`select pg_advisory_xact_lock(7007)`);
    const [taken] = await tx
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(eq(iga_indikator.tahun, ke))
      .limit(1);
    if (taken) throw fail(409, message('indicatorSetExists', { tahun: ke }));
    const source = await tx
      .select()
      .from(iga_indikator)
      .where(eq(iga_indikator.tahun, dari))
      .orderBy(asc(iga_indikator.id));
    if (source.length === 0) throw fail(404, message('noIndicatorSet', { tahun: dari }));

    // One insert per row: RETURNING order of a multi-row insert is not promised, and the ids
    // must pair with their source rows (a set is a few dozen indicators).
    const newId = new Map<number, number>();
    for (const { id, created_at: _c, updated_at: _u, ...rest } of source) {
      const [copy] = await tx
        .insert(iga_indikator)
        .values({ ...rest, tahun: ke, parent_id: null })
        .returning({ id: iga_indikator.id });
      newId.set(id, copy!.id);
    }
    for (const s of source) {
      if (s.parent_id === null) continue;
      const parent = newId.get(s.parent_id);
      if (parent === undefined) continue; // a parent outside the set: the copy stands alone
      await tx
        .update(iga_indikator)
        .set({ parent_id: parent })
        .where(eq(iga_indikator.id, newId.get(s.id)!));
    }
    const scales = await tx
      .select()
      .from(iga_skala)
      .where(
        inArray(
          iga_skala.iga_indikator_id,
          source.map((s) => s.id),
        ),
      )
      .orderBy(asc(iga_skala.id));
    if (scales.length > 0) {
      await tx.insert(iga_skala).values(
        scales.map(({ id: _id, created_at: _c, updated_at: _u, ...rest }) => ({
          ...rest,
          iga_indikator_id: newId.get(rest.iga_indikator_id)!,
        })),
      );
    }
    await recordActivity(tx as unknown as Db, {
      actor,
      name: 'salin_indikator',
      resource: 'iga_indikator',
      data: [
        { name: 'dari', value: dari },
        { name: 'ke', value: ke },
        { name: 'jumlah', value: source.length },
        { name: 'skala', value: scales.length },
      ],
    });
    return { tahun: ke, jumlah: source.length };
  });
}

/**
 * The award's criteria in force for a year (issue 25): the presentation's (tipe R) or the field
 * validation's (tipe V), the same period rule as the region's indicators.
 */
export async function awardCriteria(
  db: Db,
  tahun: number,
  tipe: 'R' | 'V',
): Promise<{ periode: number | null; indikator: IndicatorOut[] }> {
  const periode = await setPeriod(db, tahun, tipe);
  return { periode, indikator: periode === null ? [] : await indicatorsOfSet(db, periode, tipe) };
}
