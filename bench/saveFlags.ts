import pg from 'pg';
import { cpuMark, cpuSince } from './cpu';
import type { DatasetInfo } from './dataset';
import type { ScenarioResult } from './load';
import { chosen, log } from './runConfig';
import type { ServerUnderTest } from './server';

/**
 * Issue 38 item 7, "save with flags": the p95 of an innovation save (PUT
 * /api/crud/iga2020_inovasi/{id}, its texts changed) with the similarity work (the trigger
 * keeping the compared text and its fingerprints, then the candidates' trigram similarity) and
 * without it (the trigger disabled), one save at a time, in alternating blocks so that drift in
 * the machine's load touches both. Target: at most 20 ms more at p95.
 *
 * The bench's bulk load skips triggers, so its innovations' compared texts are written first, as
 * the trigger would have (set-based). Their generated texts share every sentence but a hash:
 * each fingerprint is common to all of them, the worst case of the per-fingerprint cap.
 * PostgreSQL only: the trigger is switched from a second connection (PGlite is in the server).
 */

export const SAVE_FLAGS = 'save with flags';
const SAVES = Number(process.env.BENCH_SAVES ?? 150);
const BLOCK = 25;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const pct = (a: number[], p: number) => {
  const s = [...a].sort((x, y) => x - y);
  return Math.round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]! * 10) / 10;
};

function result(name: string, ms: number[], seconds: number, bytes: number): ScenarioResult {
  return {
    name,
    sample: 'PUT /api/crud/iga2020_inovasi/{id}',
    connections: 1,
    seconds: Math.round(seconds),
    warmupSeconds: 0,
    requests: ms.length,
    rps: Math.round(ms.length / Math.max(seconds, 0.001)),
    p50Ms: pct(ms, 0.5),
    p90Ms: pct(ms, 0.9),
    p99Ms: pct(ms, 0.99),
    maxMs: Math.round(Math.max(...ms) * 10) / 10,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    errorKinds: {},
    avgBytes: Math.round(bytes / ms.length),
    peakRssMb: 0,
    cpu: null,
    attempts: 1,
  };
}

export async function saveFlagsScenario(
  srv: ServerUnderTest,
  token: string,
  pgDbName: string | null,
  data: DatasetInfo,
): Promise<ScenarioResult[]> {
  if (!chosen(SAVE_FLAGS)) return [];
  if (!pgDbName) {
    log(`  skipped: ${SAVE_FLAGS} (PostgreSQL only: the trigger is switched from outside)`);
    return [];
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${pgDbName}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const t0 = performance.now();
    await db.query(`
      INSERT INTO inovasi_teks (inovasi_id, teks)
      SELECT id, kemiripan_teks(nama, latar_belakang, tujuan, manfaat, hasil_inovasi)
      FROM iga2020_inovasi WHERE lomba = 0
        AND length(kemiripan_teks(nama, latar_belakang, tujuan, manfaat, hasil_inovasi)) >= 100
      ON CONFLICT (inovasi_id) DO NOTHING`);
    await db.query(`
      INSERT INTO inovasi_sidik (inovasi_id, kunci)
      SELECT t.inovasi_id, k FROM inovasi_teks t, unnest(kemiripan_sidik(t.teks)) AS k
      ON CONFLICT DO NOTHING`);
    await db.query('ANALYZE inovasi_teks, inovasi_sidik');
    const n = (await db.query<{ n: string }>('SELECT count(*) AS n FROM inovasi_teks')).rows[0]!.n;
    log(
      `  ${SAVE_FLAGS}: ${n} compared texts and their fingerprints written in ${Math.round(performance.now() - t0)} ms`,
    );

    // The demo's drafts: long texts written through the product's rules (the bench's bulk rows
    // skip its checks) with an Asta Cita theme, which a save checks; each compared with every
    // stored text.
    const rows = (
      await db.query<{ id: number; latar_belakang: string }>(
        `SELECT i.id, i.latar_belakang FROM iga2020_inovasi i
         JOIN inovasi_teks t ON t.inovasi_id = i.id
         WHERE i.lomba = 0 AND i.is_covid >= 9 AND i.latar_belakang NOT LIKE 'Latar belakang %'
           AND NOT EXISTS (SELECT 1 FROM nomor_registrasi r WHERE r.inovasi_id = i.id)
         ORDER BY i.id LIMIT $1`,
        [SAVES + BLOCK],
      )
    ).rows;
    if (!rows.length) throw new Error(`${SAVE_FLAGS}: no draft innovation with a long text`);
    log(`  ${SAVE_FLAGS}: ${rows.length} drafts saved in turn, ${data.counts.inovasi} innovations`);
    let k = 0;
    let bytes = 0;
    const save = async () => {
      const row = rows[k % rows.length]!;
      const body = JSON.stringify({ latar_belakang: `${row.latar_belakang} (${k})` });
      k++;
      const start = performance.now();
      const res = await fetch(`${srv.baseUrl}/api/crud/iga2020_inovasi/${row.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const buf = await res.arrayBuffer();
      const ms = performance.now() - start;
      if (res.status !== 200)
        throw new Error(
          `PUT iga2020_inovasi/${row.id} -> ${res.status}: ${Buffer.from(buf).toString().slice(0, 300)}`,
        );
      bytes += buf.byteLength;
      return ms;
    };
    const trigger = (on: boolean) =>
      db.query(
        `ALTER TABLE iga2020_inovasi ${on ? 'ENABLE' : 'DISABLE'} TRIGGER kemiripan_inovasi_ubah`,
      );
    for (let i = 0; i < BLOCK; i++) await save(); // warm-up, with the trigger
    const withMs: number[] = [];
    const withoutMs: number[] = [];
    let withS = 0;
    let withoutS = 0;
    // CPU time of the server and its PostgreSQL backends per save: the figure least moved by
    // other work on a shared machine.
    const withCpu: number[] = [];
    const withoutCpu: number[] = [];
    try {
      while (withMs.length < SAVES) {
        for (const on of [false, true]) {
          await trigger(on);
          const s0 = performance.now();
          const mark = cpuMark(srv.pid, pgDbName);
          for (let i = 0; i < BLOCK; i++) (on ? withMs : withoutMs).push(await save());
          const use = cpuSince(mark, srv.pid, BLOCK);
          if (use) (on ? withCpu : withoutCpu).push(use.postgresMsPerReq + use.serverMsPerReq);
          if (on) withS += (performance.now() - s0) / 1000;
          else withoutS += (performance.now() - s0) / 1000;
        }
      }
    } finally {
      await trigger(true);
    }
    const extra = Math.round((pct(withMs, 0.95) - pct(withoutMs, 0.95)) * 10) / 10;
    log(
      `    ${SAVE_FLAGS}: p95 ${pct(withMs, 0.95)} ms with the similarity work, ` +
        `${pct(withoutMs, 0.95)} ms without: ${extra >= 0 ? '+' : ''}${extra} ms (target: at most +20 ms)`,
    );
    const mean = (a: number[]) =>
      a.length ? Math.round((a.reduce((x, y) => x + y, 0) / a.length) * 100) / 100 : null;
    log(
      `    ${SAVE_FLAGS}: CPU per save (server + PostgreSQL) ${mean(withCpu) ?? '-'} ms with, ` +
        `${mean(withoutCpu) ?? '-'} ms without`,
    );
    return [
      { ...result(SAVE_FLAGS, withMs, withS, bytes / 2), saveExtraP95Ms: extra },
      { ...result('save without flags', withoutMs, withoutS, bytes / 2), reference: true },
    ];
  } finally {
    await db.end();
  }
}
