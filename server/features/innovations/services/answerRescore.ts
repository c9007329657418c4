import { count, eq } from 'drizzle-orm';
import { scoreAnswer } from '../../../../domain/indicatorAnswer';
import type { Db } from '../../../platform/db/client';
import { dokumen, indikator_jawaban } from '../../../platform/db/schema';
import type { IndicatorOut } from '../../scoring/services/indicatorSet';
import { answerRows } from './answerStore';
import { num, ownerDocuments, type AnswerOwner } from './answerOwner';
import { storedInput } from './answerState';

/** What a rescore found: the years the owner answered the indicator, and those whose points moved. */
export interface Rescored {
  answered: number[];
  moved: number[];
}

/**
 * After a document is uploaded or deleted, inside its transaction and under the owner's lock:
 * recompute the stored points of that indicator's answers of the owner (every year, or one)
 * under the evidence rule. An answer the engine no longer accepts keeps its value and scores 0.
 * `moved`: only those years' index needs a recount (a second document of an indicator moves
 * nothing). `hasEvidence`, when the caller knows it (a document just stored), saves the count.
 */
export async function rescoreOwnerIndicator(
  tx: Db,
  owner: AnswerOwner,
  ind: IndicatorOut,
  by: { tahun?: number; hasEvidence?: boolean } = {},
): Promise<Rescored> {
  const rows = await answerRows(tx, owner, { tahun: by.tahun, indikatorIds: [ind.id] });
  const answered = [...new Set(rows.map((r) => r.tahun))];
  if (rows.length === 0) return { answered, moved: [] };
  const hasEvidence = by.hasEvidence ?? (await countEvidence(tx, owner, ind.id)) > 0;
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
  return { answered, moved: [...moved] };
}

async function countEvidence(tx: Db, owner: AnswerOwner, indikatorId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(dokumen)
    .where(ownerDocuments(owner, [indikatorId]));
  return Number(row?.n ?? 0);
}
