import { Hono, type Context } from 'hono';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getResource } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { fail, MESSAGES } from '../http';
import { parseJson } from '../validate';
import { diffRecords, recordActivity } from '../services/audit';
import { authorize } from './access';
import { columnsOf, listSelection, serializeRow } from './columns';
import { mapDbError } from './dbErrors';
import { parseListQuery } from './listQuery';
import { writeErrors } from './messages';
import { TABLES } from './tables';
import { allOf, listConditions } from './where';
import { writeSchema, type WriteMode } from './writeSchema';

type Ctx = Context<AppEnv>;

function target(c: Ctx): { resource: ResourceConfig; table: PgTable; idCol: AnyPgColumn } {
  const resource = getResource(c.req.param('resource') ?? '');
  const table = resource && TABLES[resource.name];
  if (!resource || !table) throw fail(404, MESSAGES.unknownResource);
  return { resource, table, idCol: columnsOf(table).id! };
}

function recordId(c: Ctx): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw fail(404, MESSAGES.notFound);
  return Number(raw);
}

async function findById(db: Db, table: PgTable, idCol: AnyPgColumn, id: number) {
  const rows = await db.select().from(table).where(eq(idCol, id)).limit(1);
  return (rows[0] as Record<string, unknown> | undefined) ?? null;
}

async function validated(c: Ctx, resource: ResourceConfig, table: PgTable, mode: WriteMode) {
  const body = await parseJson(c);
  const parsed = writeSchema(resource, table, mode).safeParse(body);
  if (!parsed.success) throw fail(422, MESSAGES.invalid, writeErrors(parsed.error));
  return parsed.data;
}

export const crudRouter = new Hono<AppEnv>()
  .get('/:resource', async (c) => {
    const { resource, table, idCol } = target(c);
    authorize(c, resource, 'list');
    const q = parseListQuery(resource, c.req.queries());
    const where = allOf(listConditions(resource, table, q));
    const cols = columnsOf(table);
    const order = q.orderDirection === 'asc' ? asc : desc;
    // The total rides along as a window count: one round trip for page and total.
    const rows = (await c.var.db
      .select({
        ...listSelection(resource, table),
        __total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(table)
      .where(where)
      .orderBy(order(cols[q.orderBy] ?? idCol), order(idCol))
      .limit(q.perPage)
      .offset(q.page * q.perPage)) as Record<string, unknown>[];
    let total = Number(rows[0]?.__total ?? 0);
    if (rows.length === 0 && q.page > 0) {
      const [n] = await c.var.db.select({ n: count() }).from(table).where(where);
      total = Number(n?.n ?? 0);
    }
    const data = rows.map(({ __total: _t, ...r }) => serializeRow(table, r));
    return c.json({ status: 1, data, total });
  })
  .get('/:resource/lookup', async (c) => {
    const { resource, table, idCol } = target(c);
    authorize(c, resource, 'lookup');
    const query = c.req.queries();
    const q = parseListQuery(resource, query);
    const where = allOf(listConditions(resource, table, q));
    const labelCol = columnsOf(table)[resource.recordLabel] ?? idCol;
    const byIds = q.filters.has('id');
    const limit = byIds ? 500 : query.per_page ? q.perPage : 50;
    const rows = await c.var.db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(labelCol), asc(idCol))
      .limit(limit);
    const data = rows.map((r) => {
      const row = serializeRow(table, r as Record<string, unknown>);
      return { ...row, id: row.id, label: String(row[resource.recordLabel] ?? row.id) };
    });
    return c.json({ status: 1, data });
  })
  .get('/:resource/:id', async (c) => {
    const { resource, table, idCol } = target(c);
    authorize(c, resource, 'show');
    const row = await findById(c.var.db, table, idCol, recordId(c));
    if (!row) throw fail(404, MESSAGES.notFound);
    return c.json({ status: 1, data: serializeRow(table, row) });
  })
  .post('/:resource', async (c) => {
    const { resource, table } = target(c);
    authorize(c, resource, 'create');
    const values = await validated(c, resource, table, 'create');
    const user = c.var.user!;
    if ('created_by' in columnsOf(table)) values.created_by = user.id;
    const created = await c.var.db
      .transaction(async (tx) => {
        const [row] = await tx.insert(table).values(values).returning();
        const rec = row as Record<string, unknown>;
        await recordActivity(tx as unknown as Db, {
          actor: user,
          name: 'create',
          resource: resource.name,
          recordId: rec.id as number,
          data: diffRecords(null, rec),
        });
        return rec;
      })
      .catch((e: unknown) => mapDbError(e, 'write'));
    return c.json({ status: 1, data: serializeRow(table, created) }, 201);
  })
  .on(['POST', 'PUT'], '/:resource/:id', async (c) => {
    const { resource, table, idCol } = target(c);
    authorize(c, resource, 'update');
    const id = recordId(c);
    const values = await validated(c, resource, table, 'update');
    const user = c.var.user!;
    if ('updated_at' in columnsOf(table)) values.updated_at = sql`now()`;
    const updated = await c.var.db
      .transaction(async (tx) => {
        const before = await findById(tx as unknown as Db, table, idCol, id);
        if (!before) throw fail(404, MESSAGES.notFound);
        const [row] = await tx.update(table).set(values).where(eq(idCol, id)).returning();
        const after = row as Record<string, unknown>;
        await recordActivity(tx as unknown as Db, {
          actor: user,
          name: 'update',
          resource: resource.name,
          recordId: id,
          data: diffRecords(before, after),
        });
        return after;
      })
      .catch((e: unknown) => mapDbError(e, 'write'));
    return c.json({ status: 1, data: serializeRow(table, updated) });
  })
  .delete('/:resource/:id', async (c) => {
    const { resource, table, idCol } = target(c);
    authorize(c, resource, 'delete');
    const id = recordId(c);
    const user = c.var.user!;
    const deleted = await c.var.db
      .transaction(async (tx) => {
        const rows = await tx
          .delete(table)
          .where(inArray(idCol, [id]))
          .returning();
        const before = rows[0] as Record<string, unknown> | undefined;
        if (!before) throw fail(404, MESSAGES.notFound);
        await recordActivity(tx as unknown as Db, {
          actor: user,
          name: 'delete',
          resource: resource.name,
          recordId: id,
          data: diffRecords(before, null),
        });
        return before;
      })
      .catch((e: unknown) => mapDbError(e, 'delete'));
    return c.json({ status: 1, data: serializeRow(table, deleted) });
  });
