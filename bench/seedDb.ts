/**
 * `npm run bench:seed -- <name>`: a national-scale PostgreSQL database that stays, for EXPLAIN
 * (ANALYZE, BUFFERS) and hand-run queries: creates `bench_keep_<name>` on BENCH_DATABASE_URL's
 * server (default postgres://root@127.0.0.1:5432/postgres), loads the bench's dataset
 * (bench/dataset.ts: 546 pemda, 40,000 innovations, 800,000 answers) and prints its URL.
 * Drop it with `DROP DATABASE bench_keep_<name>`.
 */
import pg from 'pg';
import { openDb } from '../server/platform/db/client';
import { loadDataset } from './dataset';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const name = `bench_keep_${process.argv[2] ?? 'explain'}`;
if (!/^bench_keep_[a-z0-9_]{1,40}$/.test(name)) throw new Error(`bad database name: ${name}`);

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const handle = await openDb({ databaseUrl: url.toString() });
try {
  const data = await loadDataset(handle, (m) => console.log(m));
  console.log(`loaded in ${(data.times.totalMs / 1000).toFixed(1)} s: ${url.toString()}`);
} finally {
  await handle.close();
}
