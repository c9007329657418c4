import { describe, expect, it } from 'vitest';
import {
  answerText,
  reportFileName,
  reportRow,
  reportScore,
  reportTotals,
  type StoredAnswer,
} from './profileReport';

const words = { before: 'Sebelum', after: 'Sesudah', value: 'Nilai' };
const empty: StoredAnswer = {
  skala_text: null,
  informasi: null,
  nilai: null,
  nilai_sebelum: null,
  nilai_sesudah: null,
  satuan: null,
  skor: null,
  skor_verifikasi: null,
  catatan: null,
};
const indicator = {
  no_urut: 4,
  subs: 'a',
  indikator: 'Regulasi inovasi',
  bobot: '3.00',
  satuan: null,
};

describe('answerText', () => {
  it('joins the scale text, values with their unit and the information', () => {
    expect(
      answerText({ ...empty, skala_text: 'Ada Perda', informasi: ' Perda 3/2023 ' }, null, words),
    ).toBe('Ada Perda; Perda 3/2023');
    expect(answerText({ ...empty, nilai: '1250.5000' }, 'orang', words)).toBe(
      'Nilai: 1.250,5 orang',
    );
    expect(
      answerText(
        { ...empty, nilai_sebelum: '10.0000', nilai_sesudah: '12.5000', satuan: '%' },
        'hari',
        words,
      ),
    ).toBe('Sebelum: 10 %; Sesudah: 12,5 %');
    expect(answerText({ ...empty, nilai_sesudah: 3 }, null, words)).toBe('Sebelum: -; Sesudah: 3');
    expect(answerText(null, null, words)).toBe('');
    expect(answerText(empty, null, words)).toBe('');
  });
});

describe('reportRow and reportTotals', () => {
  it('numbers sub-items, reads scores as numbers and sums them to 2 decimals', () => {
    const a = reportRow(
      indicator,
      { ...empty, skala_text: 'Ada', skor: '3.00', skor_verifikasi: '1.50', catatan: ' cek ' },
      ['Perda.pdf'],
      words,
    );
    expect(a).toEqual({
      no: '4a',
      indikator: 'Regulasi inovasi',
      bobot: 3,
      jawaban: 'Ada',
      answered: true,
      skor: 3,
      skor_verifikasi: 1.5,
      catatan: 'cek',
      dokumen: ['Perda.pdf'],
    });
    const b = reportRow(
      { ...indicator, subs: null, no_urut: 5 },
      { ...empty, skor: '0.10' },
      [],
      words,
    );
    const c = reportRow({ ...indicator, subs: null, no_urut: 6 }, null, [], words);
    expect(c).toMatchObject({ no: '6', answered: false, skor: null, jawaban: '' });
    expect(reportTotals([a, b, c])).toEqual({
      indikator: 3,
      terjawab: 2,
      dokumen: 1,
      skor: 3.1,
      skor_verifikasi: 1.5,
    });
    expect(reportTotals([])).toEqual({
      indikator: 0,
      terjawab: 0,
      dokumen: 0,
      skor: 0,
      skor_verifikasi: 0,
    });
  });
});

describe('formatting', () => {
  it('prints scores with 2 decimals and a comma', () => {
    expect(reportScore(3.1)).toBe('3,10');
    expect(reportScore(null)).toBe('');
  });

  it('names the file after the profile and the year, without unsafe characters', () => {
    expect(reportFileName('Kota Bandung', 2026, 'pdf')).toBe('Profil Pemda Kota Bandung 2026.pdf');
    expect(reportFileName('Kab. A/B: "C"', 2025, 'xlsx')).toBe('Profil Pemda Kab. A B C 2025.xlsx');
    expect(reportFileName('  ', 2025, 'xlsx')).toBe('Profil Pemda Daerah 2025.xlsx');
  });
});
