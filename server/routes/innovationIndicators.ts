import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { acceptsTrialResults } from '../../domain/innovationCompleteness';
import { summarizeAnswers } from '../../domain/indicatorSummary';
import type { AppEnv } from '../context';
import { hooksFor } from '../crud/hooks';
import { iga2020_inovasi } from '../db/schema';
import { fail, message } from '../http';
import { innovationIndicators } from '../services/indicatorSet';
import {
  loadInnovationAnswers,
  saveInnovationAnswers,
  type InnovationUnit,
} from '../services/innovationAnswers';
import { validJson } from '../validate';
import { pathId } from './documentForm';
import { readableInnovation, writableInnovation, type InnovationRow } from './innovationAccess';
import { loggedIn } from './profileAccess';
import { JawabanBody } from './regionIndicators';
import { queryYear } from './yearParam';

type Ctx = Context<AppEnv>;

/** What the indicator screens show of the innovation above its answers. */
const innovationHead = (row: InnovationRow, status_nomor: number | null) => ({
  id: row.id,
  nama: row.nama,
  tahun: row.tahun,
  profil_id: row.profil_id,
  inovasi_status: row.inovasi_status,
  status_dokumen: row.status_dokumen,
  kelengkapan: row.kelengkapan,
  submitable: row.submitable,
  /** The registration status (null: never sent): the screens' edit rule reads it (spec 4). */
  status_nomor,
});

/** The period's innovation indicator set (the trial results use the same set). */
async function indicatorSet(c: Ctx) {
  loggedIn(c);
  const tahun = await queryYear(c);
  const { periode, indikator } = await innovationIndicators(c.var.db, tahun);
  return c.json({ status: 1, tahun, periode, data: indikator });
}

const answers = (unit: InnovationUnit) => async (c: Ctx) => {
  const row = await readableInnovation(c, pathId(c, 'id'));
  const context = await hooksFor(iga2020_inovasi).recordContext!(c.var.db, row);
  const statusNomor = (context.status_nomor as number | null) ?? null;
  const decided = statusNomor === 1 || statusNomor === 2;
  const { periode, rows } = await loadInnovationAnswers(
    c.var.db,
    row,
    unit,
    c.var.user!.roles,
    decided,
  );
  return c.json({
    status: 1,
    tahun: row.tahun,
    periode,
    inovasi: innovationHead(row, statusNomor),
    ringkasan: summarizeAnswers(rows),
    data: rows,
  });
};

type Body = z.infer<typeof JawabanBody>;

async function save(c: Ctx, unit: InnovationUnit, { tahun, jawaban }: Body) {
  // Roles (403), in scope (404), the edit rule of spec 4 (409: expired, sent, period closed).
  const row = await writableInnovation(c, pathId(c, 'id'));
  if (unit === 'ujicoba' && !acceptsTrialResults(row.inovasi_status)) {
    throw fail(409, message('trialNotYet'));
  }
  const data = await saveInnovationAnswers(c.var.db, c.var.user!, row, unit, tahun, jawaban);
  return c.json({ status: 1, message: message('answersSaved'), data });
}

/**
 * Innovation indicators and trial results (spec 7, issue 8 item 3): the same answer contract as
 * /api/daerah/{profilId}/indikator, for one innovation. Saving keeps the innovation's
 * completeness (status_dokumen, kelengkapan, kematangan, submitable) up to date.
 */
export const innovationIndicatorRoutes = new Hono<AppEnv>()
  .get('/indikator/inovasi', indicatorSet)
  .get('/indikator/inovasi/ujicoba', indicatorSet)
  .get('/inovasi/:id{[0-9]+}/indikator', answers('inovasi'))
  .get('/inovasi/:id{[0-9]+}/indikator/ujicoba', answers('ujicoba'))
  .post('/inovasi/:id{[0-9]+}/indikator', ...validJson(JawabanBody), (c) =>
    save(c, 'inovasi', c.req.valid('json')),
  )
  .post('/inovasi/:id{[0-9]+}/indikator/ujicoba', ...validJson(JawabanBody), (c) =>
    save(c, 'ujicoba', c.req.valid('json')),
  );
