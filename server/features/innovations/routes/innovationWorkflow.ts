import { z } from '@hono/zod-openapi';
import { Menunggu, TimelineEvent, WorkflowResult, WorkflowState } from '../schemas/workflow';
import type { ActionId } from '../../../../domain/actions';
import { WORKFLOW_ACTIONS, type WorkflowAction } from '../../../../domain/innovationWorkflow';
import { workflowId } from '../../../../i18n/id/workflow';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { digitsOnly, optionalJson } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json } from '../../../platform/openapi/schemas';
import {
  applyTransition,
  innovationInScope,
  registrationRequestOf,
  timelineOf,
} from '../services/innovationWorkflow';
import { declareChange } from '../../../platform/cache/declareChange';
import type { AuthUser } from '../../../platform/auth/users';
import type { Context } from 'hono';
import { validationErrors, typeErrors } from '../../../platform/http/validate';

const note = (field: string) =>
  z
    .string(typeErrors({ invalid: message('fieldText', { field }) }))
    .max(2000, message('maxChars', { n: 2000 }))
    .nullish();

const TransitionBody = z
  .object({ catatan: note('catatan'), alasan: note('alasan') })
  .openapi('TransisiInovasi');

const Timeline = z
  .object({
    status: WorkflowState,
    menunggu: Menunggu,
    nomor: z.string().nullable(),
    events: z.array(TimelineEvent),
  })
  .openapi('LiniMasaInovasi');

const TransitionAnswer = z.object({
  status: z.literal(1),
  message: z.string(),
  data: WorkflowResult,
});

/** Each step's access: the roles of its moves (domain/actions.ts, from the workflow's edges). */
const STEP_ACCESS: Readonly<Record<WorkflowAction, ActionId>> = {
  kirim: 'inovasi.kirim',
  setujui: 'inovasi.setujui',
  tolak: 'inovasi.tolak',
  'qc-terima': 'inovasi.qc_terima',
  'qc-tolak': 'inovasi.qc_tolak',
};

const transitionRefusals = {
  403: json(Failure, 'Akun terhubung dengan daerah inovasi (tinjauan daerah sendiri)'),
  404: json(Failure, 'Di luar lingkup akun'),
  409: json(
    Failure.extend({
      data: z.object({ status: WorkflowState, menunggu: Menunggu }).optional(),
    }),
    'Status inovasi tidak mengizinkan langkah ini (data: status yang ditemukan)',
  ),
  422: json(Failure, 'Penolakan tanpa alasan, atau catatan tidak valid'),
} as const;

const IdParam = z.object({ id: Id });

const stepRoute = <A extends WorkflowAction>(action: A) =>
  apiRoute({
    method: 'post',
    path: `/inovasi/{id}/${action}` as `/inovasi/{id}/${A}`,
    tags: ['Alur inovasi'],
    summary: `Langkah alur inovasi: ${action}`,
    description:
      'Badan JSON boleh kosong; `alasan` wajib untuk penolakan. Lihat docs/api.md "POST /api/inovasi/{id}/{action}".',
    access: { action: STEP_ACCESS[action] },
    middleware: [optionalJson],
    request: {
      params: IdParam,
      body: { required: false, content: { 'application/json': { schema: TransitionBody } } },
    },
    responses: {
      200: json(TransitionAnswer, 'Status baru inovasi'),
      ...transitionRefusals,
    },
  });

/**
 * Spec 7 row actions, `GET /api/{service}/{action}/{id}` answering status 1, mapped onto the
 * same transitions as the POST calls (same roles, scope, state checks and 409s). The note or
 * reason rides in the query (`?alasan=`, `?catatan=`). The POST calls stay the main way in.
 * Each pair is declared as its own path, so the document and the typed client list real paths.
 */
const ROW_ACTIONS = [
  ['inovasi-daerah', 'kirim', 'kirim'],
  ['review', 'approve', 'setujui'],
  ['review', 'reject', 'tolak'],
  ['hasil-review', 'reject', 'tolak'],
  ['hasil-review', 'approve_qc', 'qc-terima'],
  ['hasil-review', 'reject_qc', 'qc-tolak'],
  // Issue 27 item 2: admin and superadmin approve a rejected innovation (with a note).
  ['hasil-rejected', 'approve', 'setujui'],
  ['hasil-rejected', 'approve_qc', 'qc-terima'],
  ['hasil-rejected', 'reject_qc', 'qc-tolak'],
  ['quality-control', 'approve', 'qc-terima'],
  ['quality-control', 'reject', 'qc-tolak'],
  // Eleven rows, each mounted on its own line below: a new row fails tsc here until it is.
] as const satisfies readonly (readonly [string, string, WorkflowAction])[] & { length: 11 };

const rowActionRoute = <S extends string, R extends string>(
  service: S,
  rowAction: R,
  action: WorkflowAction,
) =>
  apiRoute({
    method: 'get',
    path: `/${service}/${rowAction}/{id}` as `/${S}/${R}/{id}`,
    tags: ['Alur inovasi'],
    // A GET that changes state: kept for spec 7 clients, documented as such (issue 36).
    summary: `Usang: aksi baris spec 7 ${action} lewat GET; pakai POST /inovasi/{id}/${action}`,
    deprecated: true,
    access: { action: STEP_ACCESS[action] },
    request: {
      params: IdParam,
      // Read as text and checked like the POST body (422 for a note over 2000 characters).
      query: z.object({
        catatan: z.string().optional(),
        alasan: z.string().optional(),
      }),
    },
    responses: {
      200: json(TransitionAnswer, 'Status baru inovasi'),
      ...transitionRefusals,
    },
  });

const timelineRoute = apiRoute({
  method: 'get',
  path: '/inovasi/{id}/timeline',
  tags: ['Alur inovasi'],
  summary: 'Status inovasi, siapa yang harus bertindak, dan setiap langkahnya (terlama dulu)',
  access: { action: 'inovasi.read' },
  request: { params: IdParam },
  responses: {
    200: json(z.object({ status: z.literal(1), data: Timeline }), 'Lini masa'),
    404: json(Failure, 'Di luar lingkup akun'),
  },
});

const RegistrationRequest = z
  .object({
    inovasi: z.object({
      id: z.number().int(),
      nama: z.string(),
      tahun: z.number().int(),
      profil_id: z.number().int(),
      nama_daerah: z.string(),
    }),
    registrasi: z
      .object({
        nomor: z.string().nullable(),
        status_nomor: z.number().int(),
        setuju: z.boolean(),
        catatan: z.string().nullable(),
        pengirim: z.string().nullable(),
        verifikator: z.string().nullable(),
        quality_control: z.string().nullable(),
        dibuat_pada: z.string().openapi({ format: 'date-time' }),
        diperbarui_pada: z.string().openapi({ format: 'date-time' }),
      })
      .nullable(),
    status: WorkflowState,
    menunggu: Menunggu,
    nomor: z.string().nullable(),
    events: z.array(TimelineEvent),
  })
  .openapi('PermohonanNomorRegistrasi');

const registrationRoute = apiRoute({
  method: 'get',
  path: '/nomor_registrasi/{id}',
  tags: ['Alur inovasi'],
  summary: 'Permohonan nomor registrasi sebuah inovasi (id inovasi) dan riwayatnya',
  access: { screen: 'nomor_registrasi' },
  request: { params: IdParam },
  responses: {
    200: json(z.object({ status: z.literal(1), data: RegistrationRequest }), 'Permohonan'),
    404: json(Failure, 'Di luar lingkup akun'),
  },
});

/** Takes the step and answers it, the message naming the new state. */
async function step(
  c: Context<AppEnv>,
  user: AuthUser,
  id: number,
  action: WorkflowAction,
  input: unknown,
) {
  const parsed = TransitionBody.safeParse(input);
  if (!parsed.success) throw fail(422, MESSAGES.invalid, validationErrors(parsed.error));
  const data = await applyTransition(c.var.db, c.var.deps, user, id, action, parsed.data, {
    declare: (change) => declareChange(c, change),
  });
  return c.json(
    {
      status: 1 as const,
      message: message('workflowDone', { status: workflowId.alur.status[data.status] }),
      data,
    },
    200,
  );
}

const postStep = <A extends WorkflowAction>(action: A) =>
  createRouter().openapi(stepRoute(action), (c) =>
    step(c, c.var.account, c.req.valid('param').id, action, c.req.valid('json') ?? {}),
  );

const getRowAction = <S extends string, R extends string>(
  service: S,
  rowAction: R,
  action: WorkflowAction,
) =>
  createRouter().openapi(rowActionRoute(service, rowAction, action), (c) =>
    step(c, c.var.account, c.req.valid('param').id, action, c.req.valid('query')),
  );

/**
 * The innovation's journey (issue 9): `POST /api/inovasi/{id}/{action}` for kirim, setujui,
 * tolak, qc-terima and qc-tolak (a JSON body with `catatan` or `alasan` is optional, except the
 * reason of a rejection), the spec's row actions, and `GET /api/inovasi/{id}/timeline`.
 */
export const innovationWorkflowRoutes = digitsOnly(
  createRouter(),
  ...WORKFLOW_ACTIONS.map((a) => `POST /inovasi/:id/${a}`),
  ...ROW_ACTIONS.map(([service, rowAction]) => `GET /${service}/${rowAction}/:id`),
  'GET /inovasi/:id/timeline',
  'GET /nomor_registrasi/:id',
)
  .route('/', postStep(WORKFLOW_ACTIONS[0]))
  .route('/', postStep(WORKFLOW_ACTIONS[1]))
  .route('/', postStep(WORKFLOW_ACTIONS[2]))
  .route('/', postStep(WORKFLOW_ACTIONS[3]))
  .route('/', postStep(WORKFLOW_ACTIONS[4]))
  // One line per row of ROW_ACTIONS (spelled out so each path stays a literal type).
  .route('/', getRowAction(...ROW_ACTIONS[0]))
  .route('/', getRowAction(...ROW_ACTIONS[1]))
  .route('/', getRowAction(...ROW_ACTIONS[2]))
  .route('/', getRowAction(...ROW_ACTIONS[3]))
  .route('/', getRowAction(...ROW_ACTIONS[4]))
  .route('/', getRowAction(...ROW_ACTIONS[5]))
  .route('/', getRowAction(...ROW_ACTIONS[6]))
  .route('/', getRowAction(...ROW_ACTIONS[7]))
  .route('/', getRowAction(...ROW_ACTIONS[8]))
  .route('/', getRowAction(...ROW_ACTIONS[9]))
  .route('/', getRowAction(...ROW_ACTIONS[10]))
  .openapi(timelineRoute, async (c) => {
    const user = c.var.account;
    const inovasi = await innovationInScope(c.var.db, user, c.req.valid('param').id);
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    return c.json(
      { status: 1 as const, data: await timelineOf(c.var.db, inovasi.id, inovasi.qc) },
      200,
    );
  })
  .openapi(registrationRoute, async (c) => {
    const inovasi = await innovationInScope(c.var.db, c.var.account, c.req.valid('param').id);
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    return c.json(
      { status: 1 as const, data: await registrationRequestOf(c.var.db, inovasi) },
      200,
    );
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => innovationWorkflowRoutes);
