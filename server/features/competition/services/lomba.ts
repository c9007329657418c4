import { and, count } from 'drizzle-orm';
import { getResource } from '../../../../resources';
import { parseListQuery } from '../../../crud/listQuery';
import { selectListPage } from '../../../crud/listSql';
import { scopeConditions } from '../../../crud/scope';
import { listConditions } from '../../../crud/where';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi } from '../../../platform/db/schema';
import type { AuthUser } from '../../../platform/auth/users';

/** What GET /api/lomba/lookup takes (spec 7), all optional. */
export interface LombaQuery {
  tahun?: number;
  inovasi_status?: number;
  search?: string;
  page?: number;
  per_page?: number;
}

/**
 * The competition entries of the account's scope (GET /api/lomba/lookup): the rows of the
 * `lomba_inovasi` resource, read by the same list statement as /api/crud (region, own entries
 * for opd and upt, allowed years, no index records, `lomba = 1`), so a row has the innovation
 * list's shape: the record, `_labels` of its references and `_registrasi` (status_nomor,
 * setuju). Newest entries first.
 */
export async function lombaLookup(db: Db, user: AuthUser, q: LombaQuery) {
  const resource = getResource('lomba_inovasi')!;
  const query: Record<string, string[]> = {};
  if (q.tahun !== undefined) query.tahun = [String(q.tahun)];
  if (q.inovasi_status !== undefined) query.inovasi_status = [String(q.inovasi_status)];
  if (q.search) query.search = [q.search];
  const list = parseListQuery(resource, query);
  const page = q.page ?? 0;
  const perPage = q.per_page || 20;
  const scope = await scopeConditions(db, resource, iga2020_inovasi, user, { list: true });
  const where = and(...listConditions(resource, iga2020_inovasi, list), ...scope);
  const result = await selectListPage(db, resource, iga2020_inovasi, {
    where,
    orderKeys: ['id'],
    direction: 'desc',
    limit: perPage,
    offset: page * perPage,
    withTotal: true,
    labels: true,
  });
  let total = result.total ?? 0;
  if (result.rows.length === 0 && page > 0) {
    const [n] = await db.select({ n: count() }).from(iga2020_inovasi).where(where);
    total = Number(n?.n ?? 0);
  }
  return { data: result.rows, total };
}
