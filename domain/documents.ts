import type { ActionId } from './actions';

/**
 * Supporting documents of indicator answers (spec 3 answer "files", spec 7 "Documents"): whose
 * answer a document belongs to, who reads and writes it, and which files it may be. The server
 * enforces this; the client can read the same declaration for its buttons and file pickers.
 */
export const DOCUMENT_UNITS = ['daerah', 'inovasi', 'ujicoba'] as const;
export type DocumentUnit = (typeof DOCUMENT_UNITS)[number];

export interface DocumentAccess {
  /** The resource owning the documents: reading needs its `show` access, inside its scope. */
  parent: 'profil_pemda' | 'iga2020_inovasi';
  /** Upload and delete: the roles and state conditions of this action (domain/actions.ts). */
  write: ActionId;
}

export const DOCUMENT_ACCESS: Readonly<Record<DocumentUnit, DocumentAccess>> = {
  // Spec 6: "Profile edit, pact upload, indicator edit: superadmin, admin, pemda".
  daerah: { parent: 'profil_pemda', write: 'indikator.edit' },
  // An innovation's documents change with the innovation: same roles, deadline, sent state.
  inovasi: { parent: 'iga2020_inovasi', write: 'inovasi.update' },
  ujicoba: { parent: 'iga2020_inovasi', write: 'inovasi.update' },
};

/** Largest file accepted, in bytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Content types by what a reader calls them (file pickers, messages). */
export const FILE_TYPE_LABELS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
};

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
// The 2023 indicator set asks for mp4 or mov videos.
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;

/**
 * The content types a file may have for an indicator, by its document_type (spec 3: umum,
 * resmi, video, foto, URL). The type is the one detected from the bytes, never the client's.
 */
export function allowedFileTypes(documentType: string | null | undefined): readonly string[] {
  switch (documentType?.trim().toLowerCase()) {
    case 'foto':
      return PHOTO_TYPES;
    case 'video':
      return VIDEO_TYPES;
    default:
      return DOCUMENT_TYPES;
  }
}

/** Whether a link (`youtube`) may stand in for the file: video and URL indicators. */
export function acceptsLink(documentType: string | null | undefined): boolean {
  const type = documentType?.trim().toLowerCase();
  return type === 'video' || type === 'url';
}
