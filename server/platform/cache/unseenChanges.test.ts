import { describe, expect, it } from 'vitest';
import { STALE_MS, staleAllowed, type Change, type Reader } from './changeScope';
import { addUnseen, lagFor, noneUnseen } from './unseenChanges';

const readers: (Reader | null)[] = [
  null,
  { id: 9, profil_id: 3 },
  { id: 2, profil_id: 5 },
  { id: 1, profil_id: 7 },
  { id: 4, profil_id: null },
];

/** The lag as the one-change rule gives it, taken over every change (the rule this keeps). */
const byRule = (changes: (Change | null)[], reader: Reader | null) =>
  changes.length === 0
    ? 0
    : Math.min(...changes.map((c) => (c === null ? 0 : staleAllowed(c, reader))));

describe('unseen changes', () => {
  const cases: (Change | null)[][] = [
    [],
    [{ family: 'answers', tahun: 2026, profil_id: 5, by: 9 }],
    [
      { family: 'answers', profil_id: 5, by: 9 },
      { family: 'workflow', profil_id: 6 },
    ],
    [
      { family: 'answers', profil_id: 5 },
      { family: 'settings', profil_id: 8 },
    ],
    [{ family: 'answers', profil_id: 5 }, { family: 'answers' }],
    [{ family: 'answers', profil_id: 5 }, null],
  ];
  it.each(cases.map((c, i) => [i, c] as const))(
    'allows each reader the lag of the strictest change (case %i)',
    (_i, changes) => {
      const u = noneUnseen();
      for (const c of changes) addUnseen(u, c);
      for (const r of readers) expect(lagFor(u, r)).toBe(byRule(changes, r));
    },
  );
  it('lets a reader outside the writer and the region wait out the family lag', () => {
    const u = noneUnseen();
    addUnseen(u, { family: 'answers', profil_id: 5, by: 9 });
    expect(lagFor(u, { id: 1, profil_id: 7 })).toBe(STALE_MS.answers);
    expect(lagFor(u, { id: 9, profil_id: 3 })).toBe(0);
    expect(lagFor(u, { id: 2, profil_id: 5 })).toBe(0);
  });
});
