/**
 * Issue 21, finding 3: stopping `npm start` stops the API, and a stopping server finishes the
 * requests it has. Real processes (slow: each start opens the database), on the database of
 * the run (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { realpathSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childPids,
  descendants,
  freePort,
  groupMembers,
  killStarted,
  login,
  pidAlive,
  portOpen,
  remember,
  serverDbs,
  startApi,
  startNode,
  waitFor,
  waitUntilServing,
  type ServerDb,
  type Started,
} from '../helpers/serverProcess';

const SLOW = 300_000;

/** npm's own script, installed beside this node binary. */
const NPM_CLI = (() => {
  try {
    return realpathSync(join(dirname(process.execPath), 'npm'));
  } catch {
    return null;
  }
})();

let dbs: Awaited<ReturnType<typeof serverDbs>>;

beforeAll(async () => {
  dbs = await serverDbs('iid_life_');
}, SLOW);

afterAll(async () => {
  killStarted();
  await dbs?.cleanup();
});

/** `node scripts/start.mjs --api-only` (what `npm start` runs), serving, with its API child. */
async function startViaScript(
  db: ServerDb,
): Promise<{ start: Started; api: number; port: number }> {
  const port = await freePort();
  const start = startNode(['scripts/start.mjs', '--api-only'], db.env(port));
  await waitUntilServing(start, port);
  const [api] = childPids(start.pid);
  expect(api, 'the API process under start.mjs').toBeDefined();
  remember(api!);
  return { start, api: api!, port };
}

describe('stopping npm start', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s to start.mjs stops the API process too, and the port closes',
    async (signal) => {
      const { start, api, port } = await startViaScript(dbs.fresh());
      process.kill(start.pid, signal);
      expect((await start.exited).code).toBe(0); // the server stopped cleanly, and said so
      await waitFor(() => !pidAlive(api), 'the API process to end');
      expect(await portOpen(port)).toBe(false);
      expect(start.output()).toContain('Server berhenti.');
    },
    SLOW,
  );

  it(
    'kill -9 of start.mjs: the API process notices and ends',
    async () => {
      const { start, api, port } = await startViaScript(dbs.fresh());
      process.kill(start.pid, 'SIGKILL');
      await start.exited;
      await waitFor(() => !pidAlive(api), 'the orphaned API process to end');
      expect(await portOpen(port)).toBe(false);
    },
    SLOW,
  );

  it.skipIf(!NPM_CLI)(
    'kill -TERM of npm itself (npm start): nothing is left serving',
    async () => {
      const db = dbs.fresh();
      const port = await freePort();
      const npm = startNode(
        [NPM_CLI!, 'start', '--', '--api-only'],
        db.env(port, { npm_config_update_notifier: 'false' }),
      );
      await waitUntilServing(npm, port);
      const below = descendants(npm.pid);
      below.forEach(remember);
      expect(below.length).toBeGreaterThanOrEqual(2); // start.mjs and the API (and npm's shell)
      process.kill(npm.pid, 'SIGTERM');
      await npm.exited;
      await waitFor(
        () => below.every((pid) => !pidAlive(pid)),
        'every process of npm start to end',
      );
      expect(await portOpen(port)).toBe(false);
    },
    SLOW,
  );
});

interface Answer {
  status: number;
  body: string;
  error?: string;
}

/**
 * Sends `n` creates whose bodies lack their last byte, so each stays in flight until finish()
 * sends it. Resolves once every request is on the wire.
 */
async function pendingCreates(
  port: number,
  token: string,
  n: number,
  tag: string,
): Promise<{ answers: Promise<Answer[]>; finish(): void }> {
  const parts: { req: http.ClientRequest; last: string }[] = [];
  const answers: Promise<Answer>[] = [];
  const written: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const body = JSON.stringify({ question: `${tag} ${i}`, answer: `<p>Jawaban ${i}</p>` });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/crud/help_faq',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
      },
    });
    answers.push(
      new Promise<Answer>((resolve) => {
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', (e) => resolve({ status: 0, body: text, error: e.message }));
        });
        req.on('error', (e: NodeJS.ErrnoException) =>
          resolve({ status: 0, body: '', error: e.code ?? e.message }),
        );
      }),
    );
    written.push(new Promise<void>((resolve) => req.write(body.slice(0, -1), () => resolve())));
    parts.push({ req, last: body.slice(-1) });
  }
  await Promise.all(written);
  return {
    answers: Promise.all(answers),
    finish: () => parts.forEach(({ req, last }) => req.end(last)),
  };
}

function answerOnNewConnection(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/me', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function rowExists(port: number, token: string, id: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/crud/help_faq/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  return res.status === 200;
}

const cases: { name: string; workers: number }[] = [{ name: 'one process', workers: 1 }];
// node:cluster needs PostgreSQL (PGlite is one process).
if (process.env.DATABASE_URL) cases.push({ name: 'cluster of 2 workers', workers: 2 });

describe('graceful stop', () => {
  it.each(cases)(
    'SIGTERM with 30 creates in flight ($name): each is answered 201, then every one is kept',
    async ({ workers }) => {
      const db = dbs.fresh();
      const port = await freePort();
      const env = db.env(port, { WORKERS: String(workers) });
      const srv = startApi(env);
      await waitUntilServing(srv, port);
      // Every worker listening (the primary says so once they all are), so that the creates
      // reach each of them. The server's own words go with any failure below.
      if (workers > 1)
        await waitFor(
          () =>
            childPids(srv.pid).length === workers && srv.output().includes(`${workers} proses)`),
          () => `the ${workers} workers listening; the server said:\n${srv.output()}`,
        );
      const token = await login(port);
      const tag = `Pertanyaan saat berhenti ${Date.now()}`;
      const pending = await pendingCreates(port, token, 30, tag);
      // An answer on a connection opened after them (a new one: fetch would reuse the login's)
      // means the server has taken the 30 and read their headers. In a cluster the primary
      // hands connections to the workers in turn: probe until each has had its turn.
      for (let i = 0; i < 2 * workers; i++) expect(await answerOnNewConnection(port)).toBe(401);

      process.kill(srv.pid, 'SIGTERM');
      // Once no new connection is taken, the stop has begun: only now do the bodies complete.
      await waitFor(async () => !(await portOpen(port)), 'the server to stop accepting');
      pending.finish();
      const answers = await pending.answers;
      expect(answers.filter((a) => a.status !== 201)).toEqual([]);
      expect(answers).toHaveLength(30);
      expect((await srv.exited).code, srv.output()).toBe(0);

      const ids = answers.map((a) => (JSON.parse(a.body) as { data: { id: number } }).data.id);
      const again = startApi(env);
      await waitUntilServing(again, port);
      const token2 = await login(port);
      for (const id of ids) expect(await rowExists(port, token2, id), `row ${id}`).toBe(true);
      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);
    },
    SLOW,
  );
});

// node:cluster needs PostgreSQL (PGlite is one process).
describe.runIf(process.env.DATABASE_URL)('a worker that dies', () => {
  it(
    'is replaced: the port keeps answering, two workers again, and a stop still ends with 0',
    async () => {
      const db = dbs.fresh();
      const port = await freePort();
      const srv = startApi(db.env(port, { WORKERS: '2' }));
      await waitUntilServing(srv, port);
      await waitFor(
        () => childPids(srv.pid).length === 2 && srv.output().includes('2 proses)'),
        () => `the 2 workers listening; the server said:\n${srv.output()}`,
      );
      const [victim, other] = childPids(srv.pid);
      // What the kernel's OOM killer does.
      process.kill(victim!, 'SIGKILL');
      await waitFor(
        () => {
          const now = childPids(srv.pid);
          return now.length === 2 && !now.includes(victim!) && now.includes(other!);
        },
        () => `a worker in place of ${victim}; the server said:\n${srv.output()}`,
      );
      childPids(srv.pid).forEach(remember);
      expect(srv.output()).toContain(`proses ${victim} berhenti tiba-tiba (SIGKILL)`);
      // Every connection is answered, whichever worker takes it.
      for (let i = 0; i < 6; i++) expect(await answerOnNewConnection(port)).toBe(401);
      expect(await login(port)).toBeTruthy();

      process.kill(srv.pid, 'SIGTERM');
      expect((await srv.exited).code, srv.output()).toBe(0);
      expect(srv.output()).toContain('Server berhenti.');
    },
    SLOW,
  );
});

/**
 * Issue 28 item 3 / item 7 "SIGTERM during a slow request": a create whose body is still
 * arriving when the signal comes is answered, then every process of the start ends with 0.
 * The start runs in a process group of its own, as a terminal or systemd runs it, and what is
 * left of that group is read with pgrep.
 */
describe('SIGTERM during a slow request', () => {
  const variants: {
    name: string;
    viaNpm: boolean;
    signal: NodeJS.Signals;
    target: 'group' | 'api' | 'worker';
  }[] = [
    {
      name: 'SIGTERM to the process group of start.mjs',
      viaNpm: false,
      signal: 'SIGTERM',
      target: 'group',
    },
    {
      name: 'SIGINT to the process group of start.mjs (Ctrl-C)',
      viaNpm: false,
      signal: 'SIGINT',
      target: 'group',
    },
    { name: 'SIGTERM to the API process alone', viaNpm: false, signal: 'SIGTERM', target: 'api' },
  ];
  // node:cluster needs PostgreSQL (PGlite is one process).
  if (process.env.DATABASE_URL)
    variants.push({
      name: 'SIGTERM to one worker of a cluster of 2',
      viaNpm: false,
      signal: 'SIGTERM',
      target: 'worker',
    });
  if (NPM_CLI)
    variants.push({
      name: 'SIGTERM to the process group of npm start',
      viaNpm: true,
      signal: 'SIGTERM',
      target: 'group',
    });

  it.each(variants)(
    '$name: the request is answered, then exit 0 and no process left',
    async ({ viaNpm, signal, target }) => {
      const db = dbs.fresh();
      const port = await freePort();
      const workers = target === 'worker' ? 2 : 1;
      const env = db.env(port, { npm_config_update_notifier: 'false', WORKERS: String(workers) });
      const args = viaNpm
        ? [NPM_CLI!, 'start', '--', '--api-only']
        : ['scripts/start.mjs', '--api-only'];
      const top = startNode(args, env, { detached: true });
      await waitUntilServing(top, port);
      const group = top.pid; // the group leader's pid is the group's id
      // The processes with no child: the API process, or with WORKERS=2 the cluster's workers.
      const leaves = () => descendants(top.pid).filter((pid) => childPids(pid).length === 0);
      if (workers > 1) await waitFor(() => leaves().length === workers, 'the workers');
      const members = groupMembers(group);
      members.forEach(remember);
      const [api] = leaves();
      expect(api, 'the API process').toBeDefined();
      expect(members).toContain(api);

      const token = await login(port);
      const slow = await pendingCreates(port, token, 1, `Permintaan lambat ${Date.now()}`);
      // Answered on a newer connection: the server has read the slow request's headers.
      expect(await answerOnNewConnection(port)).toBe(401);

      if (target === 'group') process.kill(-group, signal);
      else process.kill(api!, signal);
      await waitFor(async () => !(await portOpen(port)), 'the server to stop accepting');
      if (workers === 1) expect(pidAlive(api!), 'the API process waits for the request').toBe(true);
      slow.finish();
      const [answer] = await slow.answers;
      expect(answer).toMatchObject({ status: 201 });

      const exit = await top.exited;
      if (!viaNpm) expect(exit).toEqual({ code: 0, signal: null });
      expect(top.output()).toContain('Server berhenti.');
      await waitFor(() => groupMembers(group).length === 0, 'every process of the group to end');
      expect(members.filter((pid) => pidAlive(pid))).toEqual([]);
      expect(await portOpen(port)).toBe(false);
    },
    SLOW,
  );
});
