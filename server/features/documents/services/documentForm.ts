import type { Context } from 'hono';
import { isIsoDate } from '../../../../domain/format';
import type { AppEnv } from '../../../platform/http/context';
import { validationMessage } from '../../../platform/http/validationMessages';
import { badParam, fail, MESSAGES } from '../../../platform/http/http';

/** The fields of a document upload, checked; the file is checked later against its indicator. */
export interface DocumentForm {
  indikator_id: number;
  file: File | null;
  /** A finished upload of the caller's (`/api/media/{id}/file`, e.g. by tus) instead of `file`. */
  file_url: string | null;
  youtube: string | null;
  nomor_surat: string | null;
  tanggal_surat: string | null;
  nama: string | null;
}

const ID = /^\d{1,9}$/;
const message = (key: string, args?: Record<string, number>) =>
  validationMessage({ key: `validation.${key}`, args });

/** A numeric id in the path; anything else is a malformed request. */
export function pathId(c: Context<AppEnv>, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!ID.test(raw)) throw badParam(name);
  return Number(raw);
}

async function formBody(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    // A broken multipart body (bad boundary, truncated part) is the client's error.
    throw fail(400, MESSAGES.badForm);
  }
}

function text(
  body: Record<string, string | File>,
  name: string,
  max: number,
  errors: Record<string, string>,
): string | null {
  const value = body[name];
  if (value === undefined) return null;
  if (typeof value !== 'string') {
    errors[name] = message('text');
    return null;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) errors[name] = message('max_length', { n: max });
  return trimmed === '' ? null : trimmed;
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Reads and checks the multipart form of POST .../dokumen: 400 if unreadable, 422 if invalid. */
export async function readDocumentForm(c: Context<AppEnv>): Promise<DocumentForm> {
  const body = await formBody(c);
  const errors: Record<string, string> = {};

  const rawIndikator = body.indikator_id;
  let indikator_id = 0;
  if (rawIndikator === undefined || rawIndikator === '') {
    errors.indikator_id = message('mandatory');
  } else if (typeof rawIndikator !== 'string' || !ID.test(rawIndikator.trim())) {
    errors.indikator_id = message('integer');
  } else indikator_id = Number(rawIndikator.trim());

  const rawFile = body.file;
  let file: File | null = null;
  // Browsers send an empty, nameless part when no file was chosen.
  if (rawFile instanceof File) file = rawFile.size > 0 ? rawFile : null;
  else if (typeof rawFile === 'string' && rawFile !== '') errors.file = MESSAGES.fileInvalid;

  const file_url = text(body, 'file_url', 100, errors);
  const youtube = text(body, 'youtube', 500, errors);
  if (youtube && !errors.youtube && !isWebLink(youtube)) {
    errors.youtube = MESSAGES.linkInvalid;
  }
  const tanggal_surat = text(body, 'tanggal_surat', 10, errors);
  if (tanggal_surat && !isIsoDate(tanggal_surat)) errors.tanggal_surat = message('date');
  const nomor_surat = text(body, 'nomor_surat', 100, errors);
  const nama = text(body, 'nama', 255, errors);

  if (Object.keys(errors).length > 0) throw fail(422, MESSAGES.invalid, errors);
  return { indikator_id, file, file_url, youtube, nomor_surat, tanggal_surat, nama };
}

/** The document id of DELETE .../dokumen: query `id`, else a JSON body `{id}`. */
export async function documentIdFrom(c: Context<AppEnv>): Promise<number> {
  let raw: unknown = c.req.query('id');
  if (raw === undefined && c.req.header('content-type')?.includes('application/json')) {
    try {
      raw = ((await c.req.json()) as { id?: unknown } | null)?.id;
    } catch {
      throw fail(400, MESSAGES.badJson);
    }
  }
  if (raw === undefined || raw === null || raw === '') {
    throw fail(422, MESSAGES.invalid, { id: message('mandatory') });
  }
  if ((typeof raw !== 'string' && typeof raw !== 'number') || !ID.test(String(raw))) {
    throw fail(422, MESSAGES.invalid, { id: message('integer') });
  }
  return Number(raw);
}

type FormField = { type: 'string' | 'integer'; format?: string; description?: string };

/**
 * A `multipart/form-data` request body for the published contract. A plain schema, not zod:
 * the route reads and checks the form itself, in its own order and with its own answers
 * (400 for a body that is not a readable form, 422 per field), so no form validator runs.
 */
export const multipartBody = (properties: Record<string, FormField>, required: string[]) => ({
  required: true,
  content: {
    'multipart/form-data': { schema: { type: 'object' as const, properties, required } },
  },
});

/** The file part of an upload form. */
export const fileField: FormField = { type: 'string', format: 'binary' };
