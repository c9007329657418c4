import type { ActionId } from './actions';

/**
 * Supporting documents of indicator answers (spec 3 answer "files", spec 7 "Documents"): whose
 * answer a document belongs to, who reads and writes it, and which files it may be. The server
 * enforces this; the client can read the same declaration for its buttons and file pickers.
 */
export const DOCUMENT_UNITS = ['daerah', 'inovasi', 'ujicoba', 'lomba'] as const;
export type DocumentUnit = (typeof DOCUMENT_UNITS)[number];

export interface DocumentAccess {
  /** The resource owning the documents: reading needs its `show` access, inside its scope. */
  parent: 'profil_pemda' | 'iga2020_inovasi' | 'lomba_inovasi';
  /** Upload and delete: the roles and state conditions of this action (domain/actions.ts). */
  write: ActionId;
  /**
   * Reading: the roles of any of these actions, the parent's `show` roles and whoever reviews
   * an innovation (tests/build/accessChecks.test.ts holds them to the resources' access).
   */
  read: readonly ActionId[];
}

export const DOCUMENT_ACCESS: Readonly<Record<DocumentUnit, DocumentAccess>> = {
  // Spec 6: "Profile edit, pact upload, indicator edit: superadmin, admin, pemda".
  daerah: { parent: 'profil_pemda', write: 'indikator.edit', read: ['profil.read'] },
  // An innovation's documents change with the innovation: same roles, deadline, sent state.
  inovasi: { parent: 'iga2020_inovasi', write: 'inovasi.update', read: ['inovasi.read'] },
  ujicoba: { parent: 'iga2020_inovasi', write: 'inovasi.update', read: ['inovasi.read'] },
  // A competition entry's evidence: its indicator rule (lomba_edit_indikator, spec 9).
  lomba: {
    parent: 'lomba_inovasi',
    write: 'lomba.indikator',
    read: ['lomba.read', 'inovasi.read'],
  },
};

/**
 * Whether an indicator of this `tipe` takes documents of this unit: region answers use the
 * region indicators (P), innovation and trial answers the others (I, V, R).
 */
export const indicatorFitsUnit = (unit: DocumentUnit, tipe: string): boolean =>
  unit === 'daerah' ? tipe === 'P' : tipe !== 'P';

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
 * The file extensions an indicator's `filetypes` may name, with the content type each stands
 * for. Only types the server can recognise from the bytes are here: anything else in
 * `filetypes` (a typo, "docx") is ignored rather than trusted.
 */
export const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/** The types a document_type means when the indicator declares no `filetypes`. */
function typesOfDocumentType(documentType: string | null | undefined): readonly string[] {
  switch (documentType?.trim().toLowerCase()) {
    case 'foto':
      return PHOTO_TYPES;
    case 'video':
      return VIDEO_TYPES;
    default:
      return DOCUMENT_TYPES;
  }
}

/**
 * `filetypes` of an indicator ("pdf,jpg,png", spaces, dots and case ignored) as content types,
 * in the order given, without repeats; unknown extensions dropped.
 * @example parseFiletypes('PDF, .jpg,jpeg') // ['application/pdf', 'image/jpeg']
 */
export function parseFiletypes(filetypes: string | null | undefined): string[] {
  const mimes = (filetypes ?? '')
    .split(/[,;/\s]+/)
    .map((e) => EXTENSION_TYPES[e.trim().replace(/^\./, '').toLowerCase()])
    .filter((m): m is string => m !== undefined);
  return [...new Set(mimes)];
}

/** What decides an indicator's evidence: both columns of `iga_indikator`. */
export interface IndicatorFileSpec {
  document_type: string | null | undefined;
  filetypes?: string | null | undefined;
}

/**
 * The content types a file may have for an indicator (spec 3 `filetypes` and `document_type`:
 * umum, resmi, video, foto, URL). The indicator's own `filetypes` list wins when it names a type
 * the server recognises (the 2023 set lets some foto indicators take a PDF screenshot); without
 * one, the document_type decides. The type checked is the one detected from the bytes, never the
 * client's. A plain document_type string is accepted for callers without the indicator row.
 */
export function allowedFileTypes(
  spec: IndicatorFileSpec | string | null | undefined,
): readonly string[] {
  const { document_type, filetypes } =
    typeof spec === 'object' && spec !== null ? spec : { document_type: spec, filetypes: null };
  const declared = parseFiletypes(filetypes);
  return declared.length > 0 ? declared : typesOfDocumentType(document_type);
}

/** Whether a link (`youtube`) may stand in for the file: video and URL indicators. */
export function acceptsLink(documentType: string | null | undefined): boolean {
  const type = documentType?.trim().toLowerCase();
  return type === 'video' || type === 'url';
}

/** The extensions that stand for a content type (`image/jpeg` -> jpg, jpeg). */
export const extensionsOf = (mime: string): string[] =>
  Object.entries(EXTENSION_TYPES)
    .filter(([, m]) => m === mime)
    .map(([e]) => e);

/** What a client shows and sets before uploading evidence for one indicator. */
export interface DocumentRules {
  document_type: string | null;
  /** Allowed content types, e.g. `['application/pdf']`. */
  mimes: string[];
  /** Allowed extensions without the dot, e.g. `['pdf']`. */
  extensions: string[];
  /** For `<input type="file" accept>`: `.pdf,application/pdf`. */
  accept: string;
  /** For messages: `PDF, JPG, PNG`. */
  label: string;
  max_bytes: number;
  /** A video link may replace the file. */
  accepts_link: boolean;
}

/**
 * The upload rules of one indicator, the same ones the server enforces.
 * @example documentRules({ document_type: 'resmi', filetypes: 'pdf' }).accept // '.pdf,application/pdf'
 */
export function documentRules(spec: IndicatorFileSpec): DocumentRules {
  const mimes = [...allowedFileTypes(spec)];
  const extensions = mimes.flatMap(extensionsOf);
  return {
    document_type: spec.document_type ?? null,
    mimes,
    extensions,
    accept: [...extensions.map((e) => `.${e}`), ...mimes].join(','),
    label: fileTypeLabel(mimes),
    max_bytes: MAX_DOCUMENT_BYTES,
    accepts_link: acceptsLink(spec.document_type),
  };
}

/** `PDF, JPG, PNG` for a list of content types. */
export const fileTypeLabel = (mimes: readonly string[]): string =>
  mimes.map((m) => FILE_TYPE_LABELS[m] ?? m).join(', ');

/**
 * The extension a file name claims, lower case, when it ends in one that looks like an
 * extension (a letter, then up to 4 letters or digits): `Perda No.5 Tahun 2023` claims none.
 */
export function claimedExtension(name: string): string | null {
  const m = /\.([A-Za-z][A-Za-z0-9]{0,4})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : null;
}

/**
 * Whether a file's name agrees with its content: no extension, or one that stands for the type
 * detected from the bytes (`x.pdf` holding a PNG does not).
 * @example nameMatchesContent('foto.JPEG', 'image/jpeg') // true
 */
export function nameMatchesContent(name: string, mime: string): boolean {
  const ext = claimedExtension(name);
  return ext === null || extensionsOf(mime).includes(ext);
}

/**
 * Whether an uploaded name tries to be a path (`../../x.pdf`, `/etc/x`, `C:\x`, a NUL byte):
 * browsers send a bare name, so such a name is refused rather than quietly cleaned.
 */
export function isPathLikeName(name: string): boolean {
  return (
    /[/\\]/.test(name) || name.includes('\u0000') || name.trim() === '..' || name.trim() === '.'
  );
}
