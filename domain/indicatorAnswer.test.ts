import { describe, expect, it } from 'vitest';
import { indicatorAnswerText } from '../i18n/id/indicatorAnswer';
import { needsEvidence, scoreAnswer as scoreCodes, type AnswerIndicator } from './indicatorAnswer';

/** The engine's result as a user reads it: a refusal's code rendered in Indonesian by i18n. */
const scoreAnswer = (...args: Parameters<typeof scoreCodes>) => {
  const r = scoreCodes(...args);
  return r.ok ? r : { ok: false as const, code: r.code, error: indicatorAnswerText(r) };
};

/** Three scales 1..3 points; ranged ones for the numeric kinds. */
const choice = [
  { id: 10, nilai: '0.00', keterangan: 'Tidak dapat diukur' },
  { id: 11, nilai: '1.00', keterangan: 'Level 1' },
  { id: 12, nilai: '2.00', keterangan: 'Level 2' },
  { id: 13, nilai: '3.00', keterangan: 'Level 3' },
];
const ranges = [
  { id: 21, nilai: 1, mulai_dari: '0.0000', sampai_dengan: '10.0000' },
  { id: 22, nilai: 2, mulai_dari: 10, sampai_dengan: 50 },
  { id: 23, nilai: 3, mulai_dari: 50, sampai_dengan: null },
];
const ind = (jenis: string, over: Partial<AnswerIndicator> = {}): AnswerIndicator => ({
  jenis,
  bobot: '1.00',
  satuan: null,
  required: 1,
  document_type: null,
  skala: 'TGXYZDA'.includes(jenis) ? ranges : choice,
  ...over,
});
const ev = { hasEvidence: true };
const none = { hasEvidence: false };
const empty = {
  ok: true,
  skor: 0,
  nilai: null,
  nilai_sebelum: null,
  nilai_sesudah: null,
  informasi: null,
  skala_id: null,
  terjawab: false,
  lengkap: false,
};

describe('empty answers', () => {
  it.each(['L', 'H', 'T', 'G', 'X', 'Y', 'Z', 'D', 'O', 'C', 'A'])(
    'kind %s: an empty answer is valid, 0 points, not complete',
    (jenis) => {
      expect(scoreAnswer(ind(jenis), {}, ev)).toEqual(empty);
      expect(
        scoreAnswer(ind(jenis), { nilai: '', nilai_sebelum: null, informasi: '  ' }, ev),
      ).toEqual(empty);
    },
  );
});

describe('H: pick a scale', () => {
  it('scores the chosen scale', () => {
    expect(scoreAnswer(ind('H'), { skala_id: 13, informasi: ' catatan ' }, ev)).toEqual({
      ...empty,
      skor: 3,
      skala_id: 13,
      informasi: 'catatan',
      terjawab: true,
      lengkap: true,
    });
  });
  it('value 0 is "tidak dapat diukur": answered and complete with 0 points', () => {
    expect(scoreAnswer(ind('H'), { skala_id: 10 }, ev)).toMatchObject({
      ok: true,
      skor: 0,
      skala_id: 10,
      lengkap: true,
    });
  });
  it('refuses a scale of another indicator', () => {
    expect(scoreAnswer(ind('H'), { skala_id: 99 }, ev)).toEqual({
      ok: false,
      code: 'scaleUnknown',
      error: 'Skala yang dipilih bukan milik indikator ini',
    });
  });
  it('reads a scale id handed over as text by a form select', () => {
    expect(scoreAnswer(ind('H'), { skala_id: '12' }, ev)).toMatchObject({ skor: 2, skala_id: 12 });
    expect(scoreAnswer(ind('H'), { skala_id: '' }, ev)).toEqual(empty);
    expect(scoreAnswer(ind('H'), { skala_id: 'x' }, ev)).toMatchObject({ code: 'scaleUnknown' });
  });
  it('ignores a typed number', () => {
    expect(scoreAnswer(ind('H'), { skala_id: 11, nilai: 5 }, ev)).toMatchObject({
      skor: 1,
      nilai: null,
    });
  });
});

describe('evidence', () => {
  it('every document_type needs a document; none needs none', () => {
    expect(
      ['umum', 'resmi', 'video', 'foto', 'URL'].map((d) => needsEvidence({ document_type: d })),
    ).toEqual([true, true, true, true, true]);
    expect(needsEvidence({ document_type: null })).toBe(false);
    expect(needsEvidence({ document_type: ' ' })).toBe(false);
  });
  it('without the required document the answer is kept but scores 0 and is not complete', () => {
    const resmi = ind('H', { document_type: 'resmi' });
    expect(scoreAnswer(resmi, { skala_id: 13 }, none)).toEqual({
      ...empty,
      skala_id: 13,
      terjawab: true,
    });
    expect(scoreAnswer(resmi, { skala_id: 13 }, ev)).toMatchObject({ skor: 3, lengkap: true });
  });
  it('an indicator without a document type scores without documents', () => {
    expect(scoreAnswer(ind('H'), { skala_id: 12 }, none)).toMatchObject({
      skor: 2,
      lengkap: true,
    });
  });
});

describe('L: free text', () => {
  it('text with a scale scores the scale and is complete', () => {
    expect(scoreAnswer(ind('L'), { informasi: 'Perda 5/2022', skala_id: 12 }, ev)).toEqual({
      ...empty,
      skor: 2,
      informasi: 'Perda 5/2022',
      skala_id: 12,
      terjawab: true,
      lengkap: true,
    });
  });
  it('text alone is answered but not complete while the indicator has scales', () => {
    expect(scoreAnswer(ind('L'), { informasi: 'ada' }, ev)).toMatchObject({
      skor: 0,
      terjawab: true,
      lengkap: false,
    });
  });
  it('text alone completes an indicator without scales (0 points: nothing to score)', () => {
    expect(scoreAnswer(ind('L', { skala: [] }), { informasi: 'ada' }, ev)).toMatchObject({
      skor: 0,
      lengkap: true,
    });
  });
  it('a scale without text is not complete', () => {
    expect(scoreAnswer(ind('L'), { skala_id: 13 }, ev)).toMatchObject({ skor: 3, lengkap: false });
  });
  it('refuses text longer than 10.000 characters', () => {
    expect(scoreAnswer(ind('L'), { informasi: 'a'.repeat(10_001) }, ev)).toEqual({
      ok: false,
      code: 'textTooLong',
      error: 'Isian teks maksimal 10000 karakter',
    });
  });
});

describe('C: vision and mission', () => {
  it('needs the text and a scale to be complete', () => {
    expect(scoreAnswer(ind('C'), { informasi: 'Visi inovatif', skala_id: 13 }, ev)).toMatchObject({
      skor: 3,
      lengkap: true,
    });
    expect(scoreAnswer(ind('C'), { skala_id: 13 }, ev)).toMatchObject({ skor: 3, lengkap: false });
  });
});

describe('T: a number scored by the scale range', () => {
  it.each([
    [0, 21, 1],
    [9.5, 21, 1],
    [10, 22, 2], // on a shared boundary the higher scale wins
    [49.9999, 22, 2],
    [50, 23, 3],
    [1e9, 23, 3],
    ['12,5', 22, 2],
    [' 7 ', 21, 1],
  ])('nilai %s -> scale %s, %s points', (nilai, skala, skor) => {
    expect(scoreAnswer(ind('T', { satuan: 'orang' }), { nilai }, ev)).toMatchObject({
      ok: true,
      skala_id: skala,
      skor,
      nilai: typeof nilai === 'number' ? nilai : Number(String(nilai).trim().replace(',', '.')),
      lengkap: true,
    });
  });
  it('a picked scale does not override the range', () => {
    expect(scoreAnswer(ind('T'), { nilai: 5, skala_id: 23 }, ev)).toMatchObject({
      skala_id: 21,
      skor: 1,
    });
  });
  it('refuses a value outside every range', () => {
    expect(scoreAnswer(ind('T'), { nilai: -1 }, ev)).toEqual({
      ok: false,
      code: 'outOfRange',
      error: 'Nilai -1 berada di luar rentang skala indikator ini (minimal 0)',
    });
    const closed = [{ id: 1, nilai: 1, mulai_dari: 0, sampai_dengan: 100 }];
    expect(scoreAnswer(ind('T', { skala: closed }), { nilai: 100.5 }, ev)).toMatchObject({
      error: 'Nilai 100,5 berada di luar rentang skala indikator ini (0 s.d. 100)',
    });
  });
  it('refuses text that is not a number', () => {
    expect(scoreAnswer(ind('T'), { nilai: '12abc' }, ev)).toEqual({
      ok: false,
      code: 'notNumber',
      error: 'Nilai harus berupa angka',
    });
    expect(scoreAnswer(ind('T'), { nilai: Number.NaN }, ev)).toMatchObject({ code: 'notNumber' });
    expect(scoreAnswer(ind('T'), { nilai: Infinity }, ev)).toMatchObject({ code: 'notNumber' });
  });
  it('refuses numbers too large to store', () => {
    expect(scoreAnswer(ind('T'), { nilai: 1e10 }, ev)).toEqual({
      ok: false,
      code: 'tooLarge',
      error: 'Nilai terlalu besar (maksimal 9.999.999.999,9999)',
    });
  });
  it('without ranged scales a number is complete with 0 points', () => {
    expect(scoreAnswer(ind('T', { skala: [] }), { nilai: 3 }, ev)).toMatchObject({
      skor: 0,
      nilai: 3,
      skala_id: null,
      lengkap: true,
    });
  });
});

describe('G and X: percent change (after - before) / before, 4 decimals', () => {
  it.each(['G', 'X'])('%s', (jenis) => {
    expect(scoreAnswer(ind(jenis), { nilai_sebelum: 3, nilai_sesudah: 4 }, ev)).toEqual({
      ok: true,
      skor: 2,
      nilai: 33.3333,
      nilai_sebelum: 3,
      nilai_sesudah: 4,
      informasi: null,
      skala_id: 22,
      terjawab: true,
      lengkap: true,
    });
    expect(scoreAnswer(ind(jenis), { nilai_sebelum: 200, nilai_sesudah: 400 }, ev)).toMatchObject({
      nilai: 100,
      skala_id: 23,
      skor: 3,
    });
    expect(scoreAnswer(ind(jenis), { nilai_sebelum: '6', nilai_sesudah: '6,2' }, ev)).toMatchObject(
      { nilai: 3.3333, skala_id: 21 },
    );
  });
  it('a fall is a negative percent, refused when the ranges start at 0', () => {
    expect(scoreAnswer(ind('X'), { nilai_sebelum: 4, nilai_sesudah: 3 }, ev)).toMatchObject({
      ok: false,
      error: 'Nilai -25 berada di luar rentang skala indikator ini (minimal 0)',
    });
  });
  it('rounds half away from zero', () => {
    // (1.00005 - 1) / 1 * 100 = 0.005 exactly as written -> 0.005; 1/7 -> 14.2857
    expect(scoreAnswer(ind('G'), { nilai_sebelum: 7, nilai_sesudah: 8 }, ev)).toMatchObject({
      nilai: 14.2857,
    });
    expect(scoreAnswer(ind('G'), { nilai_sebelum: 3, nilai_sesudah: 5 }, ev)).toMatchObject({
      nilai: 66.6667,
    });
  });
  it('refuses a before value of 0 (division by zero)', () => {
    expect(scoreAnswer(ind('G'), { nilai_sebelum: 0, nilai_sesudah: 5 }, ev)).toEqual({
      ok: false,
      code: 'divisionByZero',
      error: 'Nilai sebelum tidak boleh 0 karena perubahan dihitung dalam persen',
    });
  });
  it('refuses a missing before or after value', () => {
    expect(scoreAnswer(ind('X'), { nilai_sesudah: 5 }, ev)).toEqual({
      ok: false,
      code: 'beforeMissing',
      error: 'Nilai sebelum wajib diisi',
    });
    expect(scoreAnswer(ind('X'), { nilai_sebelum: 5, nilai_sesudah: '' }, ev)).toEqual({
      ok: false,
      code: 'afterMissing',
      error: 'Nilai sesudah wajib diisi',
    });
  });
  it('refuses a derived percent too large to store', () => {
    expect(
      scoreAnswer(ind('G', { skala: [] }), { nilai_sebelum: 0.0001, nilai_sesudah: 1e9 }, ev),
    ).toMatchObject({ ok: false, code: 'tooLarge' });
  });
  it('refuses a before value that is not a number', () => {
    expect(scoreAnswer(ind('G'), { nilai_sebelum: 'x', nilai_sesudah: 1 }, ev)).toEqual({
      ok: false,
      code: 'notNumber',
      error: 'Nilai sebelum harus berupa angka',
    });
  });
});

describe('Y: the negative of the percent change', () => {
  it('a fall of 25% gives 25', () => {
    expect(scoreAnswer(ind('Y'), { nilai_sebelum: 400, nilai_sesudah: 300 }, ev)).toMatchObject({
      ok: true,
      nilai: 25,
      skala_id: 22,
      skor: 2,
    });
  });
  it('no change gives 0 (not -0)', () => {
    const r = scoreAnswer(ind('Y'), { nilai_sebelum: 5, nilai_sesudah: 5 }, ev);
    expect(r).toMatchObject({ nilai: 0, skala_id: 21, skor: 1 });
    expect(Object.is(r.ok && r.nilai, -0)).toBe(false);
  });
  it('refuses a before value of 0', () => {
    expect(scoreAnswer(ind('Y'), { nilai_sebelum: 0, nilai_sesudah: 0 }, ev)).toMatchObject({
      code: 'divisionByZero',
    });
  });
});

describe('Z and D: plain differences', () => {
  it('Z is before - after', () => {
    expect(scoreAnswer(ind('Z'), { nilai_sebelum: 80, nilai_sesudah: 20 }, ev)).toMatchObject({
      nilai: 60,
      skala_id: 23,
      skor: 3,
    });
  });
  it('D is after - before, and allows a before value of 0', () => {
    expect(scoreAnswer(ind('D'), { nilai_sebelum: 0, nilai_sesudah: 12.34567 }, ev)).toMatchObject({
      nilai: 12.3457,
      skala_id: 22,
      skor: 2,
    });
  });
  it('D keeps 4 decimals without float noise', () => {
    expect(scoreAnswer(ind('D'), { nilai_sebelum: 0.1, nilai_sesudah: 0.3 }, ev)).toMatchObject({
      nilai: 0.2,
    });
  });
});

describe('O: answer derived from a scale', () => {
  const o = ind('O', { skala: ranges });
  it('a picked scale gives its points', () => {
    expect(scoreAnswer(o, { skala_id: 22 }, ev)).toMatchObject({
      skor: 2,
      nilai: null,
      lengkap: true,
    });
  });
  it('a typed value derives the scale', () => {
    expect(scoreAnswer(o, { nilai: 75 }, ev)).toMatchObject({ skala_id: 23, skor: 3, nilai: 75 });
  });
});

describe('V: video upload or URL', () => {
  const v = ind('V', { document_type: 'video', skala: [] });
  it('a document completes it', () => {
    expect(scoreAnswer(v, {}, ev)).toMatchObject({ terjawab: true, lengkap: true, skor: 0 });
  });
  it('a URL in informasi counts as the evidence', () => {
    expect(scoreAnswer(v, { informasi: 'https://youtu.be/abc' }, none)).toMatchObject({
      informasi: 'https://youtu.be/abc',
      lengkap: true,
    });
  });
  it('with scales the picked scale scores once evidence is there', () => {
    const vs = ind('V', { document_type: 'video' });
    expect(scoreAnswer(vs, { skala_id: 13, informasi: 'http://x.id/v' }, none)).toMatchObject({
      skor: 3,
      lengkap: true,
    });
    expect(scoreAnswer(vs, { skala_id: 13 }, none)).toMatchObject({ skor: 0, lengkap: false });
  });
  it('refuses informasi that is not a URL', () => {
    expect(scoreAnswer(v, { informasi: 'video saya' }, ev)).toEqual({
      ok: false,
      code: 'badUrl',
      error: 'Tautan harus diawali http:// atau https://',
    });
  });
  it('nothing at all is empty', () => {
    expect(scoreAnswer(v, {}, none)).toEqual(empty);
  });
});

describe('F: photo upload', () => {
  const f = ind('F', { document_type: 'foto' });
  it('needs the photo and the scale', () => {
    expect(scoreAnswer(f, { skala_id: 12 }, ev)).toMatchObject({ skor: 2, lengkap: true });
    expect(scoreAnswer(f, { skala_id: 12 }, none)).toMatchObject({ skor: 0, lengkap: false });
    expect(scoreAnswer(f, {}, ev)).toMatchObject({ skor: 0, terjawab: true, lengkap: false });
  });
});

describe('A: automatic', () => {
  it('scores the value the system computed', () => {
    expect(scoreAnswer(ind('A'), {}, { hasEvidence: false, otomatis: 12 })).toEqual({
      ...empty,
      skor: 2,
      nilai: 12,
      skala_id: 22,
      terjawab: true,
      lengkap: true,
    });
  });
  it('refuses anything typed', () => {
    expect(scoreAnswer(ind('A'), { nilai: 3 }, ev)).toEqual({
      ok: false,
      code: 'automatic',
      error: 'Indikator ini dihitung otomatis dan tidak dapat diisi',
    });
    expect(scoreAnswer(ind('A'), { skala_id: 21 }, ev)).toMatchObject({ code: 'automatic' });
  });
});

describe('unknown kinds', () => {
  it('gives a message instead of throwing', () => {
    expect(scoreAnswer(ind('Q'), { skala_id: 11 }, ev)).toEqual({
      ok: false,
      code: 'unknownKind',
      error: 'Jenis indikator "Q" tidak dikenal',
    });
  });
  it('lower-case kinds are read as upper-case', () => {
    expect(scoreAnswer(ind('h'), { skala_id: 11 }, ev)).toMatchObject({ skor: 1 });
  });
});
