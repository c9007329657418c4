import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources';
import { ACTIONS } from './actions';
import { ROLES } from './roles';
import { MASTER_DATA_ROLES, SCREEN_ROLES } from './screens';
import { screenRule } from '../resources/types';

describe('the access policy', () => {
  it('gives every resource screen its roles: its own entry, or the master-data rule', () => {
    for (const r of RESOURCES) {
      const rule = screenRule(r);
      const own = (SCREEN_ROLES as Record<string, readonly string[]>)[r.slug];
      expect(rule, r.slug).toEqual(own ?? MASTER_DATA_ROLES);
    }
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
