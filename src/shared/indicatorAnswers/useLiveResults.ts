import { useMemo, useState } from 'react';
import type { AnswerResult } from '../../../domain/indicatorAnswer';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import type { AnswerDraft, DraftMap } from './answerDraft';
import { liveMissingEvidence, liveResult, savedDraft } from './answers';

interface Cached {
  row: IndikatorDaerah;
  documents: number;
  result: AnswerResult;
  missing: { skor: number } | null;
}

/**
 * Each row's shown value, engine result and missing evidence. Unchanged rows keep the same objects between
 * keystrokes, so only the card being typed in renders again (20+ cards on a phone).
 */
export function useLiveResults(rows: readonly IndikatorDaerah[], drafts: DraftMap) {
  const saved = useMemo(() => new Map(rows.map((r) => [r.id, savedDraft(r)])), [rows]);
  // Keyed by the value object: a row keeps its value object until it is typed in.
  const [cache] = useState(() => new WeakMap<AnswerDraft, Cached>());
  return useMemo(() => {
    const values = new Map<number, AnswerDraft>();
    const results = new Map<number, AnswerResult>();
    const missing = new Map<number, { skor: number } | null>();
    for (const row of rows) {
      const value = drafts[String(row.id)] ?? saved.get(row.id)!;
      const documents = row.dokumen.length;
      let hit = cache.get(value);
      if (!hit || hit.row !== row || hit.documents !== documents) {
        hit = {
          row,
          documents,
          result: liveResult(row, value, documents),
          missing: liveMissingEvidence(row, value, documents),
        };
        cache.set(value, hit);
      }
      values.set(row.id, value);
      results.set(row.id, hit.result);
      missing.set(row.id, hit.missing);
    }
    return { values, results, missing };
  }, [rows, drafts, saved, cache]);
}
