import { Hono, type Context } from 'hono';
import { ACTIONS } from '../../domain/actions';
import { jakartaDate } from '../../domain/format';
import { reportFileName } from '../../domain/profileReport';
import { hasAnyRole } from '../../domain/roles';
import { ALL_YEARS_ROLES } from '../../domain/scoping';
import type { AppEnv } from '../context';
import { allowedYears, allSettings } from '../crud/settingsCache';
import { badParam, fail, MESSAGES } from '../http';
import { recordActivity } from '../services/audit';
import { attachmentHeader } from '../services/documentFile';
import { renderProfilePdf } from '../services/profilePdf';
import { streamProfileExcel } from '../services/profileExcel';
import { loadProfileReport } from '../services/profileReport';
import { pathId } from './documentForm';
import { readableProfile } from './profileAccess';

type Ctx = Context<AppEnv>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `?tahun=` (a year), else the `tahun_aktif` setting, else the current Jakarta year. */
async function yearOf(c: Ctx): Promise<number> {
  const raw = c.req.query('tahun');
  if (raw !== undefined && raw !== '') {
    if (!/^\d{4}$/.test(raw) || Number(raw) < 2000 || Number(raw) > 2100) throw badParam('tahun');
    return Number(raw);
  }
  const active = Number((await allSettings(c.var.db)).tahun_aktif);
  return Number.isInteger(active) && active >= 2000
    ? active
    : Number(jakartaDate(c.var.deps.clock.now()).slice(0, 4));
}

/**
 * Accounts other than staff read only the years of `data_tahun_all`, as in every year-scoped
 * list (server/crud/scope.ts); an empty setting restricts nothing here.
 */
async function checkYear(c: Ctx, tahun: number) {
  if (hasAnyRole(c.var.user!.roles, ALL_YEARS_ROLES)) return;
  const years = await allowedYears(c.var.db);
  if (years.length > 0 && !years.includes(tahun)) throw fail(400, MESSAGES.yearOutside);
}

/**
 * The profile in the account's reach (403 / 404 as reading the profile) and its report. The
 * download is logged: a report carries the region's answers and, for verifiers, the scores.
 */
async function report(c: Ctx, format: 'pdf' | 'xlsx') {
  const profile = await readableProfile(c, pathId(c, 'id'));
  const tahun = await yearOf(c);
  await checkYear(c, tahun);
  // Spec 6: the score columns (and the verifier's notes) only for the roles that score.
  const scores = hasAnyRole(c.var.user!.roles, ACTIONS['skor.verify'].roles);
  const data = await loadProfileReport(c.var.db, profile, tahun, { scores });
  await recordActivity(c.var.db, {
    actor: c.var.user!,
    name: 'unduh_profil',
    resource: 'profil_pemda',
    recordId: profile.id,
    data: [
      { name: 'tahun', value: tahun },
      { name: 'format', value: format },
    ],
  });
  return data;
}

const headers = (type: string, name: string) => ({
  'content-type': type,
  'content-disposition': attachmentHeader(name),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/**
 * Spec 7 `/profil/download-pdf/{id}` and `/profil/download-excel/{id}`: the region profile with
 * every region indicator of the period, its answer, scores, note and documents. Same read access
 * and scoping as the profile; the bearer token like every call (the app has no download token).
 */
export const profileDownloadRoutes = new Hono<AppEnv>()
  .get('/profil/download-pdf/:id', async (c) => {
    const data = await report(c, 'pdf');
    const pdf = await renderProfilePdf(data, c.var.deps.clock.now());
    return c.body(new Uint8Array(pdf), 200, {
      ...headers('application/pdf', reportFileName(data.profile.nama, data.tahun, 'pdf')),
      'content-length': String(pdf.byteLength),
    });
  })
  .get('/profil/download-excel/:id', async (c) => {
    const data = await report(c, 'xlsx');
    return c.body(
      streamProfileExcel(data),
      200,
      headers(XLSX, reportFileName(data.profile.nama, data.tahun, 'xlsx')),
    );
  });
