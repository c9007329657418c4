import { eq, inArray } from 'drizzle-orm';
import { nextActor, stateOf, type WorkflowState } from '../../../../domain/innovationWorkflow';
import { verifiesOwnRegion } from '../../../../domain/verificationScope';
import type { AppDeps } from '../../../platform/http/context';
import type { Db } from '../../../platform/db/client';
import {
  iga2020_inovasi,
  nomor_registrasi,
  profil_pemda,
  usr_asn,
} from '../../../platform/db/schema';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { forbidden } from '../../../platform/openapi/access';
import { recordActivity } from '../../../platform/db/audit';
import type { AuthUser } from '../../../platform/auth/users';
import {
  innovationInScope,
  registrationOf,
  stateLabel,
  type HistoryEntry,
} from './innovationWorkflowScope';

/** The innovation's timeline, its registration request and the reviewers' comments. */

/** One event of the timeline as GET /api/inovasi/{id}/timeline answers it. */
export interface TimelineEvent {
  ts: string;
  actor: string | null;
  action: string;
  from: WorkflowState | null;
  to: WorkflowState | null;
  note: string | null;
}

/** The innovation's state, who must act next and every step taken, oldest first. */
export async function timelineOf(db: Db, inovasiId: number, qc: number) {
  const registration = await registrationOf(db, inovasiId);
  const state = stateOf({ status_nomor: registration?.status_nomor ?? null, qc });
  const history = (registration?.history ?? []) as (HistoryEntry & {
    from?: WorkflowState;
    to?: WorkflowState;
  })[];
  const ids = [...new Set(history.map((h) => h.by))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: usr_asn.id, nama: usr_asn.nama_lengkap })
            .from(usr_asn)
            .where(inArray(usr_asn.id, ids))
        ).map((u) => [u.id, u.nama]),
  );
  const events: TimelineEvent[] = history.map((h) => ({
    ts: h.ts,
    actor: names.get(h.by) ?? null,
    action: h.action,
    from: h.from ?? null,
    to: h.to ?? null,
    note: h.catatan ?? null,
  }));
  return { status: state, menunggu: nextActor(state), nomor: registration?.nomor ?? null, events };
}

/**
 * The registration request of an innovation (spec 2 hidden screen `nomor_registrasi`, issue 27
 * item 3): the record's number and state, who sent, verified and checked it and when, the
 * sender's declaration, and the history as the timeline tells it. `registrasi` is null for an
 * innovation never sent.
 */
export async function registrationRequestOf(
  db: Db,
  inovasi: NonNullable<Awaited<ReturnType<typeof innovationInScope>>>,
) {
  const registration = await registrationOf(db, inovasi.id);
  const timeline = await timelineOf(db, inovasi.id, inovasi.qc);
  const [profil] = await db
    .select({ nama: profil_pemda.nama })
    .from(profil_pemda)
    .where(eq(profil_pemda.id, inovasi.profil_id))
    .limit(1);
  const ids = registration
    ? [registration.sent_by, registration.verified_by, registration.qc_by].filter(
        (v): v is number => v !== null,
      )
    : [];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: usr_asn.id, nama: usr_asn.nama_lengkap })
            .from(usr_asn)
            .where(inArray(usr_asn.id, ids))
        ).map((u) => [u.id, u.nama]),
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    inovasi: {
      id: inovasi.id,
      nama: inovasi.nama,
      tahun: inovasi.tahun,
      profil_id: inovasi.profil_id,
      nama_daerah: profil?.nama ?? '',
    },
    registrasi: registration && {
      nomor: registration.nomor,
      status_nomor: registration.status_nomor,
      setuju: registration.setuju === 1,
      catatan: registration.catatan,
      pengirim: nameOf(registration.sent_by),
      verifikator: nameOf(registration.verified_by),
      quality_control: nameOf(registration.qc_by),
      dibuat_pada: registration.created_at.toISOString(),
      diperbarui_pada: registration.updated_at.toISOString(),
    },
    ...timeline,
  };
}

/**
 * A reviewer's comment on a rejected innovation (spec 2 hasil-rejected "comment"): it joins the
 * timeline without changing the state. 409 when the innovation is not rejected.
 */
export async function addComment(
  db: Db,
  deps: AppDeps,
  user: AuthUser,
  id: number,
  catatan: string,
): Promise<TimelineEvent> {
  const inovasi = await innovationInScope(db, user, id);
  if (!inovasi) throw fail(404, MESSAGES.notFound);
  if (verifiesOwnRegion(user, inovasi)) throw forbidden(message('workflowOwnRegion'));
  const now = deps.clock.now();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [locked] = await tx
      .select({ qc: iga2020_inovasi.qc })
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.id, id))
      .for('update');
    const registration = await registrationOf(tx, id);
    const state = stateOf({ status_nomor: registration?.status_nomor ?? null, qc: locked!.qc });
    if (!registration || (state !== 'ditolak' && state !== 'ditolak_qc'))
      throw fail(409, message('commentNotRejected', { status: stateLabel(state) }), undefined, {
        status: state,
      });
    const entry = {
      ts: now.toISOString(),
      by: user.id,
      action: 'komentar',
      status: registration.status_nomor,
      catatan,
      from: state,
      to: state,
    };
    await tx
      .update(nomor_registrasi)
      .set({ history: [...registration.history, entry], updated_at: now })
      .where(eq(nomor_registrasi.id, registration.id));
    await recordActivity(tx, {
      actor: user,
      name: 'komentar',
      resource: 'iga2020_inovasi',
      recordId: id,
      data: [{ name: 'catatan', value: catatan }],
    });
    return {
      ts: entry.ts,
      actor: user.nama_lengkap,
      action: 'komentar',
      from: state,
      to: state,
      note: catatan,
    };
  });
}
