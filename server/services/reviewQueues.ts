import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { nextActor, stateOf, type WorkflowState } from '../../domain/innovationWorkflow';
import { STAFF } from '../../domain/policy';
import { hasAnyRole } from '../../domain/roles';
import { getResource } from '../../resources';
import { scopeConditions } from '../crud/scope';
import type { Db } from '../db/client';
import { iga2020_inovasi, nomor_registrasi, opd_perangkat, profil_pemda } from '../db/schema';
import type { AuthUser } from './users';

/**
 * The review queues of spec 2 ("Review and quality control"), each a condition on the
 * registration state: `request` the sent innovations waiting for a verifier (review,
 * nomor_registrasi), `approved` the verified ones (hasil-review), `rejected` the rejected ones
 * (hasil-rejected), `qc` those waiting for quality control (quality-control).
 */
export const REVIEW_QUEUES = ['request', 'approved', 'rejected', 'qc'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

const QUEUE_CONDITION: Readonly<Record<ReviewQueue, SQL>> = {
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
}

const num = (v: string | null) => (v === null ? null : Number(v));
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
  if (!hasAnyRole(user.roles, STAFF) && user.m_daerah_id !== null)
    conds.push(ne(profil_pemda.m_daerah_id, user.m_daerah_id));
  return conds;
}

/**
 * The rows of a queue in the account's reach: the innovation resource's scope (verifiers and
 * quality control their area, regions their own, allowed years, no index records), and never
 * the region an account is bound to (issue 9 item 7), except for admin and superadmin. One
 * statement for the page and one for the total; names joined, no query per row.
 */
export async function reviewQueue(db: Db, user: AuthUser, queue: ReviewQueue, q: ReviewQuery) {
  const conds: (SQL | undefined)[] = await queueConditions(db, user, queue, q.lomba === true);
  if (q.profilId !== undefined) conds.push(eq(iga2020_inovasi.profil_id, q.profilId));
  if (q.tahun !== undefined) conds.push(eq(iga2020_inovasi.tahun, q.tahun));
  if (q.inovasiStatus !== undefined)
    conds.push(eq(iga2020_inovasi.inovasi_status, q.inovasiStatus));
  if (q.ids) conds.push(inArray(iga2020_inovasi.id, q.ids.length ? q.ids : [0]));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(iga2020_inovasi.nama, like), ilike(profil_pemda.nama, like)));
  }
  const where = and(...conds);
  const order = q.orderDirection === 'desc' ? desc : asc;
  const column = REVIEW_SORTS[q.orderBy];
  // Rows without a value (no number yet, no score) come last in either direction. The other
  // keys keep the plain order, so the queue index still serves the default sort.
  const first = NULLABLE_SORTS.has(q.orderBy)
    ? sql`${column} ${sql.raw(q.orderDirection === 'desc' ? 'desc' : 'asc')} nulls last`
    : order(column);
  const sort = [first, asc(iga2020_inovasi.id)];
  // The region is joined only when a condition reads it (an account bound to a region, a search
  // by its name): every innovation has exactly one (profil_id: not null, foreign key), so the
  // join never changes the rows, and without it the total is a merge of two index-only scans
  // (registrasi_status_inovasi_idx, inovasi_tahun_id_idx; docs/decisions.md "Queries at their
  // floor").
  const readsRegion =
    where !== undefined && dialectOf(db).sqlToQuery(where).sql.includes('"profil_pemda".');
  /** The queue's rows with the columns the conditions read: narrow, so an index-only scan. */
  const narrow = (fields: Parameters<typeof db.select>[0]) => {
    const rows = db
      .select(fields)
      .from(iga2020_inovasi)
      .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .$dynamic();
    return (
      readsRegion
        ? rows.innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
        : rows
    ).where(where);
  };
  // The page's ids are picked first from the narrow rows; only those 20 rows are then read
  // whole. Read in one go, the planner scans every innovation of the year (wide rows with
  // their texts) to sort a few thousand (docs/performance.md, "Review queues").
  const pageIds = narrow({ id: iga2020_inovasi.id })
    .orderBy(...sort)
    .limit(q.perPage)
    .offset(q.page * q.perPage);
  const [rows, [total]] = await Promise.all([
    db
      .select({
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
      })
      .from(iga2020_inovasi)
      .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
      .leftJoin(opd_perangkat, eq(opd_perangkat.id, iga2020_inovasi.opd_perangkat_id))
      .where(inArray(iga2020_inovasi.id, pageIds))
      .orderBy(...sort),
    narrow({ n: count() }),
  ]);
  const data: ReviewRow[] = rows.map((r) => {
    const status = stateOf({ status_nomor: r.status_nomor, qc: r.qc });
    return {
      ...r,
      status,
      menunggu: nextActor(status),
      dikirim_pada: r.dikirim_pada.toISOString(),
      kematangan: num(r.kematangan),
      verifikasi_points: num(r.verifikasi_points),
    };
  });
  return { data, total: Number(total?.n ?? 0) };
}

/** Sort keys the lists accept (400 for others). */
export const isReviewSort = (v: string): v is ReviewSort => v in REVIEW_SORTS;
