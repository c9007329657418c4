import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dokumen } from '../../server/platform/db/schema';
import { createRng } from '../../server/seed/prng';
import { recountYear } from '../../server/features/scoring/services/indexEngine';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { answerForSending, indexSnapshot, indicatorSets } from '../helpers/indexSnapshot';
import type { Indicator } from '../helpers/indicatorPicks';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
let region: Indicator[] = [];
let innovation: Indicator[] = [];

/** Evidence for an answer, as a registered letter (the evidence rule counts documents). */
async function evidence(
  unit: 'daerah' | 'inovasi',
  profilId: number,
  indikatorId: number,
  inovasiId: number | null,
) {
  await t.db.insert(dokumen).values({
    unit,
    profil_id: profilId,
    inovasi_id: inovasiId,
    indikator_id: indikatorId,
    nama: 'Surat bukti',
    nomor_surat: `${indikatorId}/uji`,
  });
}

const snapshot = (ids: number[]) => indexSnapshot(t, ids);

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  ({ region, innovation } = await indicatorSets(t));
});
afterAll(async () => t?.close());

describe('recount equals the incrementally maintained results (property, seeded)', () => {
  for (const seed of [7, 42, 2026]) {
    it(`after a random sequence of answers, evaluations and status changes (seed ${seed})`, async () => {
      const rng = createRng(seed);
      const ids: number[] = [];
      for (let step = 0; step < 25; step++) {
        const op = rng.int(0, 4);
        if (op === 0) {
          // The region answers a few indicators, some with evidence.
          const picked = rng.sample(
            region.filter((i) => i.skala.length),
            rng.int(1, 4),
          );
          for (const ind of picked)
            if (rng.chance(0.7)) await evidence('daerah', w.own, ind.id, null);
          const res = await t.call('POST', `/api/daerah/${w.own}/indikator`, {
            as: 'pemda',
            body: {
              tahun: 2026,
              jawaban: picked.map((i) => ({ indikator_id: i.id, skala_id: rng.pick(i.skala).id })),
            },
          });
          expect(res.status).toBe(200);
        } else if (op === 1 || ids.length === 0) {
          const id = await newInovasi(t, w, { nama: `Acak ${seed}-${step}` });
          const picked = rng.sample(innovation, rng.int(1, 5));
          for (const ind of picked)
            if (rng.chance(0.8)) await evidence('inovasi', w.own, ind.id, id);
          await answerForSending(t, id, picked, rng.pick);
          ids.push(id);
        } else if (op === 2) {
          await act(t, rng.pick(ids), 'kirim', 'pemda');
        } else if (op === 3) {
          const id = rng.pick(ids);
          const ind = rng.pick(innovation);
          await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
            as: 'verifikator',
            body: {
              evaluasi: [
                rng.chance(0.6)
                  ? {
                      indikator_id: ind.id,
                      status_verifikasi: 1,
                      skor_verifikasi: rng.pick(ind.skala).nilai,
                    }
                  : { indikator_id: ind.id, status_verifikasi: 2, catatan: 'Bukti kurang' },
              ],
            },
          });
        } else {
          const id = rng.pick(ids);
          await act(t, id, rng.chance(0.5) ? 'setujui' : 'tolak', 'verifikator', {
            alasan: 'Tidak lengkap',
          });
        }
        // After every step, what was kept up to date equals a recount from scratch.
        const incremental = await snapshot([w.own]);
        expect(incremental).toHaveLength(1);
        await recountYear(t.db, 2026);
        expect(await snapshot([w.own]), `step ${step} (operation ${op})`).toEqual(incremental);
      }
    });
  }
});
