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
