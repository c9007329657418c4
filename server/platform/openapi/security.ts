import { API_KEY_HEADER } from '../../../domain/openData';

/**
 * The document's security schemes, and which one an operation names. One rule for every
 * operation, hand-written or of the generic engine: a public one says `security: []` (outside
 * tools such as Redocly read a missing `security` as "forgotten"), any other the login token.
 */
/** An OpenAPI security requirement: scheme name -> scopes (none for these schemes). */
type Requirement = Record<string, string[]>;

export const BEARER = 'bearer';
/** The open data key, sent in its own header (domain/openData.ts). */
export const API_KEY = API_KEY_HEADER;

export const SECURITY_SCHEMES = {
  [BEARER]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token dari POST /api/login',
  },
  [API_KEY]: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY_HEADER,
    description:
      'Kunci API data terbuka (layar Akses API). Tidak wajib: tanpa kunci berlaku batas anonim; kunci yang tidak dikenal atau dicabut dijawab 401.',
  },
} as const;

/** `security` of an operation: none for a public one, else the login token. */
export const securityOf = (isPublic: boolean): Requirement[] =>
  isPublic ? [] : [{ [BEARER]: [] }];

/** `security` of the open data operations: anonymous, or with a key (either one). */
export const OPTIONAL_API_KEY: Requirement[] = [{}, { [API_KEY]: [] }];
