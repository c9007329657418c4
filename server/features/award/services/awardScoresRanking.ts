import { desc, eq } from 'drizzle-orm';
import type { AwardWeights } from '../../../../domain/award';
import type { Db } from '../../../platform/db/client';
import { iga_terbit } from '../../../platform/db/schema';
import { fail, MESSAGES } from '../../../platform/http/http';
import { cachedRanking } from '../../scoring/services/rankingCache';
import type { AuthUser } from '../../../platform/auth/users';
import { liveRanking, publicationOut, readerOf, sheetsOf, type RankingRow } from './awardScores';

/**
 * GET /ranking-iga: the published ranking (the latest version, or `versi`) frozen as it was,
 * else the ranking as it stands. A blind reader (an assessor) sees no score of a region it has
 * not scored until publication.
 */
export async function awardRanking(
  db: Db,
  user: AuthUser,
  q: { tahun: number; klasterId?: number; versi?: number; draf?: boolean },
) {
  // The publications and the ranking as it stands are the same for every reader until the
  // index, a nominee, a sheet, a setting or a publication changes (rankingCache.ts); only the
  // blinding below depends on the reader.
  const [board, reader] = await Promise.all([
    cachedRanking(
      db,
      'ranking-iga',
      q.tahun,
      'semua',
      async () => {
        const [versions, live] = await Promise.all([
          db
            .select()
            .from(iga_terbit)
            .where(eq(iga_terbit.tahun, q.tahun))
            .orderBy(desc(iga_terbit.versi)),
          liveRanking(db, q.tahun),
        ]);
        return { versions, rows: live.rows, bobot: live.settings.bobot };
      },
      user,
    ),
    readerOf(db, user),
  ]);
  const versions = board.versions;
  const chosen =
    q.draf === true
      ? undefined
      : q.versi !== undefined
        ? versions.find((v) => v.versi === q.versi)
        : versions[0];
  if (q.versi !== undefined && !chosen && q.draf !== true) throw fail(404, MESSAGES.notFound);
  const inCluster = (r: RankingRow) =>
    q.klasterId === undefined || r.iga_klaster_id === q.klasterId;
  if (chosen) {
    const earlier = versions.filter((v) => v.versi < chosen.versi).map((v) => v.versi);
    return {
      rows: (chosen.hasil as RankingRow[]).filter(inCluster),
      bobot: chosen.bobot,
      terbit: publicationOut(chosen, earlier),
    };
  }
  let rows = board.rows.filter(inCluster);
  if (reader.blind) {
    const mine = reader.assessor ? await sheetsOf(db, q.tahun) : [];
    const done = new Set(
      mine.filter((s) => s.iga_penilai_id === reader.assessor?.id).map((s) => s.profil_id),
    );
    rows = rows.map((r) =>
      done.has(r.profil_id)
        ? r
        : {
            ...r,
            skor_penilaian: null,
            skor_validasi_lapangan: null,
            overall_score: null,
            peringkat: null,
          },
    );
  }
  return { rows, bobot: board.bobot as AwardWeights, terbit: null };
}
