import { Hono, type Context } from 'hono';
import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CrudAction } from '../../domain/access';
import { getResource } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import type { AppEnv } from '../platform/http/context';
import type { Db } from '../platform/db/client';
import { fail, MESSAGES } from '../platform/http/http';
import { authorize } from './access';
import { checkActionRule } from './actionRules';
import { declareChange } from '../platform/cache/declareChange';
import { auditedWrite, type AuditedWrite } from './auditedWrite';
import { columnsOf, serializeRow } from './columns';
import { hooksOf } from './hooks';
import { parseListQuery } from './listQuery';
import { extrasOf, listExtrasOf } from './listExtras';
import { prepareWrite } from './prepareWrite';
import { checkRecordRules } from './recordRules';
import { withLabels } from './referenceLabels';
import { scopeConditions } from './scope';
import { TABLES } from './tables';
import { selectListPage } from './listSql';
import { listConditions } from './where';

type Ctx = Context<AppEnv>;
interface Target {
  resource: ResourceConfig;
  table: PgTable;
  idCol: AnyPgColumn;
}

/** Resolves the resource (404 if unknown) and checks the action (401/403). */
function target(c: Ctx, action: CrudAction): Target {
  const resource = getResource(c.req.param('resource') ?? '');
  const table = resource && TABLES[resource.name];
  if (!resource || !table) throw fail(404, MESSAGES.unknownResource);
  authorize(c, resource, action);
  return { resource, table, idCol: columnsOf(table).id! };
}

function recordId(c: Ctx): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw fail(404, MESSAGES.notFound);
  return Number(raw);
}

// Variables are read with c.get(), not c.var: Hono's `var` getter copies every variable into a
// new object on each read, several times per request on the list path (docs/performance.md).
const scoped = (c: Ctx, t: Target, list: boolean) =>
  scopeConditions(c.get('db'), t.resource, t.table, c.get('user'), { list });

/** One row by id inside the account's scope; outside it is "not found", never a leak. */
async function findScoped(c: Ctx, db: Db, t: Target, id: number) {
  const conds: SQL[] = [eq(t.idCol, id), ...(await scoped(c, t, false))];
  const rows = await db
    .select()
    .from(t.table)
    .where(and(...conds))
    .limit(1);
  return (rows[0] as Record<string, unknown> | undefined) ?? null;
}

/** The audited-write context of a request on a resource. */
const writeOf = (c: Ctx, t: Target, before: Record<string, unknown> | null): AuditedWrite => ({
  db: c.get('db'),
  deps: c.get('deps'),
  user: c.get('user'),
  resource: t.resource.name,
  table: t.table,
  idCol: t.idCol,
  before,
  declare: (change) => declareChange(c, change),
});

export const crudRouter = new Hono<AppEnv>()
  .get('/:resource', async (c) => {
    const t = target(c, 'list');
    const q = parseListQuery(t.resource, c.req.queries());
    const where = and(...listConditions(t.resource, t.table, q), ...(await scoped(c, t, true)));
    const sortKey = columnsOf(t.table)[q.orderBy] ? q.orderBy : 'id';
    // The total rides along as a window count: one round trip for page and total.
    const page = await selectListPage(c.get('db'), t.resource, t.table, {
      where,
      orderKeys: [sortKey, 'id'],
      direction: q.orderDirection,
      limit: q.perPage,
      offset: q.page * q.perPage,
      withTotal: true,
      labels: true,
    });
    let total = page.total ?? 0;
    if (page.rows.length === 0 && q.page > 0) {
      const [n] = await c.get('db').select({ n: count() }).from(t.table).where(where);
      total = Number(n?.n ?? 0);
    }
    // Labels and list facts came in the page's own statement: no further query.
    return c.json({ status: 1, data: page.rows, total });
  })
  .get('/:resource/lookup', async (c) => {
    const t = target(c, 'lookup');
    const query = c.req.queries();
    const q = parseListQuery(t.resource, query);
    const where = and(...listConditions(t.resource, t.table, q), ...(await scoped(c, t, true)));
    const labelKey = columnsOf(t.table)[t.resource.recordLabel] ? t.resource.recordLabel : 'id';
    const limit = q.filters.has('id') ? 500 : query.per_page ? q.perPage : 50;
    const { rows } = await selectListPage(c.get('db'), t.resource, t.table, {
      where,
      orderKeys: [labelKey, 'id'],
      direction: 'asc',
      limit,
      offset: 0,
      withTotal: false,
      labelKey: t.resource.recordLabel,
    });
    return c.json({ status: 1, data: rows });
  })
  .get('/:resource/:id', async (c) => {
    const t = target(c, 'show');
    const row = await findScoped(c, c.get('db'), t, recordId(c));
    if (!row) throw fail(404, MESSAGES.notFound);
    const [data] = await withLabels(c.get('db'), t.resource, [serializeRow(t.table, row)]);
    const extras = listExtrasOf(t.resource.name);
    if (extras) {
      data![extras.key] = await extrasOf(
        c.get('db'),
        t.resource.name,
        getTableName(t.table),
        Number(row.id),
      );
    }
    return c.json({ status: 1, data });
  })
  .post('/:resource', async (c) => {
    const t = target(c, 'create');
    const { deps, user, db } = c.var;
    const values = await prepareWrite(c, t.resource, t.table, 'create', null);
    await checkActionRule(db, deps, t.resource, hooksOf(t.resource), 'create', user!, null, values);
    await checkRecordRules(db, t.resource, user!, null, values);
    const created = await auditedWrite(writeOf(c, t, null), { kind: 'create', values });
    return c.json({ status: 1, data: serializeRow(t.table, created) }, 201);
  })
  .on(['POST', 'PUT'], '/:resource/:id', async (c) => {
    const t = target(c, 'update');
    const id = recordId(c);
    const { deps, user, db } = c.var;
    const before = await findScoped(c, db, t, id);
    if (!before) throw fail(404, MESSAGES.notFound);
    await hooksOf(t.resource).guardRecord?.({ db, deps, before, user }, before);
    const values = await prepareWrite(c, t.resource, t.table, 'update', before);
    await checkActionRule(
      db,
      deps,
      t.resource,
      hooksOf(t.resource),
      'update',
      user!,
      before,
      values,
    );
    await checkRecordRules(db, t.resource, user!, before, values);
    if ('updated_at' in columnsOf(t.table)) values.updated_at = sql`now()`;
    const updated = await auditedWrite(writeOf(c, t, before), { kind: 'update', id, values });
    return c.json({ status: 1, data: serializeRow(t.table, updated) });
  })
  .delete('/:resource/:id', async (c) => {
    const t = target(c, 'delete');
    const id = recordId(c);
    const { deps, user, db } = c.var;
    const before = await findScoped(c, db, t, id);
    if (!before) throw fail(404, MESSAGES.notFound);
    await hooksOf(t.resource).guardRecord?.({ db, deps, before, user }, before);
    await checkActionRule(db, deps, t.resource, hooksOf(t.resource), 'delete', user!, before);
    await auditedWrite(writeOf(c, t, before), { kind: 'delete', id });
    return c.json({ status: 1, data: serializeRow(t.table, before) });
  });
