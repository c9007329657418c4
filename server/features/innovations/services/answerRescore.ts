import { count, eq } from 'drizzle-orm';
import { scoreAnswer } from '../../../../domain/indicatorAnswer';
import type { Db } from '../../../platform/db/client';
import { dokumen, indikator_jawaban } from '../../../platform/db/schema';
import type { IndicatorOut } from '../../scoring/services/indicatorSet';
import { answerRows } from './answerStore';
import { num, ownerDocuments, type AnswerOwner } from './answerOwner';
import { storedInput } from './answerState';

/**
 * After a document is uploaded or deleted: recompute the stored points of that indicator's
 * answers of the owner (every year, or one) under the evidence rule. An answer the engine no
 * longer accepts keeps its value and scores 0. Returns the years whose points moved: only their
 * index needs a recount (a second document of an indicator moves nothing).
 */
export async function rescoreOwnerIndicator(
  tx: Db,
  owner: AnswerOwner,
  ind: IndicatorOut,
  tahun?: number,
): Promise<number[]> {
  const rows = await answerRows(tx, owner, { tahun, indikatorIds: [ind.id] });
  if (rows.length === 0) return [];
  const [docCount] = await tx
    .select({ n: count() })
    .from(dokumen)
    .where(ownerDocuments(owner, [ind.id]));
  const hasEvidence = Number(docCount?.n ?? 0) > 0;
  const moved = new Set<number>();
  for (const row of rows) {
    const result = scoreAnswer(ind, storedInput(row), { hasEvidence });
    const skor = String(result.ok ? result.skor : 0);
    if (num(row.skor) === Number(skor)) continue;
    await tx
      .update(indikator_jawaban)
      .set({ skor, updated_at: new Date() })
      .where(eq(indikator_jawaban.id, row.id));
    moved.add(row.tahun);
  }
  return [...moved];
}
