import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ACTIONS } from '../../domain/actions';
import {
  acceptsLink,
  DOCUMENT_ACCESS,
  DOCUMENT_UNITS,
  documentRules,
  indicatorFitsUnit,
  type DocumentUnit,
} from '../../domain/documents';
import { hasAnyRole } from '../../domain/roles';
import type { AppEnv } from '../context';
import { enforceAction } from '../crud/actionRules';
import { hooksFor } from '../crud/hooks';
import { TABLES } from '../crud/tables';
import { badParam, fail, MESSAGES } from '../http';
import { recordActivity } from '../services/audit';
import { attachmentHeader, checkDocumentFile } from '../services/documentFile';
import {
  createDocument,
  findDocumentOf,
  findIndikator,
  findParent,
  findReadableDocument,
  listDocuments,
  mayRead,
  publicDocument,
  removeDocument,
} from '../services/documents';
import type { AuthUser } from '../services/users';
import { documentIdFrom, pathId, readDocumentForm } from './documentForm';
import { rescoreInovasiIndikator } from '../services/innovationAnswers';
import { rescoreDaerahIndikator } from '../services/regionAnswers';

/** After a document changes: the points and completeness that depend on its evidence. */
async function rescore(
  c: Ctx,
  unit: DocumentUnit,
  row: { profil_id: number; inovasi_id: number | null; indikator_id: number },
) {
  if (unit === 'daerah') await rescoreDaerahIndikator(c.var.db, row.profil_id, row.indikator_id);
  else if (row.inovasi_id !== null) {
    await rescoreInovasiIndikator(
      c.var.db,
      { id: row.inovasi_id, profil_id: row.profil_id },
      unit,
      row.indikator_id,
    );
  }
}

type Ctx = Context<AppEnv>;

/** Each unit's base path; ujicoba first, so "ujicoba" is never taken for an indikator id. */
const BASES: readonly (readonly [string, DocumentUnit])[] = [
  ['/inovasi/:id/dokumen/ujicoba', 'ujicoba'],
  ['/inovasi/:id/dokumen', 'inovasi'],
  ['/daerah/:id/dokumen', 'daerah'],
];

/** Uploads take the 10 MB upload limit instead of the API-wide 2 MiB (server/app.ts). */
export const isDocumentUpload = (method: string, path: string) =>
  method === 'POST' && /\/(?:daerah|inovasi)\/[^/]+\/dokumen(?:\/ujicoba)?\/?$/.test(path);

function loggedIn(c: Ctx): AuthUser {
  const user = c.var.user;
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  return user;
}

/** Reading needs `show` on the parent resource; its scope is checked per row later (404). */
const canRead = (unit: DocumentUnit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!mayRead(unit, loggedIn(c))) throw fail(403, MESSAGES.forbidden);
    await next();
  });

/** Writing needs the unit's write action roles; checked before the body is used. */
const canWrite = (unit: DocumentUnit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const roles = ACTIONS[DOCUMENT_ACCESS[unit].write].roles;
    if (!hasAnyRole(loggedIn(c).roles, roles)) throw fail(403, MESSAGES.forbidden);
    await next();
  });

async function scopedParent(c: Ctx, unit: DocumentUnit) {
  const parent = await findParent(c.var.db, unit, pathId(c, 'id'), c.var.user!);
  if (!parent) throw fail(404, MESSAGES.notFound);
  return parent;
}

/** A parent the account may change now: in scope (404), and the action's state rule (409). */
async function writableParent(c: Ctx, unit: DocumentUnit) {
  const parent = await scopedParent(c, unit);
  const { parent: resource, write } = DOCUMENT_ACCESS[unit];
  const hooks = hooksFor(TABLES[resource]!);
  await enforceAction(c.var.db, c.var.deps, write, hooks, c.var.user!, parent.row);
  return parent;
}

async function upload(c: Ctx, unit: DocumentUnit) {
  const parent = await writableParent(c, unit);
  const form = await readDocumentForm(c);
  const indikator = await findIndikator(c.var.db, form.indikator_id);
  if (!indikator) {
    throw fail(422, MESSAGES.invalid, { indikator_id: MESSAGES.indicatorUnknown });
  }
  if (!indicatorFitsUnit(unit, indikator.tipe)) {
    throw fail(422, MESSAGES.invalid, { indikator_id: MESSAGES.indicatorOtherUnit });
  }
  const type = indikator.document_type;
  const file = form.file ? await checkDocumentFile(form.file, indikator) : null;
  if (!file && !(form.youtube && acceptsLink(type))) {
    const need = acceptsLink(type) ? MESSAGES.fileOrVideoLink : MESSAGES.fileRequired;
    throw fail(422, MESSAGES.invalid, { file: need });
  }
  const { file: _raw, ...fields } = form;
  const row = await createDocument(c.var.db, c.var.deps.storage, c.var.user!, parent, {
    ...fields,
    file,
  });
  await rescore(c, unit, row);
  return c.json({ status: 1, data: publicDocument(row) }, 201);
}

async function list(c: Ctx, unit: DocumentUnit) {
  const parent = await scopedParent(c, unit);
  const rows = await listDocuments(c.var.db, parent, pathId(c, 'indikatorId'));
  return c.json({ status: 1, data: rows.map(publicDocument) });
}

async function remove(c: Ctx, unit: DocumentUnit) {
  const parent = await writableParent(c, unit);
  const row = await findDocumentOf(c.var.db, parent, await documentIdFrom(c));
  if (!row) throw fail(404, MESSAGES.notFound);
  await removeDocument(c.var.db, c.var.deps.storage, c.var.user!, row);
  await rescore(c, unit, row);
  return c.json({ status: 1 });
}

/** The stored file, as an attachment with the type detected at upload. */
async function download(c: Ctx) {
  const user = loggedIn(c);
  if (!DOCUMENT_UNITS.some((u) => mayRead(u, user))) throw fail(403, MESSAGES.forbidden);
  const row = await findReadableDocument(c.var.db, user, pathId(c, 'id'));
  const bytes = row?.storage_key ? await c.var.deps.storage.get(row.storage_key) : null;
  if (!row || !bytes) throw fail(404, MESSAGES.notFound);
  await recordActivity(c.var.db, {
    actor: user,
    name: 'download',
    resource: 'dokumen',
    recordId: row.id,
    data: [{ name: 'nama', value: row.nama ?? row.file_name }],
  });
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': row.mime ?? 'application/octet-stream',
    'content-length': String(bytes.byteLength),
    'content-disposition': attachmentHeader(row.file_name ?? `dokumen-${row.id}`),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

/**
 * The upload rules of one indicator (allowed types, extensions, size, link), so a client shows
 * them before the user picks a file. Any logged-in account: indicators are not secret.
 */
async function rules(c: Ctx) {
  loggedIn(c);
  const raw = c.req.query('indikator_id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw badParam('indikator_id');
  const indikator = await findIndikator(c.var.db, Number(raw));
  if (!indikator) throw fail(404, MESSAGES.notFound);
  return c.json({ status: 1, data: { indikator_id: indikator.id, ...documentRules(indikator) } });
}

/** Supporting documents of region, innovation and trial indicator answers (spec 7). */
export const documentRoutes = new Hono<AppEnv>();
for (const [base, unit] of BASES) {
  documentRoutes
    .post(base, canWrite(unit), (c) => upload(c, unit))
    .get(`${base}/:indikatorId`, canRead(unit), (c) => list(c, unit))
    .delete(base, canWrite(unit), (c) => remove(c, unit));
}
documentRoutes.get('/dokumen/aturan', rules);
documentRoutes.get('/dokumen/:id/file', download);
