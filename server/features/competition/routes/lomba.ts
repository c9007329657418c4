import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ActionId } from '../../../../domain/actions';
import { workflowId } from '../../../../i18n/id/workflow';
import type { AppEnv } from '../../../platform/http/context';
import { enforceAction } from '../../../crud/actionRules';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { optionalInt, searchText } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody, okPage } from '../../../platform/openapi/schemas';
import { findParent } from '../../documents/services/documents';
import { innovationAnswerPage } from '../../innovations/services/innovationAnswerPage';
import { saveInnovationAnswers } from '../../innovations/services/innovationAnswers';
import { applyTransition } from '../../innovations/services/innovationWorkflow';
import { lombaLookup } from '../services/lomba';
import { innovationTableHooks } from '../../innovations/services/tableHooks';
import { InovasiKepala } from '../../innovations/schemas/innovationHead';
import { digitsOnlyId, type InnovationRow } from '../../innovations/services/innovationAccess';
import { WorkflowResult } from '../../innovations/schemas/workflow';
import {
  BarisJawaban,
  JawabanBody,
  RingkasanJawaban,
  SavedAnswers,
} from '../../innovations/schemas/answers';

type Ctx = Context<AppEnv>;

/**
 * The entry if it lies in the account's scope of the competition resource (404 otherwise: an
 * innovation id is no entry). The roles are the route's declared access.
 */
async function entryInScope(c: Ctx, id: number): Promise<InnovationRow> {
  const parent = await findParent(c.var.db, 'lomba', id, c.var.account);
  if (!parent) throw fail(404, MESSAGES.notFound);
  return parent.row as InnovationRow;
}

/** The entry in scope (404) and the action's state rule (409 with its Indonesian reason). */
async function writableEntry(c: Ctx, id: number, action: ActionId): Promise<InnovationRow> {
  const row = await entryInScope(c, id);
  await enforceAction(c.var.db, c.var.deps, action, innovationTableHooks(), c.var.account, row);
  return row;
}

/** The entry's scope before its body is read, as `innovationFirst`. */
const entryFirst = (param: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.param(param);
    if (raw && /^\d{1,9}$/.test(raw)) await entryInScope(c, Number(raw));
    await next();
  });

/** A row of the list: the innovation list's row (the record, `_labels`, `_registrasi`). */
const LombaRow = z
  .looseObject({
    id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    profil_id: z.number().int(),
    inovasi_status: z.number().int(),
    is_index: z.number().int(),
    is_covid: z.number().int().nullable(),
    kelengkapan: z.number().int(),
    status_dokumen: z.number().int(),
    submitable: z.number().int(),
    qc: z.number().int(),
    _labels: z.record(z.string(), z.string().nullable()).optional(),
    _registrasi: z
      .object({ status_nomor: z.number().int().nullable(), setuju: z.number().int().nullable() })
      .optional(),
  })
  .openapi('BarisLomba');

const lookupRoute = apiRoute({
  method: 'get',
  path: '/lomba/lookup',
  tags: ['Lomba'],
  summary: 'Inovasi lomba dalam lingkup akun (bentuk baris daftar inovasi), terbaru dulu',
  access: { screen: 'lomba-inovasi-daerah' },
  request: {
    query: z.object({
      tahun: optionalInt(2000, 2100),
      inovasi_status: optionalInt(0, 2),
      search: searchText(),
      page: optionalInt(0, 1_000_000),
      per_page: optionalInt(1, 100),
    }),
  },
  responses: { 200: json(okPage(LombaRow), 'Satu halaman inovasi lomba dan jumlah seluruhnya') },
});

const EntryParams = z.object({ id: Id });
const outOfScope = json(Failure, 'Inovasi lomba tidak ada atau di luar lingkup akun');

const readRoute = apiRoute({
  method: 'get',
  path: '/lomba/{id}/indikator',
  tags: ['Lomba'],
  summary: 'Jawaban indikator satu inovasi lomba, dengan skor, dokumen dan kelengkapan',
  description: 'Sama dengan GET /inovasi/{id}/indikator, untuk inovasi lomba.',
  access: { action: 'lomba.read' },
  request: { params: EntryParams },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        periode: z.number().int().nullable(),
        inovasi: InovasiKepala,
        ringkasan: RingkasanJawaban,
        data: z.array(BarisJawaban),
      }),
      'Setiap indikator inovasi periode tahun inovasi lomba dengan jawabannya',
    ),
    404: outOfScope,
  },
});

const saveRoute = apiRoute({
  method: 'post',
  path: '/lomba/{id}/indikator',
  tags: ['Lomba'],
  summary: 'Menyimpan jawaban indikator inovasi lomba (semua atau tidak sama sekali)',
  description:
    'Sama dengan POST /inovasi/{id}/indikator. 409 saat lomba_edit_indikator bukan 1, data indeks, atau sudah dikirim.',
  access: { action: 'lomba.indikator' },
  middleware: [entryFirst('id')],
  request: { params: EntryParams, body: jsonBody(JawabanBody) },
  responses: {
    200: json(SavedAnswers, 'Jawaban tersimpan dengan skor hitungan server'),
    404: outOfScope,
    409: json(Failure, 'Indikator lomba ditutup, data indeks, atau sudah dikirim'),
  },
});

const SendAnswer = z.object({ status: z.literal(1), message: z.string(), data: WorkflowResult });
const sendRefusals = {
  404: outOfScope,
  409: json(
    Failure,
    'Pengiriman lomba ditutup, data indeks, indikator mandatori belum lengkap, atau sudah dikirim',
  ),
} as const;

const sendRoute = apiRoute({
  method: 'post',
  path: '/lomba-inovasi-daerah/kirim/{id}',
  tags: ['Lomba'],
  summary: 'Mengirim inovasi lomba ke verifikasi (antrean tinjauan lomba sendiri)',
  description:
    'Perlu lomba_kirim_inovasi 1 dan indikator mandatori lomba lengkap dengan buktinya. Langkah berikutnya sama dengan inovasi: POST /inovasi/{id}/setujui|tolak|qc-terima|qc-tolak.',
  access: { action: 'lomba.kirim' },
  request: { params: EntryParams },
  responses: { 200: json(SendAnswer, 'Status baru inovasi lomba'), ...sendRefusals },
});

/** Spec 7 "a competition send link": the row-action form of the same call. */
const sendRowAction = apiRoute({
  method: 'get',
  path: '/lomba-inovasi-daerah/kirim/{id}',
  tags: ['Lomba'],
  // A GET that changes state: kept for spec 7 clients, documented as such (issue 36).
  summary:
    'Usang: aksi baris spec 7 kirim inovasi lomba lewat GET; pakai POST dengan alamat yang sama',
  deprecated: true,
  access: { action: 'lomba.kirim' },
  request: { params: EntryParams },
  responses: { 200: json(SendAnswer, 'Status baru inovasi lomba'), ...sendRefusals },
});

async function answers(c: Ctx, id: number) {
  const row = await entryInScope(c, id);
  return innovationAnswerPage(c.var.db, row, 'lomba', c.var.account.roles);
}

async function send(c: Ctx, id: number) {
  // In scope (404), lomba_kirim_inovasi and not an index record (409); then the journey's own
  // checks (complete, state) under the row lock.
  await writableEntry(c, id, 'lomba.kirim');
  const data = await applyTransition(
    c.var.db,
    c.var.deps,
    c.var.account,
    id,
    'kirim',
    {},
    {
      lomba: true,
    },
  );
  return {
    status: 1 as const,
    message: message('workflowDone', { status: workflowId.alur.status[data.status] }),
    data,
  };
}

/**
 * Competition entries (issue 25 item 1, spec 7): the list `GET /lomba/lookup`, an entry's
 * indicator answers `GET|POST /lomba/{id}/indikator` (the innovation answer engine, unit
 * `lomba`; documents at /lomba/{id}/dokumen, server/features/documents/routes/documents.ts), and sending
 * `POST|GET /lomba-inovasi-daerah/kirim/{id}` into the verification journey. Adding, editing
 * and deleting entries is the generic /crud/lomba_inovasi (resources/lomba_inovasi.ts).
 */
export const lombaRoutes = digitsOnlyId(
  createRouter(),
  '/lomba/:id/indikator',
  '/lomba-inovasi-daerah/kirim/:id',
)
  .openapi(lookupRoute, async (c) => {
    const { data, total } = await lombaLookup(c.var.db, c.var.account, c.req.valid('query'));
    return c.json({ status: 1 as const, data: data as z.infer<typeof LombaRow>[], total }, 200);
  })
  .openapi(readRoute, async (c) => c.json(await answers(c, c.req.valid('param').id), 200))
  .openapi(saveRoute, async (c) => {
    const row = await writableEntry(c, c.req.valid('param').id, 'lomba.indikator');
    const { tahun, jawaban } = c.req.valid('json');
    const data = await saveInnovationAnswers(c.var.db, c.var.account, row, 'lomba', tahun, jawaban);
    return c.json({ status: 1 as const, message: message('answersSaved'), data }, 200);
  })
  .openapi(sendRoute, async (c) => c.json(await send(c, c.req.valid('param').id), 200))
  .openapi(sendRowAction, async (c) => c.json(await send(c, c.req.valid('param').id), 200));

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => lombaRoutes);
