import type { JSONParsed } from 'hono/utils/types';
import type { activityAccounts, ActivityRow } from './services/activities';
import type { RegionEvaluated } from './services/evaluation';
import type { IndicatorOut } from './services/indicatorSet';
import type { loadRegionAnswers, saveRegionAnswers } from './services/regionAnswers';
import type { activeSessions } from './services/sessions';
import type { publicUser } from './services/users';

/**
 * The answer shapes of the API's own (non-/crud) endpoints, derived from the code that produces
 * them and as JSON carries them (dates become strings). The client and the tests import these
 * types (`import type`, erased at build) instead of keeping copies.
 */

/** One entry of GET /api/activities `data`. */
export type Activity = JSONParsed<ActivityRow>;

/** One account of GET /api/activities/accounts. */
export type ActivityAccount = Awaited<ReturnType<typeof activityAccounts>>[number];

/** The account of POST /api/login and GET /api/me. */
export type PublicUser = ReturnType<typeof publicUser>;

/** POST /api/session/refresh and POST /api/me/password `data`. */
export interface FreshToken {
  token: string;
  expires_in: number;
}

/** One entry of GET /api/sessions `data`: a live session of the account, `current` the caller's. */
export type SessionInfo = JSONParsed<
  Awaited<ReturnType<typeof activeSessions>>[number] & { current: boolean }
>;

/** One indicator of GET /api/indikator `data` (the period's region indicators with scales). */
export type RegionIndicator = IndicatorOut;

type AnswerRowUnion = Awaited<ReturnType<typeof loadRegionAnswers>>['rows'][number];

/**
 * One row of GET /api/daerah/{profilId}/indikator `data`. `skor_verifikasi` and `catatan` are
 * present only for admin, superadmin and verifikator (domain/verificationVisibility.ts).
 */
export type RegionAnswerRow = JSONParsed<
  Omit<AnswerRowUnion, 'skor_verifikasi' | 'catatan'> & {
    skor_verifikasi?: number | null;
    catatan?: string | null;
  }
>;

/** One entry of POST /api/daerah/{profilId}/indikator `data`. */
export type SavedRegionAnswer = Awaited<ReturnType<typeof saveRegionAnswers>>[number];

/** One entry of POST /api/evaluasi/{profilId}/profil `data`. */
export type SavedEvaluation = RegionEvaluated;

/** A supporting document as the region indicator rows list it (`dokumen` of GET /daerah/{id}/indikator). */
export type { DokumenOut } from './services/regionAnswers';

/** One row of the review lists (GET /api/review/{queue}/lookup, /nomor_registrasi/request/lookup). */
export type ReviewListRow = import('./services/reviewQueues').ReviewRow;

/** POST /api/inovasi/{id}/{action} `data`: the innovation with its new state. */
export type WorkflowResult = Awaited<
  ReturnType<typeof import('./services/innovationWorkflow').applyTransition>
>;

/** GET /api/inovasi/{id}/timeline `data`. */
export type InnovationTimeline = Awaited<
  ReturnType<typeof import('./services/innovationWorkflow').timelineOf>
>;

/** `inovasi` of GET /api/inovasi/{id}/indikator (and .../ujicoba): the innovation above its answers. */
export interface InovasiIndikatorHead {
  id: number;
  nama: string;
  tahun: number;
  profil_id: number;
  inovasi_status: number | null;
  status_dokumen: number;
  kelengkapan: number;
  submitable: number;
  status_nomor: number | null;
}
