import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isExpired } from '../../../../domain/actions';
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
} from '../../../../domain/innovationWorkflow';
import { sendingOpen } from '../../../../domain/innovationListRules';
import { isLombaComplete } from '../../../../domain/innovationCompleteness';
import { scopeOf } from '../../../../domain/scoping';
import { verifiesOwnRegion } from '../../../../domain/verificationScope';
import type { AppDeps } from '../../../platform/http/context';
import { allSettings } from '../../../platform/cache/settingsCache';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, nomor_registrasi } from '../../../platform/db/schema';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { forbidden } from '../../../platform/openapi/access';
import { recordActivity } from '../../../platform/db/audit';
import { lockInnovation } from './answerStore';
import {
  afterRecount,
  recountRegionInside,
  recountSettings,
} from '../../scoring/services/indexEngine';
import type { Change } from '../../../platform/cache/changeScope';
import { forgetPortal } from '../../../platform/cache/publicCache';
import type { AuthUser } from '../../../platform/auth/users';
import {
  innovationInScope,
  registrationOf,
  REVIEW_ACTIONS,
  stateLabel,
  type HistoryEntry,
  type WorkflowOwner,
} from './innovationWorkflowScope';

// The scope and the timeline are their own files (issue 36); the routes read the workflow here.
export { innovationInScope, type WorkflowOwner } from './innovationWorkflowScope';
export {
  addComment,
  registrationRequestOf,
  timelineOf,
  type TimelineEvent,
} from './innovationWorkflowTimeline';

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
  opts: {
    lomba?: boolean;
    /** Told, before the write, what the step changes (the route's `declareChange`). */
    declare?: (change: Change) => void;
  } = {},
) {
  // The step's roles are the route's declared access (`ACTIONS['inovasi.<step>']`).
  const owner: WorkflowOwner = action !== 'kirim' ? 'semua' : opts.lomba ? 'lomba' : 'inovasi';
  const inovasi = await innovationInScope(db, user, id, owner);
  if (!inovasi) throw fail(404, MESSAGES.notFound);
  opts.declare?.({ family: 'workflow', tahun: inovasi.tahun, profil_id: inovasi.profil_id });
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
    if (!scopeOf(user.roles).national && isExpired({ settings, now: deps.clock.now() }))
      throw fail(409, message('workflowState', { status: 'batas waktu berakhir' }));
    if (inovasi.submitable !== 1) throw fail(409, message('workflowNotSubmitable'));
  }

  const now = deps.clock.now();
  const resourceName = lomba ? 'lomba_inovasi' : 'iga2020_inovasi';
  let wasVerified = false;
  let published = false;
  const loaded = await recountSettings(db);
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One step at a time per innovation: the second of two concurrent requests waits here and
    // then reads the state the first one left. Its region too, whose index this step recounts
    // (answerStore.ts `ownerLockSql`).
    const locked = await lockInnovation(tx, id);
    const registration = await registrationOf(tx, id);
    wasVerified = registration?.status_nomor === STORED.terverifikasi.status_nomor;
    const from = stateOf({
      status_nomor: registration?.status_nomor ?? null,
      qc: locked!.qc ?? null,
    });
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
    // Sending, verifying and rejecting change which innovations count for the region's index
    // (competition entries never count): recounted here, under the lock taken above.
    if (!lomba) published = await recountRegionInside(tx, loaded, inovasi.profil_id, inovasi.tahun);
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
  afterRecount(db, published);
  // A region's public page and /urusan list verified innovations: one given or taken back.
  if (wasVerified || result.status_nomor === STORED.terverifikasi.status_nomor) forgetPortal(db);
  return result;
}
