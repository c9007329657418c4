import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { RESOURCES } from '../../resources';
import type { AccessRule } from '../../domain/access';
import { createTestApp, type TestApp } from '../helpers/testApp';

// Every demo account has exactly one role, named like the role, so each role can be tried.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allowedRoles = (rule: AccessRule | undefined): string[] => {
  if (rule === 'public' || rule === 'authenticated') return [...ROLES];
  if (!rule) return [];
  return [...rule];
};

describe.each(RESOURCES.map((r) => [r.name, r] as const))('%s', (name, resource) => {
  const base = `/api/crud/${name}`;

  it('lists for every allowed role and refuses every other role with 403', async () => {
    const allowed = new Set(allowedRoles(resource.access.list));
    for (const role of ROLES) {
      const r = await t.call('GET', `${base}?per_page=1`, { as: role });
      expect(r.status, `${role} list ${name}`).toBe(allowed.has(role) ? 200 : 403);
    }
  });

  it('answers 401 to an anonymous call unless public', async () => {
    const r = await t.call('GET', `${base}?per_page=1`);
    expect(r.status).toBe(resource.access.list === 'public' ? 200 : 401);
  });

  it('refuses writes to roles outside the create/update/delete lists and changes nothing', async () => {
    const before = await t.call('GET', `${base}?per_page=1`, { as: 'superadmin' });
    for (const action of ['create', 'update', 'delete'] as const) {
      const allowed = new Set(allowedRoles(resource.access[action]));
      const denied = ROLES.filter((r) => !allowed.has(r));
      for (const role of denied) {
        const path = action === 'create' ? base : `${base}/1`;
        const method = action === 'create' ? 'POST' : action === 'update' ? 'PUT' : 'DELETE';
        const r = await t.call(method, path, {
          as: role,
          body: action === 'delete' ? undefined : {},
        });
        expect(r.status, `${role} ${action} ${name}`).toBe(403);
      }
    }
    const after = await t.call('GET', `${base}?per_page=1`, { as: 'superadmin' });
    expect(after.body.total).toBe(before.body.total);
  });
});
