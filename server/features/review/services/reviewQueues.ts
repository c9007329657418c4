import { and, eq, getTableName, ilike, inArray, is, ne, or, sql, type SQL } from 'drizzle-orm';
import { scopeOf } from '../../../../domain/scoping';
import { PgTimestamp, type AnyPgColumn, type PgDialect } from 'drizzle-orm/pg-core';
import { nextActor, stateOf, type WorkflowState } from '../../../../domain/innovationWorkflow';
import { getResource } from '../../../../resources';
import { arrayStatement } from '../../../crud/listSql';
import { statementNames } from '../../../platform/db/statementNames';
import { isoFromPgText } from '../../../crud/timestampText';
import { scopeConditions } from '../../../crud/scope';
import type { Db } from '../../../platform/db/client';
import {
  iga2020_inovasi,
  nomor_registrasi,
  opd_perangkat,
  profil_pemda,
} from '../../../platform/db/schema';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The review queues of spec 2 ("Review and quality control"), each a condition on the
 * registration state: `request` the sent innovations waiting for a verifier (review,
 * nomor_registrasi), `approved` the verified ones (hasil-review), `rejected` the rejected ones
 * (hasil-rejected), `qc` those waiting for quality control (quality-control).
 */
export const REVIEW_QUEUES = ['request', 'approved', 'rejected', 'qc'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** What each queue holds, over iga2020_inovasi joined to nomor_registrasi (the award's checks read `qc`). */
export const QUEUE_CONDITION: Readonly<Record<ReviewQueue, SQL>> = {
  request: eq(nomor_registrasi.status_nomor, 0),
  approved: eq(nomor_registrasi.status_nomor, 1),
  rejected: eq(nomor_registrasi.status_nomor, 2),
  qc: and(inArray(nomor_registrasi.status_nomor, [1, 2]), eq(iga2020_inovasi.qc, 0))!,
};

export const REVIEW_SORTS = {
  nama: iga2020_inovasi.nama,
  nama_daerah: profil_pemda.nama,
  tahun: iga2020_inovasi.tahun,
  dikirim_pada: nomor_registrasi.created_at,
  diperbarui_pada: nomor_registrasi.updated_at,
  // Issue 27 item 1: what a verifier compares.
  nomor: nomor_registrasi.nomor,
  waktu_implementasi: iga2020_inovasi.waktu_implementasi,
  kematangan: iga2020_inovasi.kematangan,
  verifikasi_points: iga2020_inovasi.verifikasi_points,
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
const NULLABLE_SORTS: ReadonlySet<ReviewSort> = new Set([
  'nomor',
  'waktu_implementasi',
  'kematangan',
  'verifikasi_points',
]);

export interface ReviewQuery {
  page: number;
  perPage: number;
  search?: string;
  profilId?: number;
  tahun?: number;
  inovasiStatus?: number;
  /** `selected/lookup`: only these innovations. */
  ids?: number[];
  /** The competition's own queue (entries, resources/lomba_inovasi.ts) instead of the innovations'. */
  lomba?: boolean;
  orderBy: ReviewSort;
  orderDirection: 'asc' | 'desc';
}

/** One row of a review list. */
export interface ReviewRow {
  id: number;
  nama: string;
  tahun: number;
  inovasi_status: number;
  profil_id: number;
  nama_daerah: string;
  nama_opd: string | null;
  nomor: string | null;
  status_nomor: number;
  qc: number;
  status: WorkflowState;
  menunggu: ReturnType<typeof nextActor>;
  catatan: string | null;
  dikirim_pada: string;
  /** Implementation date, `YYYY-MM-DD`. */
  waktu_implementasi: string | null;
  kematangan: number | null;
  verifikasi_points: number | null;
  kelengkapan: number;
  status_dokumen: number;
  /** Issue 38: other innovations this one matches (the review queue's badge). */
  kemiripan: number;
}

const dialectOf = (db: Db) => (db as unknown as { dialect: PgDialect }).dialect;

/**
 * Who sees which rows of a queue: the queue's state, the innovation resource's scope (verifiers
 * and quality control their area, regions their own, allowed years, no index records), and
 * never the region an account is bound to (issue 9 item 7), except for admin and superadmin.
 * The conditions read iga2020_inovasi, nomor_registrasi and profil_pemda (joined on the
 * innovation), so the qc dashboard counts exactly the rows the queue lists (issue 23 item 3).
 */
export async function queueConditions(
  db: Db,
  user: AuthUser,
  queue: ReviewQueue | null,
  /** Competition entries (their own queue) rather than the period's innovations. */
  lomba = false,
): Promise<SQL[]> {
  const resource = getResource(lomba ? 'lomba_inovasi' : 'iga2020_inovasi')!;
  const scope = await scopeConditions(db, resource, iga2020_inovasi, user, { list: true });
  const conds: SQL[] = [...(queue ? [QUEUE_CONDITION[queue]] : []), ...scope];
  if (!scopeOf(user.roles).reviewsOwnRegion && user.m_daerah_id !== null)
    conds.push(ne(profil_pemda.m_daerah_id, user.m_daerah_id));
  return conds;
}

/** `"table"."column"` of a column, as drizzle renders it in a condition. */
const qualified = (col: AnyPgColumn) => `"${getTableName(col.table)}"."${col.name}"`;

/** The columns of a review row, in the answer's order, read from the joined tables. */
const ROW_COLUMNS = {
  id: iga2020_inovasi.id,
  nama: iga2020_inovasi.nama,
  tahun: iga2020_inovasi.tahun,
  inovasi_status: iga2020_inovasi.inovasi_status,
  profil_id: iga2020_inovasi.profil_id,
  nama_daerah: profil_pemda.nama,
  nama_opd: opd_perangkat.nama,
  nomor: nomor_registrasi.nomor,
  status_nomor: nomor_registrasi.status_nomor,
  qc: iga2020_inovasi.qc,
  catatan: nomor_registrasi.catatan,
  dikirim_pada: nomor_registrasi.created_at,
  waktu_implementasi: iga2020_inovasi.waktu_implementasi,
  kematangan: iga2020_inovasi.kematangan,
  verifikasi_points: iga2020_inovasi.verifikasi_points,
  kelengkapan: iga2020_inovasi.kelengkapan,
  status_dokumen: iga2020_inovasi.status_dokumen,
} as const;
const ROW_DECODERS: AnyPgColumn[] = Object.values(ROW_COLUMNS);
/**
 * Issue 38: the number of other innovations a row's innovation matches (copied files or texts),
 * read in the page's own statement: one probe of the pair index per row of the page.
 */
const FLAGS =
  '(select count(distinct "kemiripan"."lawan_id") from "kemiripan" where "kemiripan"."inovasi_id" = k.id)::int';
/**
 * The page's rows whole, joined to the keys `k` (id, sort value) picked before: the statement's
 * head and joins, written once.
 */
const ROWS_HEAD = `select ${ROW_DECODERS.map(qualified).join(', ')}, ${FLAGS} from (`;
const ROWS_JOIN =
  ') k inner join "iga2020_inovasi" on "iga2020_inovasi"."id" = k.id ' +
  'inner join "nomor_registrasi" on "nomor_registrasi"."inovasi_id" = k.id ' +
  'inner join "profil_pemda" on "profil_pemda"."id" = "iga2020_inovasi"."profil_id" ' +
  'left join "opd_perangkat" on "opd_perangkat"."id" = "iga2020_inovasi"."opd_perangkat_id"';
const NARROW_FROM =
  'from "iga2020_inovasi" inner join "nomor_registrasi" on "nomor_registrasi"."inovasi_id" = "iga2020_inovasi"."id"';
const REGION_JOIN =
  ' inner join "profil_pemda" on "profil_pemda"."id" = "iga2020_inovasi"."profil_id"';
/** The registration states a queue holds: the qc queue's page is one index walk per state. */
const QUEUE_STATES: Readonly<Record<ReviewQueue, readonly number[]>> = {
  request: [0],
  approved: [1],
  rejected: [2],
  qc: [1, 2],
};
const STATUS = qualified(nomor_registrasi.status_nomor);

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const { dikirim_pada: sentAt, waktu_implementasi: implemented } = ROW_COLUMNS;
const sentWithTimezone = is(sentAt, PgTimestamp) && sentAt.withTimezone;

/**
 * Answer rows from the page statement's arrays, in ROW_COLUMNS' order: decimals as numbers, the
 * date and the sending time through their columns' decoders (as drizzle's select reads them),
 * the time as ISO text. One object literal per row, no per-cell loop.
 */
function reviewRows(raw: unknown[][]): ReviewRow[] {
  const out: ReviewRow[] = new Array(raw.length);
  for (let r = 0; r < raw.length; r++) {
    const c = raw[r]!;
    const status = stateOf({ status_nomor: c[8] as number, qc: c[9] as number });
    out[r] = {
      id: c[0] as number,
      nama: c[1] as string,
      tahun: c[2] as number,
      inovasi_status: c[3] as number,
      profil_id: c[4] as number,
      nama_daerah: c[5] as string,
      nama_opd: (c[6] ?? null) as string | null,
      nomor: (c[7] ?? null) as string | null,
      status_nomor: c[8] as number,
      qc: c[9] as number,
      catatan: (c[10] ?? null) as string | null,
      // The ISO text straight from PostgreSQL's (timestampText.ts), through Date otherwise.
      dikirim_pada:
        isoFromPgText(c[11] as string, sentWithTimezone) ??
        (sentAt.mapFromDriverValue(c[11] as string) as Date).toISOString(),
      waktu_implementasi:
        c[12] === null || c[12] === undefined
          ? null
          : (implemented.mapFromDriverValue(c[12] as string) as string),
      kematangan: num(c[13]),
      verifikasi_points: num(c[14]),
      kelengkapan: c[15] as number,
      status_dokumen: c[16] as number,
      kemiripan: Number(c[17] ?? 0),
      status,
      menunggu: nextActor(status),
    };
  }
  return out;
}

const countOf = (raw: unknown[][]) => Number(raw[0]?.[0] ?? 0);
/** The review statements' names (their own bound, apart from the crud lists'). */
const reviewStatement = statementNames('review_queue');

/**
 * The rows of a queue in the account's reach: the innovation resource's scope (verifiers and
 * quality control their area, regions their own, allowed years, no index records), and never
 * the region an account is bound to (issue 9 item 7), except for admin and superadmin. One
 * statement for the page and one for the total, both written here around the WHERE clause
 * drizzle renders, sent as named statements with rows as arrays (the list path's way,
 * server/crud/listSql.ts); names joined, no query per row.
 */
export async function reviewQueue(db: Db, user: AuthUser, queue: ReviewQueue, q: ReviewQuery) {
  const conds: (SQL | undefined)[] = await queueConditions(db, user, queue, q.lomba === true);
  // Without search text or chosen ids every value is a whole number (states, flags, years,
  // regions): the statements are named, so PostgreSQL parses them once per connection, and
  // every value but the year is written into the text, so it plans each queue's shape with
  // its real values. With every value as a parameter its generic plan guessed one row per year
  // and probed the registrations of every innovation of the year (46-95 ms a page instead of
  // 1 ms; docs/performance.md, "Review queue and lookup at their floor"). The year alone stays
  // a parameter, as in the tuned floor: a year is about a quarter of the rows whatever its
  // value, so the generic plan is the custom one, and a connection keeps one statement per
  // queue instead of one per queue and year. Written in, each connection planned every
  // statement afresh for its first five runs of each year (about a fifth of PostgreSQL's CPU
  // in the bench's windows; "The review list at its tuned floor with the flags on").
  // Requests with text or ids stay unnamed, planned with their values each time.
  const literal = q.search === undefined && q.ids === undefined;
  const yearParam = literal && q.tahun !== undefined;
  if (q.profilId !== undefined) conds.push(eq(iga2020_inovasi.profil_id, q.profilId));
  if (q.tahun !== undefined && !yearParam) conds.push(eq(iga2020_inovasi.tahun, q.tahun));
  if (q.inovasiStatus !== undefined)
    conds.push(eq(iga2020_inovasi.inovasi_status, q.inovasiStatus));
  if (q.ids) conds.push(inArray(iga2020_inovasi.id, q.ids.length ? q.ids : [0]));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(iga2020_inovasi.nama, like), ilike(profil_pemda.nama, like)));
  }
  const rendered = and(...conds);
  const written = !rendered
    ? { sql: 'true', params: [] as unknown[] }
    : dialectOf(db).sqlToQuery(literal ? sql`${rendered}`.inlineParams() : rendered);
  const where = yearParam
    ? { sql: `${written.sql} and ${qualified(iga2020_inovasi.tahun)} = $1`, params: [q.tahun] }
    : written;
  const name = literal ? reviewStatement : () => undefined;
  const params: unknown[] = where.params;
  const dir = q.orderDirection === 'desc' ? 'desc' : 'asc';
  const sortCol = qualified(REVIEW_SORTS[q.orderBy]);
  // Rows without a value (no number yet, no score) come last in either direction. The other
  // keys keep the plain order, so the queue index still serves the default sort.
  const nulls = NULLABLE_SORTS.has(q.orderBy) ? ' nulls last' : '';
  // The region is joined only when a condition or the sort reads it (an account bound to a
  // region, a search by its name, the sort by its name): every innovation has exactly one
  // (profil_id: not null, foreign key), so the join never changes the rows, and without it the
  // total is a merge of two index-only scans (registrasi_status_inovasi_idx,
  // inovasi_tahun_id_idx; docs/decisions.md "Queries at their floor").
  const from =
    where.sql.includes('"profil_pemda".') || q.orderBy === 'nama_daerah'
      ? NARROW_FROM + REGION_JOIN
      : NARROW_FROM;
  // The offset, the walks' bound (offset + page size) and the page size as parameters, so the
  // pages of a queue share one statement, its generic plan the tuned floor's: with the page size
  // written in, that plan's estimated cost never beat a custom one's, and PostgreSQL planned
  // the statement again for every request (about 1.3 ms of its CPU; docs/performance.md, "The
  // review list at its tuned floor with the flags on"). A page size as the walk's own limit
  // made the generic plan expect a tenth of the queue and hash the whole registration table
  // (issue 28); bounded by `$upto` first, each walk stops after offset + limit rows.
  const offset = `$${params.length + 1}`;
  const upto = `$${params.length + 2}`;
  const limit = `$${params.length + 3}`;
  const keyOrder = (s: string, id: string) => `order by ${s} ${dir}${nulls}, ${id} asc`;
  /** The narrow rows' keys (id, sort value) of one walk, ordered as the page, offset + limit of them. */
  const walk = (extra: string) =>
    `(select "iga2020_inovasi"."id" as id, ${sortCol} as s ${from} where (${where.sql})${extra} ` +
    `${keyOrder(sortCol, '"iga2020_inovasi"."id"')} limit ${upto})`;
  const states = QUEUE_STATES[queue];
  // One walk of the queue index (status, sending time, id) per state for the qc queue's default
  // order, merged: PostgreSQL reads a state list on the index's first column unordered and
  // would sort the whole queue (docs/performance.md, issue 28). The page is cut from the walks'
  // rows outside them.
  const walks =
    q.orderBy === 'dikirim_pada' && states.length > 1
      ? states.map((st) => walk(` and ${STATUS} = ${st}`))
      : [walk('')];
  const keys =
    `select * from (${walks.join(' union all ')}) w ` +
    `${keyOrder('w.s', 'w.id')} limit ${limit} offset ${offset}`;
  const perPage = Math.trunc(q.perPage);
  const pageParams = [...params, q.page * perPage, (q.page + 1) * perPage, perPage];
  // The page's keys are picked first from the narrow rows; only those rows are then read whole.
  // Read in one go, the planner scans every innovation of the year (wide rows with their texts)
  // to sort a few thousand (docs/performance.md, "Review queues").
  const pageSql = `${ROWS_HEAD}${keys}${ROWS_JOIN} ${keyOrder('k.s', 'k.id')}`;
  // The total in one count over the queue's condition (the qc queue's state list included):
  // a hash of the year's rows against the states' index entries, the tuned floor's plan. The
  // two states counted apart and added (issue 28) now cost PostgreSQL about 1.4 x as much.
  const countSql = `select count(*) ${from} where (${where.sql})`;
  const [data, total] = await Promise.all([
    arrayStatement(db, pageSql, pageParams, reviewRows, name(pageSql)),
    arrayStatement(db, countSql, params, countOf, name(countSql)),
  ]);
  return { data, total };
}
