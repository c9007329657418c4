import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  acceptsLink,
  DOCUMENT_ACCESS,
  DOCUMENT_UNITS,
  documentRules,
  FILE_TYPE_LABELS,
  indicatorFitsUnit,
  MAX_DOCUMENT_BYTES,
  type DocumentUnit,
} from '../../../../domain/documents';
import type { AppEnv } from '../../../platform/http/context';
import { enforceAction } from '../../../crud/actionRules';
import { hooksFor } from '../../../crud/hooks';
import { TABLES } from '../../../crud/tables';
import { fail, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { declareChange } from '../../../platform/cache/declareChange';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Done, Failure, fileAnswer, json, ok } from '../../../platform/openapi/schemas';
import { recordActivity } from '../../../platform/db/audit';
import { checkDocumentFile } from '../services/documentFile';
import { attachmentHeader } from '../../../platform/http/attachment';
import {
  findDocumentOf,
  findIndikator,
  findParent,
  findReadableDocument,
  listDocuments,
  publicDocument,
} from '../services/documents';
import { createEvidence, removeEvidence, type EvidenceChange } from '../services/documentEvidence';
import { idParam } from '../../../platform/http/validate';
import {
  documentIdFrom,
  fileField,
  multipartBody,
  pathId,
  readDocumentForm,
} from '../services/documentForm';
import { ownUploadFile, removeTakenUpload } from '../services/documentUpload';

type Ctx = Context<AppEnv>;

/**
 * After a document's transaction (documentEvidence.ts): the kept answers that depend on its
 * evidence. The document and its points are its region's answers, of every year in which its
 * owner answered that indicator: only those years' kept answers move (issue 40: declared for
 * every year, each of the deadline's evidence files had every year's national dashboards
 * recomputed at once). With no answer yet, every year, as before: a screen may list the document
 * on its own.
 */
function declareEvidence(c: Ctx, { row, answered }: EvidenceChange) {
  const profil_id = row.profil_id;
  if (answered.length === 0) declareChange(c, { family: 'answers', profil_id });
  else
    declareChange(
      c,
      ...answered.map((tahun) => ({ family: 'answers' as const, tahun, profil_id })),
    );
}

/** Uploads take the 10 MB upload limit instead of the API-wide 2 MiB (server/app.ts). */
export const isDocumentUpload = (method: string, path: string) =>
  method === 'POST' && /\/(?:daerah|inovasi|lomba)\/[^/]+\/dokumen(?:\/ujicoba)?\/?$/.test(path);

/**
 * Reading needs `show` on the parent resource (or reviewing innovations): the unit's read
 * actions (domain/documents.ts); its scope is checked per row later (404).
 */
const readAccess = (unit: DocumentUnit) => ({
  anyOf: DOCUMENT_ACCESS[unit].read.map((action) => ({ action })),
});

/** The file download: whoever may read documents of some unit (each row's scope: 404). */
const readsAnyUnit = {
  anyOf: [...new Set(DOCUMENT_UNITS.flatMap((u) => DOCUMENT_ACCESS[u].read))].map((action) => ({
    action,
  })),
};

async function scopedParent(c: Ctx, unit: DocumentUnit, id: number) {
  const parent = await findParent(c.var.db, unit, id, c.var.account);
  if (!parent) throw fail(404, MESSAGES.notFound);
  return parent;
}

/** A parent the account may change now: in scope (404), and the action's state rule (409). */
async function writableParent(c: Ctx, unit: DocumentUnit, id: number) {
  const parent = await scopedParent(c, unit, id);
  const { parent: resource, write } = DOCUMENT_ACCESS[unit];
  const hooks = hooksFor(TABLES[resource]!);
  await enforceAction(c.var.db, c.var.deps, write, hooks, c.var.account, parent.row);
  return parent;
}

const time = z.string().openapi({ format: 'date-time' });

/** A supporting document as stored (the storage key never leaves the server). */
export const Dokumen = z
  .object({
    id: z.number().int(),
    unit: z.string().openapi({ example: 'daerah' }),
    profil_id: z.number().int(),
    inovasi_id: z.number().int().nullable(),
    indikator_id: z.number().int(),
    nomor_surat: z.string().nullable(),
    tanggal_surat: z.string().nullable().openapi({ format: 'date' }),
    nama: z.string().nullable(),
    file_url: z.string().nullable().openapi({ example: '/api/dokumen/7/file' }),
    youtube: z.string().nullable(),
    mime: z.string().nullable(),
    size: z.number().int().nullable(),
    file_name: z.string().nullable(),
    uploaded_by: z.number().int().nullable(),
    created_at: time,
    updated_at: time,
  })
  .openapi('Dokumen');

const DocumentRules = z
  .object({
    indikator_id: z.number().int(),
    document_type: z.string().nullable(),
    mimes: z.array(z.string()),
    extensions: z.array(z.string()),
    accept: z.string(),
    label: z.string(),
    max_bytes: z.number().int(),
    accepts_link: z.boolean(),
  })
  .openapi('AturanDokumen');

const UNIT_NAMES: Record<DocumentUnit, string> = {
  daerah: 'indikator daerah',
  inovasi: 'indikator inovasi',
  ujicoba: 'hasil uji coba inovasi',
  lomba: 'indikator inovasi lomba',
};

const parentId = idParam.openapi({ type: 'integer', example: 12 });
const tags = ['Dokumen'];

/** The three routes of one unit's documents at `base` (`/daerah/{id}/dokumen`, ...). */
function unitRoutes<const P extends string>(base: P, unit: DocumentUnit) {
  const what = UNIT_NAMES[unit];
  const write = { action: DOCUMENT_ACCESS[unit].write };
  const upload = apiRoute({
    method: 'post',
    path: base,
    tags,
    summary: `Mengunggah dokumen pendukung ${what}`,
    description:
      'Berkas diperiksa terhadap indikatornya (jenis dari isi, ukuran, nama) sebelum disimpan; indikator video/URL menerima tautan `youtube` sebagai ganti berkas. Di luar lingkup: 404; keadaan data tidak mengizinkan: 409.',
    access: write,
    request: {
      params: z.object({ id: parentId }),
      body: multipartBody(
        {
          indikator_id: { type: 'integer' },
          file: { ...fileField, description: `Paling besar ${MAX_DOCUMENT_BYTES} byte` },
          file_url: {
            type: 'string',
            description:
              'Sebagai ganti `file`: `file_url` unggahan Anda sendiri yang selesai (`GET /api/uploads/{id}`); diperiksa terhadap indikatornya, lalu dipindahkan ke dokumen ini',
          },
          youtube: { type: 'string', format: 'uri' },
          nomor_surat: { type: 'string' },
          tanggal_surat: { type: 'string', format: 'date' },
          nama: { type: 'string' },
        },
        ['indikator_id'],
      ),
    },
    responses: {
      201: json(ok(Dokumen), 'Dokumen tersimpan'),
      404: json(Failure, 'Induk di luar lingkup akun'),
      409: json(Failure, 'Keadaan data tidak mengizinkan perubahan'),
      413: json(Failure, 'Berkas lebih dari 10 MB'),
    },
  });
  const list = apiRoute({
    method: 'get',
    path: `${base}/{indikatorId}` as `${P}/{indikatorId}`,
    tags,
    summary: `Dokumen pendukung satu ${what}, terbaru dulu`,
    access: readAccess(unit),
    request: {
      params: z.object({
        id: parentId,
        // Checked after the parent's scope (404 first), so the schema only documents its form.
        indikatorId: z.string().openapi({ type: 'integer', example: 53 }),
      }),
    },
    responses: {
      200: json(ok(z.array(Dokumen)), 'Dokumen indikator ini'),
      403: json(Failure, 'Peran ini tidak membaca dokumen ini'),
      404: json(Failure, 'Induk di luar lingkup akun'),
    },
  });
  const remove = apiRoute({
    method: 'delete',
    path: base,
    tags,
    summary: `Menghapus dokumen pendukung ${what}`,
    description: 'Id dokumen dalam query `id`, atau (tanpa query) badan JSON `{"id": 7}`.',
    access: write,
    request: {
      params: z.object({ id: parentId }),
      // Read by the handler (query first, then a JSON body `{id}`), after the parent's checks.
      query: z.object({ id: z.string().optional().openapi({ type: 'integer', example: 7 }) }),
    },
    responses: {
      200: json(Done, 'Dokumen dihapus'),
      404: json(Failure, 'Induk atau dokumen tidak ditemukan'),
      422: json(Failure, 'Id dokumen tidak ada atau bukan bilangan (errors.id)'),
      409: json(Failure, 'Keadaan data tidak mengizinkan perubahan'),
    },
  });

  return createRouter()
    .openapi(upload, async (c) => {
      const parent = await writableParent(c, unit, c.req.valid('param').id);
      const form = await readDocumentForm(c);
      const indikator = await findIndikator(c.var.db, form.indikator_id);
      if (!indikator) {
        throw fail(422, MESSAGES.invalid, { indikator_id: MESSAGES.indicatorUnknown });
      }
      if (!indicatorFitsUnit(unit, indikator.tipe)) {
        throw fail(422, MESSAGES.invalid, { indikator_id: MESSAGES.indicatorOtherUnit });
      }
      const type = indikator.document_type;
      const { db, deps } = c.var;
      // A finished resumable upload is taken over: checked against the indicator like a file
      // sent here, copied under the document, and its media row removed.
      const taken = form.file_url
        ? await ownUploadFile(db, deps.storage, c.var.account, form.file_url)
        : null;
      if (form.file_url && !taken)
        throw fail(422, MESSAGES.invalid, { file_url: MESSAGES.mediaNotYours });
      const source = form.file ?? taken?.file ?? null;
      const file = source ? await checkDocumentFile(source, indikator) : null;
      if (!file && !(form.youtube && acceptsLink(type))) {
        const need = acceptsLink(type) ? MESSAGES.fileOrVideoLink : MESSAGES.fileRequired;
        throw fail(422, MESSAGES.invalid, { file: need });
      }
      const { file: _raw, file_url: _url, ...fields } = form;
      const input = { ...fields, file };
      const done = await createEvidence(db, deps.storage, c.var.account, parent, input, indikator);
      if (taken) await removeTakenUpload(db, deps.storage, taken.row);
      declareEvidence(c, done);
      return c.json({ status: 1 as const, data: publicDocument(done.row) }, 201);
    })
    .openapi(list, async (c) => {
      const parent = await scopedParent(c, unit, c.req.valid('param').id);
      const rows = await listDocuments(c.var.db, parent, pathId(c, 'indikatorId'));
      return c.json({ status: 1 as const, data: rows.map(publicDocument) }, 200);
    })
    .openapi(remove, async (c) => {
      const parent = await writableParent(c, unit, c.req.valid('param').id);
      const row = await findDocumentOf(c.var.db, parent, await documentIdFrom(c));
      if (!row) throw fail(404, MESSAGES.notFound);
      const { db, deps, account } = c.var;
      const indikator = await findIndikator(db, row.indikator_id);
      declareEvidence(c, await removeEvidence(db, deps.storage, account, parent, row, indikator));
      return c.json({ status: 1 as const }, 200);
    });
}

const rules = apiRoute({
  method: 'get',
  path: '/dokumen/aturan',
  tags,
  summary: 'Aturan unggah dokumen satu indikator (jenis, ekstensi, ukuran, tautan)',
  description: 'Setiap akun yang masuk: indikator tidak rahasia.',
  access: 'login',
  request: { query: z.object({ indikator_id: idParam.openapi({ type: 'integer', example: 53 }) }) },
  responses: {
    200: json(ok(DocumentRules), 'Aturan indikator ini'),
    404: json(Failure, 'Indikator tidak dikenal'),
  },
});

const download = apiRoute({
  method: 'get',
  path: '/dokumen/{id}/file',
  tags,
  summary: 'Berkas dokumen (lampiran, jenis yang terdeteksi saat unggah)',
  description: 'Dicatat di log aktivitas sebagai unduhan. Di luar lingkup atau tanpa berkas: 404.',
  access: readsAnyUnit,
  request: { params: z.object({ id: idParam.openapi({ type: 'integer', example: 7 }) }) },
  responses: {
    200: fileAnswer(
      'Isi berkas, dengan jenis yang terdeteksi saat unggah',
      ...Object.keys(FILE_TYPE_LABELS),
    ),
    403: json(Failure, 'Peran ini tidak membaca dokumen'),
    404: json(Failure, 'Dokumen tidak ditemukan'),
  },
});

/** Supporting documents of region, innovation and trial indicator answers (spec 7). */
export const documentRoutes = createRouter()
  // Trial documents first, so "ujicoba" is never taken for an indikator id.
  .route('/', unitRoutes('/inovasi/{id}/dokumen/ujicoba', 'ujicoba'))
  .route('/', unitRoutes('/inovasi/{id}/dokumen', 'inovasi'))
  .route('/', unitRoutes('/daerah/{id}/dokumen', 'daerah'))
  .route('/', unitRoutes('/lomba/{id}/dokumen', 'lomba'))
  /**
   * The upload rules of one indicator (allowed types, extensions, size, link), so a client
   * shows them before the user picks a file.
   */
  .openapi(rules, async (c) => {
    const indikator = await findIndikator(c.var.db, c.req.valid('query').indikator_id);
    if (!indikator) throw fail(404, MESSAGES.notFound);
    const data = { indikator_id: indikator.id, ...documentRules(indikator) };
    return c.json({ status: 1 as const, data }, 200);
  })
  /** The stored file, as an attachment with the type detected at upload. */
  .openapi(download, async (c) => {
    const user = c.var.account;
    const row = await findReadableDocument(c.var.db, user, c.req.valid('param').id);
    // Streamed from storage, never read whole into memory.
    const stored = row?.storage_key ? await c.var.deps.storage.open(row.storage_key) : null;
    if (!row || !stored) throw fail(404, MESSAGES.notFound);
    await recordActivity(c.var.db, {
      actor: user,
      name: 'download',
      resource: 'dokumen',
      recordId: row.id,
      data: [{ name: 'nama', value: row.nama ?? row.file_name }],
    }).catch(async (e: unknown) => {
      // The opened object holds a connection (S3) or a file handle until it is read or cancelled.
      await stored.body.cancel().catch(() => undefined);
      throw e;
    });
    return c.body(stored.body, 200, {
      'content-type': row.mime ?? 'application/octet-stream',
      'content-length': String(stored.size),
      'content-disposition': attachmentHeader(row.file_name ?? `dokumen-${row.id}`),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => documentRoutes);
