import { and, asc, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { jakartaDate } from '../../../../domain/format';
import { WORKFLOW_STATES, type WorkflowState } from '../../../../domain/innovationWorkflow';
import { getResource } from '../../../../resources';
import { scopeConditions } from '../../../crud/scope';
import type { Db } from '../../../platform/db/client';
import {
  activities,
  iga2020_covid,
  iga2020_inovasi,
  iga2020_tematik,
  nomor_registrasi,
  profil_pemda,
} from '../../../platform/db/schema';
import { fail, MESSAGES } from '../../../platform/http/http';
import type { AuthUser } from '../../../platform/auth/users';

/** The stages of spec 3 (inovasi_status 0, 1, 2) under the names the answers use. */
export const STAGES = ['inisiatif', 'ujicoba', 'penerapan'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Which innovations a counter counts, and so which rows its drill-down list shows: the same
 * filter builds both, so a counter always equals its list's total.
 */
export interface SummaryFilter {
  /** The year; absent: every year in the account's scope (per_tahun, the overall themes). */
  tahun?: number;
  /** One region (staff choosing a region, or the covid/overall variant). */
  profilId?: number;
  /** Only verified innovations (summary-verified: verified or accepted by QC). */
  verified?: boolean;
  tahapan?: Stage;
  status?: WorkflowState;
  /** Theme code (is_covid). */
  tema?: number;
  /** Detail theme (klaster_covid_id). */
  klaster?: number;
}

/** The workflow state of a row, in SQL, as domain/innovationWorkflow.ts `stateOf` reads it. */
const STATE = sql<WorkflowState>`case
  when ${nomor_registrasi.status_nomor} is null or ${nomor_registrasi.status_nomor} < 0 then 'draf'
  when ${nomor_registrasi.status_nomor} = 0 then 'dikirim'
  when ${nomor_registrasi.status_nomor} = 1 then
    case when ${iga2020_inovasi.qc} = 1 then 'diterima' else 'terverifikasi' end
  else case when ${iga2020_inovasi.qc} = 2 then 'ditolak_qc' else 'ditolak' end end`;

/** Verified: status_nomor 1 (terverifikasi, or diterima once QC accepts it). */
const VERIFIED = eq(nomor_registrasi.status_nomor, 1);

/** The account's innovations (the inovasi-daerah list's scope) narrowed by a counter's filter. */
async function where(db: Db, user: AuthUser, f: SummaryFilter): Promise<SQL | undefined> {
  const scope = await scopeConditions(db, getResource('iga2020_inovasi')!, iga2020_inovasi, user, {
    list: true,
  });
  return and(
    ...scope,
    f.tahun === undefined ? undefined : eq(iga2020_inovasi.tahun, f.tahun),
    f.profilId === undefined ? undefined : eq(iga2020_inovasi.profil_id, f.profilId),
    f.verified ? VERIFIED : undefined,
    f.tahapan === undefined
      ? undefined
      : eq(iga2020_inovasi.inovasi_status, STAGES.indexOf(f.tahapan)),
    f.status === undefined ? undefined : sql`(${STATE}) = ${f.status}`,
    f.tema === undefined ? undefined : eq(iga2020_inovasi.is_covid, f.tema),
    f.klaster === undefined ? undefined : eq(iga2020_inovasi.klaster_covid_id, f.klaster),
  );
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * A region the account may choose: inside its scope (the region profile list's), else 404, as
 * a record outside it anywhere in the API.
 */
export async function checkRegion(db: Db, user: AuthUser, profilId: number): Promise<void> {
  const scope = await scopeConditions(db, getResource('profil_pemda')!, profil_pemda, user, {
    list: true,
  });
  const [row] = await db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(and(eq(profil_pemda.id, profilId), ...scope));
  if (!row) throw fail(404, MESSAGES.notFound);
}

/**
 * GET /summary[-verified][/{profilId}]: the year's innovations per stage and per workflow
 * state, and every year's count, inside the account's scope. Two statements, whatever the
 * number of regions.
 */
export async function summaryOf(
  db: Db,
  user: AuthUser,
  f: SummaryFilter & { tahun: number },
  now: Date,
) {
  const stage = (s: number) =>
    sql<number>`count(*) filter (where ${iga2020_inovasi.inovasi_status} = ${s})`;
  const state = (s: WorkflowState) => sql<number>`count(*) filter (where (${STATE}) = ${s})`;
  const [year, allYears] = await Promise.all([
    where(db, user, f),
    where(db, user, { ...f, tahun: undefined }),
  ]);
  const [[counts], perYear] = await Promise.all([
    db
      .select({
        ...Object.fromEntries(STAGES.map((s, i) => [s, stage(i)])),
        ...Object.fromEntries(WORKFLOW_STATES.map((s) => [s, state(s)])),
      } as Record<Stage | WorkflowState, SQL<number>>)
      .from(iga2020_inovasi)
      .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .where(year),
    db
      .select({ tahun: iga2020_inovasi.tahun, jumlah: count() })
      .from(iga2020_inovasi)
      .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .where(allYears)
      .groupBy(iga2020_inovasi.tahun)
      .orderBy(asc(iga2020_inovasi.tahun)),
  ]);
  return {
    tahun: f.tahun,
    tahapan: Object.fromEntries(STAGES.map((s) => [s, n(counts?.[s])])) as Record<Stage, number>,
    status: Object.fromEntries(WORKFLOW_STATES.map((s) => [s, n(counts?.[s])])) as Record<
      WorkflowState,
      number
    >,
    per_tahun: perYear.map((r) => ({ tahun: r.tahun, jumlah: n(r.jumlah) })),
    dihitung_pada: now.toISOString(),
  };
}

/**
 * Counts per theme (spec 3 keeps the old name "covid" for it): every theme of iga2020_tematik,
 * with 0 where no innovation has it.
 */
export async function themesOf(db: Db, user: AuthUser, f: SummaryFilter) {
  const counted = db
    .select({ kode: iga2020_inovasi.is_covid, jumlah: count().as('jumlah') })
    .from(iga2020_inovasi)
    .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
    .where(and(await where(db, user, f), isNotNull(iga2020_inovasi.is_covid)))
    .groupBy(iga2020_inovasi.is_covid)
    .as('counted');
  const rows = await db
    .select({ kode: iga2020_tematik.id, nama: iga2020_tematik.nama, jumlah: counted.jumlah })
    .from(iga2020_tematik)
    .leftJoin(counted, eq(counted.kode, iga2020_tematik.id))
    .orderBy(asc(iga2020_tematik.id));
  return rows.map((r) => ({ kode: r.kode, nama: r.nama, jumlah: n(r.jumlah) }));
}

/** Counts per detail theme (klaster_covid_id, iga2020_covid), every one with 0 where none. */
export async function clustersOf(db: Db, user: AuthUser, f: SummaryFilter) {
  const counted = db
    .select({ kode: iga2020_inovasi.klaster_covid_id, jumlah: count().as('jumlah') })
    .from(iga2020_inovasi)
    .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
    .where(and(await where(db, user, f), isNotNull(iga2020_inovasi.klaster_covid_id)))
    .groupBy(iga2020_inovasi.klaster_covid_id)
    .as('counted');
  const rows = await db
    .select({ kode: iga2020_covid.id, nama: iga2020_covid.nama, jumlah: counted.jumlah })
    .from(iga2020_covid)
    .leftJoin(counted, eq(counted.kode, iga2020_covid.id))
    .orderBy(asc(iga2020_covid.group_id), asc(iga2020_covid.id));
  return rows.map((r) => ({ kode: r.kode, nama: r.nama, jumlah: n(r.jumlah) }));
}

/**
 * The drill-down: one page of the innovations a counter counts, with the total of every match
 * (the counter's number).
 */
export async function listOf(
  db: Db,
  user: AuthUser,
  f: SummaryFilter,
  page: { page: number; perPage: number },
) {
  const w = await where(db, user, f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: iga2020_inovasi.id,
        nama: iga2020_inovasi.nama,
        profil_id: iga2020_inovasi.profil_id,
        pemda: profil_pemda.nama,
        tahun: iga2020_inovasi.tahun,
        tahapan: iga2020_inovasi.inovasi_status,
        status: STATE,
      })
      .from(iga2020_inovasi)
      .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .leftJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
      .where(w)
      .orderBy(desc(iga2020_inovasi.tahun), asc(iga2020_inovasi.nama), asc(iga2020_inovasi.id))
      .limit(page.perPage)
      .offset(page.page * page.perPage),
    db
      .select({ n: count() })
      .from(iga2020_inovasi)
      .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .where(w),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      pemda: r.pemda ?? '',
      tahapan: STAGES[r.tahapan] ?? STAGES[0],
    })),
    total: n(total?.n),
  };
}

/** GET /summary/login: successful logins per Jakarta day, the last 30 days, oldest first. */
export async function loginsPerDay(db: Db, now: Date) {
  const day = sql<string>`to_char(${activities.ts} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;
  const days = Array.from({ length: 30 }, (_, i) =>
    jakartaDate(new Date(now.getTime() - (29 - i) * 86_400_000)),
  );
  const since = new Date(`${days[0]}T00:00:00+07:00`);
  const rows = await db
    .select({ tanggal: day, jumlah: count() })
    .from(activities)
    .where(and(eq(activities.name, 'login'), gte(activities.ts, since)))
    .groupBy(day)
    .orderBy(day);
  const byDay = new Map(rows.map((r) => [r.tanggal, n(r.jumlah)]));
  return days.map((tanggal) => ({ tanggal, jumlah: byDay.get(tanggal) ?? 0 }));
}
