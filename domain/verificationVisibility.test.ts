import { describe, expect, it } from 'vitest';
import { seesVerification, withVerificationFor } from './verificationVisibility';

describe('verification visibility', () => {
  it('admin, superadmin and verifikator see the verified score', () => {
    expect(['admin', 'superadmin', 'verifikator'].map((r) => seesVerification([r]))).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('pemda, tim.penilai, viewer and an account without roles do not', () => {
    expect(['pemda', 'tim.penilai', 'viewer', 'opd'].map((r) => seesVerification([r]))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(seesVerification([])).toBe(false);
  });
  it('omits skor_verifikasi and catatan from a row for the others', () => {
    const row = { indikator_id: 1, skor: 3, skor_verifikasi: 2, catatan: 'kurang' };
    expect(withVerificationFor(row, ['pemda'])).toEqual({ indikator_id: 1, skor: 3 });
    expect(withVerificationFor(row, ['viewer', 'verifikator'])).toEqual(row);
  });
});
