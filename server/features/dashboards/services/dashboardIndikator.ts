import { sql } from 'drizzle-orm';
import { percent } from '../../../../domain/dashboard';
import { round } from '../../../../domain/indicatorNumber';
import type { Db } from '../../../platform/db/client';
import { cachedAnswer } from '../../../platform/cache/dashboardCache';
import {
  innovationIndicators,
  regionIndicators,
  type IndicatorOut,
} from '../../scoring/services/indicatorSet';
import type { AuthUser } from '../../../platform/auth/users';
import { computedAt, n, rowsOf, scopeKey } from './dashboardFacts';

/** Spec 2 per-indikator (issue 23): the dashboard of the indicators' answers. */

/** Spec 2 per-indikator: each indicator's chosen points, evidence and self-verified gap. */
export function perIndikatorDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  return cachedAnswer(
    db,
    { screen: 'per-indikator', scope: scopeKey(user), tahun, dependsOn: { tahun }, reader: user },
    () => perIndikatorFigures(db, tahun, now),
    now.getTime(),
  );
}

/** How many answers of an indicator share these self points and verified points. */
interface AnswerGroup {
  indikator_id: number;
  skor: string | null;
  skor_verifikasi: string | null;
  n: string | number;
}

/**
 * The answers of the year that count here, grouped by what the figures tell apart (a few hundred
 * rows at national scale: indicators x points x verified points): a region's own answers (unit
 * daerah), and the innovation answers of the year's innovations (no index copies). One branch
 * per kind of owner, each grouped before they meet: the region answers need no innovation, and
 * only the innovation answers are matched with the year's innovations. Both read the index on
 * (tahun, indikator_id, skor, ...) alone. The single scan with an `or` between the owners
 * matched every answer of the year with its innovation first: 250-350 ms cold at national scale
 * (docs/performance.md, "Deadline surge, fifteenth round").
 */
const answerGroupsOfYear = (tahun: number) => sql`
  select indikator_id, skor::text as skor, skor_verifikasi::text as skor_verifikasi, sum(n) as n
  from (
    select j.indikator_id, j.skor, j.skor_verifikasi, count(*) as n
    from indikator_jawaban j
    where j.tahun = ${tahun} and j.unit = 'daerah' and j.inovasi_id is null
    group by j.indikator_id, j.skor, j.skor_verifikasi
    union all
    select j.indikator_id, j.skor, j.skor_verifikasi, count(*) as n
    from indikator_jawaban j
    join iga2020_inovasi i on i.id = j.inovasi_id and i.is_index = 0 and i.tahun = ${tahun}
    where j.tahun = ${tahun} and j.unit = 'inovasi'
    group by j.indikator_id, j.skor, j.skor_verifikasi
  ) g
  group by indikator_id, skor, skor_verifikasi`;

/**
 * Per indicator, how many of those answers have evidence: a document of the same owner and
 * indicator, as the answer screens list it. Walked from the documents (far fewer than answers)
 * with plain equalities, one branch per kind of owner, so PostgreSQL looks the answers up by
 * their unique key instead of testing every answer against every document (an `exists` with an
 * `or` between the two owners ran once per answer: 3.5 s at national scale).
 */
const evidenceOfYear = (tahun: number) => sql`
  select j.indikator_id, count(*) as n
  from (select distinct unit, profil_id, indikator_id from dokumen where inovasi_id is null) d
  join indikator_jawaban j on j.unit = d.unit and j.profil_id = d.profil_id
    and j.indikator_id = d.indikator_id and j.inovasi_id is null
  where j.tahun = ${tahun} and j.unit = 'daerah'
  group by j.indikator_id
  union all
  select j.indikator_id, count(*) as n
  from (select distinct unit, inovasi_id, indikator_id from dokumen where inovasi_id is not null) d
  join indikator_jawaban j on j.unit = d.unit and j.inovasi_id = d.inovasi_id
    and j.indikator_id = d.indikator_id
  join iga2020_inovasi i on i.id = j.inovasi_id
  where j.tahun = ${tahun} and j.unit = 'inovasi' and i.is_index = 0 and i.tahun = j.tahun
  group by j.indikator_id`;

async function perIndikatorFigures(db: Db, tahun: number, now: Date) {
  const [region, innovation, groups, evidence] = await Promise.all([
    regionIndicators(db, tahun),
    innovationIndicators(db, tahun),
    rowsOf<AnswerGroup>(db, answerGroupsOfYear(tahun)),
    rowsOf<{ indikator_id: number; n: string | number }>(db, evidenceOfYear(tahun)),
  ]);
  const byIndicator = new Map<number, AnswerGroup[]>();
  for (const g of groups) {
    const id = n(g.indikator_id);
    byIndicator.set(id, [...(byIndicator.get(id) ?? []), g]);
  }
  const withEvidence = new Map<number, number>();
  for (const e of evidence) {
    const id = n(e.indikator_id);
    withEvidence.set(id, (withEvidence.get(id) ?? 0) + n(e.n));
  }
  const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
  const row = (unit: 'daerah' | 'inovasi') => (ind: IndicatorOut) => {
    const gs = byIndicator.get(ind.id) ?? [];
    const on = (value: string | null, point: number) =>
      value !== null && near(Number(value), point);
    const sum = (pick: (g: AnswerGroup) => boolean) =>
      gs.filter(pick).reduce((s, g) => s + n(g.n), 0);
    const onNoPoint = (value: string | null) =>
      value !== null && !ind.skala.some((p) => near(Number(value), p.nilai));
    const scored = gs.filter((g) => g.skor_verifikasi !== null);
    const dinilai = scored.reduce((s, g) => s + n(g.n), 0);
    const gap = scored.reduce((s, g) => s + (n(g.skor) - n(g.skor_verifikasi)) * n(g.n), 0);
    const dijawab = sum(() => true);
    const dengan_bukti = withEvidence.get(ind.id) ?? 0;
    return {
      id: ind.id,
      unit,
      no_urut: ind.no_urut,
      subs: ind.subs,
      indikator: ind.indikator,
      group_id: ind.group_id,
      sebaran: ind.skala.map((p) => ({
        nilai: p.nilai,
        keterangan: p.keterangan,
        diri: sum((g) => on(g.skor, p.nilai)),
        verifikasi: sum((g) => on(g.skor_verifikasi, p.nilai)),
      })),
      lainnya: {
        diri: sum((g) => onNoPoint(g.skor)),
        verifikasi: sum((g) => onNoPoint(g.skor_verifikasi)),
      },
      dijawab,
      dengan_bukti,
      persen_bukti: percent(dengan_bukti, dijawab),
      dinilai,
      rata_selisih: dinilai === 0 ? null : round(gap / dinilai, 2),
    };
  };
  return {
    tahun,
    indikator: [
      ...region.indikator.map(row('daerah')),
      ...innovation.indikator.map(row('inovasi')),
    ],
    dihitung_pada: computedAt(now),
  };
}

/* ------------------------------------------------------------------ qc */
