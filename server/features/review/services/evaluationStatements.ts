import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { ownerLockSql } from '../../innovations/services/answerStore';
import { ownerAnswers, type AnswerOwner } from '../../innovations/services/answerOwner';
import { namedRows } from '../../scoring/services/namedStatements';

/*
 * The statements of one evaluation (issue 40 item 3, docs/performance.md "One evaluation at its
 * floor"): each does several steps in one round trip, because an evaluation's cost was the
 * number of statements (37 for 20 decisions), not the work they do.
 */

/** What a decision needs of its indicator: its label and its scale points. */
export interface ScaledIndicator {
  id: number;
  no_urut: number;
  subs: string | null;
  skala: { nilai: number }[];
}

/**
 * A list as one array parameter: the statement's text is then the same for any number of
 * decisions, built and planned once (a list written out made a new text per length, and most of
 * the statement's building time was its items).
 */
const ints = (ids: number[]) => sql`${sql.param(ids)}::int[]`;
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Locks the owner (its innovation, or the region's profile: every write of its answers takes
 * that lock first, answerStore.ts `lockOwner`) and reads, in the same statement, the set in
 * force for the year (the greatest set year not after it with indicators of `tipe`, as
 * indicatorSet.ts rules) narrowed to the decided indicators, with their scale points ordered
 * by points: only what the decisions are checked against. An innovation's set leaves out the
 * automatic count (kind A), as `innovationIndicators` does.
 */
export async function lockWithScales(
  tx: Db,
  owner: AnswerOwner,
  tipe: 'P' | 'I',
  tahun: number,
  ids: number[],
): Promise<{ periode: number | null; byId: Map<number, ScaledIndicator> }> {
  const lock = ownerLockSql(owner);
  const kindA = tipe === 'I' ? sql`and upper(i.jenis) <> 'A'` : sql``;
  const res = await namedRows(
    tx,
    sql`
    with lk as (${lock}),
    p as (
      select max(tahun) as periode from iga_indikator where tipe = ${tipe} and tahun <= ${tahun}
    )
    select (select count(*) from lk) as locked, p.periode, i.id, i.no_urut, i.subs,
      (select json_agg(s.nilai::text order by s.nilai, s.id) from iga_skala s
        where s.iga_indikator_id = i.id) as nilai
    from p left join iga_indikator i
      on i.tahun = p.periode and i.tipe = ${tipe} and i.id = any(${ints(ids)}) ${kindA}`,
  );
  const byId = new Map<number, ScaledIndicator>();
  for (const [, , id, no_urut, subs, nilai] of res as [
    unknown,
    unknown,
    number | null,
    number,
    string | null,
    string[] | string | null,
  ][]) {
    if (id === null) continue;
    const points = parsed(nilai) ?? [];
    byId.set(id, { id, no_urut, subs, skala: points.map((n) => ({ nilai: Number(n) })) });
  }
  const periode = res[0]?.[1] as number | string | null | undefined;
  return { periode: periode === null || periode === undefined ? null : Number(periode), byId };
}

/** A decision as stored. */
export interface Decision {
  indikator_id: number;
  status_verifikasi?: 1 | 2;
  skor_verifikasi: number;
  catatan: string | null;
}

/** An answer's scores before the decision (numeric columns as text). */
export interface Before {
  skor: string | null;
  skor_verifikasi: string | null;
}

/**
 * Stores the decisions in one statement: each answer that exists is updated (the verified
 * points, the status when given, the note, the evaluator and time), a decision on an
 * unanswered indicator inserts its row. Read in the same statement, after the owner's lock:
 * the answers' scores before, and `pending` (the owner's state still allows decisions; a false
 * one makes the caller roll back).
 */
export async function storeDecisions(
  tx: Db,
  owner: AnswerOwner,
  tahun: number,
  decisions: Decision[],
  actorId: number,
  pending: SQL,
): Promise<{ before: Map<number, Before>; pending: boolean }> {
  const ids = decisions.map((d) => d.indikator_id);
  // One array per column, one row per decision (unnest pairs them by position).
  const values = sql`select * from unnest(${ints(ids)},
    ${sql.param(decisions.map((d) => String(d.skor_verifikasi)))}::numeric[],
    ${sql.param(decisions.map((d) => d.status_verifikasi ?? null))}::smallint[],
    ${sql.param(decisions.map((d) => d.catatan))}::text[])`;
  const res = await namedRows(
    tx,
    sql`
    with v (indikator_id, skor, status, catatan) as (${values}),
    old as (
      select id, indikator_id, skor, skor_verifikasi from indikator_jawaban
      where ${ownerAnswers(owner)} and tahun = ${tahun}
        and indikator_id = any(${ints(ids)})
    ),
    upd as (
      update indikator_jawaban j set skor_verifikasi = v.skor,
        status_verifikasi = coalesce(v.status, j.status_verifikasi), catatan = v.catatan,
        evaluated_by = ${actorId}::int, updated_at = now()
      from old join v on v.indikator_id = old.indikator_id
      where j.id = old.id
    ),
    ins as (
      insert into indikator_jawaban (unit, profil_id, inovasi_id, indikator_id, tahun,
        status_verifikasi, skor_verifikasi, catatan, evaluated_by, updated_at)
      select ${owner.unit}::varchar, ${owner.profilId}::int, ${owner.inovasiId}::int,
        v.indikator_id, ${tahun}::smallint, v.status, v.skor, v.catatan, ${actorId}::int, now()
      from v where not exists (select 1 from old where old.indikator_id = v.indikator_id)
    )
    select (select json_agg(json_build_object('indikator_id', indikator_id,
        'skor', skor::text, 'skor_verifikasi', skor_verifikasi::text)) from old) as old,
      ${pending} as pending`,
  );
  const [old, ok] = (res[0] ?? [null, null]) as [
    (Before & { indikator_id: number })[] | string | null,
    boolean | null,
  ];
  const before = new Map<number, Before>();
  for (const o of parsed(old) ?? [])
    before.set(o.indikator_id, { skor: o.skor, skor_verifikasi: o.skor_verifikasi });
  return { before, pending: ok === true };
}
