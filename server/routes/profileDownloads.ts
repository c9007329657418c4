import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ACTIONS } from '../../domain/actions';
import { hasAnyRole } from '../../domain/roles';
import { seesVerification } from '../../domain/verificationVisibility';
import type { AppEnv } from '../context';
import { hooksFor } from '../crud/hooks';
import { iga2020_inovasi } from '../db/schema';
import { recordActivity } from '../services/audit';
import { attachmentHeader } from '../services/documentFile';
import { streamProfileExcel } from '../services/profileExcel';
import { renderProfilePdf } from '../services/profilePdf';
import {
  loadProfileReport,
  profileReportFile,
  type ProfileReport,
} from '../services/profileReport';
import { INNOVATION_REPORT, REGION_REPORT } from '../services/reportSources';
import { idParam, parseParams } from '../validate';
import { readableInnovation } from './innovationAccess';
import { readableProfile } from './profileAccess';
import { checkAllowedYear, queryYear } from './yearParam';

type Ctx = Context<AppEnv>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DownloadParams = z.object({ id: idParam });

/** A download's content and the activity entry it leaves. */
interface Download {
  report: ProfileReport;
  resource: 'profil_pemda' | 'iga2020_inovasi';
  activity: 'unduh_profil' | 'unduh_inovasi';
  recordId: number;
}

/** One unit's pair of downloads: its path and how a request becomes its report. */
interface DownloadUnit {
  /** `/{path}/download-pdf/{id}` and `/{path}/download-excel/{id}` (spec 7). */
  path: 'profil' | 'inovasi';
  /** The id's path pattern: an innovation's takes digits only (else no route, a 404). */
  id: ':id' | ':id{[0-9]+}';
  /** The record in the account's reach (401, 403, 404 as reading it) and what it may see. */
  open(c: Ctx, id: number): Promise<Download>;
}

/**
 * The region profile: same read access and scoping as the profile, the year asked for
 * (`?tahun=`, else the current period; 400 outside data_tahun_all except for staff), and the
 * score columns and the verifier's notes only for the roles that score (spec 6).
 */
const REGION: DownloadUnit = {
  path: 'profil',
  id: ':id',
  async open(c, id) {
    const profile = await readableProfile(c, id);
    const tahun = await queryYear(c);
    await checkAllowedYear(c, tahun);
    const scores = seesVerification(c.var.user!.roles);
    const report = await loadProfileReport(c.var.db, REGION_REPORT, profile, tahun, {
      scores,
      verification: scores,
    });
    return { report, resource: 'profil_pemda', activity: 'unduh_profil', recordId: profile.id };
  },
};

/**
 * The innovation profile, of its own year, to the readers of its indicators. The verifier's
 * points and notes are in for the reviewing roles, and for everyone once a verifier has decided
 * (issue 9: the review screens' "download summary").
 */
const INNOVATION: DownloadUnit = {
  path: 'inovasi',
  id: ':id{[0-9]+}',
  async open(c, id) {
    const inovasi = await readableInnovation(c, id);
    const context = await hooksFor(iga2020_inovasi).recordContext!(c.var.db, inovasi);
    const decided = context.status_nomor === 1 || context.status_nomor === 2;
    const reviewer = hasAnyRole(c.var.user!.roles, ACTIONS['inovasi.read_verification'].roles);
    const report = await loadProfileReport(c.var.db, INNOVATION_REPORT, inovasi, inovasi.tahun, {
      scores: true,
      verification: decided || reviewer,
    });
    return { report, resource: 'iga2020_inovasi', activity: 'unduh_inovasi', recordId: inovasi.id };
  },
};

/**
 * The unit's report for the account, logged: a report carries the answers and, for verifiers,
 * the scores.
 */
async function download(c: Ctx, unit: DownloadUnit, format: 'pdf' | 'xlsx') {
  const { id } = parseParams(DownloadParams, { id: c.req.param('id') });
  const { report, resource, activity, recordId } = await unit.open(c, id);
  await recordActivity(c.var.db, {
    actor: c.var.user!,
    name: activity,
    resource,
    recordId,
    data: [
      { name: 'tahun', value: report.tahun },
      { name: 'format', value: format },
    ],
  });
  return report;
}

const headers = (type: string, name: string) => ({
  'content-type': type,
  'content-disposition': attachmentHeader(name),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/** The PDF (whole, with its length) and the Excel file (streamed) of one unit. */
const downloadRoutes = (unit: DownloadUnit) =>
  new Hono<AppEnv>()
    .get(`/${unit.path}/download-pdf/${unit.id}`, async (c) => {
      const report = await download(c, unit, 'pdf');
      const pdf = await renderProfilePdf(report, c.var.deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, {
        ...headers('application/pdf', profileReportFile(report, 'pdf')),
        'content-length': String(pdf.byteLength),
      });
    })
    .get(`/${unit.path}/download-excel/${unit.id}`, async (c) => {
      const report = await download(c, unit, 'xlsx');
      return c.body(
        streamProfileExcel(report),
        200,
        headers(XLSX, profileReportFile(report, 'xlsx')),
      );
    });

/**
 * Spec 7 `/profil/download-pdf|download-excel/{id}` (a region's profile with every region
 * indicator of the period, its answer, scores, note and documents) and
 * `/inovasi/download-pdf|download-excel/{id}` (an innovation's profile, its indicator answers
 * with points and its documents). The bearer token like every call (the app has no download
 * token).
 */
export const profileDownloadRoutes = new Hono<AppEnv>()
  .route('/', downloadRoutes(REGION))
  .route('/', downloadRoutes(INNOVATION));
