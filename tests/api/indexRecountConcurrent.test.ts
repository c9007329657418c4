/**
 * Issue 40: writes of one region at the same moment (its answers saved, its innovations
 * answered, sent and evaluated) each recount the region's index inside their own transaction,
 * under the region's lock (answerStore.ts `ownerLockSql`), the activity entry in the recount's
 * first statement. Every write of a round succeeds (innovation before region everywhere: no
 * two wait on each other in a circle, which PostgreSQL would end with a deadlock error), and
 * after every round the stored index equals a recount from scratch. regionLock.test.ts shows
 * the lock itself: the window in which two recounts could miss each other is too short to hit
 * from here.
 *
 * On PostgreSQL (DATABASE_URL) the writes run at once, on as many connections; PGlite runs them
 * one after another, and the same figures must come out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const snapshot = (ids: number[]) => indexSnapshot(t, ids);

/** An innovation of pemda's region with answers, ready to send. */
async function answered(rng: ReturnType<typeof createRng>, nama: string) {
  const id = await newInovasi(t, w, { nama });
  await answerForSending(t, id, rng.sample(innovation, 3), rng.pick);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  ({ region, innovation } = await indicatorSets(t));
});
afterAll(async () => t?.close());

describe("one region's writes at the same moment", () => {
  it('leave the stored index equal to a recount after every round', async () => {
    const rng = createRng(4040);
    const sent: number[] = [];
    for (let round = 0; round < 4; round++) {
      const drafts = [
        await answered(rng, `Serentak ${round}-a`),
        await answered(rng, `Serentak ${round}-b`),
      ];
      const writes: Promise<{ status: number }>[] = [];
      // The region's own answers, twice, each a different indicator and scale.
      for (const ind of rng.sample(
        region.filter((i) => i.skala.length),
        2,
      ))
        writes.push(
          t.call('POST', `/api/daerah/${w.own}/indikator`, {
            as: 'pemda',
            body: {
              tahun: 2026,
              jawaban: [{ indikator_id: ind.id, skala_id: rng.pick(ind.skala).id }],
            },
          }),
        );
      // Two innovations sent, and the ones sent before evaluated and verified.
      for (const id of drafts) writes.push(act(t, id, 'kirim', 'pemda'));
      for (const id of sent) {
        const ind = rng.pick(innovation);
        writes.push(
          t.call('POST', `/api/inovasi/${id}/evaluasi`, {
            as: 'verifikator',
            body: {
              evaluasi: [
                {
                  indikator_id: ind.id,
                  status_verifikasi: 1,
                  skor_verifikasi: rng.pick(ind.skala).nilai,
                },
              ],
            },
          }),
        );
      }
      const answers = await Promise.all(writes);
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      // The verifications of this round, also at once.
      const verified = await Promise.all(sent.map((id) => act(t, id, 'setujui', 'verifikator')));
      expect(verified.every((v) => v.status === 200 || v.status === 409)).toBe(true);
      sent.splice(0, sent.length, ...drafts);

      const kept = await snapshot([w.own]);
      expect(kept).toHaveLength(1);
      await recountYear(t.db, 2026);
      expect(await snapshot([w.own]), `round ${round}`).toEqual(kept);
    }
  });
});
