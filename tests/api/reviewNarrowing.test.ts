import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profil_pemda, usr_asn, wilayah_daerah } from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
let neighbour = { profil: 0, daerah: 0 };

const queue = async () =>
  (
    await t.call('GET', '/api/nomor_registrasi/request/lookup?per_page=100', { as: 'verifikator' })
  ).body.data.map((r: { id: number }) => r.id) as number[];

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  const [other] = await t.db
    .select({ profil: profil_pemda.id, daerah: profil_pemda.m_daerah_id })
    .from(profil_pemda)
    .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
    .where(and(eq(wilayah_daerah.wilayah_id, w.area), ne(profil_pemda.id, w.own)))
    .limit(1);
  neighbour = other!;
});
afterAll(async () => t?.close());

describe('a reviewer narrowed to chosen regions within its area (issue 9)', () => {
  it('sees and acts only on the chosen regions; clearing the choice gives the whole area back', async () => {
    const mine = await newInovasi(t, w, { nama: 'Sempit Sendiri' });
    const theirs = await newInovasi(t, w, { nama: 'Sempit Tetangga', profil_id: neighbour.profil });
    expect((await act(t, mine, 'kirim', 'pemda')).status).toBe(200);
    expect((await act(t, theirs, 'kirim', 'superadmin')).status).toBe(200);
    expect(await queue()).toEqual(expect.arrayContaining([mine, theirs]));

    const [account] = await t.db
      .select({ id: usr_asn.id })
      .from(usr_asn)
      .where(eq(usr_asn.username, 'verifikator'));
    const narrow = await t.call('PUT', `/api/crud/usr_asn/${account!.id}`, {
      as: 'superadmin',
      body: { daerah_verifikasi: String(neighbour.daerah) },
    });
    expect(narrow.status).toBe(200);
    const ids = await queue();
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(mine);
    expect((await act(t, mine, 'setujui', 'verifikator')).status).toBe(404);
    expect((await act(t, theirs, 'setujui', 'verifikator')).status).toBe(200);

    const wide = await t.call('PUT', `/api/crud/usr_asn/${account!.id}`, {
      as: 'superadmin',
      body: { daerah_verifikasi: '' },
    });
    expect(wide.status).toBe(200);
    expect(await queue()).toContain(mine);
  });
});
