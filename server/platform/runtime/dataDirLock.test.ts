import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
const folder = () => {
  const d = mkdtempSync(join(tmpdir(), 'iid-lock-unit-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const writeLock = (dir: string, record: object) =>
  writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify(record));
const lockPid = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number }).pid;

describe('lockDataDir', () => {
  it('writes the owner pid, refuses a second open, and removes the file on release', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(dir).release(); // free again
  });

  it('refuses while the holder runs, naming its pid in Indonesian and English', async () => {
    const dir = folder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
    try {
      writeLock(dir, { pid: holder.pid, host: hostname(), command: 'server/main.ts', token: 'x' });
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      const message = (error as Error).message;
      expect(message).toContain(`sedang dipakai oleh proses lain (pid ${holder.pid}`);
      expect(message).toContain(`is in use by another process (pid ${holder.pid}`);
      expect(lockPid(dir)).toBe(holder.pid); // untouched
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone, or whose file is not a lock', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(dir, { pid: gone, host: hostname(), token: 'x' });
    const lock = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    lock.release();

    writeFileSync(join(dir, LOCK_FILE_NAME), 'not json');
    lockDataDir(dir).release();
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process (a reused pid)',
    () => {
      const dir = folder();
      // Our parent runs, but it is not the process that wrote this lock: its start time differs.
      writeLock(dir, { pid: process.ppid, host: hostname(), started: '1', token: 'x' });
      const lock = lockDataDir(dir);
      expect(lockPid(dir)).toBe(process.pid);
      lock.release();
    },
  );

  it('release() leaves a lock that another process took meanwhile', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    writeLock(dir, { pid: 999_999, host: hostname(), token: 'someone else' });
    lock.release();
    expect(lockPid(dir)).toBe(999_999);
  });
});
