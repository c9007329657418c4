import { describe, expect, it } from 'vitest';
import { isScalePoint, verifiesOwnRegion } from './verificationScope';

describe('verifiesOwnRegion', () => {
  it('a verifier bound to the region is refused', () => {
    expect(verifiesOwnRegion({ roles: ['verifikator'], m_daerah_id: 7 }, { m_daerah_id: 7 })).toBe(
      true,
    );
  });
  it('another region, an unbound verifier and staff are not', () => {
    expect(verifiesOwnRegion({ roles: ['verifikator'], m_daerah_id: 7 }, { m_daerah_id: 8 })).toBe(
      false,
    );
    expect(
      verifiesOwnRegion({ roles: ['verifikator'], m_daerah_id: null }, { m_daerah_id: 8 }),
    ).toBe(false);
    expect(verifiesOwnRegion({ roles: ['admin'], m_daerah_id: 7 }, { m_daerah_id: 7 })).toBe(false);
  });
});

describe('isScalePoint', () => {
  it('0 and the scale points only', () => {
    expect([0, 1, 2.5, 3].map((v) => isScalePoint(v, [1, 2.5, 3]))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([1.5, 4, -1].map((v) => isScalePoint(v, [1, 2.5, 3]))).toEqual([false, false, false]);
  });
});
