import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ACTIONS } from '../../domain/actions';
import { hasAnyRole } from '../../domain/roles';
import { SCREEN_ROLES } from '../../domain/screens';
import type { AppEnv } from '../context';
import { iga2020_inovasi, profil_pemda } from '../db/schema';
import { badParam, fail, MESSAGES } from '../http';
import {
  ARSIP_YEARS,
  arsipPage,
  arsipRows,
  arsipWhere,
  passThrough,
  writeArsipExcel,
  writeArsipPdf,
  type ArsipFilter,
} from '../services/arsip';
import { recordActivity } from '../services/audit';
import { attachmentHeader } from '../services/documentFile';
import { pathId } from './documentForm';
import { loggedIn } from './profileAccess';

type Ctx = Context<AppEnv>;

const int = (c: Ctx, name: string, min: number, max: number) => {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw badParam(name);
  return Number(raw);
};

function reader(c: Ctx) {
  const user = loggedIn(c);
  if (!hasAnyRole(user.roles, SCREEN_ROLES.arsip)) throw fail(403, MESSAGES.forbidden);
  return user;
}

/** The filter of spec 2 arsip: a year of 2005-2022, a stage (-1 or absent: all), a search. */
function filterOf(c: Ctx): ArsipFilter {
  const stage = int(c, 'inovasi_status', -1, 2);
  return {
    tahun: int(c, 'tahun', ARSIP_YEARS.from, ARSIP_YEARS.to),
    inovasi_status: stage === undefined || stage === -1 ? undefined : stage,
    search: c.req.query('search')?.slice(0, 100),
  };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The archive (spec 2 arsip, issue 8 item 5): innovations of 2005-2022 in the account's
 * region scope, its list and its exports of every matching row, streamed (no cap), and
 * delete for admin and superadmin.
 */
export const arsipRoutes = new Hono<AppEnv>()
  .get('/arsip', async (c) => {
    const user = reader(c);
    const where = await arsipWhere(c.var.db, user, filterOf(c));
    const orderBy = c.req.query('orderBy') ?? 'nama';
    if (orderBy !== 'nama' && orderBy !== 'tahun') throw badParam('orderBy');
    const dir = c.req.query('orderDirection') ?? 'asc';
    if (dir !== 'asc' && dir !== 'desc') throw badParam('orderDirection');
    const page = await arsipPage(c.var.db, where, {
      page: int(c, 'page', 0, 100000) ?? 0,
      perPage: int(c, 'per_page', 1, 100) ?? 20,
      orderBy,
      dir,
    });
    return c.json({ status: 1, ...page });
  })
  .get('/arsip/download-excel', (c) => download(c, 'excel'))
  .get('/arsip/download-pdf', (c) => download(c, 'pdf'))
  .delete('/arsip/:id{[0-9]+}', remove);

async function download(c: Ctx, format: 'excel' | 'pdf') {
  const user = reader(c);
  const where = await arsipWhere(c.var.db, user, filterOf(c));
  await recordActivity(c.var.db, {
    actor: user,
    name: 'download',
    resource: 'arsip',
    data: [{ name: 'format', value: format }],
  });
  const out = passThrough();
  const rows = arsipRows(c.var.db, where);
  const done =
    format === 'excel'
      ? writeArsipExcel(rows, out)
      : writeArsipPdf(rows, out, c.var.deps.clock.now());
  done.catch((err: unknown) => out.destroy(err as Error));
  const name = `Arsip Inovasi Daerah.${format === 'excel' ? 'xlsx' : 'pdf'}`;
  return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
    'content-type': format === 'excel' ? XLSX : 'application/pdf',
    'content-disposition': attachmentHeader(name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

/** Spec 6: edit and delete in the archive for admin and superadmin only. */
async function remove(c: Ctx) {
  const user = loggedIn(c);
  if (!hasAnyRole(user.roles, ACTIONS['arsip.delete'].roles)) throw fail(403, MESSAGES.forbidden);
  const id = pathId(c, 'id');
  const where = await arsipWhere(c.var.db, user, {});
  // Only an archive row (2005-2022) the account may read; a current one is deleted elsewhere.
  const [row] = await c.var.db
    .select({ id: iga2020_inovasi.id, nama: iga2020_inovasi.nama })
    .from(iga2020_inovasi)
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .where(and(where, eq(iga2020_inovasi.id, id)))
    .limit(1);
  if (!row) throw fail(404, MESSAGES.notFound);
  await c.var.db.delete(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
  await recordActivity(c.var.db, {
    actor: user,
    name: 'delete',
    resource: 'iga2020_inovasi',
    recordId: id,
    data: [{ name: 'nama', value: row.nama }],
  });
  return c.json({ status: 1 });
}
