import {
  claimedExtension,
  fileTypeLabel,
  isPathLikeName,
  type DocumentRules,
} from '../../../domain/documents';

/** Why a file is refused before it is sent: an i18n key and its arguments. */
export interface UploadRefusal {
  key: string;
  args?: Record<string, string>;
}

/** `10485760` -> `10 MB` (the unit the limits are stated in). */
export const megabytes = (bytes: number): string =>
  `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * The checks the client can make before sending a file, with the same rules the server applies
 * (domain/documents.ts): size, a path-like name, and an extension the indicator does not take.
 * The server still checks the content itself; this only spares a useless upload.
 * @example checkBeforeUpload({ name: 'a.exe', size: 10 }, documentRules({ document_type: 'resmi', filetypes: 'pdf' }))
 *   // { key: 'indikator_daerah.doc_type', args: { types: 'PDF' } }
 */
export function checkBeforeUpload(
  file: { name: string; size: number },
  rules: DocumentRules,
): UploadRefusal | null {
  if (file.size > rules.max_bytes) {
    return { key: 'indikator_daerah.doc_too_large', args: { size: megabytes(rules.max_bytes) } };
  }
  if (isPathLikeName(file.name)) return { key: 'indikator_daerah.doc_path' };
  const ext = claimedExtension(file.name);
  // A name without an extension is stored with the detected one (the server checks the bytes).
  if (ext !== null && !rules.extensions.includes(ext)) {
    return { key: 'indikator_daerah.doc_type', args: { types: fileTypeLabel(rules.mimes) } };
  }
  return null;
}
