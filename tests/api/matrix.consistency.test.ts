import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { isAllowed } from '../../domain/access';
import { SCREEN_ROLES } from '../../domain/screens';
import { RESOURCES } from '../../resources';
import { screenRule } from '../../resources/types';

const screenOf = new Map<string, readonly string[]>(Object.entries(SCREEN_ROLES));

describe('generic screens follow the one access matrix', () => {
  const declared = RESOURCES.filter((r) => screenOf.has(r.slug));
  it('covers the resource screens the spec lists', () => {
    expect(declared.map((r) => r.slug).sort()).toEqual(
      expect.arrayContaining([
        'account',
        'account-admin',
        'inovasi-daerah',
        'opd',
        'upt',
        'settings',
        'news',
        'data-diklat',
      ]),
    );
  });
  it.each(declared.map((r) => [r.slug, r] as const))(
    '%s opens for exactly its matrix roles',
    (slug, r) => {
      const expected = ROLES.filter((role) => screenOf.get(slug)!.includes(role));
      const actual = ROLES.filter((role) => isAllowed(screenRule(r), { roles: [role] }));
      expect(actual).toEqual(expected);
    },
  );
});
