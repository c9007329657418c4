import { Hono, type Context } from 'hono';
import { rolesFor } from '../../domain/innovationWorkflow';
import { reportFileName } from '../../domain/profileReport';
import { hasAnyRole } from '../../domain/roles';
import { REPORT_TEXT } from '../../i18n/id/report';
import type { AppEnv } from '../context';
import { hooksFor } from '../crud/hooks';
import { iga2020_inovasi } from '../db/schema';
import { recordActivity } from '../services/audit';
import { attachmentHeader } from '../services/documentFile';
import { loadInnovationReport } from '../services/innovationReport';
import { renderProfilePdf } from '../services/profilePdf';
import { streamProfileExcel } from '../services/profileExcel';
import { pathId } from './documentForm';
import { readableInnovation } from './innovationAccess';

type Ctx = Context<AppEnv>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The innovation in the account's reach (403 / 404 as reading its indicators) and its report.
 * The verifier's points and notes are in for the reviewing roles, and for everyone once a
 * verifier has decided (issue 9). The download is logged.
 */
async function report(c: Ctx, format: 'pdf' | 'xlsx') {
  const inovasi = await readableInnovation(c, pathId(c, 'id'));
  const context = await hooksFor(iga2020_inovasi).recordContext!(c.var.db, inovasi);
  const decided = context.status_nomor === 1 || context.status_nomor === 2;
  const reviewer = hasAnyRole(c.var.user!.roles, [...rolesFor('setujui'), 'quality_control']);
  const data = await loadInnovationReport(c.var.db, inovasi, {
    verification: decided || reviewer,
  });
  await recordActivity(c.var.db, {
    actor: c.var.user!,
    name: 'unduh_inovasi',
    resource: 'iga2020_inovasi',
    recordId: inovasi.id,
    data: [
      { name: 'tahun', value: inovasi.tahun },
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

const fileName = (nama: string, tahun: number, ext: 'pdf' | 'xlsx') =>
  reportFileName(nama, tahun, ext, REPORT_TEXT.inovasi.file);

/**
 * Spec 7 `/inovasi/download-pdf/{id}` and `/inovasi/download-excel/{id}`: the full innovation
 * profile, its indicator answers with points and its documents list. Also the review screens'
 * "download summary" (issue 9): for reviewers it carries the verified points and reasons.
 */
export const innovationDownloadRoutes = new Hono<AppEnv>()
  .get('/inovasi/download-pdf/:id{[0-9]+}', async (c) => {
    const data = await report(c, 'pdf');
    const pdf = await renderProfilePdf(data, c.var.deps.clock.now());
    return c.body(new Uint8Array(pdf), 200, {
      ...headers('application/pdf', fileName(data.profile.nama, data.tahun, 'pdf')),
      'content-length': String(pdf.byteLength),
    });
  })
  .get('/inovasi/download-excel/:id{[0-9]+}', async (c) => {
    const data = await report(c, 'xlsx');
    return c.body(
      streamProfileExcel(data),
      200,
      headers(XLSX, fileName(data.profile.nama, data.tahun, 'xlsx')),
    );
  });
