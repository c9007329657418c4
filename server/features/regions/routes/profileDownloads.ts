import { z } from '@hono/zod-openapi';
import { mayAct } from '../../../../domain/actions';
import type { Context } from 'hono';
import { seesVerification } from '../../../../domain/verificationVisibility';
import type { AppEnv } from '../../../platform/http/context';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, fileAnswer, Id, json } from '../../../platform/openapi/schemas';
import { recordActivity } from '../../../platform/db/audit';
import { attachmentHeader } from '../../../platform/http/attachment';
import { streamProfileExcel } from '../services/profileExcel';
import { renderProfilePdf } from '../services/profilePdf';
import {
  loadProfileReport,
  profileReportFile,
  type ProfileReport,
} from '../services/profileReport';
import { INNOVATION_REPORT, REGION_REPORT } from '../services/reportSources';
import { innovationTableHooks } from '../../innovations/services/tableHooks';
import { digitsOnlyId, readableInnovation } from '../../innovations/services/innovationAccess';
import { profileInScope } from '../services/profileAccess';
import { checkAllowedYear, YearQuery, yearOrActive } from '../../../platform/http/yearParam';

type Ctx = Context<AppEnv>;
type Format = 'pdf' | 'xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILES = {
  pdf: { type: 'application/pdf', what: 'Berkas PDF (A4 lanskap)' },
  xlsx: { type: XLSX, what: 'Berkas Excel (lembar Profil dan Indikator)' },
} as const;

/** A download's content and the activity entry it leaves. */
interface Download {
  report: ProfileReport;
  resource: 'profil_pemda' | 'iga2020_inovasi';
  activity: 'unduh_profil' | 'unduh_inovasi';
  recordId: number;
}

/**
 * One unit's report for the account: the record in its scope (404; the roles are the route's
 * declared access), and what it may see of the verification.
 */
type OpenUnit = (c: Ctx, id: number, tahun: number | undefined) => Promise<Download>;

/**
 * The region profile: same read access and scoping as the profile, the year asked for
 * (`?tahun=`, else the current period; 400 outside data_tahun_all except for staff), and the
 * score columns and the verifier's notes only for the roles that score (spec 6).
 */
const openRegion: OpenUnit = async (c, id, asked) => {
  const profile = await profileInScope(c, id);
  const tahun = await yearOrActive(c, asked);
  await checkAllowedYear(c, tahun);
  const scores = seesVerification(c.var.account.roles);
  const report = await loadProfileReport(c.var.db, REGION_REPORT, profile, tahun, {
    scores,
    verification: scores,
  });
  return { report, resource: 'profil_pemda', activity: 'unduh_profil', recordId: profile.id };
};

/**
 * The innovation profile, of its own year, to the readers of its indicators. The verifier's
 * points and notes are in for the reviewing roles, and for everyone once a verifier has decided
 * (issue 9: the review screens' "download summary").
 */
const openInnovation: OpenUnit = async (c, id) => {
  const inovasi = await readableInnovation(c, id);
  const context = await innovationTableHooks().recordContext!(c.var.db, inovasi);
  const decided = context.status_nomor === 1 || context.status_nomor === 2;
  const reviewer = mayAct('inovasi.read_verification', c.var.account.roles);
  const report = await loadProfileReport(c.var.db, INNOVATION_REPORT, inovasi, inovasi.tahun, {
    scores: true,
    verification: decided || reviewer,
  });
  return { report, resource: 'iga2020_inovasi', activity: 'unduh_inovasi', recordId: inovasi.id };
};

const headers = (type: string, name: string) => ({
  'content-type': type,
  'content-disposition': attachmentHeader(name),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/**
 * The unit's report for the account, logged (a report carries the answers and, for verifiers,
 * the scores): the PDF whole, with its length, the Excel file streamed.
 */
async function send(c: Ctx, open: OpenUnit, format: Format, id: number, tahun?: number) {
  const { report, resource, activity, recordId } = await open(c, id, tahun);
  await recordActivity(c.var.db, {
    actor: c.var.account,
    name: activity,
    resource,
    recordId,
    data: [
      { name: 'tahun', value: report.tahun },
      { name: 'format', value: format },
    ],
  });
  const name = profileReportFile(report, format);
  if (format === 'xlsx') return c.body(streamProfileExcel(report), 200, headers(XLSX, name));
  const pdf = await renderProfilePdf(report, c.var.deps.clock.now());
  return c.body(new Uint8Array(pdf), 200, {
    ...headers('application/pdf', name),
    'content-length': String(pdf.byteLength),
  });
}

const IdParams = z.object({ id: Id });

/** A region profile's download: the profile's readers, the year asked for. */
const regionDownload = <const P extends string>(path: P, format: Format) =>
  apiRoute({
    method: 'get',
    path,
    tags: ['Unduhan'],
    summary: `Profil daerah dengan indikator, jawaban, skor dan dokumennya (${format})`,
    access: { action: 'profil.read' },
    request: { params: IdParams, query: YearQuery },
    responses: {
      200: fileAnswer(FILES[format].what, FILES[format].type),
      400: json(Failure, 'Parameter tidak valid, atau tahun di luar data_tahun_all'),
      404: json(Failure, 'Profil tidak ada atau di luar lingkup akun'),
    },
  });

/** An innovation's download: the readers of its indicators, its own year. */
const innovationDownload = <const P extends string>(path: P, format: Format) =>
  apiRoute({
    method: 'get',
    path,
    tags: ['Unduhan'],
    summary: `Profil inovasi dengan indikator, jawaban, poin dan dokumennya (${format})`,
    access: { action: 'inovasi.read' },
    request: { params: IdParams },
    responses: {
      200: fileAnswer(FILES[format].what, FILES[format].type),
      404: json(Failure, 'Inovasi tidak ada atau di luar lingkup akun'),
    },
  });

/**
 * Spec 7 `/profil/download-pdf|download-excel/{id}` (a region's profile with every region
 * indicator of the period, its answer, scores, note and documents) and
 * `/inovasi/download-pdf|download-excel/{id}` (an innovation's profile, its indicator answers
 * with points and its documents): one report writer, one sender, per unit. The bearer token like
 * every call (the app has no download token).
 */
export const profileDownloadRoutes = digitsOnlyId(
  createRouter(),
  '/inovasi/download-pdf/:id',
  '/inovasi/download-excel/:id',
)
  .openapi(regionDownload('/profil/download-pdf/{id}', 'pdf'), (c) =>
    send(c, openRegion, 'pdf', c.req.valid('param').id, c.req.valid('query').tahun),
  )
  .openapi(regionDownload('/profil/download-excel/{id}', 'xlsx'), (c) =>
    send(c, openRegion, 'xlsx', c.req.valid('param').id, c.req.valid('query').tahun),
  )
  .openapi(innovationDownload('/inovasi/download-pdf/{id}', 'pdf'), (c) =>
    send(c, openInnovation, 'pdf', c.req.valid('param').id),
  )
  .openapi(innovationDownload('/inovasi/download-excel/{id}', 'xlsx'), (c) =>
    send(c, openInnovation, 'xlsx', c.req.valid('param').id),
  );

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => profileDownloadRoutes);
