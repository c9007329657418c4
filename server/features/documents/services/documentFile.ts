import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  allowedFileTypes,
  claimedExtension,
  fileTypeLabel,
  isPathLikeName,
  MAX_DOCUMENT_BYTES,
  nameMatchesContent,
  type DocumentUnit,
  type IndicatorFileSpec,
} from '../../../../domain/documents';
import {
  nameFitsType,
  sizeLabel,
  TYPE_LABELS,
  typesLabel,
  type FileRules,
} from '../../../../domain/media';
import { interpolate } from '../../../../i18n/format';
import { validationId } from '../../../../i18n/id/validation';
import { fail, message, MESSAGES } from '../../../platform/http/http';

const validation = validationId.validation;

export const TOO_LARGE = message('fileTooLarge', { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 });

/** An uploaded file that passed the checks, with what its bytes say it is. */
export interface CheckedFile {
  bytes: Uint8Array;
  mime: string;
  ext: string;
  /** The uploaded name, sanitised, ending in the detected extension. */
  name: string;
}

const fileError = (text: string) => fail(422, MESSAGES.invalid, { file: text });

/** 413 with the size message, also under `file` so a form shows it on the file field. */
export const tooLarge = () => fail(413, TOO_LARGE, { file: TOO_LARGE });

/**
 * Size, name and type of an uploaded file, checked before anything is stored. The type comes
 * from the content (magic bytes), so a text file renamed `x.pdf` or sent as `application/pdf`
 * is refused, and so is a name whose extension is not what the content is (`x.pdf` holding a
 * PNG). `spec` is the indicator's document_type and filetypes; null allows PDF, JPG and PNG.
 */
export async function checkDocumentFile(
  file: File,
  spec: IndicatorFileSpec | null,
): Promise<CheckedFile> {
  if (file.size > MAX_DOCUMENT_BYTES) throw tooLarge();
  if (isPathLikeName(file.name)) throw fileError(MESSAGES.fileNamePath);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = allowedFileTypes(spec);
  if (!detected || !allowed.includes(detected.mime)) {
    throw fileError(message('fileTypeNotAllowed', { types: fileTypeLabel(allowed) }));
  }
  if (!nameMatchesContent(file.name, detected.mime)) {
    throw fileError(
      message('fileExtensionMismatch', {
        ext: claimedExtension(file.name) ?? '',
        type: fileTypeLabel([detected.mime]),
      }),
    );
  }
  return {
    bytes,
    mime: detected.mime,
    ext: detected.ext,
    name: safeFileName(file.name, detected.ext),
  };
}

/**
 * An uploaded file against a file field's rules (domain/media.ts `fileRules`): its size, a bare
 * name, its type as detected from the bytes, and a name whose extension fits that type (same
 * messages as the documents API).
 */
export async function checkMediaFile(file: File, rules: FileRules): Promise<CheckedFile> {
  if (file.size > rules.maxBytes) {
    // 413 like every too-large upload, with the field's own limit in the message.
    const text = interpolate(validation.file_too_large, { max: sizeLabel(rules.maxBytes) });
    throw fail(413, text, { file: text });
  }
  if (isPathLikeName(file.name)) throw fileError(MESSAGES.fileNamePath);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rules.types.includes(detected.mime))
    throw fileError(interpolate(validation.file_type, { types: typesLabel(rules) }));
  if (!nameFitsType(file.name, detected.mime))
    throw fileError(
      message('fileExtensionMismatch', {
        ext: claimedExtension(file.name) ?? '',
        type: TYPE_LABELS[detected.mime] ?? detected.mime,
      }),
    );
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

/** Where a document's bytes go: unguessable, grouped by the answer they belong to. */
export const storageKey = (unit: DocumentUnit, parentId: number, ext: string) =>
  `dokumen/${unit}/${parentId}/${randomUUID()}.${ext}`;
