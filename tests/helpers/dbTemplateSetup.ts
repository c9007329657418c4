/**
 * vitest global setup: builds the run's template database (tests/helpers/dbTemplate.ts) once,
 * before any test file, on the database the run uses (DATABASE_URL, else PGlite), and removes it
 * when the run ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seed } from '../../server/seed';
import { memoryStorage } from '../../server/platform/storage/storage';
import { saveFiles, type DbTemplate } from './dbTemplate';
import { openFreshDb } from './freshDb';
import { DEMO_PASSWORD } from './testApp';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'iid-template-'));
  const url = process.env.DATABASE_URL;
  const handle = await openFreshDb('tmpl', url);
  const storage = memoryStorage();
  let template: DbTemplate;
  try {
    await seed(handle.db, { demo: true, adminPassword: DEMO_PASSWORD, storage });
    await saveFiles(storage, dir);
    if (handle.kind === 'pglite') {
      const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
        .$client;
      const dump = await client.dumpDataDir('none');
      writeFileSync(join(dir, 'pgdata.tar'), new Uint8Array(await dump.arrayBuffer()));
      template = { dir, password: DEMO_PASSWORD };
    } else {
      template = { dir, url, database: handle.database, password: DEMO_PASSWORD };
    }
  } catch (err) {
    await handle.drop();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  // PGlite's copy is the tarball; PostgreSQL copies the database only while no one is connected.
  if (handle.kind === 'pglite') await handle.drop();
  else await handle.close();
  project.provide('dbTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await handle.drop();
  };
}
