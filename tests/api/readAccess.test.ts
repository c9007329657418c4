import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../domain/actions';
import { ROLES } from '../../domain/roles';
import { mayRead } from '../../server/features/documents/services/documents';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sorted = (roles: readonly string[]) => [...roles].sort();
const readers = (unit: 'daerah' | 'inovasi') =>
  ROLES.filter((role) => mayRead(unit, { id: 1, roles: [role] } as never));

describe('the read actions the declared routes name', () => {
  it('admit exactly the readers of a profile and of an innovation (their documents too)', () => {
    expect(sorted(ACTIONS['profil.read'].roles)).toEqual(sorted(readers('daerah')));
    expect(sorted(ACTIONS['inovasi.read'].roles)).toEqual(sorted(readers('inovasi')));
  });
});

describe("an innovation's own paths with an id that is not digits", () => {
  it('are no route at all: the JSON 404 of an unknown path, for every caller', async () => {
    const calls = [
      ['GET', '/api/inovasi/abc/indikator'],
      ['GET', '/api/inovasi/12a/indikator/ujicoba'],
      ['POST', '/api/inovasi/abc/indikator'],
      ['POST', '/api/inovasi/x1/indikator/ujicoba'],
      ['POST', '/api/inovasi/abc/evaluasi'],
      ['GET', '/api/inovasi/download-pdf/abc'],
      ['GET', '/api/inovasi/download-excel/-1'],
    ] as const;
    for (const [method, path] of calls) {
      for (const as of [undefined, 'superadmin']) {
        const r = await t.call(method, path, { as, body: method === 'POST' ? {} : undefined });
        expect(r, `${method} ${path} as ${as}`).toEqual({
          status: 404,
          body: { status: 0, message: 'Alamat API tidak dikenal.' },
        });
      }
    }
  });

  it('digits reach the route: its login and its id checks', async () => {
    expect((await t.call('GET', '/api/inovasi/12/indikator')).status).toBe(401);
    const long = await t.call('GET', '/api/inovasi/12345678901/indikator', { as: 'superadmin' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Parameter permintaan tidak valid: id');
  });
});
