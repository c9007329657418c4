import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  allowedFileTypes,
  FILE_TYPE_LABELS,
  MAX_DOCUMENT_BYTES,
  type DocumentUnit,
} from '../../domain/documents';
import { sizeLabel, typesLabel, type FileRules } from '../../domain/media';
import { interpolate } from '../../i18n/format';
import { validationId } from '../../i18n/id/validation';
import { fail, MESSAGES } from '../http';

const validation = validationId.validation;

export const TOO_LARGE = `Ukuran berkas maksimal ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

/** An uploaded file that passed the checks, with what its bytes say it is. */
export interface CheckedFile {
  bytes: Uint8Array;
  mime: string;
  ext: string;
  /** The uploaded name, sanitised, ending in the detected extension. */
  name: string;
}

const fileError = (message: string) => fail(422, MESSAGES.invalid, { file: message });

/**
 * Size and type of an uploaded document. The type comes from the content (magic bytes), so a
 * text file renamed `x.pdf` or sent as `application/pdf` is refused.
 */
export async function checkDocumentFile(
  file: File,
  documentType: string | null,
): Promise<CheckedFile> {
  if (file.size > MAX_DOCUMENT_BYTES) throw fileError(TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = allowedFileTypes(documentType);
  if (!detected || !allowed.includes(detected.mime)) {
    const names = allowed.map((m) => FILE_TYPE_LABELS[m] ?? m).join(', ');
    throw fileError(`Jenis berkas tidak diizinkan. Gunakan berkas ${names}.`);
  }
  return {
    bytes,
    mime: detected.mime,
    ext: detected.ext,
    name: safeFileName(file.name, detected.ext),
  };
}

/**
 * An uploaded file against a file field's rules (domain/media.ts `fileRules`): its size, and its
 * type as detected from the bytes.
 */
export async function checkMediaFile(file: File, rules: FileRules): Promise<CheckedFile> {
  if (file.size > rules.maxBytes)
    throw fileError(interpolate(validation.file_too_large, { max: sizeLabel(rules.maxBytes) }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rules.types.includes(detected.mime))
    throw fileError(interpolate(validation.file_type, { types: typesLabel(rules) }));
  return {
    bytes,
    mime: detected.mime,
    ext: detected.ext,
    name: safeFileName(file.name, detected.ext),
  };
}

/**
 * A file name safe to store and to offer on download: no path, no control or quoting
 * characters, at most 100 characters, and the extension the content really has.
 */
export function safeFileName(raw: string, ext: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"*:<>?|;%]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100);
  return `${base || 'dokumen'}.${ext}`;
}

/**
 * `attachment` with an ASCII fallback name and the exact name in RFC 5987 form, so no header
 * injection and no mangled non-Latin names.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** Where a document's bytes go: unguessable, grouped by the answer they belong to. */
export const storageKey = (unit: DocumentUnit, parentId: number, ext: string) =>
  `dokumen/${unit}/${parentId}/${randomUUID()}.${ext}`;
