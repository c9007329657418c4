/**
 * Files of the media service (spec 7 `POST /media/upload`): a record refers to an uploaded file
 * by its `file_url`, and a list of files (a region profile's `files`, spec 3) is
 * `[{name, value}]` with `value` such a `file_url`.
 */

/** Where an uploaded file is read back. */
export const mediaFileUrl = (id: number) => `/api/media/${id}/file`;

const MEDIA_URL = /^\/api\/media\/([1-9]\d{0,8})\/file$/;

/** The media id a `file_url` names, or null when it is not one of the media service. */
export function mediaIdOf(url: string): number | null {
  const m = MEDIA_URL.exec(url);
  return m ? Number(m[1]) : null;
}

export interface NamedFile {
  name: string;
  value: string;
}

/** Longest display name of a listed file. */
export const MAX_FILE_LABEL = 200;

export type FileListCheck =
  { ok: true; files: NamedFile[] } | { ok: false; reason: 'shape' | 'not_media' };

/**
 * A submitted file list: an array of `{name, value}` (nothing else), each name a non-empty text,
 * each value a media `file_url`. Names are trimmed.
 * @example checkFileList([{ name: 'Perda', value: '/api/media/3/file' }]).ok // true
 */
export function checkFileList(raw: unknown): FileListCheck {
  if (!Array.isArray(raw) || raw.length > 100) return { ok: false, reason: 'shape' };
  const files: NamedFile[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      return { ok: false, reason: 'shape' };
    const { name, value, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length || typeof name !== 'string' || typeof value !== 'string')
      return { ok: false, reason: 'shape' };
    const label = name.trim();
    if (!label || label.length > MAX_FILE_LABEL) return { ok: false, reason: 'shape' };
    if (mediaIdOf(value) === null) return { ok: false, reason: 'not_media' };
    files.push({ name: label, value });
  }
  return { ok: true, files };
}

/**
 * What a file field accepts, by the content its bytes have (detected on the server, never the
 * name or the browser's claim): `image` pictures, `pdf` PDF only, `document` PDF, pictures and
 * office files.
 */
export type FileAccept = 'image' | 'pdf' | 'document';

const OFFICE_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export const ACCEPTED_TYPES: Readonly<Record<FileAccept, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
  document: ['application/pdf', 'image/jpeg', 'image/png', ...OFFICE_TYPES],
};

/** What a reader calls a content type (hints and messages). */
export const TYPE_LABELS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  [OFFICE_TYPES[0]]: 'DOCX',
  [OFFICE_TYPES[1]]: 'XLSX',
  [OFFICE_TYPES[2]]: 'PPTX',
};

/** File extensions per type, for the browser's file picker (`accept`) and the pre-upload check. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  [OFFICE_TYPES[0]]: ['.docx'],
  [OFFICE_TYPES[1]]: ['.xlsx'],
  [OFFICE_TYPES[2]]: ['.pptx'],
};

/** Largest upload any field takes (the media route's body limit). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

/** What a file field declares; image fields default to pictures of 2 MB, others 10 MB documents. */
export interface FileFieldDecl {
  readonly kind: string;
  readonly accept?: FileAccept;
  readonly maxBytes?: number;
}

export interface FileRules {
  readonly accept: FileAccept;
  readonly types: readonly string[];
  readonly maxBytes: number;
}

export const isFileKind = (kind: string) => kind === 'file' || kind === 'image' || kind === 'files';

/** A field's effective rules (defaults filled in). */
export function fileRules(field: FileFieldDecl): FileRules {
  const accept = field.accept ?? (field.kind === 'image' ? 'image' : 'document');
  const maxBytes = Math.min(
    field.maxBytes ?? (accept === 'image' ? 2 * 1024 * 1024 : MAX_MEDIA_BYTES),
    MAX_MEDIA_BYTES,
  );
  return { accept, types: ACCEPTED_TYPES[accept], maxBytes };
}

/** `2 MB`, `500 KB`: a size as a reader says it. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `JPG, PNG, WEBP`: the types a field takes, as a reader says them. */
export const typesLabel = (rules: FileRules) =>
  rules.types.map((t) => TYPE_LABELS[t] ?? t).join(', ');

/** The `accept` attribute of the file picker. */
export const acceptAttribute = (rules: FileRules) =>
  [...rules.types, ...rules.types.flatMap((t) => EXTENSIONS[t] ?? [])].join(',');

/** Why a file breaks a field's rules, as an i18n key under `validation.` with its values. */
export type FileRefusal =
  | { key: 'validation.file_too_large'; args: { max: string } }
  | { key: 'validation.file_type'; args: { types: string } };

/**
 * The client's check before sending (by declared type or extension, and size); the server
 * checks the bytes again, so this only spares a pointless upload.
 * @example checkFileChoice({ name: 'a.txt', type: 'text/plain', size: 3 }, fileRules({ kind: 'image' })) // file_type
 */
export function checkFileChoice(
  file: { name: string; type: string; size: number },
  rules: FileRules,
): FileRefusal | null {
  const ext = /\.[A-Za-z0-9]+$/.exec(file.name)?.[0].toLowerCase() ?? '';
  const typeOk =
    rules.types.includes(file.type) || rules.types.some((t) => EXTENSIONS[t]?.includes(ext));
  if (!typeOk) return { key: 'validation.file_type', args: { types: typesLabel(rules) } };
  if (file.size > rules.maxBytes)
    return { key: 'validation.file_too_large', args: { max: sizeLabel(rules.maxBytes) } };
  return null;
}

/**
 * Whether a file's name agrees with the type its bytes have: no extension, or one standing for
 * that type (`foto.png` holding a PDF does not).
 * @example nameFitsType('Foto.JPEG', 'image/jpeg') // true
 */
export function nameFitsType(name: string, mime: string): boolean {
  const ext = /\.([A-Za-z][A-Za-z0-9]{0,4})$/.exec(name.trim())?.[1]?.toLowerCase();
  return !ext || (EXTENSIONS[mime] ?? []).includes(`.${ext}`);
}
