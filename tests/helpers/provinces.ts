import { eq } from 'drizzle-orm';
import { m_daerah, profil_pemda } from '../../server/platform/db/schema';
import type { TestApp } from './testApp';

/** The first `n` provinces' region profiles (id and m_daerah_id), in id order. */
export function firstProvinces(t: TestApp, n: number) {
  return t.db
    .select({ id: profil_pemda.id, m_daerah_id: profil_pemda.m_daerah_id })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(eq(m_daerah.jenis, 'provinsi'))
    .orderBy(profil_pemda.id)
    .limit(n);
}
