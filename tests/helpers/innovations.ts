import { and, eq, ne } from 'drizzle-orm';
import {
  iga2020_inovasi,
  profil_pemda,
  usr_asn,
  wilayah_daerah,
} from '../../server/platform/db/schema';
import { ownProfilId, type TestApp } from './testApp';

/** pemda's own region, a region outside its review area, and the demo accounts' ids. */
export interface WorkflowWorld {
  own: number;
  ownDaerah: number;
  area: number;
  outside: number;
  pemda: number;
  opd: number;
  verifikator: number;
}

/**
 * Puts the demo verifier and quality controller on the area that holds pemda's region (before
 * they sign in) and finds a region outside it.
 */
export async function workflowWorld(t: TestApp): Promise<WorkflowWorld> {
  const own = await ownProfilId(t, 'pemda');
  const [profile] = await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, own));
  const ownDaerah = profile!.m_daerah_id;
  const [row] = await t.db
    .select({ wilayah: wilayah_daerah.wilayah_id })
    .from(wilayah_daerah)
    .where(eq(wilayah_daerah.m_daerah_id, ownDaerah));
  const area = row!.wilayah;
  for (const username of ['verifikator', 'quality_control'])
    await t.db.update(usr_asn).set({ area }).where(eq(usr_asn.username, username));
  const [outside] = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
    .where(and(ne(wilayah_daerah.wilayah_id, area), ne(profil_pemda.id, own)))
    .limit(1);
  const idOf = async (as: string) =>
    (await t.call('GET', '/api/me', { as })).body.data.id as number;
  return {
    own,
    ownDaerah,
    area,
    outside: outside!.id,
    pemda: await idOf('pemda'),
    opd: await idOf('opd'),
    verifikator: await idOf('verifikator'),
  };
}

let counter = 0;

/** An innovation of pemda's region (unless told otherwise), complete and ready to send. */
export async function newInovasi(
  t: TestApp,
  w: WorkflowWorld,
  values: Partial<typeof iga2020_inovasi.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(iga2020_inovasi)
    .values({
      profil_id: w.own,
      nama: `Inovasi alur ${++counter}`,
      tahun: 2026,
      inovasi_status: 2,
      is_covid: 9,
      submitable: 1,
      created_by: w.pemda,
      ...values,
    })
    .returning({ id: iga2020_inovasi.id });
  return row!.id;
}

/** POST /api/inovasi/{id}/{action} as an account. */
export const act = (t: TestApp, id: number, action: string, as: string, body?: unknown) =>
  t.call('POST', `/api/inovasi/${id}/${action}`, { as, body });
