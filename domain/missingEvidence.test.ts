import { describe, expect, it } from 'vitest';
import { missingEvidence, type AnswerIndicator } from './indicatorAnswer';

const skala = [
  { id: 11, nilai: '1.00' },
  { id: 13, nilai: '3.00' },
];
const ind = (jenis: string, document_type: string | null): AnswerIndicator => ({
  jenis,
  document_type,
  skala,
});
const none = { hasEvidence: false };

describe('missingEvidence: an answer held back only by its supporting document', () => {
  it('names the points a document would unlock', () => {
    expect(missingEvidence(ind('H', 'resmi'), { skala_id: 13 }, none)).toEqual({ skor: 3 });
    expect(missingEvidence(ind('F', 'foto'), { skala_id: 11 }, none)).toEqual({ skor: 1 });
  });
  it('is null once a document is saved, when none is asked, or nothing is answered', () => {
    expect(missingEvidence(ind('H', 'resmi'), { skala_id: 13 }, { hasEvidence: true })).toBeNull();
    expect(missingEvidence(ind('H', null), { skala_id: 13 }, none)).toBeNull();
    expect(missingEvidence(ind('H', 'resmi'), {}, none)).toBeNull();
    expect(missingEvidence(ind('H', 'resmi'), { skala_id: 99 }, none)).toBeNull();
  });
  it('a video URL is its own evidence', () => {
    const v = ind('V', 'video');
    expect(missingEvidence(v, { skala_id: 13, informasi: 'https://youtu.be/x' }, none)).toBeNull();
    expect(missingEvidence(v, { skala_id: 13 }, none)).toEqual({ skor: 3 });
  });
});
