import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../server/platform/db/audit';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let adminId: number;
let viewerId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.call('GET', '/api/me', { as: 'admin' })).body.data.id;
  viewerId = (await t.call('GET', '/api/me', { as: 'viewer' })).body.data.id;
});
afterAll(() => t.close());

const KLASTER = '/api/crud/iga_klaster';
type Entry = {
  id: number;
  ts: string;
  account: { id: number; username: string } | null;
  name: string;
  resource: string | null;
  record_id: string | null;
  data: { name: string; before?: unknown; after?: unknown; value?: unknown }[];
};
const log = (query = '', as = 'superadmin') => t.call('GET', `/api/activities${query}`, { as });

describe('GET /api/activities', () => {
  it('shows writes with who, when and before/after, newest first', async () => {
    const started = Date.now();
    const created = await t.call('POST', KLASTER, { as: 'admin', body: { klaster: 'Log Satu' } });
    const id = created.body.data.id as number;
    await t.call('PUT', `${KLASTER}/${id}`, { as: 'admin', body: { klaster: 'Log Dua' } });

    const finished = Date.now();

    const res = await log(`?account_id=${adminId}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const [update, create] = res.body.data as Entry[];
    expect(update).toMatchObject({
      name: 'update',
      resource: 'iga_klaster',
      record_id: String(id),
      account: { id: adminId, username: 'admin' },
    });
    expect(update!.data).toContainEqual({ name: 'klaster', before: 'Log Satu', after: 'Log Dua' });
    expect(create).toMatchObject({ name: 'create', record_id: String(id) });
    expect(update!.id).toBeGreaterThan(create!.id);
    // Stamped while the writes ran, however long they took (1 s slack for the clock's rounding).
    expect(Date.parse(update!.ts)).toBeGreaterThanOrEqual(started - 1_000);
    expect(Date.parse(update!.ts)).toBeLessThanOrEqual(finished + 1_000);
  });

  it('filters by account', async () => {
    const res = await log(`?account_id=${viewerId}`);
    const rows = res.body.data as Entry[];
    expect(rows.length).toBeGreaterThan(0); // viewer logged in (tokenFor)
    expect(rows.every((r) => r.account?.id === viewerId)).toBe(true);
  });

  it('filters by Jakarta dates, both ends included, and defaults to the last 7 days', async () => {
    const at = (iso: string, note: string) =>
      recordActivity(t.db, {
        actor: { id: viewerId, username: 'viewer' },
        name: 'update',
        resource: 'uji_tanggal',
        ts: new Date(iso),
        data: [{ name: 'catatan', value: note }],
      });
    await at('2020-01-10T16:30:00Z', '10 Jan 23:30 WIB');
    await at('2020-01-10T17:30:00Z', '11 Jan 00:30 WIB');
    await at('2020-01-12T16:59:00Z', '12 Jan 23:59 WIB');
    await at('2020-01-12T17:00:00Z', '13 Jan 00:00 WIB');
    const notes = async (q: string) =>
      ((await log(q)).body.data as Entry[]).map((r) => r.data[0]?.value);

    expect(await notes('?start_from=2020-01-11&until=2020-01-11')).toEqual(['11 Jan 00:30 WIB']);
    expect(await notes('?start_from=2020-01-11&until=2020-01-12')).toEqual([
      '12 Jan 23:59 WIB',
      '11 Jan 00:30 WIB',
    ]);
    expect(await notes('?until=2020-01-13')).toHaveLength(4); // 7 days ending 13 Jan
    const recent = (await log()).body.data as Entry[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.some((r) => r.resource === 'uji_tanggal')).toBe(false);
  });

  it('filters by a set of resources', async () => {
    const res = await log('?resource[0]=iga_klaster&resource[1]=tidak_ada');
    const rows = res.body.data as Entry[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.resource === 'iga_klaster')).toBe(true);
    const alt = await log('?resource[]=iga_klaster');
    expect((alt.body.data as Entry[]).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('pages by since_id: disjoint, older pages of 50, null at the end', async () => {
    const actor = { id: viewerId, username: 'viewer' };
    for (let i = 0; i < 120; i++) {
      await recordActivity(t.db, { actor, name: 'update', resource: 'uji_halaman', recordId: i });
    }
    const q = '?resource[]=uji_halaman';
    const first = (await log(q)).body;
    expect(first.data).toHaveLength(50);
    expect(first.since_id).toBe(first.data[49].id);
    const second = (await log(`${q}&since_id=${first.since_id}`)).body;
    expect(second.data).toHaveLength(50);
    const third = (await log(`${q}&since_id=${second.since_id}`)).body;
    expect(third.data).toHaveLength(20);
    expect(third.since_id).toBeNull();

    const ids = [...first.data, ...second.data, ...third.data].map((r: Entry) => r.id);
    expect(new Set(ids).size).toBe(120);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(Math.max(...second.data.map((r: Entry) => r.id))).toBeLessThan(first.since_id);
  });

  it('is 401 without a token and 403 for roles other than superadmin and admin', async () => {
    expect((await t.call('GET', '/api/activities')).status).toBe(401);
    for (const as of ['pemda', 'verifikator', 'viewer']) {
      const res = await log('', as);
      expect(res.status).toBe(403);
      expect(res.body.status).toBe(0);
    }
    expect((await log('', 'admin')).status).toBe(200);
  });

  it('answers 400, never 500, for bad parameters', async () => {
    for (const q of [
      '?since_id=abc',
      '?since_id=0',
      '?account_id=-1',
      '?account_id=1.5',
      '?start_from=2025-02-30',
      '?until=kemarin',
      '?start_from=2025-03-02&until=2025-03-01',
      '?since_id=1&since_id=2',
      '?resource[]=DROP%20TABLE',
      '?sort=ts',
      '?since_id=99999999999999999999',
    ]) {
      const res = await log(q);
      expect(res.status, q).toBe(400);
      expect(res.body.status).toBe(0);
    }
  });
});

describe('GET /api/activities/accounts', () => {
  it('lists accounts for the user filter, searchable', async () => {
    const res = await t.call('GET', '/api/activities/accounts', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      nama_lengkap: expect.any(String),
    });
    const found = await t.call('GET', '/api/activities/accounts?search=verif', { as: 'admin' });
    expect(found.body.data.map((a: { username: string }) => a.username)).toContain('verifikator');
    expect(found.body.data.some((a: { username: string }) => a.username === 'pemda')).toBe(false);
  });

  it('is for superadmin and admin only', async () => {
    expect((await t.call('GET', '/api/activities/accounts')).status).toBe(401);
    expect((await t.call('GET', '/api/activities/accounts', { as: 'pemda' })).status).toBe(403);
  });
});
