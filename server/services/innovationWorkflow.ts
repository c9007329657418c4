import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isExpired } from '../../domain/actions';
import {
  LOMBA_EDGES,
  needsNote,
  nextActor,
  NEEDS_REASON,
  registrationNumber,
  registrationPrefix,
  stateOf,
  STORED,
  transition,
  type WorkflowAction,
  type WorkflowState,
} from '../../domain/innovationWorkflow';
import { sendingOpen } from '../../domain/innovationListRules';
import { isLombaComplete } from '../../domain/innovationCompleteness';
import { STAFF } from '../../domain/policy';
import { hasAnyRole } from '../../domain/roles';
import { verifiesOwnRegion } from '../../domain/verificationScope';
import { workflowId } from '../../i18n/id/workflow';
import { getResource } from '../../resources';
import type { AppDeps } from '../context';
import { scopeConditions } from '../crud/scope';
import { allSettings } from './settingsCache';
import type { Db } from '../db/client';
import { iga2020_inovasi, m_daerah, nomor_registrasi, profil_pemda, usr_asn } from '../db/schema';
import { fail, message, MESSAGES } from '../http';
import { forbidden } from '../openapi/access';
import { recordActivity } from './audit';
import { refreshRegionIndex } from './indexEngine';
import { forgetPortal } from './publicCache';
import type { AuthUser } from './users';

type Registration = typeof nomor_registrasi.$inferSelect;
type HistoryEntry = Registration['history'][number];

const stateLabel = (state: WorkflowState) => workflowId.alur.status[state];

/** Actions that review the innovation: never by an account bound to the innovation's region. */
const REVIEW_ACTIONS: readonly WorkflowAction[] = ['setujui', 'tolak', 'qc-terima', 'qc-tolak'];

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

async function registrationOf(db: Db, inovasiId: number): Promise<Registration | null> {
  const [row] = await db
    .select()
    .from(nomor_registrasi)
    .where(eq(nomor_registrasi.inovasi_id, inovasiId))
    .limit(1);
  return row ?? null;
}

/**
 * The next free number of a year and region. An advisory lock on the prefix makes concurrent
 * approvals in one region take turns, so two of them never read the same last sequence.
 */
async function nextNumber(tx: Db, tahun: number, kode: string): Promise<string> {
  const prefix = registrationPrefix(tahun, kode);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${prefix}))`);
  const [row] = await tx
    .select({
      last: sql<number | null>`max(split_part(${nomor_registrasi.nomor}, '/', 3)::int)`,
    })
    .from(nomor_registrasi)
    .where(sql`${nomor_registrasi.nomor} like ${prefix + '%'}`);
  return registrationNumber(tahun, kode, Number(row?.last ?? 0) + 1);
}

export interface TransitionInput {
  catatan?: string | null;
  alasan?: string | null;
}

/**
 * Takes one step of the journey for the account, or refuses: 404 outside its scope, 403 for a
 * review of its own region, 409 when the innovation's
 * state (read under a row lock, so a concurrent step is seen) does not allow it, 422 for a
 * rejection without a reason. The registration record, the innovation's QC flag and number,
 * the timeline entry and the activity entry change together, or nothing does.
 */
export async function applyTransition(
  db: Db,
  deps: AppDeps,
  user: AuthUser,
  id: number,
  action: WorkflowAction,
  input: TransitionInput,
  /**
   * `lomba`: a competition entry sent through /lomba-inovasi-daerah/kirim/{id}; its route has
   * checked lomba_kirim_inovasi (`lomba.kirim`), so the innovations' sending window does not
   * apply. Innovations are sent through /inovasi/{id}/kirim only; reviews reach either.
   */
  opts: { lomba?: boolean } = {},
) {
  // The step's roles are the route's declared access (`ACTIONS['inovasi.<step>']`).
  const owner: WorkflowOwner = action !== 'kirim' ? 'semua' : opts.lomba ? 'lomba' : 'inovasi';
  const inovasi = await innovationInScope(db, user, id, owner);
  if (!inovasi) throw fail(404, MESSAGES.notFound);
  const lomba = inovasi.lomba === 1;
  if (REVIEW_ACTIONS.includes(action) && verifiesOwnRegion(user, inovasi))
    throw forbidden(message('workflowOwnRegion'));
  const note = (
    action === 'setujui' ? (input.catatan ?? input.alasan) : (input.alasan ?? input.catatan)
  )?.trim();
  if (NEEDS_REASON.includes(action) && !note)
    throw fail(422, MESSAGES.invalid, { alasan: message('workflowReasonRequired') });
  if (action === 'kirim' && lomba) {
    if (!isLombaComplete(inovasi)) throw fail(409, message('lombaNotComplete'));
  } else if (action === 'kirim') {
    const settings = await allSettings(db);
    if (!sendingOpen(inovasi, { roles: user.roles, settings }))
      throw fail(409, message('workflowSendingClosed'));
    if (!hasAnyRole(user.roles, STAFF) && isExpired({ settings, now: deps.clock.now() }))
      throw fail(409, message('workflowState', { status: 'batas waktu berakhir' }));
    if (inovasi.submitable !== 1) throw fail(409, message('workflowNotSubmitable'));
  }

  const now = deps.clock.now();
  const resourceName = lomba ? 'lomba_inovasi' : 'iga2020_inovasi';
  let wasVerified = false;
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One step at a time per innovation: the second of two concurrent requests waits here and
    // then reads the state the first one left.
    const [locked] = await tx
      .select({ qc: iga2020_inovasi.qc })
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.id, id))
      .for('update');
    const registration = await registrationOf(tx, id);
    wasVerified = registration?.status_nomor === STORED.terverifikasi.status_nomor;
    const from = stateOf({ status_nomor: registration?.status_nomor ?? null, qc: locked!.qc });
    const outcome = transition(action, from, user.roles, lomba ? LOMBA_EDGES : undefined);
    if (!outcome.ok) {
      // 'role' cannot happen behind the declared access (the same roles); kept as a refusal.
      if (outcome.reason === 'role') throw forbidden();
      // The state found, so a client that lost a race shows what happened meanwhile.
      throw fail(409, message('workflowState', { status: stateLabel(from) }), undefined, {
        status: from,
        menunggu: nextActor(from),
      });
    }
    // Approving a rejected innovation (issue 27 item 2) says why, like a rejection does.
    if (!note && needsNote(action, from))
      throw fail(422, MESSAGES.invalid, { catatan: message('workflowOverturnNoteRequired') });
    const to = STORED[outcome.to];
    const entry: HistoryEntry = {
      ts: now.toISOString(),
      by: user.id,
      action,
      status: to.status_nomor,
      ...(note ? { catatan: note } : {}),
    };
    const history = [...(registration?.history ?? []), { ...entry, from, to: outcome.to }];
    // A number once the innovation is accepted by a verifier or by quality control; kept after.
    const nomor =
      registration?.nomor ??
      (to.status_nomor === 1 ? await nextNumber(tx, inovasi.tahun, inovasi.kode_daerah) : null);
    const who =
      action === 'kirim'
        ? // `setuju`: the sender declares the data true; Pengirim shows once it is set (spec 4).
          { sent_by: user.id, setuju: 1 }
        : action.startsWith('qc-')
          ? { qc_by: user.id }
          : { verified_by: user.id };
    if (registration) {
      await tx
        .update(nomor_registrasi)
        .set({
          status_nomor: to.status_nomor,
          nomor,
          catatan: note ?? null,
          history,
          updated_at: now,
          ...who,
        })
        .where(eq(nomor_registrasi.id, registration.id));
    } else {
      await tx.insert(nomor_registrasi).values({
        inovasi_id: id,
        hash: randomUUID(),
        status_nomor: to.status_nomor,
        nomor,
        catatan: note ?? null,
        history,
        ...who,
      });
    }
    await tx
      .update(iga2020_inovasi)
      .set({ qc: to.qc, nomor, updated_at: now })
      .where(eq(iga2020_inovasi.id, id));
    await recordActivity(tx, {
      actor: user,
      name: action.replace('-', '_'),
      resource: resourceName,
      recordId: id,
      data: [
        { name: 'status', before: stateLabel(from), after: stateLabel(outcome.to) },
        ...(note ? [{ name: 'catatan', value: note }] : []),
        ...(nomor && !registration?.nomor ? [{ name: 'nomor', value: nomor }] : []),
      ],
    });
    return {
      id,
      nama: inovasi.nama,
      tahun: inovasi.tahun,
      inovasi_status: inovasi.inovasi_status,
      nomor,
      status_nomor: to.status_nomor,
      qc: to.qc,
      status: outcome.to,
      menunggu: nextActor(outcome.to),
    };
  });
  // Sending, verifying and rejecting change which innovations count for the region's index
  // (competition entries never count).
  if (!lomba) await refreshRegionIndex(db, inovasi.profil_id, inovasi.tahun);
  // A region's public page and /urusan list verified innovations: one given or taken back.
  if (wasVerified || result.status_nomor === STORED.terverifikasi.status_nomor) forgetPortal(db);
  return result;
}

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
