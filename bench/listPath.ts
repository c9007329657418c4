/**
 * `node --import tsx bench/listPath.ts`: the crud list query in process, without HTTP, the way
 * Drizzle's select builder runs it (as the router did before) beside server/crud/listSql.ts,
 * on the demo data in a fresh database (PGlite in memory, or PostgreSQL with DATABASE_URL).
 * Checks both answer the same rows, then prints wall and CPU time per query for each, twice.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getResource } from '../resources';
import { columnsOf, listSelection, serializeRow } from '../server/crud/columns';
import { selectListPage } from '../server/crud/listSql';
import { TABLES } from '../server/crud/tables';
import { seed } from '../server/seed';
import { memoryStorage } from '../server/platform/storage/storage';
import { openFreshDb } from '../tests/helpers/freshDb';

const ROUNDS = 2;
const QUERIES = Number(process.env.QUERIES ?? 400);

const handle = await openFreshDb('bench_listpath');
try {
  await seed(handle.db, { demo: true, adminPassword: 'Demo#2026', storage: memoryStorage() });
  const resource = getResource('iga2020_inovasi')!;
  const table = TABLES.iga2020_inovasi!;
  const cols = columnsOf(table);
  const where = () => and(ne(cols.is_index!, 1), eq(cols.tahun!, 2024));

  const builder = async () => {
    const rows = (await handle.db
      .select({
        ...listSelection(resource, table),
        __total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(table)
      .where(where())
      .orderBy(asc(cols.nama!), asc(cols.id!))
      .limit(20)) as Record<string, unknown>[];
    return rows.map(({ __total: _t, ...row }) => serializeRow(table, row));
  };
  const cached = async () =>
    (
      await selectListPage(handle.db, resource, table, {
        where: where(),
        orderKeys: ['nama', 'id'],
        direction: 'asc',
        limit: 20,
        offset: 0,
        withTotal: true,
      })
    ).rows;

  const same = JSON.stringify(await builder()) === JSON.stringify(await cached());
  console.log(`${handle.kind}: same rows from both: ${same}`);
  if (!same) process.exitCode = 1;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, run] of [
      ['drizzle select builder', builder],
      ['listSql (cached plan)', cached],
    ] as const) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let i = 0; i < QUERIES; i++) await run();
      const cpu = process.cpuUsage(cpu0);
      const wall = (performance.now() - t0) / QUERIES;
      const cpuMs = (cpu.user + cpu.system) / 1000 / QUERIES;
      console.log(
        `  round ${round}, ${name.padEnd(22)} ${wall.toFixed(2)} ms wall, ${cpuMs.toFixed(2)} ms CPU per query`,
      );
    }
  }
} finally {
  await handle.drop();
}
