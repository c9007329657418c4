import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  ACCOUNT_REQUEST_STATUSES,
  checkRequestField,
  USERNAME_PATTERN,
  type AccountRequestField,
} from '../../../../domain/accountRequests';
import { ROLES } from '../../../../domain/roles';
import { memoryLimits, type LimitStore, type LoginLimit } from '../../../platform/auth/loginLimits';
import type { AppEnv } from '../../../platform/http/context';
import { validationMessage } from '../../../platform/http/validationMessages';
import { message, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, type RouteMount, mountAt } from '../../../platform/openapi/router';
import {
  Failure,
  Id,
  json,
  jsonBody,
  ok,
  okPage,
  pageQuery,
} from '../../../platform/openapi/schemas';
import {
  approveRequest,
  requestRegions,
  listRequests,
  rejectRequest,
  storeRequest,
} from '../services/accountRequests';
import { typeErrors } from '../../../platform/http/validate';
import { clientAddress, refusalAnswer, TooMany } from '../../../platform/http/limitAnswers';

const MANDATORY = validationMessage({ key: 'validation.mandatory' });

/** A text field of the request form, checked by its rule in domain/accountRequests.ts. */
const field = (name: AccountRequestField, max: number) =>
  z
    .string(typeErrors({ required: MANDATORY, invalid: MANDATORY }))
    .trim()
    .max(max, message('maxChars', { n: max }))
    .superRefine((value, ctx) => {
      const failure = checkRequestField(name, value);
      if (failure) ctx.addIssue({ code: 'custom', message: validationMessage(failure) });
    });

const RegisterBody = z
  .object({
    nama_lengkap: field('nama_lengkap', 150),
    email: field('email', 200),
    telepon: field('telepon', 30),
    m_daerah_id: z
      .number(typeErrors({ required: MANDATORY, invalid: MESSAGES.choice }))
      .int(MESSAGES.choice)
      .positive(MESSAGES.choice)
      .max(2_147_483_647, MESSAGES.choice),
    jabatan: field('jabatan', 150),
  })
  .openapi('AccountRequestForm');

const Said = z.object({ status: z.literal(1), message: z.string() });

const RequestRow = z
  .object({
    id: z.number().int(),
    nama_lengkap: z.string(),
    email: z.string(),
    telepon: z.string(),
    jabatan: z.string(),
    m_daerah_id: z.number().int(),
    daerah: z.string(),
    peran: z.enum(ROLES).openapi({ description: 'Peran akun bila disetujui' }),
    status: z.enum(ACCOUNT_REQUEST_STATUSES),
    alasan: z.string().nullable(),
    username: z.string().nullable().openapi({ description: 'Akun yang dibuat persetujuan' }),
    diputus_oleh: z.string().nullable(),
    diputus_at: z.string().nullable().openapi({ format: 'date-time' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AccountRequest');

const Region = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    tingkat: z.number().int(),
    parent_id: z.number().int().nullable(),
  })
  .openapi('RegisterRegion');

const ApproveBody = z
  .object({
    username: z
      .string(typeErrors({ invalid: MESSAGES.usernameInvalid }))
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, MESSAGES.usernameInvalid)
      .optional()
      .openapi({ description: 'Kosong: dari alamat surel (bagian sebelum @)' }),
  })
  .openapi('AccountRequestApproval');

const RejectBody = z
  .object({
    alasan: z
      .string(typeErrors({ required: MESSAGES.requestReasonRequired }))
      .trim()
      .min(1, MESSAGES.requestReasonRequired)
      .max(1000, message('maxChars', { n: 1000 })),
  })
  .openapi('AccountRequestRejection');

const TAGS = ['Akun'];
const SCREEN = { screen: 'permintaan-akun' } as const;

const regionsRoute = apiRoute({
  method: 'get',
  path: '/register/daerah',
  tags: TAGS,
  summary: 'Daerah yang dapat dipilih di formulir permintaan akun',
  access: 'public',
  responses: { 200: json(ok(z.array(Region)), 'Provinsi lalu kabupaten/kota, menurut nama') },
});

const registerRoute = (limits: ReturnType<typeof createMiddleware<AppEnv>>) =>
  apiRoute({
    method: 'post',
    path: '/register',
    tags: TAGS,
    summary: 'Permintaan akun operator pemerintah daerah, tanpa masuk',
    description:
      'Disimpan untuk diputus admin; jawaban yang sama bila alamat surel itu sudah menunggu. Dibatasi per alamat klien (429).',
    access: 'public',
    middleware: [limits],
    request: { body: jsonBody(RegisterBody) },
    responses: { 201: json(Said, 'Diterima'), 429: TooMany },
  });

const listRoute = apiRoute({
  method: 'get',
  path: '/permintaan-akun',
  tags: TAGS,
  summary: 'Permintaan akun, terbaru dulu',
  access: SCREEN,
  request: {
    query: z.object({ status: z.enum(ACCOUNT_REQUEST_STATUSES).optional(), ...pageQuery(100, 20) }),
  },
  responses: { 200: json(okPage(RequestRow), 'Satu halaman permintaan dan jumlah seluruhnya') },
});

const approveRoute = apiRoute({
  method: 'post',
  path: '/permintaan-akun/{id}/setujui',
  tags: TAGS,
  summary: 'Menyetujui permintaan: akun dibuat dan tautan pembuatan kata sandi dikirim',
  description:
    'Peran dari tingkat daerah (provinsi: `provinsi`, kabupaten/kota: `pemda`). Sudah diputus, atau surelnya dipakai akun lain: 409.',
  access: SCREEN,
  request: { params: z.object({ id: Id }), body: jsonBody(ApproveBody) },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({ id: z.number().int(), username: z.string(), role: z.string() }),
      }),
      'Akun yang dibuat',
    ),
    404: json(Failure, 'Tidak ada'),
    409: json(Failure, 'Sudah diputus atau surel dipakai'),
  },
});

const rejectRoute = apiRoute({
  method: 'post',
  path: '/permintaan-akun/{id}/tolak',
  tags: TAGS,
  summary: 'Menolak permintaan dengan alasan (dikirim ke pemohon)',
  access: SCREEN,
  request: { params: z.object({ id: Id }), body: jsonBody(RejectBody) },
  responses: {
    200: json(Said, 'Ditolak'),
    404: json(Failure, 'Tidak ada'),
    409: json(Failure, 'Sudah diputus'),
  },
});

/**
 * Spec 7 `POST /register` (issue 27, docs/decisions.md): a regional government's operator asks
 * for an account from the sign-in page; admin and superadmin approve or reject it on the
 * permintaan-akun screen.
 */
export function accountRequestRoutes(limit: LoginLimit, store: LimitStore = memoryLimits()) {
  // Every request counts, valid or not, per client address: one client cannot flood the queue.
  const perAddress = store.counter('register:address', limit.max, limit.windowMs);
  const limits = createMiddleware<AppEnv>(async (c, next) => {
    const address = clientAddress(c);
    const now = c.var.deps.clock.now().getTime();
    const wait = await perAddress.wait(address, now);
    if (wait > 0)
      return refusalAnswer(c, { limit: 'pair', retryAfter: Math.max(1, Math.ceil(wait / 1000)) });
    await perAddress.add(address, now);
    await next();
  });

  return createRouter()
    .openapi(regionsRoute, async (c) => {
      const data = await requestRegions(c.var.db);
      return c.json({ status: 1 as const, data }, 200);
    })
    .openapi(registerRoute(limits), async (c) => {
      await storeRequest(c.var.db, c.req.valid('json'), c.var.deps.clock.now());
      return c.json({ status: 1 as const, message: MESSAGES.registerAnswer }, 201);
    })
    .openapi(listRoute, async (c) => {
      const { status, page = 0, per_page } = c.req.valid('query');
      const result = await listRequests(c.var.db, { status, page, perPage: per_page || 20 });
      return c.json({ status: 1 as const, ...result }, 200);
    })
    .openapi(approveRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { username } = c.req.valid('json');
      const { deps, db } = c.var;
      const created = await approveRequest(
        db,
        c.var.account,
        id,
        username || undefined,
        deps.clock.now(),
        deps.appUrl,
      );
      return c.json(
        {
          status: 1 as const,
          message: message('requestApproved', { username: created.username }),
          data: created,
        },
        200,
      );
    })
    .openapi(rejectRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { alasan } = c.req.valid('json');
      await rejectRequest(c.var.db, c.var.account, id, alasan, c.var.deps.clock.now());
      return c.json({ status: 1 as const, message: MESSAGES.requestRejected }, 200);
    });
}

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', (m: RouteMount) =>
  accountRequestRoutes(m.loginLimit, m.limits),
);
