import { and, eq, or } from 'drizzle-orm';
import { type WorkflowAction, type WorkflowState } from '../../../../domain/innovationWorkflow';
import { workflowId } from '../../../../i18n/id/workflow';
import { getResource } from '../../../../resources';
import { scopeConditions } from '../../../crud/scope';
import type { Db } from '../../../platform/db/client';
import {
  iga2020_inovasi,
  m_daerah,
  nomor_registrasi,
  profil_pemda,
} from '../../../platform/db/schema';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * What the innovation's workflow (innovationWorkflow.ts) and its timeline
 * (innovationWorkflowTimeline.ts) share: an innovation in the account's scope, its registration
 * record, and the words of a state.
 */

export type Registration = typeof nomor_registrasi.$inferSelect;
export type HistoryEntry = Registration['history'][number];

export const stateLabel = (state: WorkflowState) => workflowId.alur.status[state];

/** Actions that review the innovation: never by an account bound to the innovation's region. */
export const REVIEW_ACTIONS: readonly WorkflowAction[] = [
  'setujui',
  'tolak',
  'qc-terima',
  'qc-tolak',
];

/** Which rows a step may reach: innovations, competition entries, or either (reviews). */
export type WorkflowOwner = 'inovasi' | 'lomba' | 'semua';

/** The scope of the innovation resource, of the competition's, or of either. */
async function ownerScope(db: Db, user: AuthUser, owner: WorkflowOwner) {
  const of = async (name: 'iga2020_inovasi' | 'lomba_inovasi') =>
    and(...(await scopeConditions(db, getResource(name)!, iga2020_inovasi, user, { list: false })));
  if (owner === 'inovasi') return of('iga2020_inovasi');
  if (owner === 'lomba') return of('lomba_inovasi');
  return or(await of('iga2020_inovasi'), await of('lomba_inovasi'));
}

/**
 * The innovation by id inside the account's scope of the innovation resource (region, own
 * innovations for opd/upt, area for verifiers and quality control), or of the competition's
 * (`lomba`), or of either (`semua`, the default: reviews, timeline); null when outside it.
 */
export async function innovationInScope(
  db: Db,
  user: AuthUser,
  id: number,
  owner: WorkflowOwner = 'semua',
) {
  const scope = await ownerScope(db, user, owner);
  const [row] = await db
    .select({
      id: iga2020_inovasi.id,
      nama: iga2020_inovasi.nama,
      tahun: iga2020_inovasi.tahun,
      profil_id: iga2020_inovasi.profil_id,
      inovasi_status: iga2020_inovasi.inovasi_status,
      submitable: iga2020_inovasi.submitable,
      qc: iga2020_inovasi.qc,
      lomba: iga2020_inovasi.lomba,
      status_dokumen: iga2020_inovasi.status_dokumen,
      m_daerah_id: profil_pemda.m_daerah_id,
      kode_daerah: m_daerah.kode,
    })
    .from(iga2020_inovasi)
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(and(eq(iga2020_inovasi.id, id), scope))
    .limit(1);
  return row ?? null;
}

export async function registrationOf(db: Db, inovasiId: number): Promise<Registration | null> {
  const [row] = await db
    .select()
    .from(nomor_registrasi)
    .where(eq(nomor_registrasi.inovasi_id, inovasiId))
    .limit(1);
  return row ?? null;
}
