import { describe, expect, it } from 'vitest';
import { indicatorAnswerText } from '../../../i18n/id/indicatorAnswer';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import { liveResult, summaryOf, toJawaban } from './answers';

const row = (over: Partial<IndikatorDaerah>): IndikatorDaerah => ({
  id: 1,
  no_urut: 1,
  subs: null,
  parent_id: null,
  indikator: 'Indikator',
  bobot: 1,
  keterangan: null,
  data_pendukung: null,
  jenis_file: null,
  group_id: null,
  jenis: 'H',
  satuan: null,
  required: 1,
  document_type: 'resmi',
  filetypes: 'pdf',
  skala: [],
  skala_id: null,
  skala_text: null,
  informasi: null,
  nilai: null,
  nilai_sebelum: null,
  nilai_sesudah: null,
  skor: 0,
  dokumen: [],
  lengkap: false,
  ...over,
});

const scale = (id: number, nilai: number, mulai: number | null, sampai: number | null) => ({
  id,
  nilai,
  keterangan: `skala ${id}`,
  mulai_dari: mulai,
  sampai_dengan: sampai,
});

const h = row({
  id: 7,
  skala: [scale(70, 0, null, null), scale(71, 1, null, null), scale(72, 3, null, null)],
});
const x = row({
  id: 8,
  jenis: 'X',
  required: 0,
  satuan: '%',
  skala: [scale(80, 1, null, 0), scale(81, 2, 0, 10), scale(82, 3, 10, null)],
});

describe('toJawaban', () => {
  it('sends only the fields of the kind, as typed', () => {
    expect(toJawaban(h, { skala_id: 72, nilai: '5', informasi: '' })).toEqual({
      indikator_id: 7,
      skala_id: 72,
      informasi: null,
    });
    expect(toJawaban(x, { nilai_sebelum: '200', nilai_sesudah: '230,5', skala_id: 81 })).toEqual({
      indikator_id: 8,
      nilai_sebelum: '200',
      nilai_sesudah: '230,5',
      informasi: null,
    });
  });
});

describe('liveResult (the domain answer engine, as the server scores)', () => {
  it('gives the picked scale points only with evidence', () => {
    expect(liveResult(h, { skala_id: 72 }, 1)).toMatchObject({ ok: true, skor: 3, lengkap: true });
    expect(liveResult(h, { skala_id: 72 }, 0)).toMatchObject({ ok: true, skor: 0, lengkap: false });
  });

  it('derives a percent change and its scale; refuses a zero before value in Indonesian', () => {
    expect(liveResult(x, { nilai_sebelum: '200', nilai_sesudah: '230' }, 1)).toMatchObject({
      ok: true,
      nilai: 15,
      skor: 3,
    });
    const refused = liveResult(x, { nilai_sebelum: '0', nilai_sesudah: '5' }, 1);
    expect(refused).toMatchObject({ ok: false, code: 'divisionByZero' });
    expect(!refused.ok && indicatorAnswerText(refused)).toBe(
      'Nilai sebelum tidak boleh 0 karena perubahan dihitung dalam persen',
    );
  });
});

describe('summaryOf', () => {
  it('sums live points and counts complete answers and complete mandatory ones', () => {
    const results = new Map([
      [7, liveResult(h, { skala_id: 71 }, 1)],
      [8, liveResult(x, { nilai_sebelum: '', nilai_sesudah: '' }, 0)],
    ]);
    expect(summaryOf([h, x], results)).toEqual({
      skor: 1,
      jumlah: 2,
      lengkap: 1,
      wajib: 1,
      wajib_lengkap: 1,
    });
  });
});
