/**
 * Issue 28 item 5: `npm run backup` and `npm run restore` as an operator runs them, around real
 * server processes, on the database of the run (PGlite, or PostgreSQL with DATABASE_URL) and the
 * local storage driver. A backup is taken, the installation then changes (a setting, a new upload,
 * the bytes of a stored file), and the backup restored into an empty installation serves the
 * state of the backup: the setting's old value, the file's original bytes, no later upload. The
 * source keeps its files on the local disk, the restored installation in an S3 bucket (s3rver):
 * the files go through the Storage interface both ways.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../server/platform/runtime/backup';
import {
  freePort,
  killStarted,
  login,
  serverDbs,
  serverEnv,
  startApi,
  startNode,
  tempDir,
  removeDir,
  waitUntilServing,
  type ServerDb,
  type Started,
} from '../helpers/serverProcess';
import { PDF } from '../helpers/sampleFiles';
import { S3RVER_KEYS, startS3 } from '../helpers/s3Server';

const SLOW = 300_000;
const BEFORE = '2026-12-01';
const AFTER = '2027-01-15';

let dbs: Awaited<ReturnType<typeof serverDbs>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let source: ServerDb;
const adminUrl = process.env.DATABASE_URL;
const extraDbs: string[] = [];
const dirs: string[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty installation: a fresh DATA_DIR and, on PostgreSQL, a new empty database. */
async function emptyInstallation(): Promise<{ dataDir: string; databaseUrl: string }> {
  const dataDir = tempDir('iid_restore_');
  dirs.push(dataDir);
  if (!adminUrl) return { dataDir, databaseUrl: '' };
  const name = `iid_restore_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  extraDbs.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** `npm run backup|restore -- <dir>` with the installation's environment; its exit code and output. */
async function cli(
  which: 'backup' | 'restore',
  dir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const run = startNode(['--import', 'tsx', `server/cli/${which}.ts`, dir], env);
  const { code } = await run.exited;
  return { code, output: run.output() };
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function api(port: number, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function setting(port: number, token: string, name: string) {
  const r = await api(port, token, 'GET', '/api/crud/app_settings?per_page=100');
  return (r.body.data as { id: number; name: string; setting_value: string }[]).find(
    (s) => s.name === name,
  )!;
}

async function setDeadline(port: number, token: string, value: string) {
  const s = await setting(port, token, 'batas_input');
  const r = await api(port, token, 'PUT', `/api/crud/app_settings/${s.id}`, {
    setting_value: value,
  });
  expect(r.status).toBe(200);
}

async function upload(port: number, token: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'bukti.pdf');
  const res = await fetch(`http://127.0.0.1:${port}/api/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { file_url: string } }).data.file_url;
}

async function download(port: number, token: string, url: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, sha: sha(new Uint8Array(await res.arrayBuffer())) };
}

async function stop(srv: Started) {
  srv.child.kill('SIGTERM');
  expect((await srv.exited).code).toBe(0);
}

/** Whether a restore target is still as empty as it was made (its bucket included). */
async function isEmpty(target: { dataDir: string; databaseUrl: string }) {
  let files = existsSync(join(target.dataDir, 'uploads'))
    ? readdirSync(join(target.dataDir, 'uploads')).length
    : 0;
  for await (const _ of s3.storage.list()) files++;
  if (!target.databaseUrl) return files === 0 && !existsSync(join(target.dataDir, 'pgdata'));
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return files === 0 && rows[0].n === 0;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dbs = await serverDbs('iid_backup_');
  source = dbs.fresh();
  s3 = await startS3('iid-restore');
}, SLOW);

afterAll(async () => {
  killStarted();
  await s3?.close();
  await dbs?.cleanup();
  for (const d of dirs) removeDir(d);
  for (const name of extraDbs) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('backup and restore', () => {
  it(
    'restores into an empty installation the state at the backup, files included',
    async () => {
      const port = await freePort();
      let srv = startApi(source.env(port));
      await waitUntilServing(srv, port);
      let admin_ = await login(port, 'superadmin');
      let pemda = await login(port, 'pemda');

      // The state to keep: a setting and an uploaded file.
      await setDeadline(port, admin_, BEFORE);
      const original = new Uint8Array(Buffer.concat([PDF, randomBytes(4096)]));
      const kept = await upload(port, pemda, original);
      expect(await download(port, pemda, kept)).toEqual({ status: 200, sha: sha(original) });

      const backupDir = join(tempDir('iid_backup_dir_'), 'cadangan');
      dirs.push(join(backupDir, '..'));
      const sourceEnv = source.env(port);
      if (source.kind === 'pglite') {
        // The embedded database is backed up with the server stopped: refused while it runs.
        const refused = await cli('backup', backupDir, sourceEnv);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('hentikan server');
        expect(refused.output).toContain(`pid ${srv.pid}`);
        await stop(srv);
      }
      // On PostgreSQL the server keeps serving meanwhile (one pg_dump snapshot).
      const made = await cli('backup', backupDir, sourceEnv);
      expect(made.output).toContain('Cadangan selesai');
      expect(made.code).toBe(0);
      const manifest = JSON.parse(
        readFileSync(join(backupDir, 'manifest.json'), 'utf8'),
      ) as Manifest;
      expect(manifest.engine).toBe(source.kind);
      expect(manifest.missingFiles).toEqual([]);
      const keptFile = manifest.files.find((f) => f.sha256 === sha(original));
      expect(keptFile?.size).toBe(original.byteLength);

      // After the backup: the setting changes, a file arrives, a stored file's bytes change.
      if (source.kind === 'pglite') {
        srv = startApi(source.env(port));
        await waitUntilServing(srv, port);
        admin_ = await login(port, 'superadmin');
        pemda = await login(port, 'pemda');
      }
      await setDeadline(port, admin_, AFTER);
      const later = await upload(
        port,
        pemda,
        new Uint8Array(Buffer.concat([PDF, randomBytes(64)])),
      );
      const changed = randomBytes(100);
      writeFileSync(join(source.dataDir, 'uploads', keptFile!.key), changed);
      expect(await download(port, pemda, kept)).toEqual({ status: 200, sha: sha(changed) });
      await stop(srv);

      // The installation it came from is not empty: refused, and left as it was.
      const intoSource = await cli('restore', backupDir, sourceEnv);
      expect(intoSource.code).toBe(1);
      expect(intoSource.output).toContain('Instalasi tujuan tidak kosong');
      expect(readFileSync(join(source.dataDir, 'uploads', keptFile!.key))).toEqual(changed);

      // A damaged copy of the backup is refused before anything is written.
      const target = await emptyInstallation();
      const targetEnv = serverEnv(port, target.dataDir, {
        DATABASE_URL: target.databaseUrl,
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
      });
      const damagedDir = `${backupDir}-rusak`;
      cpSync(backupDir, damagedDir, { recursive: true });
      const damagedFile = join(damagedDir, 'files', keptFile!.key);
      const bytes = readFileSync(damagedFile);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      writeFileSync(damagedFile, bytes);
      const damaged = await cli('restore', damagedDir, targetEnv);
      expect(damaged.code).toBe(1);
      expect(damaged.output).toContain(`files/${keptFile!.key}: checksum SHA-256 tidak cocok`);
      expect(await isEmpty(target)).toBe(true);

      // The intact backup into the empty installation.
      const restored = await cli('restore', backupDir, targetEnv);
      expect(restored.output).toContain('Pemulihan selesai');
      expect(restored.code).toBe(0);
      expect(await s3.storage.get(keptFile!.key)).toEqual(new Uint8Array(original));

      const back = startApi(targetEnv);
      await waitUntilServing(back, port);
      const adminBack = await login(port, 'superadmin');
      const pemdaBack = await login(port, 'pemda');
      expect((await setting(port, adminBack, 'batas_input')).setting_value).toBe(BEFORE);
      expect(await download(port, pemdaBack, kept)).toEqual({ status: 200, sha: sha(original) });
      expect((await download(port, pemdaBack, later)).status).toBe(404);
      await stop(back);
    },
    SLOW * 2,
  );
});
