import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { applyChanges, cachedAnswer, type CacheKey } from './dashboardCache';
import { EVERYTHING, REFRESH_SHARE, STALE_MS, type Change } from './changeScope';

/**
 * The kept answers' rules on a database handle that is only a key (no statement runs: no bus,
 * no index stamp), with the clock passed in: which change drops which key, who may read the
 * previous answer while it is recomputed, and one computation per key at a time.
 */
const db = () => ({}) as Db;

/** A computation that resolves when told, counting its runs. */
function gate() {
  let runs = 0;
  const pending: ((v: string) => void)[] = [];
  const compute = () =>
    new Promise<string>((resolve) => {
      runs += 1;
      pending.push(resolve);
    });
  return {
    compute,
    runs: () => runs,
    finish: async (value: string) => {
      pending.shift()!(value);
      await new Promise((r) => setImmediate(r));
    },
  };
}

const other = { id: 1, profil_id: 7 };
const writer = { id: 9, profil_id: 3 };
const sameRegion = { id: 2, profil_id: 5 };
const answer: Change = { family: 'answers', tahun: 2026, profil_id: 5, by: 9 };
const national: CacheKey<string> = {
  screen: 's',
  scope: 'semua',
  tahun: 2026,
  dependsOn: { tahun: 2026 },
};

describe('cachedAnswer', () => {
  it('drops only the keys a change can touch: by year and by the regions a value reads', async () => {
    const d = db();
    let runs = 0;
    const compute = async () => `v${++runs}`;
    const province: CacheKey<string> = {
      ...national,
      screen: 'p',
      regionsOf: () => [10, 11],
    };
    const lastYear: CacheKey<string> = { ...national, tahun: 2025, dependsOn: { tahun: 2025 } };
    expect(await cachedAnswer(d, province, compute, 0)).toBe('v1');
    expect(await cachedAnswer(d, lastYear, compute, 0)).toBe('v2');
    applyChanges(d, [answer]);
    expect(await cachedAnswer(d, province, compute, 1)).toBe('v1');
    expect(await cachedAnswer(d, lastYear, compute, 1)).toBe('v2');
    applyChanges(d, [{ family: 'answers', profil_id: 11 }]);
    expect(await cachedAnswer(d, province, compute, 2)).toBe('v3');
    expect(await cachedAnswer(d, lastYear, compute, 2)).toBe('v4');
    applyChanges(d, EVERYTHING);
    expect(await cachedAnswer(d, province, compute, 3)).toBe('v5');
  });

  it('answers other readers the previous figure for STALE_MS, never the writer or its region', async () => {
    const d = db();
    const g = gate();
    const first = cachedAnswer(d, { ...national, reader: other }, g.compute, 0);
    await g.finish('old');
    expect(await first).toBe('old');
    applyChanges(d, [answer]);

    // Another region's reader: the previous answer, with no work while it is young.
    expect(await cachedAnswer(d, { ...national, reader: other }, g.compute, 1_000)).toBe('old');
    expect(g.runs()).toBe(1);
    // Past REFRESH_SHARE of the lag: still the previous answer, and the one recomputation
    // starts behind it.
    const half = STALE_MS.answers * REFRESH_SHARE;
    expect(await cachedAnswer(d, { ...national, reader: other }, g.compute, half)).toBe('old');
    expect(g.runs()).toBe(2);
    // The writer and its region's accounts wait for that computation (no second one).
    const mine = cachedAnswer(d, { ...national, reader: writer }, g.compute, half);
    const region = cachedAnswer(d, { ...national, reader: sameRegion }, g.compute, half);
    // No reader named: no lag either.
    const anyone = cachedAnswer(d, national, g.compute, half);
    expect(await cachedAnswer(d, { ...national, reader: other }, g.compute, half + 1)).toBe('old');
    await g.finish('new');
    expect([await mine, await region, await anyone]).toEqual(['new', 'new', 'new']);
    expect(g.runs()).toBe(2);

    // Past the family's lag the other reader waits too.
    applyChanges(d, [answer]);
    const late = cachedAnswer(
      d,
      { ...national, reader: other },
      g.compute,
      half + STALE_MS.answers + 2_000,
    );
    await g.finish('newer');
    expect(await late).toBe('newer');
  });

  it('keeps the lag through a stream of writes: repeats of a kind of change count once', async () => {
    const d = db();
    const g = gate();
    const first = cachedAnswer(d, { ...national, reader: other }, g.compute, 0);
    await g.finish('old');
    expect(await first).toBe('old');
    // A deadline's minute: 200 regions, each saving again and again.
    for (let i = 0; i < 3_000; i++)
      applyChanges(d, [
        { family: 'answers', tahun: 2026, profil_id: 100 + (i % 200), by: 1000 + (i % 200) },
      ]);
    expect(await cachedAnswer(d, { ...national, reader: other }, g.compute, 1_000)).toBe('old');
    expect(g.runs()).toBe(1);
    // One of those regions' own reader still waits for the new answer.
    const mine = cachedAnswer(
      d,
      { ...national, reader: { id: 1, profil_id: 150 } },
      g.compute,
      1_000,
    );
    await g.finish('new');
    expect(await mine).toBe('new');
    expect(g.runs()).toBe(2);
  });

  it('computes a key once at a time: a change during a computation makes one more after it', async () => {
    const d = db();
    const g = gate();
    const cold = Array.from({ length: 50 }, () => cachedAnswer(d, national, g.compute, 0));
    expect(g.runs()).toBe(1);
    // A change while the first computation runs: the reader after it needs a newer answer.
    applyChanges(d, [answer]);
    const after = cachedAnswer(d, { ...national, reader: writer }, g.compute, 0);
    await g.finish('first');
    expect(new Set(await Promise.all(cold))).toEqual(new Set(['first']));
    expect(g.runs()).toBe(2);
    await g.finish('second');
    expect(await after).toBe('second');
    expect(await cachedAnswer(d, national, g.compute, 1)).toBe('second');
    expect(g.runs()).toBe(2);
  });

  it('a failed computation leaves the key to the next reader', async () => {
    const d = db();
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('db down');
    };
    await expect(cachedAnswer(d, national, failing, 0)).rejects.toThrow('db down');
    expect(await cachedAnswer(d, national, async () => `ok${++runs}`, 1)).toBe('ok2');
  });
  it('counts the lag from the last read that found the answer current, not from its computation', async () => {
    const d = db();
    const g = gate();
    const k = { ...national, reader: other };
    const first = cachedAnswer(d, k, g.compute, 0);
    await g.finish('old');
    expect(await first).toBe('old');
    // Read as current long after it was computed, then a save elsewhere.
    const later = STALE_MS.answers * 2;
    expect(await cachedAnswer(d, k, g.compute, later)).toBe('old');
    applyChanges(d, [answer]);
    // A moment behind, not a minute: the previous answer, and nothing recomputed yet.
    const stale = cachedAnswer(d, k, g.compute, later + 1);
    expect(g.runs()).toBe(1);
    expect(await stale).toBe('old');
    // Past the lag counted from that read, the reader waits for the new answer.
    const late = cachedAnswer(d, k, g.compute, later + STALE_MS.answers + 1);
    expect(g.runs()).toBe(2);
    await g.finish('new');
    expect(await late).toBe('new');
  });
  it('recomputes the answers behind a change one at a time, serving the previous ones meanwhile', async () => {
    const d = db();
    const g = gate();
    const keys = [2023, 2024, 2025].map((tahun): CacheKey<string> => ({
      ...national,
      tahun,
      dependsOn: { tahun },
      reader: other,
    }));
    for (const k of keys) {
      const first = cachedAnswer(d, k, g.compute, 0);
      await g.finish(`old ${k.tahun}`);
      expect(await first).toBe(`old ${k.tahun}`);
    }
    // A document counts in every year: each year's answer falls behind at once.
    applyChanges(d, [{ family: 'answers', profil_id: 5, by: 9 }]);
    const half = STALE_MS.answers * REFRESH_SHARE;
    for (const k of keys) expect(await cachedAnswer(d, k, g.compute, half)).toBe(`old ${k.tahun}`);
    await new Promise((r) => setImmediate(r));
    // One recomputation runs; the others wait their turn, their readers served meanwhile.
    expect(g.runs()).toBe(4);
    await g.finish('new 2023');
    expect(g.runs()).toBe(5);
    expect(await cachedAnswer(d, keys[0]!, g.compute, half + 1)).toBe('new 2023');
    // A reader past the lag does not wait behind the queue: its own computation starts now.
    const late = cachedAnswer(d, keys[2]!, g.compute, STALE_MS.answers + 1);
    expect(g.runs()).toBe(6);
    await g.finish('new 2024');
    await g.finish('new 2025');
    expect(await late).toBe('new 2025');
    // The queued one for 2025 finds it fresh when its turn comes, and computes nothing.
    await new Promise((r) => setImmediate(r));
    expect(g.runs()).toBe(6);
  });
});
