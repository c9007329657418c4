/**
 * `node --import tsx bench/saveCost.ts`: what one answer save costs the API process, in process
 * (the app's own middleware and handlers, without the HTTP server), on the demo data in a fresh
 * PostgreSQL database (DATABASE_URL, default the machine's). The deadline surge's writes are
 * these saves (docs/performance.md, "Deadline surge"); their CPU, not their scheduling, is what
 * the surge's readers give up. Saves one indicator's answer, alternating its lowest and highest
 * step so each save changes the points, SAVES times per owner, and prints the process's CPU
 * and the wall time per save, twice. The app logs every request to stdout, as in production (its
 * cost is part of a save's); the figures go to stderr: `npm run bench:save > /dev/null`.
 */
import { newInovasi, workflowWorld } from '../tests/helpers/innovations';
import { createTestApp } from '../tests/helpers/testApp';

const SAVES = Number(process.env.SAVES ?? 300);
const ROUNDS = 2;
const PG = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

type Indicator = { id: number; skala: { id: number; nilai: number }[] };

const t = await createTestApp({ databaseUrl: PG });
try {
  const w = await workflowWorld(t);
  const id = await newInovasi(t, w, { nama: 'Diukur biaya simpannya', submitable: 0 });
  const sets = {
    region: (await t.call('GET', `/api/daerah/${w.own}/indikator?tahun=2026`, { as: 'pemda' })).body
      .data as Indicator[],
    innovation: (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })).body
      .data as Indicator[],
  };
  const paths = {
    region: `/api/daerah/${w.own}/indikator`,
    innovation: `/api/inovasi/${id}/indikator`,
  };
  const bodies = (set: Indicator[]) => {
    const ind = set.find((i) => i.skala.length > 1)!;
    const steps = [...ind.skala].sort((a, b) => a.nilai - b.nilai);
    return [steps[0]!, steps[steps.length - 1]!].map((s) => ({
      tahun: 2026,
      jawaban: [{ indikator_id: ind.id, skala_id: s.id }],
    }));
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const owner of ['region', 'innovation'] as const) {
      const [low, high] = bodies(sets[owner]);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let i = 0; i < SAVES; i++) {
        const res = await t.call('POST', paths[owner], { as: 'pemda', body: i % 2 ? high : low });
        if (res.status !== 200) throw new Error(`${owner} save: HTTP ${res.status}`);
      }
      const cpu = process.cpuUsage(cpu0);
      const wall = (performance.now() - t0) / SAVES;
      const cpuMs = (cpu.user + cpu.system) / 1000 / SAVES;
      console.error(
        `  round ${round}, ${owner.padEnd(10)} answer: ${wall.toFixed(2)} ms wall, ${cpuMs.toFixed(2)} ms CPU per save (user ${(cpu.user / 1000 / SAVES).toFixed(2)}, system ${(cpu.system / 1000 / SAVES).toFixed(2)})`,
      );
    }
  }
} finally {
  await t.close();
}
