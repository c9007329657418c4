import { YEARS, type DatasetInfo } from './dataset';
import { isDeepStrictEqual } from 'node:util';
import { checkOnce } from './load';
import { measureEvaluations, measureRecount } from './indexBench';
import { type ExportTiming, type IndexRun } from './report';
import type { ServerUnderTest } from './server';
import { log, OPEN_KEYS, shuffled } from './runConfig';

/**
 * What the scenarios (runScenarios.ts) call and check besides the load: probes, paths, counts,
 * exports.
 */

export const LOOKUP_PREFIXES = [
  'kab',
  'kota',
  'ban',
  'sum',
  'jaw',
  'kal',
  'sul',
  'pap',
  'ma',
  'la',
  'tan',
  'bar',
  'ace',
  'lam',
  'bo',
];

export const REVIEW_QUEUES = [
  ['request', '/api/nomor_registrasi/request/lookup'],
  ['approved', '/api/review/approved/lookup'],
  ['rejected', '/api/review/rejected/lookup'],
  ['qc', '/api/review/qc/lookup'],
] as const;

/**
 * The review queues' totals through the API against the counts taken from the tables when the
 * data was loaded, per queue and year (issue 9: "the review lists' counts match the database").
 */
export async function checkReviewCounts(srv: ServerUnderTest, token: string, data: DatasetInfo) {
  const mismatches: string[] = [];
  let checked = 0;
  for (const [queue, path] of REVIEW_QUEUES) {
    for (const y of YEARS) {
      const got = await checkOnce(srv.baseUrl, token, `${path}?tahun=${y}&per_page=1`);
      const want = data.reviewCounts[queue]?.[y] ?? 0;
      checked++;
      if (got.total !== want) mismatches.push(`${queue} ${y}: API ${got.total}, database ${want}`);
    }
  }
  const sizes = REVIEW_QUEUES.map(
    ([q]) => `${q} ${YEARS.reduce((n, y) => n + (data.reviewCounts[q]?.[y] ?? 0), 0)}`,
  );
  log(
    `  check: review queue totals = database counts for ${checked - mismatches.length} of ${checked} ` +
      `queue-years (${sizes.join(', ')})${mismatches.length ? `; MISMATCH ${mismatches.join('; ')}` : ''}`,
  );
  return { checked, mismatches };
}

/**
 * Recount of every year, then one evaluation at a time (once per database, 1 worker); with
 * `floor`, its evaluations of other regions' innovations (bench/floorEvaluation.ts) alongside.
 */
export async function indexFigures(
  srv: ServerUnderTest,
  token: string,
  data: DatasetInfo,
  floor?: ServerUnderTest,
): Promise<Omit<IndexRun, 'reviewCounts' | 'rankingP99Ms'>> {
  log(`  index: Hitung Ulang of ${YEARS.join(', ')}...`);
  const recount = await measureRecount(srv.baseUrl, token, YEARS);
  for (const y of recount.years)
    log(`    ${y.tahun}: ${y.ms} ms (server ${y.serverMs} ms), ${y.regions} regions`);
  log(`    all years: ${recount.totalMs} ms`);
  log('  index: evaluations one at a time (every answered indicator accepted)...');
  const alongside = floor
    ? {
        baseUrl: floor.baseUrl,
        input: { ...data.evaluation, innovations: data.evaluation.innovations.slice(45) },
      }
    : undefined;
  const { alongside: evaluationFloor, ...evaluation } = await measureEvaluations(
    srv.baseUrl,
    token,
    data.evaluation,
    { alongside },
  );
  log(
    `    ${evaluation.count} evaluations of ${evaluation.indicatorsPerEvaluation} indicators: ` +
      `p50 ${evaluation.p50Ms} ms, p95 ${evaluation.p95Ms} ms, max ${evaluation.maxMs} ms; ` +
      `region's verified index updated at once: ${evaluation.regionUpdated ? 'yes' : 'NO'}`,
  );
  if (evaluationFloor)
    log(
      `    the same on the floor (hand-written SQL), alongside: p50 ${evaluationFloor.p50Ms} ms, ` +
        `p95 ${evaluationFloor.p95Ms} ms, max ${evaluationFloor.maxMs} ms`,
    );
  return { recount, evaluation, ...(evaluationFloor ? { evaluationFloor } : {}) };
}

/** The floors a server configuration is measured against (PostgreSQL; none on PGlite). */
export interface Floors {
  /** bench/floor.ts: the product's own SQL */
  same: ServerUnderTest;
  /** bench/floor.ts with FLOOR=tuned: the fastest SQL written by hand for the same JSON */
  tuned: ServerUnderTest;
}

/** One measured scenario and what it is compared with, measured right before and after it. */
export interface Scenario {
  name: string;
  paths: string[];
  connections?: number;
  floors: {
    kind: 'same' | 'tuned' | 'static' | 'bytes';
    server: ServerUnderTest;
    paths: string[];
  }[];
  /** the request's headers instead of the bench account's Bearer token */
  headersFor?: (path: string) => Record<string, string>;
}

/** A GET's status, size and time (no JSON expected: pages, CSV, dashboards' objects). */
export async function probe(
  baseUrl: string,
  token: string,
  path: string,
  headers: Record<string, string> = { authorization: `Bearer ${token}` },
) {
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, ms: Math.round(performance.now() - started) };
}

/** The paths that answer 200 (a screen's variants that need data the bench lacks are left out). */
export async function answering(
  srv: ServerUnderTest,
  token: string,
  paths: string[],
  headersFor?: (path: string) => Record<string, string>,
): Promise<string[]> {
  const ok: string[] = [];
  for (const p of paths)
    if ((await probe(srv.baseUrl, token, p, headersFor?.(p))).status === 200) ok.push(p);
  return ok;
}

/**
 * Keys of the open data API made through the api-access screen's call (POST /api/access), as a
 * user makes them, and sent in `X-API-Key` (a Bearer token is not a key: it is counted as an
 * anonymous caller, 60 calls an hour). The product's limit stays 5,000 calls an hour per key;
 * the requests rotate over OPEN_KEYS keys so a long run stays under it (each key its own count).
 */
export async function openKeys(srv: ServerUnderTest, token: string): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 1; i <= OPEN_KEYS; i++) {
    const res = await fetch(`${srv.baseUrl}/api/access`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nama: `bench ${i}`, scope: ['indeks'] }),
    });
    const body = (await res.json().catch(() => null)) as { data?: { secret?: string } } | null;
    if (res.status !== 201 || !body?.data?.secret)
      throw new Error(`POST /api/access -> ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    keys.push(body.data.secret);
  }
  return keys;
}

/** The average-index reports (issue 24) and the recaps, every year. */
export const AVERAGE_REPORTS = [
  'nasional',
  'wilayah',
  'propinsi',
  'propinsi2',
  'kota',
  'kabupaten',
  'perbatasan',
  'tertinggal',
  'papua',
  'nasional/rekap',
] as const;
export const RECAPS = ['jenis', 'bentuk', 'urusan', 'inisiator'] as const;
/**
 * The report downloads (Excel and PDF) of one year, national scale: every average-index report
 * (all regions of its population, 546 for `nasional`), the recaps per province, of a province
 * and of a region's OPDs, the four innovation recaps and the analysis.
 */
export function exportPaths(
  provinceId: number | undefined,
  profilId: number | undefined,
): string[] {
  const y = YEARS.at(-1)!;
  const bases = [
    ...AVERAGE_REPORTS.filter((r) => r !== 'nasional/rekap').map((r) => `/api/indeks/average/${r}`),
    '/api/indeks/average/nasional/rekap',
    ...(provinceId ? [`/api/indeks/average/propinsi/${provinceId}/rekap`] : []),
    ...(profilId ? [`/api/indeks/average/opd/${profilId}/rekap`] : []),
    ...RECAPS.map((r) => `/api/laporan/rekap/${r}`),
    '/api/laporan/analisis',
  ];
  return bases.flatMap((b) =>
    (['excel', 'pdf'] as const).map((f) => `${b}/download-${f}?tahun=${y}`),
  );
}

/** Export downloads at or under this, to the last byte (issue 24: "546 rows in <= 2 s"). */
export const EXPORT_MAX_MS = 2000;

/** Each export once to warm it, then once timed to its last byte. */
export async function timeExports(srv: ServerUnderTest, token: string, paths: string[]) {
  log(`  exports: ${paths.length} report downloads, each once warm (time to the last byte)...`);
  const out: ExportTiming[] = [];
  for (const path of paths) {
    await probe(srv.baseUrl, token, path);
    const { status, body, ms } = await probe(srv.baseUrl, token, path);
    out.push({ path, status, bytes: body.length, ms });
    log(
      `    ${path}: ${status}, ${body.length} B, ${ms} ms${ms > EXPORT_MAX_MS ? ' (over 2 s)' : ''}`,
    );
  }
  return out;
}

/** Regions whose public landing page is loaded (and written out as static files). */
export const LANDING_REGIONS = 100;

/** Where two JSON answers first differ (`data[0].nama: "A" / "B"`), for the floor check's error. */
export function firstDifference(a: unknown, b: unknown, at = ''): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const x = (a as Record<string, unknown>)[k];
      const y = (b as Record<string, unknown>)[k];
      if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${at}.${k}`);
    }
  }
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 120) ?? 'undefined';
  return `${at.slice(1) || '(answer)'}: product ${show(a)} / floor ${show(b)}`;
}

/** A pemda's innovations of one year, first page by name: every pemda and year, shuffled. */
export const innovationListPaths = (data: DatasetInfo) =>
  shuffled(
    data.profilIds.flatMap((id) =>
      YEARS.map(
        (y) =>
          `/api/crud/iga2020_inovasi?page=0&per_page=20&orderBy=nama&orderDirection=asc&profil_id=${id}&tahun=${y}`,
      ),
    ),
  );
