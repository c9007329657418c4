/**
 * Issue 21, finding 2: one PGlite data folder, one process. Real servers as child processes
 * (slow: each start opens PGlite); PGlite only, so the PostgreSQL pass skips this file.
 */
import { existsSync, readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyDir,
  freePort,
  killStarted,
  listing,
  portOpen,
  removeDir,
  seededTemplate,
  serverEnv,
  startApi,
  startNode,
  waitUntilServing,
  type Started,
} from '../helpers/serverProcess';

const SLOW = 300_000;

/** Whether the process serves or exits first. */
async function servesOrExits(srv: Started, port: number): Promise<'serves' | 'exited'> {
  return Promise.race([
    srv.exited.then(() => 'exited' as const),
    waitUntilServing(srv, port).then(
      () => 'serves' as const,
      () => 'exited' as const,
    ),
  ]);
}

describe.skipIf(!!process.env.DATABASE_URL)('one process per PGlite data folder', () => {
  let template: string;
  const dirs: string[] = [];
  const copy = (prefix: string) => {
    const dir = copyDir(template, prefix);
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    template = await seededTemplate('iid-lock-tpl-');
  }, SLOW);

  afterAll(() => {
    killStarted();
    for (const d of [template, ...dirs]) if (d) removeDir(d);
  });

  it(
    'refuses a second server and the database CLIs on a folder in use, naming the holder, and writes nothing to it; one on the same port stops before opening the database',
    async () => {
      const dir = copy('iid-lock-');
      const portA = await freePort();
      const a = startApi(serverEnv(portA, dir));
      await waitUntilServing(a, portA);
      const before = listing(dir);

      const portB = await freePort();
      const b = startApi(serverEnv(portB, dir));
      expect(await servesOrExits(b, portB)).toBe('exited');
      expect((await b.exited).code).not.toBe(0);
      const said = b.output();
      expect(said).toContain(`Folder data ${dir} sedang dipakai oleh proses lain (pid ${a.pid}`);
      expect(said).toContain(`The data folder ${dir} is in use by another process (pid ${a.pid}`);
      expect(await portOpen(portB)).toBe(false);

      // The same folder and the same port: the taken port stops it before the database opens.
      const c = startApi(serverEnv(portA, dir));
      expect((await c.exited).code).not.toBe(0);
      expect(c.output()).toContain(`Port ${portA} (alamat 0.0.0.0) sudah dipakai proses lain.`);
      expect(c.output()).toContain(`Port ${portA} (address 0.0.0.0) is already in use`);

      for (const cli of ['server/cli/seed.ts', 'server/cli/migrate.ts']) {
        const run = startNode(['--import', 'tsx', cli], serverEnv(portB, dir));
        expect((await run.exited).code, cli).not.toBe(0);
        expect(run.output(), cli).toContain(`(pid ${a.pid}`);
      }

      expect(listing(dir)).toEqual(before);
      // The first server is untouched by all this.
      const res = await fetch(`http://127.0.0.1:${portA}/api/me`);
      expect(res.status).toBe(401);
    },
    SLOW,
  );

  it(
    'takes over the lock of a server that was killed, and answers again',
    async () => {
      const dir = copy('iid-stale-');
      const port = await freePort();
      const first = startApi(serverEnv(port, dir));
      await waitUntilServing(first, port);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(join(dir, 'portal.lock'))).toBe(true); // left behind by the dead pid

      const second = startApi(serverEnv(port, dir));
      await waitUntilServing(second, port);
      expect(JSON.parse(readFileSync(join(dir, 'portal.lock'), 'utf8')).pid).toBe(second.pid);
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
      expect(existsSync(join(dir, 'portal.lock'))).toBe(false);
    },
    SLOW,
  );

  it.each([
    ['the control file', 'global/pg_control', 0],
    ['a catalog file', 'base/1/1259', 100],
  ])(
    'refuses a folder with %s cut short, says how to restore it, and leaves its bytes as they were',
    async (_what, file, size) => {
      const dir = copy('iid-damaged-');
      truncateSync(join(dir, 'pgdata', file), size);
      const before = listing(dir, { bytes: true });

      const port = await freePort();
      const srv = startApi(serverEnv(port, dir));
      expect(await servesOrExits(srv, port)).toBe('exited');
      expect((await srv.exited).code).not.toBe(0);
      const said = srv.output();
      expect(said).toContain(`Folder data rusak: PGlite tidak dapat membuka basis data di ${dir}`);
      expect(said).toContain('Pulihkan folder DATA_DIR dari salinan cadangan');
      expect(said).toContain(`Damaged data folder: PGlite cannot open the database in ${dir}`);
      expect(said).toContain('Restore the DATA_DIR folder from a backup copy');
      expect(listing(dir, { bytes: true })).toEqual(before);
    },
    SLOW,
  );
});
