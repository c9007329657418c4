/**
 * The index engine at national scale (issue 10): "Hitung Ulang" of every bench year through the
 * API, and the update of a region's index after one verifier's evaluation (the evaluation request
 * itself: it stores the verified points and recomputes the region before it answers).
 */

export interface RecountFigures {
  /** one `POST /api/indeks/hitung-ulang?tahun=` per year, wall time seen by the client */
  years: { tahun: number; ms: number; serverMs: number; regions: number }[];
  /** all years one after the other: every stored answer of the dataset */
  totalMs: number;
}

export interface EvaluationFigures {
  /** sequential evaluations, each of a different innovation waiting for verification */
  count: number;
  indicatorsPerEvaluation: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** the evaluated innovation's verified points showed in its region's breakdown at once */
  regionUpdated: boolean;
}

export interface EvaluationInput {
  /** innovations of `tahun` waiting for verification (status_nomor 0), in different regions */
  innovations: { id: number; profil_id: number }[];
  tahun: number;
  /** the answered indicators and a scale point each (the verifier's points) */
  indikator: { id: number; nilai: number }[];
}

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

async function post(baseUrl: string, token: string, path: string, body: unknown) {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

async function get(baseUrl: string, token: string, path: string) {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

/** Recounts every year (one warm-up recount of the first year first, not counted). */
export async function measureRecount(
  baseUrl: string,
  token: string,
  years: readonly number[],
): Promise<RecountFigures> {
  await post(baseUrl, token, `/api/indeks/hitung-ulang?tahun=${years[0]}`, {});
  const out: RecountFigures['years'] = [];
  const tAll = performance.now();
  for (const tahun of years) {
    const t0 = performance.now();
    const body = await post(baseUrl, token, `/api/indeks/hitung-ulang?tahun=${tahun}`, {});
    out.push({
      tahun,
      ms: ms(t0),
      serverMs: Number(body.data.durasi_ms),
      regions: Number(body.data.jumlah),
    });
  }
  return { years: out, totalMs: ms(tAll) };
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** The same evaluations on a floor (bench/floorEvaluation.ts), of other innovations. */
export interface AlongsideEvaluations {
  baseUrl: string;
  input: EvaluationInput;
}

const figures = (times: number[], count: number, input: EvaluationInput) => {
  times.sort((a, b) => a - b);
  return {
    count,
    indicatorsPerEvaluation: input.indikator.length,
    p50Ms: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    maxMs: times[times.length - 1] ?? NaN,
  };
};

/**
 * Evaluates `count` innovations one after the other (after `warmup` unmeasured ones), every
 * answered indicator accepted with its points, and checks on the last one that the region's
 * verification index in the breakdown changed at once. With `alongside`, the floor's evaluation
 * of its own k-th innovation runs next to the product's k-th, before it every other time: both
 * meet the same machine (the database's background work after the recount, the other load),
 * where one series after the other met different moments.
 */
export async function measureEvaluations(
  baseUrl: string,
  token: string,
  input: EvaluationInput,
  {
    count = 40,
    warmup = 5,
    alongside,
  }: { count?: number; warmup?: number; alongside?: AlongsideEvaluations } = {},
): Promise<EvaluationFigures & { alongside?: EvaluationFigures }> {
  for (const i of [input, alongside?.input])
    if (i && i.innovations.length < count + warmup)
      throw new Error(`only ${i.innovations.length} innovations wait for verification`);
  const body = {
    evaluasi: input.indikator.map((i) => ({
      indikator_id: i.id,
      status_verifikasi: 1,
      skor_verifikasi: i.nilai,
    })),
  };
  const times: number[] = [];
  const floorTimes: number[] = [];
  const onFloor = async (k: number) => {
    if (!alongside) return;
    const id = alongside.input.innovations[k]!.id;
    const t0 = performance.now();
    await post(alongside.baseUrl, token, `/api/inovasi/${id}/evaluasi`, body);
    if (k >= warmup) floorTimes.push(ms(t0));
  };
  let regionUpdated = false;
  for (let k = 0; k < count + warmup; k++) {
    if (k % 2) await onFloor(k);
    const inv = input.innovations[k]!;
    const last = k === count + warmup - 1;
    const breakdown = `/api/indeks/${inv.profil_id}?tahun=${input.tahun}`;
    const before = last ? await get(baseUrl, token, breakdown) : null;
    const t0 = performance.now();
    await post(baseUrl, token, `/api/inovasi/${inv.id}/evaluasi`, body);
    const took = ms(t0);
    if (k >= warmup) times.push(took);
    if (before) {
      const after = await get(baseUrl, token, breakdown);
      // Its verified points were empty before. Since issue 35 the verified index counts only
      // innovations that passed verification, so a sent one's points move no stored figure:
      // what must show at once is the innovation's own verified points in the breakdown.
      const pointsOf = (b: { data: Record<string, unknown> }) =>
        (b.data.inovasi as { id: number; skor_verifikasi: number | null }[] | undefined)?.find(
          (x) => x.id === inv.id,
        )?.skor_verifikasi ?? null;
      regionUpdated = pointsOf(after) !== null && pointsOf(after) !== pointsOf(before);
    }
    if (k % 2 === 0) await onFloor(k);
  }
  return {
    ...figures(times, count, input),
    regionUpdated,
    ...(alongside
      ? { alongside: { ...figures(floorTimes, count, alongside.input), regionUpdated: false } }
      : {}),
  };
}
