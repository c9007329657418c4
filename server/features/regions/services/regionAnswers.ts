import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi } from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import { loadAnswers, saveAnswers } from '../../innovations/services/answerStore';
import { regionOwner, type JawabanIn } from '../../innovations/services/answerOwner';
import { regionIndicators, type IndicatorOut } from '../../scoring/services/indicatorSet';
import type { AuthUser } from '../../../platform/auth/users';

/** Kind A: the system's value, the number of the region's innovations of the year. */
async function automaticValue(db: Db, set: IndicatorOut[], profilId: number, tahun: number) {
  if (!set.some((i) => i.jenis.toUpperCase() === 'A')) return null;
  const [row] = await db
    .select({ n: count() })
    .from(iga2020_inovasi)
    .where(
      and(
        eq(iga2020_inovasi.profil_id, profilId),
        eq(iga2020_inovasi.tahun, tahun),
        eq(iga2020_inovasi.lomba, 0),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Every region indicator of the year's period with the region's saved answer, its points, its
 * documents and whether it is complete (GET /api/daerah/{profilId}/indikator).
 */
export async function loadRegionAnswers(
  db: Db,
  profilId: number,
  tahun: number,
  roles: readonly string[],
) {
  const { periode, indikator } = await regionIndicators(db, tahun);
  const otomatis = await automaticValue(db, indikator, profilId, tahun);
  const rows = await loadAnswers(db, regionOwner(profilId), indikator, tahun, roles, otomatis);
  return { periode, rows };
}

/**
 * Validates every region answer with the engine and stores them all in one transaction, or
 * none (422 keyed by indikator_id). Returns the server-computed points per answer.
 */
export async function saveRegionAnswers(
  db: Db,
  actor: AuthUser,
  profilId: number,
  tahun: number,
  jawaban: JawabanIn[],
) {
  const { periode, indikator } = await regionIndicators(db, tahun);
  if (periode === null) throw fail(404, message('noIndicatorSet', { tahun }));
  // The system's count only when an automatic indicator is among the answers sent.
  const sent = new Set(jawaban.map((j) => j.indikator_id));
  const otomatis = await automaticValue(
    db,
    indikator.filter((i) => sent.has(i.id)),
    profilId,
    tahun,
  );
  return saveAnswers(db, actor, regionOwner(profilId), indikator, tahun, jawaban, {
    otomatis,
    activity: { resource: 'profil_pemda', recordId: profilId },
    recount: { profilId, tahun },
  });
}
