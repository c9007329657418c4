import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp';

/**
 * Issue 21, finding 1: an admin can neither make itself (or anyone) superadmin nor take over,
 * disable or delete a superadmin, sets no other admin's password, and the last active
 * superadmin stays (docs/api.md "Accounts").
 */
let t: TestApp;
let superadminId: number;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  superadminId = await idOf('superadmin');
  adminId = await idOf('admin');
});
afterAll(() => t.close());

async function idOf(username: string): Promise<number> {
  const r = await t.call('GET', `/api/crud/usr_asn?search=${username}&per_page=100`, {
    as: 'superadmin',
  });
  return r.body.data.find((u: { username: string }) => u.username === username).id;
}

/** The stored account as superadmin reads it. */
const stored = async (id: number) =>
  (await t.call('GET', `/api/crud/usr_asn/${id}`, { as: 'superadmin' })).body.data;

const login = (username: string, password = DEMO_PASSWORD) =>
  t.call('POST', '/api/login', { body: { username, password } });

/** The superadmin account is as it was: superadmin, active, its password unchanged. */
async function superadminIntact() {
  expect(await stored(superadminId)).toMatchObject({ role: 'superadmin', is_active: 1 });
  expect((await login('superadmin')).status).toBe(200);
}

const SUPERADMIN_ONLY =
  'Hanya superadmin yang dapat membuat, mengubah, menonaktifkan, atau menghapus akun superadmin.';

describe('an admin cannot reach superadmin (403, nothing changed)', () => {
  it('cannot make itself superadmin, and its token stays out of superadmin routes', async () => {
    const r = await t.call('PUT', `/api/crud/usr_asn/${adminId}`, {
      as: 'admin',
      body: { role: 'superadmin' },
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ status: 0, message: SUPERADMIN_ONLY });
    expect((await stored(adminId)).role).toBe('admin');
    // A region the IGA flag may be set on: one with a verified index in the active year (a
    // region nobody verified cannot be nominated, issue 35).
    const rated = await t.db.execute(sql`
      select profil_id from skor_indeks where tahun = 2026 and indeks_verifikasi > 0
      order by profil_id limit 1`);
    const region = Number(
      (rated as unknown as { rows: { profil_id: number }[] }).rows[0]!.profil_id,
    );
    const flag = `/api/ranking-index/${region}/flag`;
    expect((await t.call('GET', flag, { as: 'admin' })).status).toBe(403);
    expect((await t.call('GET', flag, { as: 'superadmin' })).status).toBe(200);
    await superadminIntact();
  });

  it('cannot make another account superadmin', async () => {
    const viewer = await idOf('viewer');
    const r = await t.call('PUT', `/api/crud/usr_asn/${viewer}`, {
      as: 'admin',
      body: { role: 'superadmin' },
    });
    expect(r.status).toBe(403);
    expect((await stored(viewer)).role).toBe('viewer');
  });

  it('cannot create a superadmin', async () => {
    const r = await t.call('POST', '/api/crud/usr_asn', {
      as: 'admin',
      body: {
        username: 'super.palsu',
        nama_lengkap: 'Super Palsu',
        role: 'superadmin',
        password: 'SandiKuat#2026',
      },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(SUPERADMIN_ONLY);
    const found = await t.call('GET', '/api/crud/usr_asn?search=super.palsu', { as: 'superadmin' });
    expect(found.body.total).toBe(0);
    expect((await login('super.palsu', 'SandiKuat#2026')).status).toBe(401);
  });

  it("cannot set the superadmin's password", async () => {
    const r = await t.call('PUT', `/api/crud/usr_asn/${superadminId}`, {
      as: 'admin',
      body: { password: 'Diambil#Alih2026' },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(SUPERADMIN_ONLY);
    expect((await login('superadmin', 'Diambil#Alih2026')).status).toBe(401);
    await superadminIntact();
  });

  it('cannot disable, rename or delete the superadmin', async () => {
    const name = (await stored(superadminId)).nama_lengkap;
    for (const body of [{ is_active: 0 }, { nama_lengkap: 'Bukan Lagi' }, { role: 'viewer' }]) {
      const r = await t.call('PUT', `/api/crud/usr_asn/${superadminId}`, { as: 'admin', body });
      expect(r.status, JSON.stringify(body)).toBe(403);
    }
    const del = await t.call('DELETE', `/api/crud/usr_asn/${superadminId}`, { as: 'admin' });
    expect(del.status).toBe(403);
    expect((await stored(superadminId)).nama_lengkap).toBe(name);
    await superadminIntact();
  });
});

describe('admins among themselves', () => {
  let otherAdmin: number;
  it('an admin creates an admin (it holds that role)', async () => {
    const r = await t.call('POST', '/api/crud/usr_asn', {
      as: 'admin',
      body: {
        username: 'admin.dua',
        nama_lengkap: 'Admin Dua',
        role: 'admin',
        password: 'SandiAdmin#2026',
      },
    });
    expect(r.status).toBe(201);
    otherAdmin = r.body.data.id;
    expect((await login('admin.dua', 'SandiAdmin#2026')).status).toBe(200);
  });

  it("an admin sets no other admin's password, but edits its other fields", async () => {
    const r = await t.call('PUT', `/api/crud/usr_asn/${otherAdmin}`, {
      as: 'admin',
      body: { password: 'Diambil#Alih2026' },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Anda tidak dapat mengubah kata sandi akun admin lain.');
    expect((await login('admin.dua', 'SandiAdmin#2026')).status).toBe(200);
    expect((await login('admin.dua', 'Diambil#Alih2026')).status).toBe(401);

    const renamed = await t.call('PUT', `/api/crud/usr_asn/${otherAdmin}`, {
      as: 'admin',
      body: { nama_lengkap: 'Admin Kedua', password: '' },
    });
    expect(renamed.status).toBe(200);
  });

  it("an admin sets its own password, and superadmin sets an admin's", async () => {
    const token = (await login('admin.dua', 'SandiAdmin#2026')).body.data.token as string;
    const own = await t.app.request(`/api/crud/usr_asn/${otherAdmin}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'SandiSendiri#2026' }),
    });
    expect(own.status).toBe(200);
    expect((await login('admin.dua', 'SandiSendiri#2026')).status).toBe(200);
    const bySuper = await t.call('PUT', `/api/crud/usr_asn/${otherAdmin}`, {
      as: 'superadmin',
      body: { password: 'SandiDariSuper#2026' },
    });
    expect(bySuper.status).toBe(200);
    expect((await login('admin.dua', 'SandiDariSuper#2026')).status).toBe(200);
  });
});

describe('every screen on the accounts table follows the rule', () => {
  it('a pemda-side account cannot reach the superadmin through the account screen', async () => {
    const r = await t.call('PUT', `/api/crud/account/${superadminId}`, {
      as: 'pemda',
      body: { is_active: 0 },
    });
    expect(r.status).toBe(404);
    await superadminIntact();
  });
});

describe('the last active superadmin stays (409)', () => {
  const LAST =
    'Akun ini adalah satu-satunya superadmin aktif, sehingga tidak dapat dinonaktifkan, dihapus, atau diturunkan perannya. Jadikan akun lain superadmin terlebih dahulu.';

  it('cannot demote, disable or delete itself while alone', async () => {
    for (const body of [{ role: 'admin' }, { is_active: 0 }]) {
      const r = await t.call('PUT', `/api/crud/usr_asn/${superadminId}`, {
        as: 'superadmin',
        body,
      });
      expect(r.status, JSON.stringify(body)).toBe(409);
      expect(r.body).toEqual({ status: 0, message: LAST });
    }
    const del = await t.call('DELETE', `/api/crud/usr_asn/${superadminId}`, { as: 'superadmin' });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(LAST);
    await superadminIntact();
  });

  it('with two superadmins one may be demoted; then the other is the last', async () => {
    const second = await t.call('POST', '/api/crud/usr_asn', {
      as: 'superadmin',
      body: {
        username: 'superadmin.dua',
        nama_lengkap: 'Superadmin Dua',
        role: 'superadmin',
        password: 'SandiSuper#2026',
      },
    });
    expect(second.status).toBe(201);
    const demoted = await t.call('PUT', `/api/crud/usr_asn/${second.body.data.id}`, {
      as: 'superadmin',
      body: { role: 'admin' },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.role).toBe('admin');
    const again = await t.call('PUT', `/api/crud/usr_asn/${superadminId}`, {
      as: 'superadmin',
      body: { role: 'admin' },
    });
    expect(again.status).toBe(409);
    await superadminIntact();
  });

  it('two superadmins demoting each other at once: one wins, one superadmin stays', async () => {
    const made = await t.call('POST', '/api/crud/usr_asn', {
      as: 'superadmin',
      body: {
        username: 'superadmin.tiga',
        nama_lengkap: 'Superadmin Tiga',
        role: 'superadmin',
        password: 'SandiSuper#2026',
      },
    });
    expect(made.status).toBe(201);
    const third = made.body.data.id as number;
    const token = (await login('superadmin.tiga', 'SandiSuper#2026')).body.data.token as string;
    const put = (id: number, bearer: string) =>
      t.app.request(`/api/crud/usr_asn/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ is_active: 0 }),
      });
    const [a, b] = await Promise.all([
      put(third, await t.tokenFor('superadmin')),
      put(superadminId, token),
    ]);
    const statuses = [a.status, b.status].sort();
    // The loser finds itself the last one (409), or, when the winner's change came first, no
    // longer a superadmin at all (401/403): never both applied, never a 500.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([401, 403, 409]).toContain(statuses.find((s) => s !== 200));
    // Exactly one of the two can still sign in, and it is a superadmin.
    const survivors = [];
    for (const [username, password] of [
      ['superadmin', DEMO_PASSWORD],
      ['superadmin.tiga', 'SandiSuper#2026'],
    ] as const) {
      const r = await login(username, password);
      if (r.status === 200) survivors.push(r.body.data.user.role);
    }
    expect(survivors).toEqual(['superadmin']);
  });

  // PostgreSQL only: PGlite has one connection, so its transactions never overlap. The test holds
  // the superadmin rows itself until both writes wait inside their transactions, so they truly
  // overlap whatever the machine's speed.
  it.runIf(process.env.DATABASE_URL)(
    'two overlapping demotions of the last two superadmins: the second finds itself last',
    async () => {
      // The previous test left one of superadmin and superadmin.tiga active; add a second.
      const active: { id: number; token: string }[] = [];
      for (const [username, password] of [
        ['superadmin', DEMO_PASSWORD],
        ['superadmin.tiga', 'SandiSuper#2026'],
      ] as const) {
        const r = await login(username, password);
        if (r.status === 200) active.push({ id: r.body.data.user.id, token: r.body.data.token });
      }
      expect(active).toHaveLength(1);
      const made = await t.app.request('/api/crud/usr_asn', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${active[0]!.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          username: 'superadmin.empat',
          nama_lengkap: 'Superadmin Empat',
          role: 'superadmin',
          password: 'SandiSuper#2026',
        }),
      });
      expect(made.status).toBe(201);
      const fourth = ((await made.json()) as { data: { id: number } }).data.id;
      const fourthToken = (await login('superadmin.empat', 'SandiSuper#2026')).body.data.token;
      const first = active[0]!;

      const disable = (id: number, bearer: string) =>
        t.app.request(`/api/crud/usr_asn/${id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ is_active: 0 }),
        });
      const rows = (r: unknown) => (r as { rows: { n: number }[] }).rows;
      let writes: Promise<Response[]> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from usr_asn where role like '%superadmin%' for update`);
        writes = Promise.all([disable(fourth, first.token), disable(first.id, fourthToken)]);
        // Until both writes wait for the rows held here (generously: never a timing assertion).
        for (let i = 0; i < 1200; i++) {
          const waiting = await t.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows(waiting)[0]!.n >= 2) break;
          await new Promise((r) => setTimeout(r, 100));
        }
      });
      // The rows are released: the writes run one after the other.
      const statuses = (await writes!).map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([401, 409]).toContain(statuses.find((s) => s !== 200));
      const left = await t.db.execute(
        sql`select count(*)::int as n from usr_asn
            where is_active = 1 and role = 'superadmin' and id in (${first.id}, ${fourth})`,
      );
      expect(rows(left)[0]!.n).toBe(1);
    },
  );
});
