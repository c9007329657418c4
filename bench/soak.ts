/**
 * `npm run soak -- --minutes 30 [--rate 20] [--warmup 300]` (issue 28 item 8): the real server
 * on PostgreSQL over the bench's national dataset (bench/dataset.ts), under a steady mixed load
 * at a stated rate for a long time, to find what a short bench cannot: leaks, slow drift,
 * errors that come with time. Not part of CI.
 *
 * The load is open (requests start on a schedule whatever the answers' speed), per route:
 *   innovation list 8/s, review lists 3/s, m_daerah lookup 2/s, ranking-index 2/s,
 *   indicator answers 2.5/s (POST /api/inovasi/{id}/indikator on drafts),
 *   transitions 2.25/s (tolak / kirim in turn on sent innovations, one at a time per innovation),
 *   uploads 0.25/s (POST /api/media/upload, spread over the demo accounts that may upload so that
 *   none passes its 30 uploads per 10 minutes)
 * at --rate 20 (req/s in all; every route scaled alike, uploads capped by the accounts' limit).
 *
 * Reported: every error (non-2xx, network, 10 s timeout, or a request that could not start
 * because 256 were in flight), p99 per route per minute, the server's RSS after the warm-up and
 * at the end (medians of 30 s); and pass/fail against: 0 errors; RSS at the end within 20% of
 * after the warm-up; p99 of the innovation list over the last 5 minutes within 1.5x the first 5
 * (shorter runs compare their first and last halves). Exit code 0 when every target passes, 1
 * otherwise, 2 when the run itself failed.
 *
 * The warm-up (default 5 minutes, the same load, not measured) lets the server's heap reach its
 * working size: in a 10-minute run after 60 s of warm-up, RSS went 330 -> 400 MB over minutes 1-3
 * (caches filling, V8 growing its old space), then 400 -> 410 MB over minutes 3-10. Measured
 * from the end of a short warm-up, that ramp alone would pass for a leak.
 *
 * Env: SOAK_DATABASE_URL or BENCH_DATABASE_URL (admin URL of the PostgreSQL server, default
 * postgres://root@127.0.0.1:5432/postgres; a soak_<timestamp> database is created there and
 * dropped at the end), BENCH_INNOVATIONS (40000). Results: bench/results/soak-<timestamp>.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDb } from '../server/db/client';
import { BENCH_USER, DEMO_PASSWORD, YEARS, loadDataset } from './dataset';
import { login } from './load';
import { machine } from './report';
import { procMemMb, startServer, type ServerUnderTest } from './server';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '300' },
  },
});
const MINUTES = Number(args.minutes);
const RATE = Number(args.rate);
const WARMUP_S = Number(args.warmup);
if (!(MINUTES >= 1 && RATE > 0 && WARMUP_S >= 0))
  throw new Error('usage: npm run soak -- --minutes <n >= 1> [--rate <req/s>] [--warmup <s>]');
const ADMIN_URL =
  process.env.SOAK_DATABASE_URL ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/postgres';
/** Requests in flight at most; past it a due request counts as an error (the server fell behind). */
const MAX_IN_FLIGHT = 256;
const TIMEOUT_MS = 10_000;
/** One upload per account at most this often: 24 per 10 minutes, under the limit of 30. */
const UPLOAD_SPACING_MS = 25_000;
/** RSS after the warm-up and at the end: the median of the 1 s samples over this long. */
const RSS_WINDOW_MS = 30_000;
/** Share of --rate per route (req/s at --rate 20 in the comment above). */
const MIX = {
  'innovation list': 8,
  'review list': 3,
  'm_daerah lookup': 2,
  'ranking-index': 2,
  answers: 2.5,
  transitions: 2.25,
  uploads: 0.25,
} as const;
type Route = keyof typeof MIX;
const ROUTES = Object.keys(MIX) as Route[];
const MIX_TOTAL = ROUTES.reduce((n, r) => n + MIX[r], 0);

const log = (m: string) => console.log(m);
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (e) {
      console.error('cleanup failed:', (e as Error).message);
    }
  }
}

/** Deterministic shuffle, as bench/run.ts: consecutive requests hit different regions and years. */
function shuffled<T>(items: T[]): T[] {
  const a = items.slice();
  let s = 42;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const rotating = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;
const p99 = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.99,
  );
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A minimal valid PDF (the server checks magic bytes), made unique by a comment. */
const pdf = () =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n' +
      '<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n' +
      `% ${randomBytes(8 * 1024).toString('hex')}\n`,
  );

interface Request {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: unknown;
  form?: FormData;
  /** Called with the answer's status once it is in (the transitions' state machine). */
  done?: (ok: boolean) => void;
}

interface Sample {
  route: Route;
  /** ms since the measured window began (negative: warm-up) */
  at: number;
  ms: number;
  error: string | null;
}

async function send(baseUrl: string, r: Request): Promise<string | null> {
  const headers: Record<string, string> = { authorization: `Bearer ${r.token}` };
  if (r.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(baseUrl + r.path, {
      method: r.method,
      headers,
      body: r.form ?? (r.body === undefined ? undefined : JSON.stringify(r.body)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status >= 200 && res.status < 300) return null;
    return `HTTP ${res.status} ${r.method} ${r.path.split('?')[0]}: ${text.slice(0, 160)}`;
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    return err.name === 'TimeoutError'
      ? `timeout ${r.method} ${r.path.split('?')[0]}`
      : `${err.cause?.code ?? err.message} ${r.method} ${r.path.split('?')[0]}`;
  }
}

async function getJson(baseUrl: string, token: string, path: string) {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} -> ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: unknown };
}

async function postJson(baseUrl: string, token: string, path: string, body: unknown) {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

function uploadForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([pdf() as Uint8Array<ArrayBuffer>]), 'bukti-soak.pdf');
  return form;
}

/** What the load needs from the dataset, found through SQL and checked through the API. */
async function prepare(srv: ServerUnderTest, dbUrl: string, profilIds: number[]) {
  const token = await login(srv.baseUrl, BENCH_USER, DEMO_PASSWORD);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const ids = async (q: string) => (await db.query(q)).rows.map((r) => Number(r.id));
    // Sent, complete innovations: rejected and sent again in turn (superadmin may do both).
    const sent = await ids(`
      select i.id from iga2020_inovasi i join nomor_registrasi r on r.inovasi_id = i.id
      where r.status_nomor = 0 and i.submitable = 1 and i.is_index = 0 order by i.id limit 200`);
    // Drafts (no registration) whose indicator answers are saved again and again.
    const drafts = await ids(`
      select i.id from iga2020_inovasi i
      where i.is_index = 0 and not exists (select 1 from nomor_registrasi r where r.inovasi_id = i.id)
      order by i.id limit 60`);
    const usernames = (
      await db.query(`select username from usr_asn where username is not null order by id`)
    ).rows.map((r) => String(r.username));

    // Answers: per draft, the choice indicators (a scale without a numeric range) and their scales.
    const answers: { id: number; tahun: number; indikator: number; skala: number[] }[] = [];
    for (const id of drafts) {
      const body = (await getJson(srv.baseUrl, token, `/api/inovasi/${id}/indikator`)) as {
        tahun: number;
        data: { id: number; skala: { id: number; mulai_dari: number | null }[] }[];
      };
      for (const ind of body.data.slice(0, 5)) {
        const skala = ind.skala.filter((s) => s.mulai_dari === null).map((s) => s.id);
        if (skala.length >= 2) answers.push({ id, tahun: body.tahun, indikator: ind.id, skala });
      }
    }
    // One save of each kept, to make sure the load sends only what the server takes.
    const okAnswers: typeof answers = [];
    for (const a of answers.slice(0, 120)) {
      const r = await postJson(srv.baseUrl, token, `/api/inovasi/${a.id}/indikator`, {
        tahun: a.tahun,
        jawaban: [{ indikator_id: a.indikator, skala_id: a.skala[0] }],
      });
      if (r.status === 200) okAnswers.push(a);
    }
    if (!okAnswers.length) throw new Error('no indicator answer of a draft was accepted');

    // Uploaders: the demo accounts that may upload (one upload each tells).
    const uploaders: { token: string; last: number }[] = [];
    for (const u of usernames) {
      let t: string;
      try {
        t = await login(srv.baseUrl, u, DEMO_PASSWORD);
      } catch {
        continue;
      }
      const res = await fetch(`${srv.baseUrl}/api/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t}` },
        body: uploadForm(),
      });
      await res.arrayBuffer();
      // That upload counts in the account's window: 1 + 24 per 10 minutes stays under 30.
      if (res.status === 201) uploaders.push({ token: t, last: 0 });
    }
    if (!uploaders.length) throw new Error('no demo account may upload');

    // The stored index of every year, so the ranking answers real rows.
    for (const y of YEARS) {
      const r = await postJson(srv.baseUrl, token, `/api/indeks/hitung-ulang?tahun=${y}`, {});
      if (r.status !== 200) throw new Error(`recount ${y}: ${r.status} ${r.text.slice(0, 200)}`);
    }

    const listPaths = shuffled(
      profilIds.flatMap((id) =>
        YEARS.map(
          (y) =>
            `/api/crud/iga2020_inovasi?page=0&per_page=20&orderBy=nama&orderDirection=asc&profil_id=${id}&tahun=${y}`,
        ),
      ),
    );
    const reviewPaths = shuffled(
      [
        '/api/nomor_registrasi/request/lookup',
        '/api/review/approved/lookup',
        '/api/review/rejected/lookup',
        '/api/review/qc/lookup',
      ].flatMap((path) =>
        YEARS.flatMap((y) => [0, 1, 2].map((p) => `${path}?tahun=${y}&page=${p}&per_page=20`)),
      ),
    );
    const lookupPaths = ['kab', 'kota', 'ban', 'sum', 'jaw', 'kal', 'sul', 'pap', 'ma', 'la'].map(
      (p) => `/api/crud/m_daerah/lookup?search=${p}`,
    );
    const rankingPaths = shuffled(
      YEARS.flatMap((y) =>
        Array.from(
          { length: Math.ceil(profilIds.length / 20) },
          (_, p) => `/api/ranking-index?tahun=${y}&page=${p}&per_page=20`,
        ),
      ),
    );
    return {
      token,
      sent,
      answers: okAnswers,
      uploaders,
      listPaths,
      reviewPaths,
      lookupPaths,
      rankingPaths,
    };
  } finally {
    await db.end();
  }
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** The next request of each route, or null when none can be made now (no idle innovation…). */
function makers(p: Prepared): Record<Route, () => Request | null> {
  const get = (paths: string[]) => {
    const next = rotating(paths);
    return (): Request => ({ method: 'GET', path: next(), token: p.token });
  };
  const nextAnswer = rotating(p.answers);
  let answerTurn = 0;
  // Each sent innovation: rejected, then sent again, never two steps of one at once.
  const states = p.sent.map((id) => ({
    id,
    status: 'dikirim' as 'dikirim' | 'ditolak',
    busy: false,
  }));
  let turn = 0;
  return {
    'innovation list': get(p.listPaths),
    'review list': get(p.reviewPaths),
    'm_daerah lookup': get(p.lookupPaths),
    'ranking-index': get(p.rankingPaths),
    answers: () => {
      const a = nextAnswer();
      const skala = a.skala[answerTurn++ % a.skala.length]!;
      return {
        method: 'POST',
        path: `/api/inovasi/${a.id}/indikator`,
        token: p.token,
        body: { tahun: a.tahun, jawaban: [{ indikator_id: a.indikator, skala_id: skala }] },
      };
    },
    transitions: () => {
      for (let k = 0; k < states.length; k++) {
        const s = states[turn++ % states.length]!;
        if (s.busy) continue;
        s.busy = true;
        const reject = s.status === 'dikirim';
        return {
          method: 'POST',
          path: `/api/inovasi/${s.id}/${reject ? 'tolak' : 'kirim'}`,
          token: p.token,
          body: reject ? { alasan: 'Uji ketahanan: bukti belum lengkap.' } : {},
          done: (ok) => {
            s.busy = false;
            if (ok) s.status = reject ? 'ditolak' : 'dikirim';
          },
        };
      }
      return null;
    },
    uploads: () => {
      const now = Date.now();
      const u = p.uploaders.find((x) => now - x.last >= UPLOAD_SPACING_MS);
      if (!u) return null;
      u.last = now;
      return { method: 'POST', path: '/api/media/upload', token: u.token, form: uploadForm() };
    },
  };
}

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  rssMb: number;
  p99Ms: Partial<Record<Route, number>>;
}

/** Runs the load for warm-up + MINUTES; answers every sample and the RSS samples. */
async function runLoad(srv: ServerUnderTest, p: Prepared) {
  const make = makers(p);
  const rates = Object.fromEntries(ROUTES.map((r) => [r, (MIX[r] / MIX_TOTAL) * RATE])) as Record<
    Route,
    number
  >;
  // The accounts' upload limit caps that route, whatever the rate.
  rates.uploads = Math.min(rates.uploads, (p.uploaders.length * 1000) / UPLOAD_SPACING_MS);
  const credit = Object.fromEntries(ROUTES.map((r) => [r, 0])) as Record<Route, number>;
  const samples: Sample[] = [];
  const rss: { at: number; mb: number }[] = [];
  const skipped = Object.fromEntries(ROUTES.map((r) => [r, 0])) as Record<Route, number>;
  let inFlight = 0;
  const start = performance.now() + WARMUP_S * 1000;
  const end = start + MINUTES * 60_000;
  log(
    `  load: ${ROUTES.map((r) => `${r} ${round2(rates[r])}/s`).join(', ')}; ` +
      `${WARMUP_S} s warm-up, then ${MINUTES} min measured`,
  );
  const fire = (route: Route, r: Request) => {
    const t0 = performance.now();
    if (inFlight >= MAX_IN_FLIGHT) {
      samples.push({ route, at: t0 - start, ms: 0, error: `dropped: ${MAX_IN_FLIGHT} in flight` });
      r.done?.(false);
      return;
    }
    inFlight++;
    void send(srv.baseUrl, r).then((error) => {
      inFlight--;
      const t1 = performance.now();
      samples.push({ route, at: t0 - start, ms: t1 - t0, error });
      r.done?.(error === null);
    });
  };
  let lastTick = performance.now();
  let lastRss = 0;
  let lastReport = 0;
  while (performance.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    const now = performance.now();
    const dt = (now - lastTick) / 1000;
    lastTick = now;
    for (const route of ROUTES) {
      credit[route] += rates[route] * dt;
      while (credit[route] >= 1) {
        credit[route] -= 1;
        const req = make[route]();
        if (req) fire(route, req);
        else skipped[route]++;
      }
    }
    if (now - lastRss >= 1000) {
      lastRss = now;
      const m = procMemMb(srv.pid);
      if (m) rss.push({ at: now - start, mb: m.rss });
    }
    // Each finished minute, as it ends (its last answers may still be in flight).
    const minute = Math.floor((now - start) / 60_000);
    if (now >= start && minute > lastReport) {
      lastReport = minute;
      const row = minuteRow(samples, rss, minute - 1);
      log(
        `  minute ${minute}: ${row.requests} requests, ${row.errors} errors, RSS ${row.rssMb} MB`,
      );
    }
  }
  // The last answers in flight.
  const drainUntil = performance.now() + TIMEOUT_MS + 1000;
  while (inFlight > 0 && performance.now() < drainUntil)
    await new Promise((r) => setTimeout(r, 50));
  return {
    samples: samples.filter((s) => s.at >= 0 && s.at < MINUTES * 60_000),
    warmupErrors: samples.filter((s) => s.at < 0 && s.error),
    rss,
    rates,
    skipped,
  };
}

function minuteRow(samples: Sample[], rss: { at: number; mb: number }[], minute: number): Minute {
  const from = minute * 60_000;
  const to = from + 60_000;
  const inside = samples.filter((s) => s.at >= from && s.at < to);
  const p99Ms: Partial<Record<Route, number>> = {};
  for (const route of ROUTES) {
    const ms = inside.filter((s) => s.route === route && !s.error).map((s) => s.ms);
    if (ms.length) p99Ms[route] = round1(p99(ms));
  }
  return {
    minute: minute + 1,
    requests: inside.length,
    errors: inside.filter((s) => s.error).length,
    rssMb: round1(median(rss.filter((r) => r.at >= from && r.at < to).map((r) => r.mb))),
    p99Ms,
  };
}

async function main(): Promise<number> {
  const t0 = performance.now();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const m = machine(ROOT);
  log(
    `Soak: ${m.cpus} CPU, ${Math.round(m.totalMemMb)} MB, Node ${m.node}, commit ${m.commit ?? '-'}; ` +
      `${MINUTES} min at ${RATE} req/s after ${WARMUP_S} s of warm-up, PostgreSQL`,
  );
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  const version = String(
    ((await admin.query('SHOW server_version')).rows[0] as { server_version: string })
      .server_version,
  );
  const dbName = `soak_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    log(`  dropped database ${dbName}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'iid-soak-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`  PostgreSQL ${version}, database ${dbName}; loading the dataset...`);
  const handle = await openDb({ databaseUrl: dbUrl });
  let profilIds: number[];
  try {
    const data = await loadDataset(handle, log);
    profilIds = data.profilIds;
    log(`  loaded in ${(data.times.totalMs / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
  const srv = await startServer({ cwd: ROOT, dbEnv: { DATABASE_URL: dbUrl, DATA_DIR: dataDir } });
  cleanups.push(() => srv.stop());
  log(
    `  server pid ${srv.pid} on ${srv.baseUrl}, answered after ${(srv.bootMs / 1000).toFixed(1)} s`,
  );
  const prepared = await prepare(srv, dbUrl, profilIds);
  log(
    `  prepared: ${prepared.sent.length} sent innovations for transitions, ${prepared.answers.length} ` +
      `draft answers, ${prepared.uploaders.length} uploading accounts, index recounted`,
  );

  const { samples, warmupErrors, rss, rates, skipped } = await runLoad(srv, prepared);
  const minutes = Array.from({ length: MINUTES }, (_, i) => minuteRow(samples, rss, i));

  // Figures and targets.
  // An error during the warm-up is an error too.
  const errors = [...warmupErrors, ...samples.filter((s) => s.error)];
  const byKind = new Map<string, number>();
  for (const e of errors) {
    const kind = e.error!.split(':')[0]!;
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  const rssIn = (from: number, to: number) =>
    round1(median(rss.filter((r) => r.at >= from && r.at < to).map((r) => r.mb)));
  const rssStart = rssIn(0, RSS_WINDOW_MS);
  const rssEnd = rssIn(MINUTES * 60_000 - RSS_WINDOW_MS, MINUTES * 60_000 + 1);
  const span = Math.min(5, Math.floor(MINUTES / 2)) || 1;
  const listMs = (fromMin: number, toMin: number) =>
    samples
      .filter(
        (s) =>
          s.route === 'innovation list' &&
          !s.error &&
          s.at >= fromMin * 60_000 &&
          s.at < toMin * 60_000,
      )
      .map((s) => s.ms);
  const firstP99 = round1(p99(listMs(0, span)));
  const lastP99 = round1(p99(listMs(MINUTES - span, MINUTES)));
  const achieved = round1(samples.length / (MINUTES * 60));
  const targets = [
    {
      text: `0 errors (found ${errors.length}, ${warmupErrors.length} of them in the warm-up)`,
      pass: errors.length === 0,
    },
    {
      text: `RSS at the end within 20% of after the warm-up (${rssStart} MB -> ${rssEnd} MB, ${
        rssEnd >= rssStart ? '+' : ''
      }${round1(((rssEnd - rssStart) / rssStart) * 100)}%)`,
      pass: rssEnd <= rssStart * 1.2,
    },
    {
      text: `innovation list p99 of the last ${span} min within 1.5x the first ${span} (${firstP99} ms -> ${lastP99} ms, x${round1(
        lastP99 / firstP99,
      )})`,
      pass: lastP99 <= firstP99 * 1.5,
    },
  ];

  // The table: p99 per route per minute.
  const short: Record<Route, string> = {
    'innovation list': 'list',
    'review list': 'review',
    'm_daerah lookup': 'lookup',
    'ranking-index': 'ranking',
    answers: 'answers',
    transitions: 'transit.',
    uploads: 'uploads',
  };
  const cols = ['min', 'req', 'err', 'RSS MB', ...ROUTES.map((r) => short[r])];
  const lines = [
    `\np99 per route and minute (ms):`,
    cols.map((c) => c.padStart(9)).join(''),
    ...minutes.map((row) =>
      [row.minute, row.requests, row.errors, row.rssMb, ...ROUTES.map((r) => row.p99Ms[r] ?? '-')]
        .map((v) => String(v).padStart(9))
        .join(''),
    ),
  ];
  log(lines.join('\n'));
  log(
    `\n${samples.length} requests in ${MINUTES} min: ${achieved} req/s (stated ${RATE}; ` +
      `${ROUTES.map((r) => `${r} ${round2(rates[r])}/s`).join(', ')})`,
  );
  const skippedText = ROUTES.filter((r) => skipped[r]).map((r) => `${r} ${skipped[r]}`);
  if (skippedText.length)
    log(`not sent (no idle innovation or account at that moment): ${skippedText.join(', ')}`);
  if (errors.length) {
    log(`errors by kind: ${[...byKind].map(([k, n]) => `${k} x${n}`).join(', ')}`);
    for (const e of errors.slice(0, 5)) log(`  e.g. ${e.error}`);
  }
  log(
    `server RSS: after warm-up ${rssStart} MB, end ${rssEnd} MB, VmHWM ${round1(srv.hwmMb())} MB`,
  );
  for (const t of targets) log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.text}`);

  const file = join(ROOT, 'bench/results', `soak-${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: m,
        postgres: version,
        minutes: MINUTES,
        warmupSeconds: WARMUP_S,
        statedRate: RATE,
        achievedRate: achieved,
        rates,
        requests: samples.length,
        errors: errors.length,
        errorKinds: Object.fromEntries(byKind),
        skipped,
        rssMb: { afterWarmup: rssStart, end: rssEnd },
        innovationListP99Ms: { first: firstP99, last: lastP99, spanMinutes: span },
        perMinute: minutes,
        targets,
      },
      null,
      1,
    )}\n`,
  );
  log(
    `\nResults: ${file.slice(ROOT.length + 1)}; soak took ${((performance.now() - t0) / 1000).toFixed(0)} s.`,
  );
  return targets.every((t) => t.pass) ? 0 : 1;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`soak: ${sig}, cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (e: unknown) => {
    console.error('soak failed:', e instanceof Error ? (e.stack ?? e.message) : e);
    await cleanupAll();
    process.exit(2);
  });
