import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources';
import { ACTIONS } from './actions';
import { ROLES } from './roles';
import { SCREEN_ROLES } from './screens';

describe('the access policy', () => {
  it('names a screen entry for every resource screen, so the matrix is complete', () => {
    const screens = new Set(Object.keys(SCREEN_ROLES));
    const missing = RESOURCES.map((r) => r.slug).filter((slug) => !screens.has(slug));
    expect(missing).toEqual([]);
  });

  it('uses only the roles of spec 6, each at most once per entry', () => {
    const entries = [
      ...Object.entries(SCREEN_ROLES),
      ...Object.entries(ACTIONS).map(([id, rule]) => [id, rule.roles] as const),
    ];
    for (const [id, roles] of entries) {
      expect(roles.length, id).toBeGreaterThan(0);
      expect(
        roles.every((r) => (ROLES as readonly string[]).includes(r)),
        id,
      ).toBe(true);
      expect(new Set(roles).size, id).toBe(roles.length);
    }
  });
});
