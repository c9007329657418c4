import { describe, expect, it } from 'vitest';
import { COUNTED_SELF, COUNTED_VERIFIED, countedIn, registrationStatuses } from './indexCounting';
import { stateOf, WORKFLOW_STATES } from './innovationWorkflow';

describe('which innovations each index counts (issue 35 finding 4)', () => {
  it('counts sent and not rejected in the self index, only passed verification in the verified one', () => {
    expect(Object.fromEntries(WORKFLOW_STATES.map((s) => [s, countedIn(s)]))).toEqual({
      draf: { mandiri: false, verifikasi: false },
      dikirim: { mandiri: true, verifikasi: false },
      terverifikasi: { mandiri: true, verifikasi: true },
      ditolak: { mandiri: false, verifikasi: false },
      diterima: { mandiri: true, verifikasi: true },
      ditolak_qc: { mandiri: false, verifikasi: false },
    });
    // Every verified one is also in the self index: the verified count never exceeds the self's.
    expect(COUNTED_VERIFIED.every((s) => COUNTED_SELF.includes(s))).toBe(true);
  });

  it('tells each counted set apart by the registration status alone, whatever the QC flag', () => {
    const self = registrationStatuses(COUNTED_SELF);
    const verified = registrationStatuses(COUNTED_VERIFIED);
    expect(self).toEqual([0, 1]);
    expect(verified).toEqual([1]);
    for (const status_nomor of [null, -1, 0, 1, 2])
      for (const qc of [null, 0, 1, 2]) {
        const state = stateOf({ status_nomor, qc });
        const inList = (list: number[]) => status_nomor !== null && list.includes(status_nomor);
        expect([status_nomor, qc, inList(self)]).toEqual([
          status_nomor,
          qc,
          countedIn(state).mandiri,
        ]);
        expect([status_nomor, qc, inList(verified)]).toEqual([
          status_nomor,
          qc,
          countedIn(state).verifikasi,
        ]);
      }
  });
});
