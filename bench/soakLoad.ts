import pg from 'pg';
import { BENCH_USER, DEMO_PASSWORD, YEARS } from './dataset';
import { login } from './load';
import { procMemMb, type ServerUnderTest } from './server';
import { SURGE_USER_PREFIX } from './surgeSeed';
import { prepareSurge, surgeWrites } from './surgeWriters';
import {
  getJson,
  log,
  MAX_IN_FLIGHT,
  median,
  MINUTES,
  MIX,
  MIX_NAME,
  MIX_TOTAL,
  p99,
  postJson,
  RATE,
  type Request,
  rotating,
  round1,
  round2,
  type Route,
  ROUTES,
  type Sample,
  send,
  shuffled,
  TIMEOUT_MS,
  UPLOAD_SPACING_MS,
  uploadForm,
  WARMUP_S,
} from './soakConfig';

/**
 * The soak's load (bench/soak.ts): what it needs from the dataset, each route's next request, the
 * run and its minutes.
 */

/** What the load needs from the dataset, found through SQL and checked through the API. */
export async function prepare(srv: ServerUnderTest, dbUrl: string, profilIds: number[]) {
  const token = await login(srv.baseUrl, BENCH_USER, DEMO_PASSWORD);
  const surge = MIX_NAME === 'surge' ? await prepareSurge(srv.baseUrl, dbUrl, log) : null;
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
    const usernames = // The surge's regions (bench/surgeSeed.ts) write through their own route.
      (
        await db.query(
          `select username from usr_asn where username not like '${SURGE_USER_PREFIX}%' order by id`,
        )
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
      surge,
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

export type Prepared = Awaited<ReturnType<typeof prepare>>;

/** The next request of each route, or null when none can be made now (no idle innovation…). */
export function makers(p: Prepared): Record<Route, () => Request | null> {
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
    'surge writes': p.surge ? surgeWrites(p.surge) : () => null,
    uploads: () => {
      const now = Date.now();
      const u = p.uploaders.find((x) => now - x.last >= UPLOAD_SPACING_MS);
      if (!u) return null;
      u.last = now;
      return { method: 'POST', path: '/api/media/upload', token: u.token, form: uploadForm() };
    },
  };
}

export interface Minute {
  minute: number;
  requests: number;
  errors: number;
  rssMb: number;
  p99Ms: Partial<Record<Route, number>>;
}

/** Runs the load for warm-up + MINUTES; answers every sample and the RSS samples. */
export async function runLoad(srv: ServerUnderTest, p: Prepared) {
  const make = makers(p);
  const rates = Object.fromEntries(ROUTES.map((r) => [r, (MIX[r] / MIX_TOTAL) * RATE])) as Record<
    Route,
    number
  >;
  // The accounts' upload limit caps that route, whatever the rate.
  if (ROUTES.includes('uploads'))
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

export function minuteRow(
  samples: Sample[],
  rss: { at: number; mb: number }[],
  minute: number,
): Minute {
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
