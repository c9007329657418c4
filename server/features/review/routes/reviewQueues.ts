import { z } from '@hono/zod-openapi';
import { NEXT_ACTORS, WORKFLOW_STATES } from '../../../../domain/innovationWorkflow';
import type { ScreenId } from '../../../../domain/screens';
import { message } from '../../../platform/http/http';
import { digitsOnly, optionalInt, searchText } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody, okPage } from '../../../platform/openapi/schemas';
import { addComment } from '../../innovations/services/innovationWorkflow';
import {
  REVIEW_SORTS,
  reviewQueue,
  type ReviewQueue,
  type ReviewSort,
} from '../services/reviewQueues';
import { typeErrors } from '../../../platform/http/validate';
import { TimelineEvent } from '../../innovations/schemas/workflow';

/** Who reads each queue: the roles of the screen showing it (spec 6). */
const QUEUE_SCREEN: Readonly<Record<ReviewQueue, ScreenId>> = {
  request: 'review',
  approved: 'hasil-review',
  rejected: 'hasil-rejected',
  qc: 'quality-control',
};

const blank = (v: unknown) => (v === '' ? undefined : v);

/** The list protocol of the review lookups (docs/api.md): paging, search, filters, order. */
const ReviewListQuery = z.object({
  page: optionalInt(0, 100_000),
  per_page: optionalInt(1, 100),
  search: searchText(),
  profil_id: optionalInt(1, 1e9),
  tahun: optionalInt(2000, 2100),
  inovasi_status: optionalInt(0, 2),
  // 1: the competition's own queue (entries sent from lomba-inovasi-daerah) instead.
  lomba: optionalInt(0, 1),
  orderBy: z
    .preprocess(
      blank,
      z.enum(Object.keys(REVIEW_SORTS) as [ReviewSort, ...ReviewSort[]]).optional(),
    )
    .openapi({ type: 'string', enum: Object.keys(REVIEW_SORTS), default: 'dikirim_pada' }),
  orderDirection: z
    .preprocess(
      (v) => (typeof v === 'string' ? blank(v.toLowerCase()) : v),
      z.enum(['asc', 'desc']).optional(),
    )
    .openapi({ type: 'string', enum: ['asc', 'desc'], default: 'desc' }),
});

/** `selected/lookup`: only the chosen rows, at most 100. */
const SelectedQuery = ReviewListQuery.extend({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .transform((v) => v.split(',').map(Number))
    .openapi({ type: 'string', example: '12,15' }),
});

const ReviewRow = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    inovasi_status: z.number().int(),
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    nama_opd: z.string().nullable(),
    nomor: z.string().nullable(),
    status_nomor: z.number().int(),
    qc: z.number().int(),
    status: z.enum(WORKFLOW_STATES),
    menunggu: z.enum(NEXT_ACTORS).nullable(),
    catatan: z.string().nullable(),
    dikirim_pada: z.string().openapi({ format: 'date-time' }),
    waktu_implementasi: z.string().nullable().openapi({ format: 'date' }),
    kematangan: z.number().nullable(),
    verifikasi_points: z.number().nullable(),
    kelengkapan: z.number(),
    status_dokumen: z.number().int(),
    kemiripan: z.number().int().openapi({
      description: 'Jumlah inovasi lain yang cocok (berkas sama atau teks mirip; issue 38)',
    }),
  })
  .openapi('BarisTinjauan');

type Filter = z.infer<typeof ReviewListQuery> & { ids?: number[] };

const lookupRoute = <P extends string>(path: P, queue: ReviewQueue, selected: boolean) =>
  apiRoute({
    method: 'get',
    path,
    tags: ['Tinjauan'],
    summary: `Daftar tinjauan \`${queue}\`${selected ? ' (hanya baris terpilih, ?ids=)' : ''}`,
    access: { screen: QUEUE_SCREEN[queue] },
    request: { query: selected ? SelectedQuery : ReviewListQuery },
    responses: { 200: json(okPage(ReviewRow), 'Satu halaman daftar dan jumlah seluruhnya') },
  });

const lookup = <P extends string>(path: P, queue: ReviewQueue, selected = false) =>
  createRouter().openapi(lookupRoute(path, queue, selected), async (c) => {
    const q: Filter = c.req.valid('query');
    const { data, total } = await reviewQueue(c.var.db, c.var.account, queue, {
      page: q.page ?? 0,
      perPage: q.per_page ?? 20,
      search: q.search,
      profilId: q.profil_id,
      tahun: q.tahun,
      inovasiStatus: q.inovasi_status,
      ids: q.ids,
      lomba: q.lomba === 1,
      orderBy: q.orderBy ?? 'dikirim_pada',
      orderDirection: q.orderDirection ?? 'desc',
    });
    return c.json({ status: 1 as const, data, total }, 200);
  });

const KomentarBody = z
  .object({
    catatan: z
      .string(typeErrors({ required: message('fieldRequired', { field: 'catatan' }) }))
      .trim()
      .min(1, message('fieldRequired', { field: 'catatan' }))
      .max(2000, message('maxChars', { n: 2000 })),
  })
  .openapi('KomentarInovasi');

const commentRoute = apiRoute({
  method: 'post',
  path: '/inovasi/{id}/komentar',
  tags: ['Tinjauan'],
  summary: 'Komentar peninjau pada inovasi yang ditolak (masuk lini masa)',
  access: { screen: 'hasil-rejected' },
  request: { params: z.object({ id: Id }), body: jsonBody(KomentarBody) },
  responses: {
    201: json(
      z.object({ status: z.literal(1), message: z.string(), data: TimelineEvent }),
      'Peristiwa lini masa yang ditambahkan',
    ),
    403: json(Failure, 'Akun terhubung dengan daerah inovasi'),
    404: json(Failure, 'Di luar lingkup akun'),
    409: json(Failure, 'Inovasi tidak sedang ditolak (data.status: status yang ditemukan)'),
  },
});

/**
 * The review lists of spec 7 ("Lookups"): `/review/{approved|rejected|qc}/lookup`,
 * `/nomor_registrasi/request/lookup`, each with `/selected/lookup?ids=` (only the chosen rows),
 * and comments on rejected innovations (`POST /inovasi/{id}/komentar`), which join the timeline.
 */
export const reviewQueueRoutes = digitsOnly(createRouter(), 'POST /inovasi/:id/komentar')
  .route('/', lookup('/nomor_registrasi/request/lookup', 'request'))
  .route('/', lookup('/nomor_registrasi/request/selected/lookup', 'request', true))
  .route('/', lookup('/review/approved/lookup', 'approved'))
  .route('/', lookup('/review/approved/selected/lookup', 'approved', true))
  .route('/', lookup('/review/rejected/lookup', 'rejected'))
  .route('/', lookup('/review/rejected/selected/lookup', 'rejected', true))
  .route('/', lookup('/review/qc/lookup', 'qc'))
  .route('/', lookup('/review/qc/selected/lookup', 'qc', true))
  .openapi(commentRoute, async (c) => {
    const data = await addComment(
      c.var.db,
      c.var.deps,
      c.var.account,
      c.req.valid('param').id,
      c.req.valid('json').catatan,
    );
    return c.json({ status: 1 as const, message: message('commentSaved'), data }, 201);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => reviewQueueRoutes);
