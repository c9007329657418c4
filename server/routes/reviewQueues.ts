import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SCREEN_ROLES, type ScreenId } from '../../domain/screens';
import { hasAnyRole } from '../../domain/roles';
import type { AppEnv } from '../context';
import { badParam, fail, message, MESSAGES } from '../http';
import { addComment } from '../services/innovationWorkflow';
import {
  isReviewSort,
  reviewQueue,
  type ReviewQuery,
  type ReviewQueue,
} from '../services/reviewQueues';
import { validJson, typeErrors } from '../validate';
import { pathId } from './documentForm';
import { loggedIn } from './profileAccess';
import { isYear } from './yearParam';

type Ctx = Context<AppEnv>;

/** Who reads each queue: the roles of the screen showing it (spec 6). */
const QUEUE_SCREEN: Readonly<Record<ReviewQueue, ScreenId>> = {
  request: 'review',
  approved: 'hasil-review',
  rejected: 'hasil-rejected',
  qc: 'quality-control',
};

const intParam = (c: Ctx, name: string, min: number, max: number): number | undefined => {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d{1,9}$/.test(raw)) throw badParam(name);
  const n = Number(raw);
  if (n < min || n > max) throw badParam(name);
  return n;
};

/** The list protocol of the review lookups (docs/api.md): paging, search, filters, order. */
function reviewQuery(c: Ctx, selected: boolean): ReviewQuery {
  const orderBy = c.req.query('orderBy') || 'dikirim_pada';
  if (!isReviewSort(orderBy)) throw badParam('orderBy');
  const direction = (c.req.query('orderDirection') || 'desc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw badParam('orderDirection');
  const tahun = intParam(c, 'tahun', 2000, 2100);
  if (tahun !== undefined && !isYear(tahun)) throw badParam('tahun');
  let ids: number[] | undefined;
  if (selected) {
    const raw = c.req.query('ids') ?? '';
    if (!/^\d{1,9}(,\d{1,9}){0,99}$/.test(raw)) throw badParam('ids');
    ids = raw.split(',').map(Number);
  }
  return {
    page: intParam(c, 'page', 0, 100_000) ?? 0,
    perPage: intParam(c, 'per_page', 1, 100) ?? 20,
    search: c.req.query('search')?.trim().slice(0, 100) || undefined,
    profilId: intParam(c, 'profil_id', 1, 1e9),
    tahun,
    inovasiStatus: intParam(c, 'inovasi_status', 0, 2),
    ids,
    orderBy,
    orderDirection: direction,
  };
}

const lookup = (queue: ReviewQueue, selected: boolean) => async (c: Ctx) => {
  const user = loggedIn(c);
  if (!hasAnyRole(user.roles, SCREEN_ROLES[QUEUE_SCREEN[queue]]))
    throw fail(403, MESSAGES.forbidden);
  const { data, total } = await reviewQueue(c.var.db, user, queue, reviewQuery(c, selected));
  return c.json({ status: 1, data, total });
};

const KomentarBody = z.object({
  catatan: z
    .string(typeErrors({ required: message('fieldRequired', { field: 'catatan' }) }))
    .trim()
    .min(1, message('fieldRequired', { field: 'catatan' }))
    .max(2000, message('maxChars', { n: 2000 })),
});

/**
 * The review lists of spec 7 ("Lookups"): `/review/{approved|rejected|qc}/lookup`,
 * `/nomor_registrasi/request/lookup`, each with `/selected/lookup?ids=` (only the chosen rows),
 * and comments on rejected innovations (`POST /inovasi/{id}/komentar`), which join the timeline.
 */
export const reviewQueueRoutes = new Hono<AppEnv>()
  .get('/nomor_registrasi/request/lookup', lookup('request', false))
  .get('/nomor_registrasi/request/selected/lookup', lookup('request', true))
  .get('/review/approved/lookup', lookup('approved', false))
  .get('/review/approved/selected/lookup', lookup('approved', true))
  .get('/review/rejected/lookup', lookup('rejected', false))
  .get('/review/rejected/selected/lookup', lookup('rejected', true))
  .get('/review/qc/lookup', lookup('qc', false))
  .get('/review/qc/selected/lookup', lookup('qc', true))
  .post('/inovasi/:id{[0-9]+}/komentar', ...validJson(KomentarBody), async (c) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, SCREEN_ROLES['hasil-rejected']))
      throw fail(403, MESSAGES.forbidden);
    const data = await addComment(
      c.var.db,
      c.var.deps,
      user,
      pathId(c, 'id'),
      c.req.valid('json').catatan,
    );
    return c.json({ status: 1, message: message('commentSaved'), data }, 201);
  });
