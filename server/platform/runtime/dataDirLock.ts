/**
 * One process per PGlite data folder. PGlite has no lock of its own (its postmaster.pid is
 * written with a fake pid), and two processes writing one folder lose acknowledged writes or
 * leave it unopenable. So whoever opens the folder first writes `DATA_DIR/portal.lock` with its
 * pid; everyone else reads it and stops, writing nothing. A lock left by a process that died
 * (kill -9, a crash, a power cut) is taken over.
 */
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { STARTUP_MESSAGES, type LockHolderInfo } from './startupMessages';

export const LOCK_FILE_NAME = 'portal.lock';

/** Lock files this process holds: a second open here is refused like one from elsewhere. */
const heldHere = new Set<string>();

interface LockRecord extends LockHolderInfo {
  /** Start time of the process (Linux: /proc/<pid>/stat field 22), to tell a reused pid. */
  started?: string;
  /** Random per acquisition, so release() removes only its own lock. */
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly lockFile: string,
    readonly holder: LockHolderInfo | null,
  ) {
    super(STARTUP_MESSAGES.dataDirLocked(dir, lockFile, holder));
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readRecord(file: string): { record: LockRecord | null; ino: number } | null {
  let text: string;
  let ino: number;
  try {
    ino = statSync(file).ino;
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord>;
    return Number.isInteger(parsed.pid) && (parsed.pid as number) > 0
      ? { record: parsed as LockRecord, ino }
      : { record: null, ino };
  } catch {
    return { record: null, ino }; // not ours to read: nobody can prove a live holder by it
  }
}

/** Whether the process named by a lock may still be running. When unsure: yes. */
function holderAlive(h: LockRecord): boolean {
  // A pid of another machine (a shared volume) cannot be checked from here.
  if (h.host && h.host !== hostname()) return true;
  // Our own pid, yet not held here: a previous life of this pid wrote it (pid 1 in a container).
  if (h.pid === process.pid) return false;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid exists; if its start time differs, the pid was reused by an unrelated process.
  const started = processStart(h.pid);
  return !(h.started && started && started !== h.started);
}

/** Moves a dead holder's lock out of the way, unless a live one replaced it in the meantime. */
function removeStale(file: string, ino: number): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw e;
  }
  if (statSync(aside).ino !== ino) {
    // Another process took the stale lock over between our read and our rename: put it back.
    try {
      linkSync(aside, file);
    } catch {
      // a third process created one meanwhile; its own check decides
    }
  }
  unlinkSync(aside);
}

/** Creates the lock file complete and at once (a reader never sees it half written). */
function create(file: string, record: LockRecord): boolean {
  const text = `${JSON.stringify(record, null, 1)}\n`;
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text, { mode: 0o644 });
  try {
    linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: exclusive create, then write.
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e2;
    }
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    return true;
  } finally {
    unlinkSync(tmp);
  }
}

/**
 * Takes the folder's lock or throws DataDirLockedError naming the holder. Writes nothing to the
 * folder while another live process holds it. The lock goes at release() or at process exit.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const file = join(dir, LOCK_FILE_NAME);
  const mine: LockRecord = {
    pid: process.pid,
    host: hostname(),
    command: process.argv
      .slice(1)
      .map((a) => a.replace(/^.*[\\/](server|scripts)[\\/]/, '$1/'))
      .join(' '),
    since: new Date().toISOString(),
    started: processStart(process.pid),
    token: randomBytes(12).toString('hex'),
  };
  if (heldHere.has(file)) {
    throw new DataDirLockedError(dir, file, { pid: process.pid, host: mine.host });
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = readRecord(file);
    if (found) {
      if (found.record && holderAlive(found.record)) {
        const { pid, host, command, since } = found.record;
        throw new DataDirLockedError(dir, file, { pid, host, command, since });
      }
      removeStale(file, found.ino);
      continue;
    }
    mkdirSync(dir, { recursive: true });
    if (create(file, mine)) {
      heldHere.add(file);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        heldHere.delete(file);
        process.off('exit', release);
        const now = readRecord(file);
        if (now?.record?.token === mine.token) unlinkSync(file);
      };
      process.on('exit', release);
      return { file, release };
    }
  }
  // Lost every race for the file: someone else is taking it right now.
  throw new DataDirLockedError(dir, file, null);
}
